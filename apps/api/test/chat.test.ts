import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const TICKET = {
  type: 'PROBLEMA',
  subject: 'Erro ao exportar apuração',
  phone: '(11) 98765-4321',
  message: 'Ao exportar a apuração de março o arquivo vem vazio.',
};

describe('support chat', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  const chat = (token: string, verb: string, body: unknown = {}, language?: string) =>
    call(t, `/api/chat/${verb}`, body, { token, ...(language ? { language } : {}) });
  const badge = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/chat/totalNaoLidos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().total as number;
  };
  const upload = (token: string, name: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/enviarAnexo?nomeArquivo=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      payload: content,
    });
  const open = async (token: string, body: object = {}) => {
    const response = await chat(token, 'abrirChamado', { ...TICKET, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const read = async (token: string, id: number) => {
    const response = await chat(token, 'buscarChamado', { id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const audits = (id: number) =>
    t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'chat_ticket'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it('opens a ticket waiting for an answer, with its phone kept as digits and the opening audited', async () => {
    const id = await open(tokens.comercial);
    const ticket = await read(tokens.comercial, id);
    expect(ticket).toMatchObject({
      type: 'PROBLEMA',
      subject: TICKET.subject,
      phone: '11987654321',
      status: 'AGUARDANDO_RESPOSTA',
      mayReply: true,
      mayClose: true,
      unread: false,
    });
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ text: TICKET.message, fromSupport: false, attachment: null });
    expect((await audits(id)).map((row) => row.action)).toEqual(['open']);
  });

  it('lists a user only their own tickets, and a chat administrator everyone’s, filtered and paged', async () => {
    const mine = await open(tokens.financeiro, {
      type: 'SUGESTAO',
      subject: 'Sugestão de filtro por região',
    });
    const own = (await chat(tokens.financeiro, 'buscarChamados', {})).json();
    expect(own.itens.map((item: { id: number }) => item.id)).toEqual([mine]);
    expect(own.total).toBe(1);
    const all = (await chat(tokens.admin, 'buscarChamados', { tamanhoPagina: 1 })).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.itens).toHaveLength(1);
    const suggestions = (await chat(tokens.admin, 'buscarChamados', { type: 'SUGESTAO' })).json();
    expect(suggestions.itens.map((item: { id: number }) => item.id)).toContain(mine);
    expect(suggestions.itens.every((item: { type: string }) => item.type === 'SUGESTAO')).toBe(true);
    const closed = (
      await chat(tokens.admin, 'buscarChamados', { status: 'FECHADO', texto: 'filtro' })
    ).json();
    expect(closed.itens).toEqual([]);
  });

  it('answers 404 for another user’s ticket, whether read, answered or closed', async () => {
    const id = await open(tokens.financeiro);
    for (const verb of ['buscarChamado', 'fecharChamado']) {
      expect((await chat(tokens.comercial, verb, { id })).statusCode, verb).toBe(404);
    }
    const reply = await chat(tokens.comercial, 'responderChamado', {
      id,
      message: 'Mensagem de outra pessoa',
    });
    expect(reply.statusCode).toBe(404);
    expect((await read(tokens.financeiro, id)).messages).toHaveLength(1);
  });

  it('refuses short texts, a bad phone and an unknown type in both languages, storing nothing', async () => {
    const before = (await chat(tokens.aprovador, 'buscarChamados', {})).json().total;
    const short = await chat(tokens.aprovador, 'abrirChamado', {
      ...TICKET,
      subject: 'Erro',
      message: 'curta',
    });
    expect(short.statusCode).toBe(422);
    expect(texts(short).join(' ')).toContain('Digite ao menos 5 caracteres');
    expect(texts(short).join(' ')).toContain('Digite ao menos 20 caracteres');
    const english = await chat(tokens.aprovador, 'abrirChamado', { ...TICKET, phone: '123' }, 'en');
    expect(english.statusCode).toBe(422);
    expect(texts(english).join(' ')).toContain('Invalid phone');
    const type = await chat(tokens.aprovador, 'abrirChamado', { ...TICKET, type: 'ELOGIO' });
    expect(type.statusCode).toBe(422);
    expect((await chat(tokens.aprovador, 'buscarChamados', {})).json().total).toBe(before);
  });

  it('takes the support’s answer as news for the owner, clears it when read, and waits again on a new question', async () => {
    const id = await open(tokens.comercial);
    const waitingBefore = await badge(tokens.admin);
    expect(waitingBefore).toBeGreaterThanOrEqual(1);
    const unreadBefore = await badge(tokens.comercial);

    const answer = await chat(tokens.admin, 'responderChamado', {
      id,
      message: 'Já corrigimos, tente de novo.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(texts(answer)).toEqual(['Mensagem enviada']);
    expect(await badge(tokens.admin)).toBe(waitingBefore - 1);
    expect(await badge(tokens.comercial)).toBe(unreadBefore + 1);
    const listed = (await chat(tokens.comercial, 'buscarChamados', { status: 'RESPONDIDO' })).json();
    expect(listed.itens.find((item: { id: number }) => item.id === id)).toMatchObject({ unread: true });

    const ticket = await read(tokens.comercial, id);
    expect(ticket.status).toBe('RESPONDIDO');
    expect(ticket.messages[1]).toMatchObject({ fromSupport: true, text: 'Já corrigimos, tente de novo.' });
    expect(await badge(tokens.comercial)).toBe(unreadBefore);

    const again = await chat(tokens.comercial, 'responderChamado', { id, message: 'Ainda vem vazio.' });
    expect(again.statusCode).toBe(200);
    expect((await read(tokens.admin, id)).status).toBe('AGUARDANDO_RESPOSTA');
    expect(await badge(tokens.admin)).toBe(waitingBefore);
    expect((await audits(id)).map((row) => row.action)).toEqual(['open', 'answer', 'message']);
  });

  it('closes a ticket by its owner or an administrator; a closed ticket takes no message nor a second close', async () => {
    const byOwner = await open(tokens.comercial);
    const closed = await chat(tokens.comercial, 'fecharChamado', { id: byOwner });
    expect(closed.statusCode).toBe(200);
    expect(texts(closed)).toEqual(['Chamado fechado']);
    const ticket = await read(tokens.comercial, byOwner);
    expect(ticket).toMatchObject({ status: 'FECHADO', mayReply: false, mayClose: false });
    expect(ticket.closedBy.id).toBe(ticket.owner.id);

    const refused = await chat(
      tokens.comercial,
      'responderChamado',
      { id: byOwner, message: 'Mais uma coisa' },
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(texts(refused)).toEqual(['This ticket is closed and takes no more messages']);
    expect((await chat(tokens.admin, 'fecharChamado', { id: byOwner })).statusCode).toBe(409);
    expect((await read(tokens.comercial, byOwner)).messages).toHaveLength(1);
    expect((await audits(byOwner)).map((row) => row.action)).toEqual(['open', 'close']);

    const byAdmin = await open(tokens.comercial);
    expect((await chat(tokens.admin, 'fecharChamado', { id: byAdmin })).statusCode).toBe(200);
    expect((await read(tokens.comercial, byAdmin)).status).toBe('FECHADO');
  });

  it('keeps an attachment through the storage and gives it back to the owner and the support only', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 3]), Buffer.from('fim')]);
    const sent = await upload(tokens.comercial, 'print da tela.pdf', content);
    expect(sent.statusCode, sent.body).toBe(201);
    const attachment = sent.json();
    expect(attachment).toMatchObject({ nomeArquivo: 'print da tela.pdf', tamanho: content.length });
    const id = await open(tokens.comercial, { attachmentId: attachment.id });
    const thread = await read(tokens.comercial, id);
    expect(thread.messages[0].attachment).toEqual(attachment);

    for (const token of [tokens.comercial, tokens.admin]) {
      const download = await chat(token, 'baixarAnexo', { id: attachment.id });
      expect(download.statusCode).toBe(200);
      expect(download.json()).toMatchObject({ nomeArquivo: 'print da tela.pdf', mime: 'application/pdf' });
      expect(Buffer.from(download.json().conteudo, 'base64').equals(content)).toBe(true);
    }
    expect((await chat(tokens.financeiro, 'baixarAnexo', { id: attachment.id })).statusCode).toBe(404);

    const reused = await chat(tokens.comercial, 'abrirChamado', { ...TICKET, attachmentId: attachment.id });
    expect(reused.statusCode).toBe(422);
    expect(texts(reused).join(' ')).toContain('Anexo não encontrado ou já usado');
  });

  it('refuses an attachment of another user, a refused type, a bad name and an empty file', async () => {
    const other = (await upload(tokens.financeiro, 'planilha.xlsx', Buffer.from('PK\u0003\u0004'))).json();
    const before = (await chat(tokens.comercial, 'buscarChamados', {})).json().total;
    const stolen = await chat(tokens.comercial, 'abrirChamado', { ...TICKET, attachmentId: other.id });
    expect(stolen.statusCode).toBe(422);
    expect((await chat(tokens.comercial, 'buscarChamados', {})).json().total).toBe(before);

    const exe = await upload(tokens.comercial, 'programa.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(422);
    expect(texts(exe).join(' ')).toContain('Tipo de arquivo não aceito');
    const name = await upload(tokens.comercial, 'nota*fiscal?.pdf', Buffer.from('%PDF'));
    expect(name.statusCode).toBe(422);
    expect(texts(name).join(' ')).toContain('Nome de arquivo inválido');
    expect((await upload(tokens.comercial, 'vazio.pdf', Buffer.alloc(0))).statusCode).toBe(422);
  });

  it('asks for a session on every call', async () => {
    expect((await call(t, '/api/chat/buscarChamados', {})).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/chat/totalNaoLidos' });
    expect(anonymous.statusCode).toBe(401);
  });
});
