import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { createTestApp, type TestApp } from './support/test-app';

describe('POST /api/usuario/alterarSenha', () => {
  let t: TestApp;
  let token: string;
  const change = (payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    t.app.inject({ method: 'POST', url: '/api/usuario/alterarSenha', headers, payload: payload as object });
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('financeiro', 'Financeiro@123');
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await change({ desSenha: 'Nova@2026', desSenhaAntiga: 'Financeiro@123' }, {})).statusCode).toBe(
      401,
    );
  });

  it('holds the new password to the policy and every field to 18 characters', async () => {
    const weak = await change({ desSenha: 'semsimbolo1A', desSenhaAntiga: 'Financeiro@123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().mensagens[1].texto).toContain('A senha deve ter ao menos 8 caracteres');
    const long = await change({ desSenha: 'Nova@2026', desSenhaAntiga: 'x'.repeat(19) });
    expect(long.statusCode).toBe(422);
    const spaced = await change({ desSenha: 'Nova @2026', desSenhaAntiga: 'Financeiro@123' });
    expect(spaced.statusCode).toBe(422);
    expect((await change({ desSenha: 'Nova@2026' })).statusCode).toBe(422);
  });

  it('refuses a wrong current password and a new one equal to it', async () => {
    const wrong = await change({ desSenha: 'Nova@2026', desSenhaAntiga: 'Errada@123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().mensagens[0]).toMatchObject({
      codigo: 'WRONG_CURRENT_PASSWORD',
      texto: 'A senha atual não confere',
    });
    const same = await change({ desSenha: 'Financeiro@123', desSenhaAntiga: 'Financeiro@123' });
    expect(same.json().mensagens[0].codigo).toBe('SAME_PASSWORD');
  });

  it('changes the password: the new one signs in, the old one no longer, with an audit row', async () => {
    const response = await change({ desSenha: 'Nova@2026', desSenhaAntiga: 'Financeiro@123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mensagens[0]).toMatchObject({ tipo: 'SUCESSO' });
    await expect(t.login('financeiro', 'Nova@2026')).resolves.toMatch(/^eyJ/);
    await expect(t.login('financeiro', 'Financeiro@123')).rejects.toThrow();
    // Every session opened with the old password ends, the one the change came from included.
    expect((await change({ desSenha: 'Outra@2026', desSenhaAntiga: 'Nova@2026' })).statusCode).toBe(401);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'SENHA_ALTERADA'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain('argon2');
  });
});
