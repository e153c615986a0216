import { calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface AgreementBody {
  id: number;
  version: number;
  description: string;
  status: string;
  approverStatus: string | null;
  tab: string;
  channels: string[];
  validityEnd: string;
  totals: { on: string; off: string; byCommodity: Record<string, string> };
  levers: { leverId: number; expectedYearlyValue: string; customers: string[] }[];
  approval: { currentStep: number; stepCount: number; responsibleIds: number[] } | null;
}
interface BulkBody {
  done: number[];
  skipped: { id: number; reason: string }[];
  mensagens: { tipo: string; texto: string }[];
}

describe('agreements', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let today: string;
  const leverIds = new Map<string, number>();

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const save = (body: object, token = tokens.comercial, language?: string) =>
    as(token, '/api/contrato/salvarAtualizarContrato', body, language);
  const search = (token: string, body: object) => as(token, '/api/contrato/buscarContratos', body);
  const read = async (id: number, token = tokens.comercial): Promise<AgreementBody> =>
    (await as(token, '/api/contrato/buscarContratoEdicao', { id })).json();
  const bulk = async (token: string, url: string, body: object): Promise<BulkBody> => {
    const response = await as(token, url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const goalLever = (overrides: object = {}) => ({
    leverId: leverIds.get('Meta mensal sell-out'),
    fundsType: 'OFF',
    discountPercent: '2.0',
    goal: '500000.00',
    expectedYearlyValue: '100000.10',
    commodity: 'HPF',
    customers: ['0001000101', '0001000102'],
    payers: ['0001000101'],
    ...overrides,
  });
  const agreement = (overrides: object = {}) => ({
    description: 'Acordo de teste',
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: `01/01/${year}`,
    validityEnd: `31/12/${year}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [goalLever()],
    ...overrides,
  });
  async function saved(body: object, token?: string): Promise<AgreementBody> {
    const response = await save(body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    today = calendarDateIn(t.config.BUSINESS_TIME_ZONE);
    year = Number(today.slice(0, 4));
    const options = await as(tokens.comercial, '/api/alavanca/buscarInput', {});
    expect(options.statusCode, options.body).toBe(200);
    for (const lever of options.json().lista) leverIds.set(lever.name, lever.id);
  });
  afterAll(() => t.close());

  it('shows the demo agreements under their tabs, with the counts of every tab', async () => {
    const registering = await search(tokens.comercial, { tab: 'registering' });
    expect(registering.statusCode, registering.body).toBe(200);
    expect(registering.json().itens.map((row: AgreementBody) => [row.description, row.status])).toEqual([
      [`Acordo Grupo Alfa ${year} (em cadastro)`, 'EM_CADASTRO'],
      [`Acordo Rede Beta ${year}`, 'AGUARDANDO_APROVACAO'],
    ]);
    const current = await search(tokens.comercial, { tab: 'current' });
    expect(current.json().itens).toEqual([
      expect.objectContaining({
        description: `Acordo Grupo Alfa ${year}`,
        status: 'APROVADO',
        approverStatus: 'APROVADO',
        signatureStatus: 'AGUARDANDO_ASSINATURA',
        economicGroup: { code: 'GRP-ALFA', name: 'Grupo Alfa Supermercados' },
        totals: { on: '0.00', off: '228000.00', byCommodity: { HPF: '228000.00' } },
      }),
      // The store-compliance demo's agreement (seed/demo-store-compliance.ts).
      expect.objectContaining({
        description: `Acordo Grupo Alfa execução em loja ${year}`,
        status: 'APROVADO',
      }),
    ]);
    const counts = await as(tokens.comercial, '/api/contrato/buscarContratosResumo', {});
    expect(counts.json()).toEqual({ registering: 2, current: 2, closed: 0, canceled: 0 });
  });

  it('filters by holding, channel, client, CNPJ root, status and validity window', async () => {
    const descriptions = async (body: object) =>
      (await search(tokens.comercial, { tab: 'registering', ...body }))
        .json()
        .itens.map((row: AgreementBody) => row.description);
    expect(await descriptions({ economicGroups: ['GRP-BETA'] })).toEqual([`Acordo Rede Beta ${year}`]);
    expect(await descriptions({ channels: ['PC'] })).toEqual([`Acordo Rede Beta ${year}`]);
    expect(await descriptions({ customer: '0002000201' })).toEqual([`Acordo Rede Beta ${year}`]);
    expect(await descriptions({ cnpjRoot: '45997418' })).toEqual([`Acordo Rede Beta ${year}`]);
    expect(await descriptions({ cnpjRoot: '11222333', statuses: ['EM_CADASTRO'] })).toEqual([
      `Acordo Grupo Alfa ${year} (em cadastro)`,
    ]);
    expect(await descriptions({ validFrom: `01/01/${year + 1}` })).toEqual([]);
    expect((await search(tokens.comercial, { cnpjRoot: '1234' })).statusCode).toBe(422);
  });

  it('creates an agreement in registration with exact totals ON, OFF and per business unit, and its audit row', async () => {
    const created = await saved(
      agreement({
        levers: [
          goalLever({ expectedYearlyValue: '0.10' }),
          {
            leverId: leverIds.get('Evento cota aniversário'),
            fundsType: 'ON',
            commodity: 'ICE',
            customers: ['0001000101'],
            payers: [],
            events: [
              { description: 'Evento 1', competence: `05/${year}`, value: '0.20' },
              { description: 'Evento 2', competence: `06/${year}`, value: '1000.05' },
            ],
          },
        ],
      }),
    );
    expect(created).toMatchObject({ status: 'EM_CADASTRO', tab: 'registering', version: 1, approval: null });
    expect(created.totals).toEqual({
      on: '1000.25',
      off: '0.10',
      byCommodity: { HPF: '0.10', ICE: '1000.25' },
    });
    expect(created.levers[1]?.expectedYearlyValue).toBe('1000.25');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'agreement'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'CRIADO' });
  });

  it("refuses each of the spec's agreement rules with its message, in pt-BR and English, saving nothing", async () => {
    const before = (await as(tokens.admin, '/api/contrato/buscarContratosResumo', {})).json().registering;
    const cases: [object, string, string][] = [
      [
        { levers: [] },
        'Não é possível salvar o contrato. Verifique se há alavancas adicionadas, e se há clientes SAP selecionados em todas as alavancas.',
        'The agreement cannot be saved. Check that levers were added and that every lever has SAP customers selected.',
      ],
      [
        { levers: [goalLever({ customers: [], payers: [] })] },
        'Não é possível salvar o contrato. Verifique se há alavancas adicionadas',
        'The agreement cannot be saved',
      ],
      [
        { levers: [goalLever({ payers: [] })] },
        'Informe ao menos um cliente SAP pagador',
        'Give at least one SAP payer customer',
      ],
      [
        { levers: [goalLever(), goalLever()] },
        'Essa alavanca já está inserida nesse acordo comercial',
        'This lever is already in this agreement',
      ],
      [
        { channels: ['HC', 'PC'] },
        'O canal PC precisa de ao menos uma alavanca',
        'Channel PC needs at least one lever',
      ],
      [
        { validityStart: `31/12/${year}`, validityEnd: `01/01/${year}` },
        'A data final deve ser igual ou posterior à data inicial',
        'The end date must be on or after the start date',
      ],
      [
        {
          levers: [
            goalLever(),
            {
              leverId: leverIds.get('Evento cota aniversário'),
              fundsType: 'OFF',
              commodity: 'HPF',
              customers: ['0001000101'],
              payers: [],
            },
          ],
        },
        'Não é possível salvar uma alavanca de evento cota sem eventos',
        'A quota-event lever cannot be saved without events',
      ],
      [
        { levers: [goalLever({ customers: ['0002000201'] })] },
        'O cliente 0002000201 não pertence ao grupo econômico do acordo',
        "Customer 0002000201 does not belong to the agreement's economic group",
      ],
      [
        { levers: [goalLever({ payers: ['0001000102'] })] },
        'O cliente 0001000102 não é um pagador SAP',
        'Customer 0001000102 is not an SAP payer',
      ],
      [
        { levers: [goalLever({ goal: '0' })] },
        'A meta deve ser maior que zero',
        'The goal must be greater than zero',
      ],
      [{ region: 'XX' }, 'Código não cadastrado: XX', 'XX'],
    ];
    for (const [overrides, portuguese, english] of cases) {
      const body = agreement({ description: 'Acordo recusado', ...overrides });
      const pt = await save(body);
      expect(pt.statusCode, `${portuguese}: ${pt.body}`).toBe(422);
      expect(texts(pt).join(' ')).toContain(portuguese);
      expect(texts(await save(body, tokens.comercial, 'en')).join(' ')).toContain(english);
    }
    expect((await as(tokens.admin, '/api/contrato/buscarContratosResumo', {})).json().registering).toBe(
      before,
    );
  });

  it('refuses a save over another user’s change with 409 and keeps what was stored', async () => {
    const created = await saved(agreement({ description: 'Concorrido' }));
    await saved(
      { ...agreement({ description: 'Primeiro a salvar' }), id: created.id, version: 1 },
      tokens.admin,
    );
    const second = await save({
      ...agreement({ description: 'Segundo a salvar' }),
      id: created.id,
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(await read(created.id)).toMatchObject({ description: 'Primeiro a salvar', version: 2 });
  });

  it('runs the two-step approval: sales, then channel, each by its responsible, with the payer warning', async () => {
    const created = await saved(
      agreement({ description: 'Para aprovar', levers: [goalLever({ payers: ['0001000101'] })] }),
    );
    expect(
      (await as(tokens.financeiro, '/api/contrato/confirmarContratosEmGrupo', { ids: [created.id] }))
        .statusCode,
    ).toBe(403);
    const sent = await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', {
      ids: [created.id],
    });
    expect(sent.done).toEqual([created.id]);
    expect(await read(created.id)).toMatchObject({
      status: 'AGUARDANDO_APROVACAO',
      approverStatus: 'AGUARDANDO_APROVACAO_VENDAS',
      approval: { currentStep: 1, stepCount: 2 },
    });
    // Editing is closed while it is in approval.
    const edit = await save({ ...agreement(), id: created.id, version: 2 });
    expect(edit.statusCode).toBe(409);

    // The admin holds the role but is the second step's responsible, not the first's.
    const early = await bulk(tokens.admin, '/api/contrato/aprovarContratos', { ids: [created.id] });
    expect(early.done).toEqual([]);
    expect(early.skipped[0]?.reason).toBe('Você não é responsável pela etapa atual desta aprovação');

    const first = await bulk(tokens.aprovador, '/api/contrato/aprovarContratos', { ids: [created.id] });
    expect(first.done).toEqual([created.id]);
    expect(await read(created.id)).toMatchObject({
      status: 'AGUARDANDO_APROVACAO',
      approverStatus: 'AGUARDANDO_APROVACAO_CANAL',
    });
    const second = await bulk(tokens.admin, '/api/contrato/aprovarContratos', { ids: [created.id] });
    expect(second.done).toEqual([created.id]);
    expect(await read(created.id)).toMatchObject({
      status: 'APROVADO',
      approverStatus: 'APROVADO',
      tab: 'current',
    });
  });

  it('warns the approvers of an agreement with more than one SAP payer to check the payer configuration', async () => {
    const markPayer = (payer: boolean) =>
      t.database.db.execute(sql`update customers set sap_payer = ${payer} where code = '0001000102'`);
    await markPayer(true);
    try {
      const created = await saved(
        agreement({
          description: 'Dois pagadores',
          levers: [goalLever({ payers: ['0001000101', '0001000102'] })],
        }),
      );
      await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [created.id] });
      const approved = await bulk(tokens.aprovador, '/api/contrato/aprovarContratos', { ids: [created.id] });
      expect(approved.done).toEqual([created.id]);
      expect(approved.mensagens).toContainEqual(
        expect.objectContaining({
          tipo: 'ALERTA',
          texto: `O acordo ${created.id} tem mais de um cliente SAP pagador: confira a configuração de pagadores`,
        }),
      );
    } finally {
      await markPayer(false);
    }
  });

  it('acts in bulk only on the agreements it may, and says why it skipped the others', async () => {
    const registering = await saved(agreement({ description: 'Em cadastro' }));
    const approved = (await search(tokens.comercial, { tab: 'current' })).json().itens[0] as AgreementBody;
    const result = await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', {
      ids: [registering.id, approved.id, 999999],
    });
    expect(result.done).toEqual([registering.id]);
    expect(result.skipped).toEqual([
      { id: approved.id, reason: 'a situação Aprovado não permite esta ação' },
      { id: 999999, reason: 'Recurso não encontrado' },
    ]);
    expect(result.mensagens.map((message) => message.tipo)).toEqual(['SUCESSO', 'ALERTA', 'ALERTA']);
  });

  it('reproves only with a justification, and a reproved agreement is edited and sent again', async () => {
    const created = await saved(agreement({ description: 'Para reprovar' }));
    await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [created.id] });
    const without = await as(tokens.aprovador, '/api/contrato/reprovarContratos', { ids: [created.id] });
    expect(without.statusCode).toBe(422);
    expect(texts(without).join(' ')).toContain('A justificativa é obrigatória');
    await bulk(tokens.aprovador, '/api/contrato/reprovarContratos', {
      ids: [created.id],
      justification: 'Meta alta',
    });
    const reproved = await read(created.id);
    expect(reproved).toMatchObject({ status: 'REPROVADO', approverStatus: 'REPROVADO', tab: 'registering' });
    const fixed = await saved({
      ...agreement({ description: 'Corrigido' }),
      id: created.id,
      version: reproved.version,
    });
    expect(fixed.status).toBe('REPROVADO');
    const again = await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', {
      ids: [created.id],
    });
    expect(again.done).toEqual([created.id]);
  });

  it('extends, turns back, cancels and closes, each with its rules, and exports the change history', async () => {
    const approvedRow = (
      await search(tokens.comercial, { tab: 'current', texto: `Acordo Grupo Alfa ${year}` })
    ).json().itens[0] as AgreementBody;
    const approved = await read(approvedRow.id);
    const earlier = await as(tokens.aprovador, '/api/contrato/prorrogar', {
      id: approved.id,
      version: approved.version,
      validityEnd: `30/06/${year}`,
      justification: 'Mais cedo',
    });
    expect(earlier.statusCode).toBe(422);
    expect(texts(earlier).join(' ')).toContain(
      `A nova data final deve ser posterior à atual (31/12/${year})`,
    );
    const extended = await as(tokens.aprovador, '/api/contrato/prorrogar', {
      id: approved.id,
      version: approved.version,
      validityEnd: `31/03/${year + 1}`,
      justification: 'Negociação estendida',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      validityEnd: `31/03/${year + 1}`,
      version: approved.version + 1,
    });

    // Closing before today needs the retroactive role, which the approver does not hold.
    // (On the year's first day there is no earlier day of the validity to try.)
    const earlierDay = today > `${year}-01-01` ? `01/01/${year}` : null;
    if (earlierDay) {
      const retro = await as(tokens.aprovador, '/api/contrato/encerrarContratos', {
        ids: [approved.id],
        closingDate: earlierDay,
      });
      expect(retro.statusCode).toBe(403);
    }
    const copy = (
      await as(tokens.comercial, '/api/contrato/copiarContrato', { id: approved.id })
    ).json() as AgreementBody;
    expect(copy).toMatchObject({ status: 'EM_CADASTRO', description: approved.description });
    expect(copy.levers.map((lever) => lever.leverId)).toEqual(approved.levers.map((lever) => lever.leverId));

    const turned = await bulk(tokens.comercial, '/api/contrato/retornarContratosEmCadastro', {
      ids: [approved.id],
      justification: 'Revisar valores',
    });
    expect(turned.done).toEqual([approved.id]);
    expect(await read(approved.id)).toMatchObject({ status: 'EM_CADASTRO', tab: 'registering' });
    const cancelled = await bulk(tokens.aprovador, '/api/contrato/cancelarContratos', {
      ids: [approved.id],
      justification: 'Cliente desistiu',
    });
    expect(cancelled.done).toEqual([approved.id]);
    expect(await read(approved.id)).toMatchObject({ status: 'CANCELADO', tab: 'canceled' });

    const history = await as(tokens.comercial, '/api/contrato/exportarHistoricoContrato', {
      id: approved.id,
    });
    expect(history.statusCode).toBe(200);
    const rows = await readSheet(history.json().conteudo);
    expect(rows[0]).toEqual(['Data e hora', 'Usuário', 'Ação', 'Alterações', 'Justificativa']);
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      'Criado',
      'Enviado para aprovação',
      'Etapa aprovada',
      'Aprovado',
      'Prorrogado',
      'Retornado ao cadastro',
      'Cancelado',
    ]);
    expect(rows.find((row) => row[2] === 'Prorrogado')?.[4]).toBe('Negociação estendida');
    expect(String(rows.find((row) => row[2] === 'Enviado para aprovação')?.[3])).toContain(
      'status: Em cadastro → Aguardando aprovação',
    );
    expect(String(rows.find((row) => row[2] === 'Prorrogado')?.[3])).toContain(`31/03/${year + 1}`);
  });

  it('closes an approved agreement today by an approver, ending its validity', async () => {
    const created = await saved(agreement({ description: 'Para encerrar' }));
    await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [created.id] });
    await bulk(tokens.aprovador, '/api/contrato/aprovarContratos', { ids: [created.id] });
    await bulk(tokens.admin, '/api/contrato/aprovarContratos', { ids: [created.id] });
    expect(
      (await as(tokens.comercial, '/api/contrato/encerrarContratos', { ids: [created.id] })).statusCode,
    ).toBe(403);
    const closed = await bulk(tokens.aprovador, '/api/contrato/encerrarContratos', { ids: [created.id] });
    expect(closed.done).toEqual([created.id]);
    expect(await read(created.id)).toMatchObject({
      status: 'ENCERRADO',
      tab: 'closed',
      validityEnd: formatBrDate(today),
    });
  });

  it('lists the SAP customers of a holding with which of them are payers', async () => {
    const response = await as(tokens.comercial, '/api/contrato/buscarClientesContrato', {
      economicGroup: 'GRP-ALFA',
    });
    expect(response.json().lista).toEqual([
      { code: '0001000101', name: 'Alfa Supermercados Matriz', sapPayer: true },
      { code: '0001000102', name: 'Alfa Supermercados Filial RJ', sapPayer: false },
    ]);
  });

  describe('for a user restricted to channel HC', () => {
    let restricted: string;
    let beta: number;

    beforeAll(async () => {
      restricted = await restrictedUserToken(t, tokens.admin, {
        login: 'acordos.hc',
        features: [
          'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
          'ROLE_EDITAR_ACORDO_COMERCIAL',
          'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
          'ROLE_VISUALIZAR_CADASTRO_ALAVANCAS',
        ],
        channels: ['HC'],
      });
      beta = (await search(tokens.comercial, { economicGroups: ['GRP-BETA'] })).json().itens[0].id;
    });

    it('lists and counts only agreements all of whose channels are HC', async () => {
      const all = await search(restricted, { tab: 'registering', tamanhoPagina: 200 });
      expect(
        all.json().itens.every((row: AgreementBody) => row.channels.every((channel) => channel === 'HC')),
      ).toBe(true);
      expect(all.json().itens.some((row: AgreementBody) => row.id === beta)).toBe(false);
      const counts = (await as(restricted, '/api/contrato/buscarContratosResumo', {})).json();
      expect(counts.registering).toBe(all.json().total);
    });

    it('does not find, change, send or copy a PC agreement, and cannot save one', async () => {
      expect((await as(restricted, '/api/contrato/buscarContratoEdicao', { id: beta })).statusCode).toBe(404);
      expect((await as(restricted, '/api/contrato/copiarContrato', { id: beta })).statusCode).toBe(404);
      const sent = await bulk(restricted, '/api/contrato/confirmarContratosEmGrupo', { ids: [beta] });
      expect(sent.skipped).toEqual([{ id: beta, reason: 'Recurso não encontrado' }]);
      const pc = await save(
        agreement({ economicGroup: 'GRP-BETA', channels: ['PC'], region: 'S', levers: [] }),
        restricted,
      );
      expect(pc.statusCode).toBe(422);
      expect(texts(pc).join(' ')).toContain('Seu perfil só permite HC');
    });
  });
});
