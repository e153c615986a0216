import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface LeverBody {
  id: number;
  name: string;
  channel: string;
  calculationModel: string;
  status: string;
  discountPercent: string | null;
  expectedYearlyValue: string;
  pendingValues: { discountPercent: string | null; expectedYearlyValue: string } | null;
}
interface AgreementBody {
  id: number;
  version: number;
  description: string;
  totals: { on: string; off: string };
  levers: LeverBody[];
  [field: string]: unknown;
}

describe('lever changes of an approved agreement', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let agreementId: number;

  const as = (token: string, url: string, body: unknown = {}) => call(t, url, body, { token });
  const read = async (): Promise<AgreementBody> =>
    (await as(tokens.comercial, '/api/contrato/buscarContratoEdicao', { id: agreementId })).json();
  /** The save body of the agreement as read, with the goal lever's values changed. */
  const withGoal = (agreement: AgreementBody, values: Partial<LeverBody>, main: object = {}) => ({
    id: agreement.id,
    version: agreement.version,
    description: agreement.description,
    economicGroup: (agreement.economicGroup as { code: string }).code,
    channels: agreement.channels,
    validityStart: agreement.validityStart,
    validityEnd: agreement.validityEnd,
    region: agreement.region,
    segment: agreement.segment,
    businessUnit: agreement.businessUnit,
    onOff: agreement.onOff,
    calculationBasis: agreement.calculationBasis,
    ...main,
    levers: agreement.levers.map(
      ({ id, status, pendingValues, name, channel, calculationModel, ...lever }) =>
        name === 'Meta mensal sell-out' ? { ...lever, ...values } : lever,
    ),
  });
  const goalOf = (agreement: AgreementBody) =>
    agreement.levers.find((lever) => lever.name === 'Meta mensal sell-out') as LeverBody;
  const save = (body: object) => as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', body);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    agreementId = (await as(tokens.comercial, '/api/contrato/buscarContratos', { tab: 'current' })).json()
      .itens[0].id;
  });
  afterAll(() => t.close());

  it('takes only levers’ values on an approved agreement', async () => {
    const refused = await save(withGoal(await read(), {}, { description: 'Outro nome' }));
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain('Em um acordo aprovado só os valores das alavancas mudam');
  });

  it('puts lower values in force at once, with the totals', async () => {
    const before = await read();
    const lowered = await save(
      withGoal(before, { discountPercent: '1.5', expectedYearlyValue: '100000.00' }),
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    const goal = goalOf(lowered.json());
    expect(goal).toMatchObject({ status: 'ATIVA', discountPercent: '1.5000', pendingValues: null });
    expect(lowered.json().totals.off).toBe('208000.00');
    expect(lowered.json().version).toBeGreaterThan(before.version);
  });

  it('holds higher values pending until the lever-change flow approves them', async () => {
    const raised = await save(
      withGoal(await read(), { discountPercent: '2.5', expectedYearlyValue: '150000.00' }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const pending = goalOf(raised.json());
    expect(pending).toMatchObject({
      status: 'EM_ALTERACAO',
      discountPercent: '1.5000',
      pendingValues: expect.objectContaining({ discountPercent: '2.5000', expectedYearlyValue: '150000.00' }),
    });
    expect(raised.json().totals.off).toBe('208000.00');

    const sent = await as(tokens.comercial, '/api/contrato/enviarAlavancasAprovacao', { ids: [pending.id] });
    expect(sent.json().done).toEqual([pending.id]);
    expect(goalOf(await read()).status).toBe('AGUARDANDO_APROVACAO');
    const again = await save(withGoal(await read(), { discountPercent: '3.0' }));
    expect(again.statusCode).toBe(422);
    expect(texts(again).join(' ')).toContain(
      'Esta alavanca está em aprovação, inativa ou encerrada e não pode mudar',
    );

    expect(
      (await as(tokens.comercial, '/api/contrato/aprovarAlavancas', { ids: [pending.id] })).statusCode,
    ).toBe(403);
    const approved = await as(tokens.aprovador, '/api/contrato/aprovarAlavancas', { ids: [pending.id] });
    expect(approved.json().done).toEqual([pending.id]);
    const after = await read();
    expect(goalOf(after)).toMatchObject({ status: 'ATIVA', discountPercent: '2.5000', pendingValues: null });
    expect(after.totals.off).toBe('258000.00');
  });

  it('keeps the approved values when a lever change is reproved, which needs a justification', async () => {
    const raised = await save(withGoal(await read(), { discountPercent: '4.0' }));
    const goal = goalOf(raised.json());
    await as(tokens.comercial, '/api/contrato/enviarAlavancasAprovacao', { ids: [goal.id] });
    const without = await as(tokens.aprovador, '/api/contrato/reprovarAlavancas', { ids: [goal.id] });
    expect(without.statusCode).toBe(422);
    const reproved = await as(tokens.aprovador, '/api/contrato/reprovarAlavancas', {
      ids: [goal.id],
      justification: 'Desconto acima da recomendação',
    });
    expect(reproved.json().done).toEqual([goal.id]);
    expect(goalOf(await read())).toMatchObject({
      status: 'ATIVA',
      discountPercent: '2.5000',
      pendingValues: null,
    });
  });

  it('closes a lever of an approved agreement once, and the history tells every lever move', async () => {
    const goal = goalOf(await read());
    const closed = await as(tokens.aprovador, '/api/contrato/encerrarAlavancas', { ids: [goal.id] });
    expect(closed.json().done).toEqual([goal.id]);
    expect(goalOf(await read()).status).toBe('ENCERRADA');
    const twice = await as(tokens.aprovador, '/api/contrato/encerrarAlavancas', { ids: [goal.id] });
    expect(twice.json().skipped).toEqual([
      { id: goal.id, reason: 'a situação Encerrada não permite esta ação' },
    ]);

    const history = await as(tokens.comercial, '/api/contrato/exportarHistoricoContrato', {
      id: agreementId,
    });
    const actions = (await readSheet(history.json().conteudo)).slice(1).map((row) => row[2]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Alteração de alavanca enviada para aprovação',
        'Alteração de alavanca aprovada',
        'Alteração de alavanca reprovada',
        'Alavanca encerrada',
      ]),
    );
  });
});
