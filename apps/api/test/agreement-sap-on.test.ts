import { calendarDateIn } from '@trade-terms/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { readSheet, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Lever {
  agreementId: number;
  leverId: number;
  leverName: string;
  description: string;
  state: string;
  conditionNumber: string | null;
  refusalReason: string | null;
  discountPercent: string | null;
  validityStart: string;
  validityEnd: string;
  setUpFor: { discountPercent: string | null; validityStart: string; validityEnd: string } | null;
  answeredBy: string | null;
  version: number;
}

describe('ON agreements in SAP', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let beta: number;
  let alfa: number;
  const leverIds = new Map<string, number>();

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const search = async (token: string, body: Record<string, unknown> = {}) => {
    const response = await as(token, '/api/contrato/buscarAlavancasContratoSapOn', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: Lever[]; total: number };
  };
  const leverOf = async (agreementId: number) => {
    const found = (await search(tokens.comercial, { texto: String(agreementId) })).itens;
    expect(found).toHaveLength(1);
    return found[0] as Lever;
  };
  const importFile = (
    token: string,
    conteudo: string,
    nomeArquivo = 'resposta-sap.xlsx',
    language?: string,
  ) => as(token, '/api/contrato/importarContratoSapOnTela', { nomeArquivo, conteudo }, language);
  const approve = async (id: number) => {
    for (const token of [tokens.aprovador, tokens.admin]) {
      const decided = await as(token, '/api/contrato/aprovarContratos', { ids: [id] });
      expect(decided.json().done, decided.body).toEqual([id]);
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    for (const lever of (await as(tokens.comercial, '/api/alavanca/buscarInput', {})).json().lista) {
      leverIds.set(lever.name, lever.id);
    }
    const list = await as(tokens.comercial, '/api/contrato/buscarContratos', {
      tab: 'registering',
      economicGroups: ['GRP-BETA'],
    });
    beta = list.json().itens[0].id;
    await approve(beta);
    const saved = await as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', {
      description: 'Acordo ON Alfa',
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      region: 'SE',
      businessUnit: 'HPF',
      levers: [
        {
          leverId: leverIds.get('Meta mensal sell-out'),
          fundsType: 'ON',
          discountPercent: '1.5',
          goal: '1000.00',
          commodity: 'HPF',
          customers: ['0001000101', '0001000102'],
          payers: ['0001000101'],
        },
        {
          leverId: leverIds.get('Crescimento trimestral sell-in'),
          fundsType: 'OFF',
          discountPercent: '2',
          growthPercent: '5',
          commodity: 'HPF',
          customers: ['0001000101'],
          payers: ['0001000101'],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    alfa = saved.json().id;
    const sent = await as(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [alfa] });
    expect(sent.json().done, sent.body).toEqual([alfa]);
    await approve(alfa);
  });
  afterAll(() => t.close());

  it('lists the ON levers of approved agreements, each pending set-up in SAP until answered', async () => {
    const page = await search(tokens.comercial);
    expect(page.itens.map((lever) => [lever.description, lever.leverName, lever.state])).toEqual([
      [`Acordo Rede Beta ${year}`, 'Desconto sobre GSV', 'PENDENTE'],
      ['Acordo ON Alfa', 'Meta mensal sell-out', 'PENDENTE'],
    ]);
    expect(page.total).toBe(2);
    const newestFirst = await search(tokens.comercial, { direcao: 'desc' });
    expect(newestFirst.itens[0]).toMatchObject({
      agreementId: alfa,
      economicGroup: { code: 'GRP-ALFA', name: 'Grupo Alfa Supermercados' },
      customers: ['0001000101', '0001000102'],
      payers: ['0001000101'],
      discountPercent: '1.5000',
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      conditionNumber: null,
      version: 0,
    });
    expect((await search(tokens.comercial, { channels: ['PC'] })).itens.map((l) => l.agreementId)).toEqual([
      beta,
    ]);
    expect((await search(tokens.comercial, { economicGroups: ['GRP-ALFA'] })).total).toBe(1);
    expect((await search(tokens.comercial, { states: ['CADASTRADA'] })).total).toBe(0);
    expect((await search(tokens.comercial, { validFrom: `01/01/${year + 1}` })).total).toBe(0);
    // Anyone who sees agreements sees the list; only who edits agreements imports.
    expect((await search(tokens.financeiro)).total).toBe(2);
  });

  it('exports the sheet SAP’s team loads, with the terms of each lever as exact text', async () => {
    const response = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', { channels: ['PC'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nomeArquivo: 'acordos-on-sap.xlsx', tipoArquivo: 'xlsx' });
    const [header, ...rows] = await readSheet(response.json().conteudo);
    expect(header).toEqual([
      'Acordo',
      'Descrição do acordo',
      'Holding',
      'Canais',
      'Unidade de negócio',
      'ID da alavanca',
      'Alavanca',
      'Clientes SAP',
      'Pagadores SAP',
      'Desconto %',
      'Início da vigência',
      'Fim da vigência',
      'Situação SAP',
      'Nº da condição SAP',
      'Motivo da recusa SAP',
    ]);
    expect(rows).toEqual([
      [
        beta,
        `Acordo Rede Beta ${year}`,
        'GRP-BETA - Rede Beta Atacadista',
        'PC',
        'HPF',
        leverIds.get('Desconto sobre GSV'),
        'Desconto sobre GSV',
        '0002000201',
        '0002000201',
        '1.0000',
        `01/01/${year}`,
        `31/12/${year}`,
        'Pendente de cadastro',
      ],
    ]);
    const english = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', {}, 'en');
    const [englishHeader] = await readSheet(english.json().conteudo);
    expect(englishHeader?.slice(12)).toEqual(['SAP status', 'SAP condition number', 'SAP refusal reason']);
  });

  it('applies SAP’s answer row by row, lists each bad row with its reasons, and audits on the agreement', async () => {
    const exported = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', {});
    const [header = [], ...rows] = (await readSheet(exported.json().conteudo)) as unknown[][];
    const [betaRow = [], alfaRow = []] = rows;
    const answered = (row: unknown[], state: string, number = '', reason = '') => [
      ...row.slice(0, 12),
      state,
      number,
      reason,
    ];
    const file = await workbookOf(header as string[], [
      answered(betaRow, 'Cadastrada', '4500012345'),
      answered(alfaRow, 'Recusada'),
      answered([...betaRow.slice(0, 5), 999, ...betaRow.slice(6)], 'Cadastrada', '4500012399'),
      answered([...alfaRow.slice(0, 9), '2.5', ...alfaRow.slice(10)], 'Cadastrada', '4500012398'),
      answered(alfaRow, 'Talvez'),
      answered(betaRow, 'Cadastrada', '4500012345'),
    ]);
    const response = await importFile(tokens.comercial, file);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ terminado: true, lidas: 6, alteradas: 1, semAlteracao: 0, recusadas: 5 });
    expect(result.erros).toEqual([
      'Linha 3: Motivo da recusa SAP: Informe o motivo da recusa do SAP',
      `Linha 4: o acordo ${beta} não tem a alavanca ON 999 entre os acordos aprovados que você pode ver`,
      `Linha 5: o acordo mudou desde a exportação (agora desconto 1.5000, vigência 01/01/${year} a 31/12/${year}): exporte de novo`,
      'Linha 6: Situação SAP: Situação desconhecida: Talvez (use Pendente de cadastro, Cadastrada ou Recusada)',
      'Linha 7: alavanca repetida no arquivo (já informada na linha 2)',
    ]);
    expect(texts(response)).toEqual(['6 linha(s) lida(s): 1 alterada(s), 0 sem alteração, 5 recusada(s)']);
    expect(await leverOf(beta)).toMatchObject({
      state: 'CADASTRADA',
      conditionNumber: '4500012345',
      answeredBy: 'Carla Comercial',
      version: 1,
    });
    expect((await leverOf(alfa)).state).toBe('PENDENTE');

    const history = await as(tokens.comercial, '/api/contrato/exportarHistoricoContrato', { id: beta });
    const [, ...audit] = await readSheet(history.json().conteudo);
    const last = audit.at(-1) ?? [];
    expect(last[1]).toBe('Carla Comercial');
    expect(last[2]).toBe('Condição SAP ON alterada');
    expect(String(last[3])).toContain('sapState: "PENDENTE" → "CADASTRADA"');
    expect(String(last[3])).toContain('sapConditionNumber:  → "4500012345"');

    // The same answer again changes nothing.
    const again = await importFile(
      tokens.comercial,
      await workbookOf(header as string[], [answered(betaRow, 'Cadastrada', '4500012345')]),
    );
    expect(again.json()).toMatchObject({ erros: [], alteradas: 0, semAlteracao: 1 });
    expect((await leverOf(beta)).version).toBe(1);
  });

  it('refuses a condition number another lever holds, in a file and on the screen', async () => {
    const exported = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', { channels: ['HC'] });
    const [header = [], alfaRow = []] = (await readSheet(exported.json().conteudo)) as unknown[][];
    const response = await importFile(
      tokens.comercial,
      await workbookOf(header as string[], [[...alfaRow.slice(0, 12), 'Set up', '4500012345']]),
    );
    expect(response.json().erros).toEqual([
      `Linha 2: O nº de condição 4500012345 já é da alavanca Desconto sobre GSV do acordo ${beta}`,
    ]);
    const saved = await as(tokens.comercial, '/api/contrato/salvarCondicaoSapOn', {
      agreementId: alfa,
      leverId: leverIds.get('Meta mensal sell-out'),
      state: 'CADASTRADA',
      conditionNumber: '4500012345',
      version: 0,
    });
    expect(saved.statusCode).toBe(422);
    expect(texts(saved).join(' ')).toContain('já é da alavanca Desconto sobre GSV');
  });

  it('edits one lever’s condition on the screen with the version read, and refuses a stale one', async () => {
    const body = {
      agreementId: alfa,
      leverId: leverIds.get('Meta mensal sell-out'),
      state: 'RECUSADA',
      refusalReason: 'Cliente bloqueado para condições no SAP',
      conditionNumber: '123',
      version: 0,
    };
    const saved = await as(tokens.comercial, '/api/contrato/salvarCondicaoSapOn', body);
    expect(saved.statusCode, saved.body).toBe(200);
    // A number given with a refusal is not kept: a refused lever has no condition.
    expect(saved.json()).toMatchObject({
      state: 'RECUSADA',
      conditionNumber: null,
      refusalReason: 'Cliente bloqueado para condições no SAP',
      version: 1,
    });
    const stale = await as(tokens.comercial, '/api/contrato/salvarCondicaoSapOn', body);
    expect(stale.statusCode).toBe(409);
    const missing = await as(tokens.comercial, '/api/contrato/salvarCondicaoSapOn', {
      ...body,
      state: 'CADASTRADA',
      conditionNumber: null,
      version: 1,
    });
    expect(missing.statusCode).toBe(422);
    expect(texts(missing).join(' ')).toContain('Informe o nº da condição SAP de uma alavanca cadastrada');
    expect(
      (await search(tokens.comercial, { states: ['RECUSADA'] })).itens.map((lever) => lever.agreementId),
    ).toEqual([alfa]);
    const refused = await as(tokens.financeiro, '/api/contrato/salvarCondicaoSapOn', { ...body, version: 1 });
    expect(refused.statusCode).toBe(403);
  });

  it('shows a condition set up for terms the agreement no longer has as outdated', async () => {
    const agreement = (await as(tokens.comercial, '/api/contrato/buscarContratoEdicao', { id: beta })).json();
    const extended = await as(tokens.aprovador, '/api/contrato/prorrogar', {
      id: beta,
      version: agreement.version,
      validityEnd: `31/03/${year + 1}`,
      justification: 'Renovação negociada',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(await leverOf(beta)).toMatchObject({
      state: 'DESATUALIZADA',
      conditionNumber: '4500012345',
      validityEnd: `31/03/${year + 1}`,
      setUpFor: { discountPercent: '1.0000', validityStart: `01/01/${year}`, validityEnd: `31/12/${year}` },
    });
    expect((await search(tokens.comercial, { states: ['DESATUALIZADA'] })).total).toBe(1);
    // Left marked outdated in the file, the row changes nothing; answered again, it is current.
    const exported = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', { channels: ['PC'] });
    const [header = [], row = []] = (await readSheet(exported.json().conteudo)) as unknown[][];
    expect(row[12]).toBe('Desatualizada');
    const untouched = await importFile(tokens.comercial, await workbookOf(header as string[], [row]));
    expect(untouched.json()).toMatchObject({ erros: [], alteradas: 0, semAlteracao: 1 });
    const answered = await importFile(
      tokens.comercial,
      await workbookOf(header as string[], [[...row.slice(0, 12), 'CADASTRADA', '4500012345']]),
    );
    expect(answered.json()).toMatchObject({ erros: [], alteradas: 1 });
    expect(await leverOf(beta)).toMatchObject({ state: 'CADASTRADA', setUpFor: null });
  });

  it('keeps a restricted user to the levers of their channels in the list, the export, the import and the edit', async () => {
    const restricted = await restrictedUserToken(t, tokens.admin, {
      login: 'sapon.pc',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS', 'ROLE_EDITAR_ACORDO_COMERCIAL'],
      channels: ['PC'],
    });
    expect((await search(restricted)).itens.map((lever) => lever.agreementId)).toEqual([beta]);
    const exported = await as(restricted, '/api/contrato/exportContratoSapOn', {});
    const [header = [], ...rows] = (await readSheet(exported.json().conteudo)) as unknown[][];
    expect(rows.map((row) => row[0])).toEqual([beta]);
    const all = await as(tokens.comercial, '/api/contrato/exportContratoSapOn', { channels: ['HC'] });
    const [, alfaRow = []] = (await readSheet(all.json().conteudo)) as unknown[][];
    const response = await importFile(
      restricted,
      await workbookOf(header as string[], [[...alfaRow.slice(0, 12), 'Pendente de cadastro']]),
    );
    expect(response.json().erros).toEqual([
      `Linha 2: o acordo ${alfa} não tem a alavanca ON ${leverIds.get('Meta mensal sell-out')} entre os acordos aprovados que você pode ver`,
    ]);
    const saved = await as(restricted, '/api/contrato/salvarCondicaoSapOn', {
      agreementId: alfa,
      leverId: leverIds.get('Meta mensal sell-out'),
      state: 'PENDENTE',
      version: 1,
    });
    expect(saved.statusCode).toBe(404);
  });

  it('refuses a file without its columns, and an import by someone who does not edit agreements', async () => {
    const noState = await importFile(
      tokens.comercial,
      await workbookOf(['Acordo', 'ID da alavanca'], [[1, 2]]),
    );
    expect(noState.statusCode).toBe(422);
    expect(texts(noState).join(' ')).toContain(
      'Coluna(s) ausente(s) na planilha: Desconto %, Início da vigência, Fim da vigência, Situação SAP',
    );
    const empty = await importFile(
      tokens.comercial,
      await workbookOf(
        ['Acordo', 'ID da alavanca', 'Desconto %', 'Início da vigência', 'Fim da vigência', 'Situação SAP'],
        [],
      ),
    );
    expect(empty.statusCode).toBe(422);
    expect((await importFile(tokens.comercial, 'bm90IGEgd29ya2Jvb2s=', 'resposta.xlsx')).statusCode).toBe(
      422,
    );
    const forbidden = await importFile(tokens.aprovador, await workbookOf(['Acordo'], [[1]]));
    expect(forbidden.statusCode).toBe(403);
  });
});
