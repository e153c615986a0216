import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { SESSION_KEYS } from '@trade-terms/domain/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILES } from '../apps/api/src/seed/demo-data';
import { appRoutes } from '../apps/web/src/app/routes';
import { nestedControls } from './support/accessibility';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

// The whole matrix is walked by apps/web/src/app/route-matrix.test.ts; this proves in the real
// browser that the shell applies it, with the demo profile that holds the fewest screens.
const COMMERCIAL_AUTHORITIES: readonly string[] =
  DEMO_PROFILES.find((profile) => profile.name === 'Comercial')?.roles ?? [];

describe('client routes for a user without their roles', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signIn(browser, 'comercial', 'Comercial@123');
  });
  afterAll(() => browser.close());

  const menu = () => browser.page.getByRole('complementary', { name: 'Menu principal' });

  it('signs in with the authorities this check assumes', async () => {
    const authorities = await browser.page.evaluate(async (key) => {
      const token = localStorage.getItem(key);
      const response = await fetch('/api/usuario/buscarPermissoesMenu', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await response.json()) as { authorities: string[] }).authorities;
    }, SESSION_KEYS.accessToken);
    expect([...authorities].sort()).toEqual([...COMMERCIAL_AUTHORITIES].sort());
  });

  it('lists in the side menu only the screens the user may open', async () => {
    const { page } = browser;
    await menu().hover();
    const groups = menu().locator('.ant-menu-submenu-title');
    for (let index = 0; index < (await groups.count()); index++) await groups.nth(index).click();
    const listed = new Set(
      (
        await menu()
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      ).filter((href): href is string => href !== null),
    );
    const inMenu = appRoutes.filter((route) => route.menu);
    const allowed = inMenu.filter((route) => mayOpenRoute(route.path, COMMERCIAL_AUTHORITIES));
    const forbidden = inMenu.filter((route) => !mayOpenRoute(route.path, COMMERCIAL_AUTHORITIES));
    expect(allowed.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/calendar']));
    expect(forbidden.length).toBeGreaterThan(20);
    for (const route of allowed) expect(listed.has(route.path), route.path).toBe(true);
    for (const route of forbidden) expect(listed.has(route.path), route.path).toBe(false);
    await page.mouse.move(900, 500);
  });

  it('answers a forbidden address typed in the address bar with the no-access page', async () => {
    const { page, baseUrl } = browser;
    for (const address of ['/user', '/profile', '/category/register']) {
      expect(mayOpenRoute(address, COMMERCIAL_AUTHORITIES), address).toBe(false);
      await page.goto(`${baseUrl}${address}`);
      await expect
        .poll(() => page.getByText(ptBR['shell.notAuthorized']).isVisible(), {
          message: address,
          // The first visit of a screen loads its chunk; a busy machine takes its time.
          timeout: 30_000,
        })
        .toBe(true);
      expect(await page.getByText(ptBR['shell.notAuthorizedTitle']).isVisible()).toBe(true);
      // Nothing of the screen itself is rendered behind the refusal.
      expect(await page.locator('.ant-table, form').count(), address).toBe(0);
    }
    // The way back home is one link, not a button wrapped in one, and it moves inside the client.
    expect(await nestedControls(page)).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: ptBR['shell.backHome'] }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The address changes before the home screen replaces the refusal.
    await expect.poll(() => page.getByText(ptBR['shell.notAuthorized']).count(), { timeout: 10_000 }).toBe(0);
    // An allowed screen still opens, so the refusals above are the guard's, not a broken page.
    await page.goto(`${baseUrl}/calendar`);
    await expect
      .poll(() => page.getByRole('heading', { name: ptBR['calendar.title'] }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByText(ptBR['shell.notAuthorized']).count()).toBe(0);
  });
});
