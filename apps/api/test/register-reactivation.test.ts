import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

describe('reactivating a register record', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}) => call(t, url, body, { token: tokens.admin });

  async function auditActions(id: number) {
    const rows = await t.database.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'channel'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    return rows;
  }

  it('offers an inactivated record again, at its version, with an audit row; the edit role only', async () => {
    const created = await asAdmin('/api/canal/salvar', { code: 'REATIVA', name: 'Canal reativado' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const deactivated = await asAdmin('/api/canal/inativar', { id, version: 1 });
    expect(deactivated.json()).toMatchObject({ ativo: false, version: 2 });

    const refused = await call(t, '/api/canal/reativar', { id, version: 2 }, { token: tokens.financeiro });
    expect(refused.statusCode).toBe(403);
    const stale = await asAdmin('/api/canal/reativar', { id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const missing = await asAdmin('/api/canal/reativar', { id: 999_999, version: 1 });
    expect(missing.statusCode).toBe(404);

    const reactivated = await asAdmin('/api/canal/reativar', { id, version: 2 });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json()).toMatchObject({ id, code: 'REATIVA', ativo: true, version: 3 });
    const options = await asAdmin('/api/canal/opcoes', { texto: 'REATIVA' });
    expect(options.json().lista.map((option: { id: number }) => option.id)).toEqual([id]);

    // Reactivating an active record changes nothing and records nothing.
    const again = await asAdmin('/api/canal/reativar', { id });
    expect(again.json()).toMatchObject({ ativo: true, version: 3 });

    const adminId = await userIdOf(t, 'admin');
    const audit = await auditActions(id);
    expect(audit.map((row) => row.action)).toEqual(['CRIADO', 'INATIVADO', 'REATIVADO']);
    expect(audit[2]).toMatchObject({
      actorId: adminId,
      before: expect.objectContaining({ ativo: false }),
      after: expect.objectContaining({ ativo: true }),
    });
  });
});
