import { checkPayerSplit, reviewValue } from '@trade-terms/domain/ascertainment-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const URL = '/api/simulador/calcular';

/** Worked example 1: growth of 5 % over 1 000 000.00, actual 1 080 000.00, discount 2.5 %. */
const EXAMPLE_1 = {
  model: 'GROWTH',
  base: '1080000.00',
  growthBase: '1000000.00',
  growthPercent: '5',
  discountPercent: '2.5',
};

/** Worked example 2: goal 500 000.00, minimum 90 % at 1.0 %, potential 3.0 %, for an actual. */
const example2 = (base: string) => ({
  model: 'GOAL',
  base,
  goal: '500000.00',
  minimumPercent: '90',
  minimumDiscountPercent: '1.0',
  potentialDiscountPercent: '3.0',
});

describe('calculation simulator (POST /api/simulador/calcular)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const simulate = (body: unknown, options: { token?: string; language?: string } = {}) =>
    call(t, URL, body, { token: tokens.comercial, ...options });

  /** A 200 answer's body, checked to hold exactly the contract's fields. */
  async function answer(body: unknown) {
    const response = await simulate(body);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json();
    expect(Object.keys(json).sort()).toEqual(
      ['abatement', 'achievementPercent', 'ratePercent', 'steps', 'toPay', 'value'].sort(),
    );
    return json;
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  describe('the worked examples of DOMAIN.md', () => {
    it('1. growth: 1 080 000.00 against 1 000 000.00 grown 5 % earns 27 000.00 at 102.8571 %', async () => {
      const json = await answer(EXAMPLE_1);
      expect(json).toMatchObject({
        value: '27000.00',
        abatement: '0.00',
        toPay: '27000.00',
        achievementPercent: '102.8571',
        ratePercent: '2.5000',
      });
      expect(json.steps).toContainEqual({ label: 'calc.step.goal', value: '1050000.00' });
    });

    it('2. goal with minimum 90 % at 1.0 % and potential 3.0 %: 95 %, 88 % and 104 %', async () => {
      const goal = (base: string) => answer(example2(base));
      expect(await goal('475000.00')).toMatchObject({
        value: '9500.00',
        toPay: '9500.00',
        achievementPercent: '95.0000',
        ratePercent: '2.0000',
      });
      expect(await goal('440000.00')).toMatchObject({
        value: '0.00',
        achievementPercent: '88.0000',
        ratePercent: '0.0000',
      });
      expect(await goal('520000.00')).toMatchObject({
        value: '15600.00',
        achievementPercent: '104.0000',
        ratePercent: '3.0000',
      });
    });

    it('3. percent of base ON: 1.0 % of 400 000.00, all abated, leaves 0.00 to pay', async () => {
      expect(
        await answer({ model: 'PERCENT_OF_BASE', base: 400000, discountPercent: 1.0, abatement: '4000.00' }),
      ).toMatchObject({
        value: '4000.00',
        abatement: '4000.00',
        toPay: '0.00',
        achievementPercent: null,
        ratePercent: '1.0000',
      });
    });

    it('4. store compliance at 80 %: 9 of 10 earns 3 000.00, 7 of 10 nothing', async () => {
      const compliance = (compliantStores: number) =>
        answer({
          model: 'STORE_COMPLIANCE',
          base: '200000.00',
          discountPercent: '1.5',
          thresholdPercent: '80',
          compliantStores,
          auditedStores: 10,
        });
      expect(await compliance(9)).toMatchObject({ value: '3000.00', achievementPercent: '90.0000' });
      expect(await compliance(7)).toMatchObject({
        value: '0.00',
        achievementPercent: '70.0000',
        ratePercent: '0.0000',
      });
    });

    it('5. quota event needing evidence: the event without its photo is listed, not paid', async () => {
      const json = await answer({
        model: 'QUOTA_EVENT',
        needsEvidence: true,
        events: [
          { value: '5000.00', evidence: true },
          { value: '2500.00', evidence: false },
        ],
      });
      expect(json).toMatchObject({
        value: '5000.00',
        toPay: '5000.00',
        achievementPercent: null,
        ratePercent: null,
      });
      expect(json.steps).toContainEqual({ label: 'calc.step.eventWithoutEvidence', value: '2500.00' });
    });

    it('6. the 27 000.00 of example 1 split among payers: 20 000 + 7 000 accepted, + 8 000 refused, + 6 000 warned', async () => {
      const { value } = await answer(EXAMPLE_1);
      expect(checkPayerSplit(value, ['20000.00', '7000.00']).outcome).toBe('ACCEPTED');
      expect(checkPayerSplit(value, ['20000.00', '8000.00']).outcome).toBe('REFUSED');
      expect(checkPayerSplit(value, ['20000.00', '6000.00']).outcome).toBe('ACCEPTED_WITH_WARNING');
    });

    it('7. the accurate 9 500.00 of example 2 validated at 9 000.00: final with a justification, refused without', async () => {
      const { value } = await answer(example2('475000.00'));
      expect(value).toBe('9500.00');
      expect(reviewValue({ before: value, proposed: '9000.00', justification: 'Devolução' })).toMatchObject({
        ok: true,
        value: '9000.00',
      });
      expect(reviewValue({ before: value, proposed: '9000.00' }).ok).toBe(false);
    });

    it('8. rounding: 1 % of 100.50 is 1.01, 2.5 % of 0.10 is 0.00, 3 % of returns of 5 000.00 is 0.00', async () => {
      const percent = async (discountPercent: string, base: string) =>
        (await answer({ model: 'PERCENT_OF_BASE', base, discountPercent })).value;
      expect(await percent('1', '100.50')).toBe('1.01');
      expect(await percent('2.5', '0.10')).toBe('0.00');
      expect(await percent('3', '-5000.00')).toBe('0.00');
    });
  });

  it('answers a fixed value, and growth without comparison sales as 0.00 with its step', async () => {
    expect(await answer({ model: 'FIXED_VALUE', fixedValue: '1500.00', abatement: '200' })).toMatchObject({
      value: '1500.00',
      toPay: '1300.00',
    });
    const growth = await answer({
      model: 'GROWTH',
      base: '1000.00',
      growthBase: '0',
      growthPercent: '5',
      discountPercent: '2',
    });
    expect(growth.value).toBe('0.00');
    expect(growth.steps).toContainEqual({ label: 'calc.step.noComparisonSales', value: null });
    const stores = await answer({
      model: 'STORE_COMPLIANCE',
      base: '1000.00',
      discountPercent: '2',
      thresholdPercent: '80',
      compliantStores: 0,
      auditedStores: 0,
    });
    expect(stores.value).toBe('0.00');
    expect(stores.steps).toContainEqual({ label: 'calc.step.noAuditedStores', value: null });
  });

  describe('refusals: 422, one message per field, nothing computed', () => {
    /** The field messages of a 422, after the general one. */
    async function refused(body: unknown, language?: string): Promise<string[]> {
      const response = await simulate(body, language ? { language } : {});
      expect(response.statusCode, response.body).toBe(422);
      const [general, ...fields] = response.json().mensagens;
      expect(general.codigo).toBe('INVALID_FIELDS');
      for (const message of fields) expect(message.codigo).toBe('INVALID_FIELD');
      expect(response.body).not.toContain('steps');
      return fields.map((message: { texto: string }) => message.texto);
    }

    it('refuses a missing model, in Portuguese and in English', async () => {
      expect(await refused({ base: '1' })).toEqual(['model: O campo é obrigatório']);
      expect(await refused({ base: '1' }, 'en')).toEqual(['model: The field is required']);
    });

    it('refuses the fields a model needs and lacks', async () => {
      expect(await refused({ model: 'STORE_COMPLIANCE', base: '10' })).toEqual([
        'compliantStores: O campo é obrigatório',
        'auditedStores: O campo é obrigatório',
        'thresholdPercent: O campo é obrigatório',
        'discountPercent: O campo é obrigatório',
      ]);
      expect(await refused({ model: 'QUOTA_EVENT', events: [{ evidence: true }] })).toEqual([
        'events.0.value: O campo é obrigatório',
      ]);
    });

    it('refuses negative and non-numeric values, percentages above 100 and a goal of zero, each field once', async () => {
      const body = {
        model: 'GOAL',
        base: 'muito',
        goal: '0',
        discountPercent: '100.5',
        minimumPercent: '-1',
        abatement: '-10.00',
      };
      expect(await refused(body)).toEqual([
        'base: Valor inválido: use até 16 dígitos e 2 casas decimais, com ponto',
        'discountPercent: O percentual deve estar entre 0 e 100',
        'minimumPercent: O valor não pode ser negativo',
        'abatement: O valor não pode ser negativo',
        'goal: A meta deve ser maior que zero',
      ]);
      expect(await refused(body, 'en')).toEqual([
        'base: Invalid value: up to 16 digits and 2 decimal places, with a dot',
        'discountPercent: The percentage must be between 0 and 100',
        'minimumPercent: The value cannot be negative',
        'abatement: The value cannot be negative',
        'goal: The goal must be greater than zero',
      ]);
    });

    it('refuses more compliant stores than audited ones, and a count that is no whole number', async () => {
      const stores = { model: 'STORE_COMPLIANCE', base: '1', discountPercent: '1', thresholdPercent: '80' };
      expect(await refused({ ...stores, compliantStores: 11, auditedStores: 10 })).toEqual([
        'compliantStores: As lojas em conformidade não podem passar das lojas auditadas',
      ]);
      expect(await refused({ ...stores, compliantStores: 1.5, auditedStores: 10 })).toEqual([
        'compliantStores: Informe um número inteiro',
      ]);
    });
  });

  describe('who may simulate', () => {
    const body = { model: 'FIXED_VALUE', fixedValue: '10.00' };

    it('answers 401 without a session', async () => {
      const response = await call(t, URL, body);
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to a user who may view neither levers nor calculations', async () => {
      for (const token of [tokens.aprovador, tokens.financeiro]) {
        const response = await simulate(body, { token });
        expect(response.statusCode).toBe(403);
        expect(texts(response)).toEqual(['Proibido / não autorizado']);
      }
    });

    it('serves the lever roles and the calculation roles', async () => {
      expect((await simulate(body, { token: tokens.admin })).statusCode).toBe(200);
      const calculationViewer = await restrictedUserToken(t, tokens.admin, {
        login: 'calculo.visualizar',
        features: ['ROLE_VISUALIZAR_CALCULO_ACORDO'],
        channels: [],
      });
      expect((await simulate(body, { token: calculationViewer })).statusCode).toBe(200);
    });
  });
});
