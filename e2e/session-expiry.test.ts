import type { Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { answersRead, countCalls } from './support/page-calls';

describe('an ended session sends the user to /login', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('a call refused with 401 sets the expired flag, warns, and shows /login with the expiry warning', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    // The home page's one call (whether the user answered the NPS survey) may still be on its way
    // when the address shows the home page. Answered after the token is broken below, it would
    // store its answer again and leave the reloaded page no call for the server to refuse (the
    // page would stay signed in); sent after it, it would be refused before the reload. So its
    // answer is waited for first.
    await page.waitForFunction(() => sessionStorage.getItem('answeredNps') !== null);
    // A token the server no longer accepts (its signature broken) while its claims still read as
    // valid: only the server's 401 can end this session.
    await page.evaluate(() => {
      const token = localStorage.getItem('access_token') ?? '';
      localStorage.setItem('access_token', `${token.slice(0, -4)}AAAA`);
      sessionStorage.removeItem('answeredNps');
    });
    // The warning goes by itself after a few seconds: it is watched for from before the reload,
    // so a slow machine cannot let it pass unseen. Each wait ends as soon as the screen shows it;
    // their bound is only the test's own.
    const patience = { timeout: 55_000 };
    const warned = page.getByText('Sessão expirada, faça login novamente!').waitFor(patience);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL(`${baseUrl}/login`, { ...patience, waitUntil: 'commit' });
    await warned;
    await page.getByText('Sua sessão expirou. Entre novamente.').waitFor(patience);
    expect(await page.evaluate(() => sessionStorage.getItem('expiredToken'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('a refusal of a token the client no longer holds leaves the current session alone', async () => {
    const { page, baseUrl } = browser;
    await page.clock.install();
    await countCalls(page);
    await signIn(browser, 'admin', 'Admin@123');
    // The home page's NPS answer adds "Avaliar o sistema" to the top bar when it arrives, which
    // moves the user's menu button: the answer is waited for before the button is clicked.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('answeredNps'))).not.toBeNull();
    // A call leaves with the first token and is answered only after a new sign-in replaced it.
    let held: Route | undefined;
    await page.route('**/api/usuario/solicitacaoEdicaoUsuario', (route) => {
      held = route;
    });
    await page.getByRole('button', { name: 'Administrador do Sistema' }).click();
    await page.getByRole('menuitem', { name: 'Solicitar edição de usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar edição de usuário' });
    await dialog.getByLabel('Justificativa').fill('Preciso de outro perfil');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => held !== undefined).toBe(true);
    const fresh = await apiToken(baseUrl, 'admin', 'Admin@123');
    await page.evaluate((token) => localStorage.setItem('access_token', token), fresh);
    await held?.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        mensagens: [{ tipo: 'ERRO', codigo: 'UNAUTHORIZED', texto: 'Não autorizado' }],
      }),
    });
    // Once the refusal has been read, five seconds of the page's time (the session check's
    // 4-second round included) for a wrongly ended session to show its warning and leave for
    // /login, without spending them.
    await expect.poll(() => answersRead(page, '/api/usuario/solicitacaoEdicaoUsuario')).toBe(1);
    await page.clock.runFor(5_000);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.getByText('Sessão expirada, faça login novamente!').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(fresh);
  });

  it('the check every 4 seconds notices a token removed by another tab', async () => {
    const { page, baseUrl } = browser;
    await page.clock.install();
    await signIn(browser, 'admin', 'Admin@123');
    // The page's time stands still from here, so one round of the check is exactly what passes,
    // however slowly the machine runs.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.clock.runFor(4_000);
    await page.waitForURL(`${baseUrl}/login`);
  });
});
