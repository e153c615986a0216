import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/users-table';
import { createTestApp, type TestApp } from './support/test-app';

const OUTSIDE = '203.0.113.7';

function outboxFrom(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/desenvolvimento/caixaSaida', remoteAddress, headers });
}

async function passwordHashOf(t: TestApp, login: string) {
  const [row] = await t.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.login, login));
  return row?.hash;
}

/** The settings the served page hands the web client, as the browser at that address reads them. */
async function pageSettingsFor(t: TestApp, remoteAddress: string) {
  const page = await t.app.inject({ method: 'GET', url: '/login', remoteAddress });
  const content = /name="app-settings" content="([^"]+)"/.exec(page.body)?.[1];
  if (!content) throw new Error(`no settings in the page: ${page.body}`);
  return JSON.parse(Buffer.from(content, 'base64').toString('utf8'));
}

describe('who may read the development outbox', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'outbox-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<meta name="oauth-client" content="__OAUTH_CLIENT__" /><meta name="app-settings" content="__APP_SETTINGS__" />',
    );
    t = await createTestApp({}, { webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('does not hand a reset link to a client on the network: 404, and the password stays', async () => {
    const before = await passwordHashOf(t, 'aprovador');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacao/resetarSenha',
      remoteAddress: OUTSIDE,
      payload: { loginOuEmail: 'aprovador' },
    });
    expect(reset.statusCode).toBe(200);
    const read = await outboxFrom(t, OUTSIDE);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('token=');
    expect(await passwordHashOf(t, 'aprovador')).toBe(before);
    expect(await t.login('aprovador', 'Aprovador@123')).toBeTruthy();
  });

  it('lists the mail to a person at the machine, over IPv4 and IPv6', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const read = await outboxFrom(t, address);
      expect(read.statusCode, address).toBe(200);
      expect(read.json()[0].link, address).toContain('/recover-password?token=');
    }
  });

  it('refuses a request a proxy relayed, even when the proxy runs on the machine', async () => {
    expect((await outboxFrom(t, '127.0.0.1', { 'x-forwarded-for': OUTSIDE })).statusCode).toBe(404);
    expect((await outboxFrom(t, '127.0.0.1', { forwarded: `for=${OUTSIDE}` })).statusCode).toBe(404);
  });

  it('shows the outbox link on the login page only to a browser that may open it', async () => {
    expect((await pageSettingsFor(t, '127.0.0.1')).mailOutbox).toBe(true);
    expect((await pageSettingsFor(t, OUTSIDE)).mailOutbox).toBe(false);
  });

  it('opens to the network only when the setting says so', async () => {
    const open = await createTestApp({ MAIL_OUTBOX_FROM_NETWORK: 'true' });
    try {
      expect((await outboxFrom(open, OUTSIDE)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
