import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();
const CUSTOMER = '0001000101';
const OTHER_CUSTOMER = '0001000102';
/** formatMoney's pt-BR money: "R$", a no-break space, then the amount. */
const brl = (amount: string) => `R$\u00a0${amount}`;

type Answer = { statusCode: number; body: string; json: () => { mensagens: { codigo?: string }[] } };

interface Distribution {
  folderId: number;
  version: number;
  total: string;
  distributed: string;
  difference: string;
  balanced: boolean;
  rows: {
    region: string;
    regionName: string | null;
    coordinatorId: number;
    coordinatorName: string | null;
    amount: string;
  }[];
  plannedByRegion: { region: string; regionName: string | null; planned: string }[];
}

interface Assignments {
  folderId: number;
  balanced: boolean;
  actions: { id: number; status: string }[];
  coordinators: {
    coordinatorId: number;
    coordinatorName: string | null;
    share: string;
    assigned: string;
    excess: string;
    version: number;
    rows: { actionId: number; customer: string; customerName: string | null; amount: string }[];
  }[];
}

describe('the distribution of a folder’s money and the assignment of its actions (/api/apuracaoPasta/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let lineId: number;
  let comercialId: number;
  let aprovadorId: number;

  const as = (token: string, path: string, body: unknown, language?: string) =>
    call(t, `/api/apuracaoPasta/${path}`, body, { token, ...(language ? { language } : {}) });
  const codes = (response: Answer) => response.json().mensagens.map((message) => message.codigo);

  async function ok<T>(token: string, url: string, body: object): Promise<T> {
    const response = await call(t, url, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  type Folder = { id: number; version: number; actions: { id: number; status: string }[] };

  /**
   * A folder of HC / HPF for the cycle: 100 × 2.5 in region SE, 3 × 0.3333 in region S and a
   * cancelled one: 251.00 approved.
   */
  async function folderOf(cycle: number, approve = true): Promise<Folder> {
    const action = (plannedVolume: string, unitValue: string, extra: object = {}) => ({
      tacticType: 'TABLOIDE',
      description: `Tabloide ${plannedVolume} × ${unitValue}`,
      economicGroup: 'GRP-ALFA',
      plannedVolume,
      unitValue,
      mapLineId: lineId,
      ...extra,
    });
    const opened = await ok<Folder>(tokens.comercial, '/api/pastaCiclo/salvar', {
      year: YEAR,
      cycle,
      channel: 'HC',
      commodity: 'HPF',
      description: `Pasta do ciclo ${cycle}`,
      actions: [
        action('100', '2.5', { region: 'SE' }),
        action('3', '0.3333', { region: 'S' }),
        action('10', '1.2345', { region: 'SE', status: 'CANCELADA' }),
      ],
    });
    if (!approve) return opened;
    const move = (token: string, path: string, folder: Folder) =>
      ok<Folder>(token, `/api/pastaCiclo/${path}`, { id: folder.id, version: folder.version });
    const sent = await move(tokens.comercial, 'enviarAprovacao', opened);
    return move(tokens.admin, 'aprovar', await move(tokens.aprovador, 'aprovar', sent));
  }

  const getDistribution = (folderId: number, token = tokens.comercial) =>
    ok<Distribution>(token, '/api/apuracaoPasta/buscarDistribuicao', { id: folderId });
  const getAssignments = (folderId: number, token = tokens.comercial) =>
    ok<Assignments>(token, '/api/apuracaoPasta/buscarAtribuicoes', { id: folderId });
  const auditActions = async (entity: string) =>
    (
      await t.database.db
        .select({ action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.entity, entity))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);

  /** Distributes the folder's 251.00: SE 200.00 to comercial, S 51.00 to aprovador. */
  const distribute = (folderId: number, version = 0) =>
    as(tokens.comercial, 'salvarDistribuicao', {
      folderId,
      version,
      rows: [
        { region: 'SE', coordinatorId: comercialId, amount: '200' },
        { region: 'S', coordinatorId: aprovadorId, amount: '51.00' },
      ],
    });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    comercialId = await userIdOf(t, 'comercial');
    aprovadorId = await userIdOf(t, 'aprovador');
    const line = await ok<{ id: number }>(tokens.admin, '/api/mapaboa/salvar', {
      commodity: 'HPF',
      economicGroup: 'GRP-ALFA',
      channel: 'HC',
      segment: 'VAR',
      region: 'SE',
      cva: 'CVA1',
      budgetType: 'VERBA-OFF',
      year: YEAR,
      ricBox: 'RIC-DISTRIBUICAO',
      budgets: Array<string>(12).fill('100000.00'),
    });
    lineId = line.id;
  }, 120_000);
  afterAll(() => t?.close());

  it('divides an approved folder’s money among regional coordinators, versioned and audited', async () => {
    const folder = await folderOf(2);
    expect(await getDistribution(folder.id)).toEqual({
      folderId: folder.id,
      year: YEAR,
      cycle: 2,
      channel: 'HC',
      channelName: expect.any(String),
      commodity: 'HPF',
      commodityName: expect.any(String),
      description: 'Pasta do ciclo 2',
      folderStatus: 'APROVADA',
      total: '251.00',
      distributed: '0.00',
      difference: '251.00',
      balanced: false,
      version: 0,
      rows: [],
      plannedByRegion: [
        { region: 'SE', regionName: 'Sudeste', planned: '250.00' },
        { region: 'S', regionName: 'Sul', planned: '1.00' },
      ],
    });

    const saved = await distribute(folder.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      distributed: '251.00',
      difference: '0.00',
      balanced: true,
      rows: [
        { region: 'S', regionName: 'Sul', coordinatorId: aprovadorId, amount: '51.00' },
        {
          region: 'SE',
          regionName: 'Sudeste',
          coordinatorId: comercialId,
          coordinatorName: expect.stringContaining('(comercial)'),
          amount: '200.00',
        },
      ],
    });

    const changed = await as(tokens.comercial, 'salvarDistribuicao', {
      folderId: folder.id,
      version: 1,
      rows: [{ region: 'SE', coordinatorId: comercialId, amount: '251.00' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, rows: [{ region: 'SE', amount: '251.00' }] });

    const stale = await distribute(folder.id, 1);
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);
    expect(await getDistribution(folder.id)).toMatchObject({ version: 2, rows: [{ amount: '251.00' }] });
    expect(await auditActions('cycle_folder_distribution')).toEqual(['CRIADO', 'ALTERADO']);
  });

  it('refuses a distribution that does not add up, saying the difference as money, and changes nothing', async () => {
    const folder = await folderOf(3);
    const save = (rows: object[], language?: string) =>
      as(tokens.comercial, 'salvarDistribuicao', { folderId: folder.id, rows }, language);

    const short = await save([
      { region: 'SE', coordinatorId: comercialId, amount: '200.00' },
      { region: 'S', coordinatorId: aprovadorId, amount: '50.99' },
    ]);
    expect(short.statusCode).toBe(422);
    expect(codes(short)).toEqual(['FOLDER_DISTRIBUTION_NOT_BALANCED']);
    expect(texts(short)).toEqual([
      `Os valores distribuídos (${brl('250,99')}) não somam o total da pasta (${brl('251,00')}): a diferença é de ${brl('0,01')}`,
    ]);
    const over = await save([{ region: 'SE', coordinatorId: comercialId, amount: '1251.00' }], 'en');
    expect(texts(over)).toEqual([
      'The distributed amounts (R$1,251.00) do not add up to the folder’s total (R$251.00): the difference is R$1,000.00',
    ]);

    const region = await ok<{ id: number; version: number }>(tokens.admin, '/api/regiao/salvar', {
      code: 'CO',
      name: 'Centro-Oeste',
      acronym: 'CO',
      states: 'GO,MT',
    });
    await ok(tokens.admin, '/api/regiao/inativar', { id: region.id, version: region.version });
    await restrictedUserToken(t, tokens.admin, {
      login: 'coordenadora.saiu',
      features: ['ROLE_VISUALIZAR_APURACAO_PASTA'],
      channels: [],
    });
    const leftId = await userIdOf(t, 'coordenadora.saiu');
    await ok(tokens.admin, '/api/usuario/removerUsuario', { id: leftId });

    const bad = await save([
      { region: 'SE', coordinatorId: comercialId, amount: '100.00' },
      { region: 'SE', coordinatorId: aprovadorId, amount: '100.00' },
      { region: 'NAO-EXISTE', coordinatorId: 999_999, amount: '1.00' },
      { region: 'CO', coordinatorId: leftId, amount: '50.00' },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(texts(bad)).toEqual(
      expect.arrayContaining([
        'rows.1.region: Regional repetida: cada regional aparece uma vez',
        'rows.2.region: Código não cadastrado: NAO-EXISTE',
        'rows.2.coordinatorId: Coordenador não encontrado',
        'rows.3.region: Regional inativa: CO',
        expect.stringMatching(/^rows\.3\.coordinatorId: Coordenador inativo: .*\(coordenadora\.saiu\)$/),
      ]),
    );

    const negative = await save([{ region: 'SE', coordinatorId: comercialId, amount: '-251.00' }]);
    expect(negative.statusCode).toBe(422);
    expect(texts(negative)[1]).toMatch(/^rows\.0\.amount: /);

    expect(await getDistribution(folder.id)).toMatchObject({ version: 0, rows: [], distributed: '0.00' });

    const inRegister = await folderOf(4, false);
    const notApproved = await as(tokens.comercial, 'salvarDistribuicao', {
      folderId: inRegister.id,
      rows: [],
    });
    expect(notApproved.statusCode).toBe(409);
    expect(codes(notApproved)).toEqual(['FOLDER_DISTRIBUTION_FOLDER_NOT_APPROVED']);
    expect((await as(tokens.comercial, 'buscarDistribuicao', { id: inRegister.id })).statusCode).toBe(409);
    expect((await as(tokens.comercial, 'buscarAtribuicoes', { id: inRegister.id })).statusCode).toBe(409);
    expect((await as(tokens.comercial, 'buscarDistribuicao', { id: 999_999 })).statusCode).toBe(404);
  });

  it('assigns a coordinator’s share to the folder’s actions and customers, within it', async () => {
    const folder = await folderOf(5);
    const [first, second, cancelled] = folder.actions as [
      Folder['actions'][0],
      Folder['actions'][0],
      Folder['actions'][0],
    ];
    const assign = (rows: object[], extra: object = {}) =>
      as(tokens.comercial, 'salvarAtribuicoes', {
        folderId: folder.id,
        coordinatorId: comercialId,
        rows,
        ...extra,
      });

    const before = await assign([{ actionId: first.id, customer: CUSTOMER, amount: '10.00' }]);
    expect(before.statusCode).toBe(422);
    expect(texts(before)).toContain('coordinatorId: Este usuário não é coordenador na distribuição da pasta');

    expect((await distribute(folder.id)).statusCode).toBe(200);
    const empty = await getAssignments(folder.id, tokens.aprovador);
    // By name: André Aprovador, then Carla Comercial.
    expect(empty.coordinators).toEqual([
      expect.objectContaining({
        coordinatorId: aprovadorId,
        share: '51.00',
        assigned: '0.00',
        version: 0,
        rows: [],
      }),
      expect.objectContaining({
        coordinatorId: comercialId,
        share: '200.00',
        assigned: '0.00',
        version: 0,
        rows: [],
      }),
    ]);

    const saved = await assign([
      { actionId: first.id, customer: CUSTOMER, amount: '150.00' },
      { actionId: second.id, customer: OTHER_CUSTOMER, amount: '50' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (saved.json() as Assignments).coordinators.find(
      (each) => each.coordinatorId === comercialId,
    );
    expect(mine).toMatchObject({
      share: '200.00',
      assigned: '200.00',
      excess: '0.00',
      version: 1,
      rows: [
        { actionId: first.id, customer: CUSTOMER, customerName: expect.any(String), amount: '150.00' },
        { actionId: second.id, customer: OTHER_CUSTOMER, amount: '50.00' },
      ],
    });

    const over = await assign([{ actionId: first.id, customer: CUSTOMER, amount: '200.01' }], { version: 1 });
    expect(over.statusCode).toBe(422);
    expect(codes(over)).toEqual(['FOLDER_ASSIGNMENT_OVER_SHARE']);
    expect(texts(over)[0]).toMatch(
      new RegExp(
        `^As atribuições de .*\\(comercial\\) \\(${brl('200,01').replace('$', '\\$')}\\) passam a sua verba`,
      ),
    );
    expect(texts(over)[0]).toContain(`em ${brl('0,01')}`);

    const bad = await assign(
      [
        { actionId: cancelled.id, customer: CUSTOMER, amount: '1.00' },
        { actionId: first.id, customer: 'NAO-EXISTE', amount: '1.00' },
        { actionId: first.id, customer: CUSTOMER, amount: '1.00' },
        { actionId: first.id, customer: CUSTOMER, amount: '1.00' },
      ],
      { version: 1 },
    );
    expect(bad.statusCode).toBe(422);
    expect(texts(bad).slice(1)).toEqual([
      'rows.0.actionId: Ação não atribuível: não é uma ação ativa desta pasta',
      'rows.1.customer: Código não cadastrado: NAO-EXISTE',
      'rows.3.customer: Linha repetida: cada ação e cliente aparecem uma vez por coordenador',
    ]);

    const stale = await assign([], { version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);

    // The other coordinator's assignments carry their own version.
    const theirs = await as(tokens.comercial, 'salvarAtribuicoes', {
      folderId: folder.id,
      coordinatorId: aprovadorId,
      rows: [{ actionId: second.id, customer: CUSTOMER, amount: '51.00' }],
    });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const after = await getAssignments(folder.id);
    expect(after.coordinators.map((each) => [each.coordinatorId, each.assigned, each.version])).toEqual([
      [aprovadorId, '51.00', 1],
      [comercialId, '200.00', 1],
    ]);
    expect(await auditActions('cycle_folder_assignment')).toEqual(['CRIADO', 'CRIADO']);
  });

  it('shows a distribution an addendum left unbalanced, and refuses assignments until it is saved again', async () => {
    const folder = await folderOf(6);
    const [first] = folder.actions as [Folder['actions'][0]];
    expect((await distribute(folder.id)).statusCode).toBe(200);

    const addendum = await ok<{ id: number; version: number }>(
      tokens.comercial,
      '/api/pastaCiclo/salvarAditivo',
      {
        folderId: folder.id,
        justification: 'Mais uma ação',
        newActions: [
          {
            tacticType: 'TABLOIDE',
            description: 'Ação do aditivo',
            economicGroup: 'GRP-ALFA',
            region: 'S',
            plannedVolume: '10',
            unitValue: '1',
            mapLineId: lineId,
          },
        ],
      },
    );
    const move = (token: string, path: string, record: { id: number; version: number }) =>
      ok<{ id: number; version: number }>(token, `/api/pastaCiclo/${path}`, {
        id: record.id,
        version: record.version,
      });
    const sent = await move(tokens.comercial, 'enviarAprovacaoAditivo', addendum);
    await move(tokens.admin, 'aprovarAditivo', await move(tokens.aprovador, 'aprovarAditivo', sent));

    expect(await getDistribution(folder.id)).toMatchObject({
      total: '261.00',
      distributed: '251.00',
      difference: '10.00',
      balanced: false,
      version: 1,
    });
    const refused = await as(tokens.comercial, 'salvarAtribuicoes', {
      folderId: folder.id,
      coordinatorId: comercialId,
      rows: [{ actionId: first.id, customer: CUSTOMER, amount: '1.00' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(codes(refused)).toEqual(['FOLDER_DISTRIBUTION_NOT_BALANCED']);

    const again = await as(tokens.comercial, 'salvarDistribuicao', {
      folderId: folder.id,
      version: 1,
      rows: [
        { region: 'SE', coordinatorId: comercialId, amount: '200.00' },
        { region: 'S', coordinatorId: aprovadorId, amount: '61.00' },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ balanced: true, version: 2 });
  });

  it('keeps to the caller’s channels and to the counting and distribution roles', async () => {
    const folder = await folderOf(8);
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'distribuicao.pc',
      features: ['ROLE_EDITAR_APURACAO_PASTA', 'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR'],
      channels: ['PC'],
    });
    expect((await as(pcOnly, 'buscarDistribuicao', { id: folder.id })).statusCode).toBe(404);
    expect((await as(pcOnly, 'buscarAtribuicoes', { id: folder.id })).statusCode).toBe(404);
    expect((await as(pcOnly, 'salvarDistribuicao', { folderId: folder.id, rows: [] })).statusCode).toBe(404);
    expect(
      (await as(pcOnly, 'salvarAtribuicoes', { folderId: folder.id, coordinatorId: comercialId, rows: [] }))
        .statusCode,
    ).toBe(404);

    const distributor = await restrictedUserToken(t, tokens.admin, {
      login: 'so.distribui',
      features: ['ROLE_EDITAR_DISTRIBUICAO_COORDENADOR'],
      channels: [],
    });
    expect((await distribute(folder.id)).statusCode).toBe(200);
    expect((await as(distributor, 'buscarDistribuicao', { id: folder.id })).statusCode).toBe(200);
    const byDistributor = await as(distributor, 'salvarDistribuicao', {
      folderId: folder.id,
      version: 1,
      rows: [{ region: 'SE', coordinatorId: comercialId, amount: '251.00' }],
    });
    expect(byDistributor.statusCode, byDistributor.body).toBe(200);
    expect(
      (
        await as(distributor, 'salvarAtribuicoes', {
          folderId: folder.id,
          coordinatorId: comercialId,
          rows: [],
        })
      ).statusCode,
    ).toBe(403);

    const found = await as(distributor, 'buscarCoordenadores', { texto: 'aprov' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([{ id: aprovadorId, name: expect.stringContaining('(aprovador)') }]);

    expect((await as(tokens.aprovador, 'buscarAtribuicoes', { id: folder.id })).statusCode).toBe(200);
    expect(
      (await as(tokens.aprovador, 'salvarDistribuicao', { folderId: folder.id, rows: [] })).statusCode,
    ).toBe(403);
    expect((await as(tokens.aprovador, 'buscarCoordenadores', {})).statusCode).toBe(403);
    expect((await as(tokens.financeiro, 'buscarDistribuicao', { id: folder.id })).statusCode).toBe(403);
    expect((await as(tokens.financeiro, 'buscarAtribuicoes', { id: folder.id })).statusCode).toBe(403);
  });
});
