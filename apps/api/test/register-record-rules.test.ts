import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, texts } from './support/calls';
import { CUSTOMER_HEADER } from './support/register-samples';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('declared rules across a record and other records, on saves and imports', () => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
    for (const [api, code] of [
      ['regiao', 'SE'],
      ['regiao', 'S'],
      ['microrregiao', 'SP-CAP'],
      ['microrregiao', 'POA'],
    ] as const) {
      const options = await asAdmin(`/api/${api}/opcoes`, { codigos: [code] });
      const found = options.json().lista.find((option: { code: string }) => option.code === code);
      ids.set(`${api}:${code}`, found.id);
    }
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: admin, ...(language ? { language } : {}) });
  const id = (key: string) => ids.get(key) ?? -1;
  const customer = (code: string, fields: Record<string, unknown>) => ({
    code,
    name: `Cliente ${code}`,
    sapPayer: false,
    ...fields,
  });
  /** A change of a saved customer: its id, version and fields, without what the server adds. */
  const edition = (saved: Record<string, unknown>, changes: Record<string, unknown>) => {
    const { mensagens, referencias, createdAt, updatedAt, ativo, ...fields } = saved;
    return { ...fields, ...changes };
  };
  const customerCodes = async (texto: string) =>
    (await asAdmin('/api/cliente/buscar', { texto, ativo: '*' }))
      .json()
      .itens.map((item: { code: string }) => item.code);

  async function importCustomers(rows: unknown[][], language: string) {
    const upload = await asAdmin(
      '/api/cliente/importar',
      { nomeArquivo: 'clientes.xlsx', conteudo: await workbookOf(CUSTOMER_HEADER, rows) },
      language,
    );
    expect(upload.statusCode, upload.body).toBe(202);
    return waitForJob(t, admin, upload.json().id);
  }

  async function errorReasons(jobId: unknown): Promise<unknown[][]> {
    const errors = await asAdmin('/api/importacaoExportacao/baixarErros', { id: jobId });
    const rows = await readSheet(errors.json().conteudo);
    return rows.slice(1).map((row) => [row[1], row.at(-1)]);
  }

  const row = (code: string, cnpj: string | null, region: string, microregion: string) => [
    code,
    `Cliente ${code}`,
    cnpj,
    null,
    region,
    microregion,
    null,
    null,
    null,
    'Não',
    null,
    null,
    null,
    null,
    null,
  ];

  it('refuses a customer whose microregion lies in another region, in pt-BR and English, saving nothing', async () => {
    const body = customer('MIX-1', { region: id('regiao:S'), microregion: id('microrregiao:SP-CAP') });
    const pt = await asAdmin('/api/cliente/salvar', body);
    expect(pt.statusCode).toBe(422);
    expect(texts(pt)).toContain('microregion: A microrregião SP-CAP pertence a outra região (SE - Sudeste)');
    const en = await asAdmin('/api/cliente/salvar', body, 'en');
    expect(texts(en)).toContain('microregion: Microregion SP-CAP belongs to another region (SE - Sudeste)');
    expect(await customerCodes('MIX-1')).toEqual([]);

    const inside = await asAdmin(
      '/api/cliente/salvar',
      customer('MIX-1', { region: id('regiao:SE'), microregion: id('microrregiao:SP-CAP') }),
    );
    expect(inside.statusCode, inside.body).toBe(200);
    // Moving a saved customer to another region is checked against its microregion too.
    const moved = await asAdmin('/api/cliente/salvar', edition(inside.json(), { region: id('regiao:S') }));
    expect(moved.statusCode, moved.body).toBe(422);
    expect(texts(moved)).toContain(
      'microregion: A microrregião SP-CAP pertence a outra região (SE - Sudeste)',
    );
  });

  it('saves a customer with a CNPJ another customer has, and warns naming that customer', async () => {
    const shared = await asAdmin(
      '/api/cliente/salvar',
      customer('CNPJ-2', { cnpj: '45.997.418/0001-53', region: id('regiao:S') }),
    );
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ code: 'CNPJ-2', version: 1 });
    expect(shared.json().mensagens).toEqual([
      {
        tipo: 'ALERTA',
        codigo: 'alerts.cnpjShared',
        texto:
          'Registro salvo, mas o CNPJ 45.997.418/0001-53 já é de outro cliente: 0002000201 - Beta Atacadista',
      },
    ]);
    expect(await customerCodes('CNPJ-2')).toEqual(['CNPJ-2']);

    const inEnglish = await asAdmin('/api/cliente/salvar', edition(shared.json(), { name: 'Renamed' }), 'en');
    expect(inEnglish.json().mensagens?.map((message: { texto: string }) => message.texto)).toEqual([
      'Record saved, but CNPJ 45.997.418/0001-53 already belongs to another customer: 0002000201 - Beta Atacadista',
    ]);

    const alone = await asAdmin('/api/cliente/salvar', customer('CNPJ-3', { cnpj: '04.252.011/0001-10' }));
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().mensagens).toBeUndefined();
  });

  it('puts an imported row whose microregion lies in another region on the error sheet, in its language', async () => {
    const pt = await importCustomers(
      [
        row('IMX-1', null, 'SE', 'SP-CAP'),
        row('IMX-2', null, 'S', 'SP-CAP'),
        row('IMX-3', null, 'XX', 'POA'),
      ],
      'pt-BR',
    );
    expect(pt).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasIncluidas: 1,
      linhasRejeitadas: 2,
    });
    expect(await errorReasons(pt.id)).toEqual([
      ['IMX-3', 'Região: Região não encontrada: XX'],
      ['IMX-2', 'Microrregião: A microrregião SP-CAP pertence a outra região (SE - Sudeste)'],
    ]);
    expect(await customerCodes('IMX-')).toEqual(['IMX-1']);

    const en = await importCustomers(
      [row('IMY-1', null, 'S', 'SP-CAP'), row('IMY-2', null, 'XX', 'POA')],
      'en',
    );
    expect(await errorReasons(en.id)).toEqual([
      ['IMY-2', 'Region: Region not found: XX'],
      ['IMY-1', 'Microregion: Microregion SP-CAP belongs to another region (SE - Sudeste)'],
    ]);
  });

  it('imports a customer whose CNPJ another customer has, as a save does', async () => {
    const job = await importCustomers([row('IMZ-1', '11.222.333/0001-81', 'SE', 'SP-CAP')], 'pt-BR');
    expect(job).toMatchObject({ status: 'FINALIZADO', linhasIncluidas: 1 });
  });
});
