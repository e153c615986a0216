import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { pdfSaying, pdfText } from './support/pdf';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface SignatureBody {
  id: number;
  fileName: string;
  size: number;
  importedBy: string;
  removedAt: string | null;
  removedBy: string | null;
}

describe('signed agreements and printed agreements', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let approvedId: number;
  let registeringId: number;
  let signed: Buffer;

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const upload = (id: number, nomeArquivo: string, content: Buffer, token = tokens.admin) =>
    as(token, '/api/assinatura/importar', { id, nomeArquivo, conteudo: content.toString('base64') });
  const agreement = async (id: number) =>
    (await as(tokens.admin, '/api/contrato/buscarContratoEdicao', { id })).json();

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const tab = async (name: string) =>
      (await as(tokens.admin, '/api/contrato/buscarContratos', { tab: name })).json().itens;
    approvedId = (await tab('current'))[0].id;
    registeringId = (await tab('registering'))[0].id;
    signed = await pdfSaying('Acordo assinado pelas partes');
  });
  afterAll(() => t.close());

  it('imports a signed PDF: the agreement is signed, the file listed and downloaded as it came', async () => {
    expect((await agreement(approvedId)).signatureStatus).toBe('AGUARDANDO_ASSINATURA');
    const imported = await upload(approvedId, 'acordo-assinado.pdf', signed);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      fileName: 'acordo-assinado.pdf',
      size: signed.length,
      removedAt: null,
    });
    expect((await agreement(approvedId)).signatureStatus).toBe('ASSINADO');

    const listed = await as(tokens.admin, '/api/assinatura/listar', { id: approvedId });
    expect(listed.json().lista.map((row: SignatureBody) => row.fileName)).toEqual(['acordo-assinado.pdf']);
    const downloaded = await as(tokens.comercial, '/api/assinatura/exportar', { id: imported.json().id });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.json()).toMatchObject({ nomeArquivo: 'acordo-assinado.pdf', mime: 'application/pdf' });
    expect(Buffer.from(downloaded.json().conteudo, 'base64').equals(signed)).toBe(true);
  });

  it('refuses a file of the wrong type, a bad name, a renamed non-PDF and an empty file, changing nothing', async () => {
    const cases: [string, Buffer, string][] = [
      ['acordo.docx', signed, 'Tipo de arquivo não aceito'],
      ['acordo#1.pdf', signed, 'Nome de arquivo inválido'],
      ['acordo.pdf', Buffer.from('MZ not a pdf at all'), 'O arquivo não é um PDF'],
      ['acordo.pdf', Buffer.alloc(0), ''],
    ];
    for (const [name, content, text] of cases) {
      const refused = await upload(approvedId, name, content);
      expect(refused.statusCode, `${name}: ${refused.body}`).toBe(422);
      if (text) expect(texts(refused).join(' ')).toContain(text);
    }
    const listed = await as(tokens.admin, '/api/assinatura/listar', { id: approvedId });
    expect(listed.json().lista).toHaveLength(1);
  });

  it('takes no signature for an agreement still in registration, nor from a user without the role', async () => {
    expect((await upload(registeringId, 'acordo.pdf', signed)).statusCode).toBe(409);
    expect((await upload(approvedId, 'acordo.pdf', signed, tokens.comercial)).statusCode).toBe(403);
  });

  it('removes a signed file into the history, and the agreement awaits signature again', async () => {
    const [current] = (await as(tokens.admin, '/api/assinatura/listar', { id: approvedId })).json().lista;
    const removed = await as(tokens.admin, '/api/assinatura/excluir', { id: current.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await agreement(approvedId)).signatureStatus).toBe('AGUARDANDO_ASSINATURA');
    const [kept] = (await as(tokens.admin, '/api/assinatura/listar', { id: approvedId })).json().lista;
    expect(kept).toMatchObject({ fileName: 'acordo-assinado.pdf', removedBy: 'Administrador do Sistema' });
    expect(kept.removedAt).not.toBeNull();
    expect((await as(tokens.admin, '/api/assinatura/excluir', { id: current.id })).statusCode).toBe(404);

    const history = await as(tokens.admin, '/api/contrato/exportarHistoricoContrato', { id: approvedId });
    const actions = (await readSheet(history.json().conteudo)).slice(1).map((row) => row[2]);
    expect(actions.slice(-2)).toEqual(['Assinatura importada', 'Assinatura excluída']);
  });

  it('prints an agreement as a PDF whose text reads back, in the caller’s language', async () => {
    const printed = await as(tokens.financeiro, '/api/impressao/imprimir', {
      documento: 'ACORDO',
      id: approvedId,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json()).toMatchObject({
      nomeArquivo: `acordo_${approvedId}.pdf`,
      mime: 'application/pdf',
    });
    const text = await pdfText(printed.json().conteudo);
    expect(text).toContain(`Acordo comercial nº ${approvedId}`);
    expect(text).toContain('GRP-ALFA — Grupo Alfa Supermercados');
    expect(text).toContain('Meta mensal sell-out (HC) — OFF');
    expect(text).toContain('OFF: R$ 228.000,00');
    expect(text).toContain('Impresso por');

    const english = await as(
      tokens.financeiro,
      '/api/impressao/imprimir',
      { documento: 'ACORDO', id: approvedId },
      'en',
    );
    const englishText = await pdfText(english.json().conteudo);
    expect(englishText).toContain(`Commercial agreement no. ${approvedId}`);
    expect(englishText).toContain('OFF: R$ 228,000.00');
    expect(
      (await as(tokens.admin, '/api/impressao/imprimir', { documento: 'ACORDO', id: 999999 })).statusCode,
    ).toBe(404);
  });

  it('hides the signatures and the print of an agreement outside a restricted user’s channels', async () => {
    const restricted = await restrictedUserToken(t, tokens.admin, {
      login: 'assinaturas.pc',
      features: ['ROLE_MANUTENCAO_ASSINATURA_ACORDOS', 'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      channels: ['PC'],
    });
    expect((await as(restricted, '/api/assinatura/listar', { id: approvedId })).statusCode).toBe(404);
    expect((await upload(approvedId, 'acordo.pdf', signed, restricted)).statusCode).toBe(404);
    expect(
      (await as(restricted, '/api/impressao/imprimir', { documento: 'ACORDO', id: approvedId })).statusCode,
    ).toBe(404);
  });
});
