import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSwitch } from '../src/modules/maintenance/maintenance-service';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, userIdOf } from './support/calls';
import { CLIENT_BASIC, createTestApp, type TestApp } from './support/test-app';

describe('maintenance mode', () => {
  let t: TestApp;
  let adminToken: string;
  let commercialToken: string;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const notice = { mensagem: 'Atualização do servidor de banco de dados.', previsaoTermino: inHours(2) };
  const status = () => t.app.inject({ method: 'GET', url: '/api/manutencao/buscarStatus' });
  const activate = (token: string, body: unknown, language?: string) =>
    call(t, '/api/manutencao/ativar', body, { token, ...(language ? { language } : {}) });
  const deactivate = (token: string) => call(t, '/api/manutencao/desativar', undefined, { token });
  const saveNps = (token: string, language?: string) =>
    call(t, '/api/usuario/salvarPesquisaNps', { nota: 8 }, { token, ...(language ? { language } : {}) });
  const auditActions = async () =>
    (
      await t.database.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'maintenance_window')))
        .orderBy(auditLog.id)
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login('admin', 'Admin@123');
    commercialToken = await t.login('comercial', 'Comercial@123');
  });
  afterAll(() => t.close());

  it('is off by default and its status is public', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ativo: false, mensagem: null, previsaoTermino: null, ativadoEm: null });
  });

  it('refuses the switch to users without the maintenance role', async () => {
    expect((await activate(commercialToken, notice)).statusCode).toBe(403);
    expect((await deactivate(commercialToken)).statusCode).toBe(403);
    expect((await call(t, '/api/manutencao/ativar', notice)).statusCode).toBe(401);
    expect((await status()).json().ativo).toBe(false);
  });

  it('refuses an empty message, a too long one and an end that is not in the future, changing nothing', async () => {
    for (const body of [
      { ...notice, mensagem: '   ' },
      { ...notice, mensagem: 'x'.repeat(501) },
      { ...notice, previsaoTermino: inHours(-1) },
      { ...notice, previsaoTermino: '31/12/2099' },
      { mensagem: notice.mensagem },
    ]) {
      const response = await activate(adminToken, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    const past = await activate(adminToken, { ...notice, previsaoTermino: inHours(-1) }, 'en');
    expect(past.json().mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'previsaoTermino: The expected end must be a future date and time',
    );
    const pastPt = await activate(adminToken, { ...notice, previsaoTermino: inHours(-1) });
    expect(pastPt.json().mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'previsaoTermino: A previsão de término deve ser uma data e hora futura',
    );
    expect((await status()).json().ativo).toBe(false);
    expect(await auditActions()).toEqual([]);
  });

  it('while on, refuses non-administrators with its code, message and end, and lets administrators work', async () => {
    const on = await activate(adminToken, notice);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      ativo: true,
      mensagem: notice.mensagem,
      previsaoTermino: notice.previsaoTermino,
    });
    expect((await status()).json()).toMatchObject({ ativo: true, mensagem: notice.mensagem });

    const refused = await saveNps(commercialToken);
    expect(refused.statusCode).toBe(503);
    const [message] = refused.json().mensagens;
    expect(message.codigo).toBe('MAINTENANCE');
    expect(message.texto).toContain('Sistema em manutenção: Atualização do servidor de banco de dados.');
    expect(message.texto).toMatch(/Previsão de término: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    const inEnglish = await saveNps(commercialToken, 'en');
    expect(inEnglish.json().mensagens[0].texto).toContain('The system is under maintenance:');
    // Reads wait too: the web client shows the maintenance page to these users anyway.
    expect(
      (await call(t, '/api/usuario/buscarUsuarioLogadoMenu', {}, { token: commercialToken })).statusCode,
    ).toBe(503);
    // Public calls that change something wait as well; a session is still needed where it was.
    expect(
      (await call(t, '/api/autenticacao/resetarSenha', { email: 'comercial@example.com' })).json()
        .mensagens[0].codigo,
    ).toBe('MAINTENANCE');
    expect((await saveNps('not-a-token')).statusCode).toBe(401);

    expect((await saveNps(adminToken)).statusCode).toBe(201);

    // Sign-in and the availability checks stay open to everyone; health still says UP.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=comercial&password=Comercial%40123',
    });
    expect(signIn.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'UP' });
    expect((await t.app.inject({ method: 'GET', url: '/api/actuator/info' })).statusCode).toBe(200);
  });

  it('changes the notice of a running maintenance, keeping when it began', async () => {
    const before = (await status()).json();
    const changed = await activate(adminToken, { mensagem: 'Nova previsão.', previsaoTermino: inHours(3) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      ativo: true,
      mensagem: 'Nova previsão.',
      ativadoEm: before.ativadoEm,
    });
  });

  it('is switched off by an administrator, after which everyone works again; a second switch-off is a conflict', async () => {
    const off = await deactivate(adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.json().ativo).toBe(false);
    expect((await status()).json().ativo).toBe(false);
    expect(
      (await call(t, '/api/usuario/buscarUsuarioLogadoMenu', {}, { token: commercialToken })).statusCode,
    ).toBe(200);
    const again = await deactivate(adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagens[0].codigo).toBe('MAINTENANCE_NOT_ACTIVE');
  });

  it('audits every switch with who made it', async () => {
    expect(await auditActions()).toEqual(['ATIVADO', 'ALTERADO', 'DESATIVADO']);
    const adminId = await userIdOf(t, 'admin');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'maintenance_window'))
      .orderBy(auditLog.id);
    expect(rows.every((row) => row.actorId === adminId)).toBe(true);
    expect(rows[0]?.after).toMatchObject({ ativo: true, mensagem: notice.mensagem });
    expect(rows[2]?.before).toMatchObject({ ativo: true, mensagem: 'Nova previsão.' });
  });

  it("reaches another process's guard once that process's short-lived reading runs out", async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const here = maintenanceSwitch(t.database.db, { timeZone: 'America/Sao_Paulo', now, cacheMs: 2000 });
    const elsewhere = maintenanceSwitch(t.database.db, { timeZone: 'America/Sao_Paulo', now, cacheMs: 2000 });
    expect((await elsewhere.current()).active).toBe(false);
    const adminId = await userIdOf(t, 'admin');
    await here.activate(adminId, { message: 'Janela de manutenção.', expectedEnd: inHours(1) });
    expect((await here.current()).active).toBe(true);
    expect((await elsewhere.current()).active).toBe(false);
    clock += 2001;
    expect((await elsewhere.current()).active).toBe(true);
    expect((await elsewhere.refusal())?.code).toBe('MAINTENANCE');
    await elsewhere.deactivate(adminId);
  });
});
