import { calendarDateIn } from '@trade-terms/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const GROWTH_DESCRIPTION = 'Crescer 5% sobre o trimestre do ano anterior';

describe('divergences of agreements from the lever recommendations', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  const leverIds = new Map<string, number>();
  /** The demo's approved Alfa agreement, its growth lever against the demo's south-east row. */
  let approvedId: number;
  /** An agreement saved here whose growth lever diverges on budget type, discount and start. */
  let divergentId: number;
  /** An agreement of the PC channel whose lever a row saved here marks as not recommended. */
  let betaId: number;
  /** An HPF agreement whose goal lever is scoped to ICE, diverging from an ICE row. */
  let iceLeverId: number;

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });

  const agreementId = async (tab: string, description: string) => {
    const found = await as(tokens.comercial, '/api/contrato/buscarContratos', { tab, texto: description });
    const match = found
      .json()
      .itens.find((item: { description: string }) => item.description === description);
    if (!match) throw new Error(`no agreement ${description}`);
    return match.id as number;
  };

  /** An Alfa agreement of the HC channel in the south-east with one lever for its matrix customer. */
  const alfaFields = (description: string, validityStart: string, lever: Record<string, unknown>) => ({
    description,
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart,
    validityEnd: `31/12/${year}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [{ fundsType: 'OFF', customers: ['0001000101'], payers: ['0001000101'], ...lever }],
  });
  const growthLever = (values: Record<string, unknown>) => ({
    leverId: leverIds.get('Crescimento trimestral sell-in'),
    growthPercent: '5',
    expectedYearlyValue: '108000.00',
    commodity: 'HPF',
    ...values,
  });
  const saveAlfa = async (fields: ReturnType<typeof alfaFields>) => {
    const saved = await as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', fields);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    for (const lever of (await as(tokens.comercial, '/api/alavanca/buscarInput', {})).json().lista) {
      leverIds.set(lever.name, lever.id);
    }
    approvedId = await agreementId('current', `Acordo Grupo Alfa ${year}`);
    betaId = await agreementId('registering', `Acordo Rede Beta ${year}`);
    divergentId = await saveAlfa(
      alfaFields(
        'Alfa com alavanca divergente',
        `01/02/${year}`,
        growthLever({ budgetType: 'VERBA-ON', discountPercent: '3', goalDescription: GROWTH_DESCRIPTION }),
      ),
    );
    const notRecommended = await as(tokens.admin, '/api/recomendacaoAlavanca/salvar', {
      leverId: leverIds.get('Desconto sobre GSV'),
      commodity: 'HPF',
      region: 'S',
      cva: 'CVA2',
      recommended: false,
      mandatoryMembership: false,
    });
    expect(notRecommended.statusCode, notRecommended.body).toBe(200);
    const iceRow = await as(tokens.admin, '/api/recomendacaoAlavanca/salvar', {
      leverId: leverIds.get('Meta mensal sell-out'),
      commodity: 'ICE',
      region: 'SE',
      discountPercent: '9',
      recommended: true,
    });
    expect(iceRow.statusCode, iceRow.body).toBe(200);
    iceLeverId = await saveAlfa(
      alfaFields('Alfa com alavanca de sorvetes', `01/01/${year}`, {
        leverId: leverIds.get('Meta mensal sell-out'),
        discountPercent: '2',
        goal: '1000.00',
        commodity: 'ICE',
      }),
    );
  });
  afterAll(() => t.close());

  it('lists the demo agreement’s divergences: the budget type and goal description its growth lever lacks', async () => {
    const response = await as(tokens.aprovador, '/api/contrato/buscarDivergenciasContratosAlavancas', {
      id: approvedId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lista).toEqual([
      {
        agreementId: approvedId,
        agreementLeverId: expect.any(Number),
        leverId: leverIds.get('Crescimento trimestral sell-in'),
        lever: 'Crescimento trimestral sell-in',
        commodity: 'HPF',
        channel: 'HC',
        region: 'SE',
        storeSize: 'G',
        divergence: 'DIV_RIC',
        field: 'budgetType',
        recommended: 'VERBA-OFF',
        adjustedValue: null,
        message: 'Tipo de verba ajustado não informado difere do recomendado VERBA-OFF para a commodity HPF',
      },
      expect.objectContaining({
        divergence: 'DIV_DESCRIPTION',
        recommended: GROWTH_DESCRIPTION,
        adjustedValue: null,
        message: `Descrição da meta ajustada não informada difere da recomendada “${GROWTH_DESCRIPTION}” para a commodity HPF`,
      }),
    ]);
  });

  it('lists each difference of a divergent lever, in the caller’s language, values written exactly', async () => {
    const response = await as(
      tokens.comercial,
      '/api/contrato/buscarDivergenciasContratosAlavancas',
      { id: divergentId },
      'en',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .lista.map((row: Record<string, unknown>) => [
          row.divergence,
          row.recommended,
          row.adjustedValue,
          row.message,
        ]),
    ).toEqual([
      [
        'DIV_RIC',
        'VERBA-OFF',
        'VERBA-ON',
        'Adjusted budget type VERBA-ON differs from the recommended VERBA-OFF for commodity HPF',
      ],
      [
        'DIV_DESCONTO_PAGAMENTO',
        '2.5000',
        '3.0000',
        'Adjusted discount 3% differs from the recommended 2.5% for commodity HPF',
      ],
      [
        'DIV_DTA_INICIO',
        `01/01/${year}`,
        `01/02/${year}`,
        `Adjusted start on 02/01/${year} differs from the recommended 01/01/${year} for commodity HPF`,
      ],
    ]);
  });

  it('answers the divergences of several agreements at once, each row naming its agreement', async () => {
    const response = await as(tokens.aprovador, '/api/contrato/buscarDivergenciasContratosAlavancas', {
      ids: [approvedId, divergentId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lista.map((row: { agreementId: number }) => row.agreementId)).toEqual([
      approvedId,
      approvedId,
      divergentId,
      divergentId,
      divergentId,
    ]);
  });

  it('tells whether an agreement diverges and how often per code, with its levers not recommended', async () => {
    const divergent = await as(tokens.aprovador, '/api/contrato/buscarStatusDivergencia', {
      id: divergentId,
    });
    expect(divergent.json()).toEqual({
      agreementId: divergentId,
      hasDivergences: true,
      total: 3,
      byCode: {
        DIV_RIC: 1,
        DIV_DESCONTO_PAGAMENTO: 1,
        DIV_META: 0,
        DIV_DTA_INICIO: 1,
        DIV_DESCRIPTION: 0,
        DIV_EVENTO_COTA: 0,
      },
      notRecommended: 0,
    });
    const beta = await as(tokens.aprovador, '/api/contrato/buscarStatusDivergencia', { id: betaId });
    expect(beta.json()).toMatchObject({ hasDivergences: false, total: 0, notRecommended: 1 });
  });

  it('lists the levers a recommendation row marks as not recommended for the agreement', async () => {
    const response = await as(tokens.comercial, '/api/contrato/buscarRecomendacoesNaoRecomendada', {
      id: betaId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lista).toEqual([
      expect.objectContaining({
        agreementId: betaId,
        leverId: leverIds.get('Desconto sobre GSV'),
        lever: 'Desconto sobre GSV',
        commodity: 'HPF',
        channel: 'PC',
        region: 'S',
        cva: 'CVA2',
        storeSize: null,
        budgetType: null,
      }),
    ]);
    const none = await as(tokens.comercial, '/api/contrato/buscarRecomendacoesNaoRecomendada', {
      id: divergentId,
    });
    expect(none.json()).toEqual({ lista: [] });
  });

  it('clears a divergence once the lever takes the recommended value', async () => {
    const agreement = (
      await as(tokens.comercial, '/api/contrato/buscarContratoEdicao', { id: divergentId })
    ).json();
    const [lever] = agreement.levers;
    expect(lever.goalDescription).toBe(GROWTH_DESCRIPTION);
    const copy = await as(tokens.comercial, '/api/contrato/copiarContrato', { id: divergentId });
    const copied = copy.json();
    const resaved = await as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', {
      id: copied.id,
      version: copied.version,
      ...alfaFields(
        copied.description,
        `01/01/${year}`,
        growthLever({
          budgetType: 'VERBA-OFF',
          discountPercent: '2.5',
          goalDescription: `  ${GROWTH_DESCRIPTION.toUpperCase()} `,
        }),
      ),
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const status = await as(tokens.comercial, '/api/contrato/buscarStatusDivergencia', { id: copied.id });
    expect(status.json()).toMatchObject({ hasDivergences: false, total: 0 });
  });

  it('answers 404 for an agreement outside the caller’s restrictions, alone or among others', async () => {
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'divergencias.pc',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    for (const [url, body] of [
      ['/api/contrato/buscarDivergenciasContratosAlavancas', { id: approvedId }],
      ['/api/contrato/buscarDivergenciasContratosAlavancas', { ids: [betaId, approvedId] }],
      ['/api/contrato/buscarStatusDivergencia', { id: approvedId }],
      ['/api/contrato/buscarRecomendacoesNaoRecomendada', { id: approvedId }],
    ] as const) {
      expect((await as(pcOnly, url, body)).statusCode, url).toBe(404);
    }
    const beta = await as(pcOnly, '/api/contrato/buscarRecomendacoesNaoRecomendada', { id: betaId });
    expect(beta.json().lista).toHaveLength(1);
    // The recommendation rows are read within the restrictions too: an HPF agreement whose lever
    // is scoped to ICE is seen by a user of HPF alone, but not the ICE row it diverges from.
    expect(
      (await as(tokens.comercial, '/api/contrato/buscarStatusDivergencia', { id: iceLeverId })).json(),
    ).toMatchObject({ total: 1, byCode: { DIV_DESCONTO_PAGAMENTO: 1 } });
    const hpfOnly = await restrictedUser(t, tokens.admin, {
      login: 'divergencias.hpf',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: ['HPF'], regions: [] },
    });
    const hidden = await as(hpfOnly, '/api/contrato/buscarStatusDivergencia', { id: iceLeverId });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hasDivergences: false, total: 0 });
    expect(
      (await as(tokens.comercial, '/api/contrato/buscarStatusDivergencia', { id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('refuses a request naming both one agreement and a list, with a clear message', async () => {
    const refused = await as(tokens.comercial, '/api/contrato/buscarDivergenciasContratosAlavancas', {
      id: approvedId,
      ids: [approvedId],
    });
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain(
      'Informe um acordo (id) ou uma lista de acordos (ids), não os dois',
    );
  });
});
