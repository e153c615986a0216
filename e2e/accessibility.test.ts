import { existsSync } from 'node:fs';
import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../apps/web/src/app/routes';
import {
  blockingViolations,
  focusedName,
  focusStaysInside,
  nestedControls,
  tablesWithoutHeaders,
  WORDING_RULES,
} from './support/accessibility';
import {
  type Addresses,
  adminAddresses,
  settle,
  WALK_MODULES,
  walkModuleOf,
} from './support/accessibility-walk';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

// The walk itself runs one file per module (accessibility-<module>.test.ts); this file checks
// that those walks cover the whole route table, that the checks bite, and the keyboard paths.
describe('accessibility walk: every screen the admin opens, in one module walk or another', () => {
  let addresses: Addresses;
  beforeAll(async () => {
    addresses = await adminAddresses(sharedBaseUrl());
  });

  it('walks the whole route table, with real records for the edit screens', () => {
    const walked = [...addresses.publicOnes, ...addresses.signedIn].map((each) => each.address);
    expect(walked).toContain('/login');
    expect(walked).toContain('/user');
    expect(walked).toContain('/category/register');
    expect(walked.some((address) => /^\/category\/edit\/\d+$/.test(address))).toBe(true);
    expect(walked.some((address) => /^\/user\/edit\/\d+$/.test(address))).toBe(true);
    expect(walked.some((address) => /^\/lever\/edit\/\d+$/.test(address))).toBe(true);
    // The demo data holds a record for every edit screen, so none is left out.
    expect(addresses.withoutRecord).toEqual([]);
  });

  it('gives every route to a module that has its own walk file, none left empty', () => {
    const modules = new Set(appRoutes.map((route) => walkModuleOf(route)));
    expect([...modules].sort()).toEqual([...WALK_MODULES].sort());
    for (const module of WALK_MODULES) {
      expect(existsSync(new URL(`./accessibility-${module}.test.ts`, import.meta.url)), module).toBe(true);
    }
  });
});

describe('the accessibility check bites', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('flags an unlabeled field, an unnamed icon button and grey-on-white text', async () => {
    const { page } = browser;
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Fixture</title></head><body>
      <main><h1>Cadastro</h1>
        <input type="text" id="name">
        <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
        <p style="color:#c8c8c8;background:#ffffff">Texto quase invisível</p>
      </main></body></html>`);
    const rules = (await blockingViolations(page)).map((violation) => violation.rule).sort();
    expect(rules).toEqual(['button-name', 'color-contrast', 'label']);
    // The second language's pass keeps the rules its words can change, and only those.
    const wording = await blockingViolations(page, { rules: WORDING_RULES });
    expect(wording.map((violation) => violation.rule).sort()).toEqual(['button-name', 'label']);
  });

  it('passes the same fixture once it is fixed', async () => {
    const { page } = browser;
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Fixture</title></head><body>
      <main><h1>Cadastro</h1>
        <label for="name">Nome</label><input type="text" id="name">
        <button type="button" aria-label="Excluir"><svg width="16" height="16" aria-hidden="true"></svg></button>
        <p style="color:#595959;background:#ffffff">Texto legível</p>
      </main></body></html>`);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

describe('keyboard alone', () => {
  // Signed in before any test, so each test stands alone whatever order the tests run in; the
  // sign-in by keyboard has a browser of its own.
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signIn(browser, 'admin', 'Admin@123');
  });
  afterAll(() => browser.close());

  it('signs in by tabbing to the fields, typing and pressing Enter', async () => {
    const signedOut = await openBrowser();
    try {
      const { page, baseUrl } = signedOut;
      await page.goto(`${baseUrl}/login`);
      await settle(page);
      const seen: string[] = [];
      for (let step = 0; step < 10 && !seen.includes('Usuário'); step++) {
        await page.keyboard.press('Tab');
        seen.push(await focusedName(page));
      }
      expect(seen).toContain('Usuário');
      await page.keyboard.type('admin');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Senha');
      await page.keyboard.type('Admin@123');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/`);
    } finally {
      await signedOut.close();
    }
  });

  it('fills and saves a register form with Tab, typing and Space on the save button', async () => {
    const { page, baseUrl } = browser;
    const code = `KB${Date.now() % 100_000}`;
    await page.goto(`${baseUrl}/category/register`);
    await settle(page);
    await page.locator('body').focus();
    const reach = async (name: string) => {
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        if ((await focusedName(page)).startsWith(name)) return;
      }
      throw new Error(`${name} cannot be reached with Tab`);
    };
    await reach('Código');
    await page.keyboard.type(code);
    await reach('Nome');
    await page.keyboard.type('Categoria pelo teclado');
    // The date picker takes the typed date and closes on Enter, without sending the form.
    await reach('Início da vigência');
    await page.keyboard.type('01/01/2026');
    await page.keyboard.press('Enter');
    await reach('Salvar');
    await page.keyboard.press('Space');
    await page.waitForURL(`${baseUrl}/category`);
    await page.locator('#filter-texto').fill(code);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(code) }).count(), { timeout: 10_000 })
      .toBe(1);
  });

  it('keeps the focus inside the change-password dialog and the calendar drawer while they are open', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/calendar`);
    await settle(page);

    await page.getByRole('button', { name: 'Administrador do Sistema' }).click();
    await page.getByRole('menuitem', { name: ptBR['changePassword.title'] }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: ptBR['changePassword.title'] }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await focusStaysInside(page, ptBR['changePassword.title'], 'Tab', 12)).toBe(true);
    expect(await focusStaysInside(page, ptBR['changePassword.title'], 'Shift+Tab', 12)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('button', { name: ptBR['calendar.openPanel'] }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: ptBR['calendar.panelTitle'] }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await settle(page);
    expect(await focusStaysInside(page, ptBR['calendar.panelTitle'], 'Tab', 40)).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('dialog', { name: ptBR['calendar.panelTitle'] }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(false);
  });

  it('tells a trap from a dialog the focus can leave', async () => {
    const { page } = browser;
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Fixture</title></head><body>
      <button>Fora</button>
      <div role="dialog" aria-label="Sem trava"><input aria-label="Campo"><button>Ok</button></div>
      <button>Depois</button></body></html>`);
    await page.getByLabel('Campo').focus();
    expect(await focusStaysInside(page, 'Sem trava', 'Tab', 4)).toBe(false);
  });

  it('tells a table without column headers from one with them', async () => {
    const { page } = browser;
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Fixture</title></head><body><main>
      <table id="bare"><tr><td>1</td><td>2</td></tr></table>
      <table id="named"><thead><tr><th>Código</th><th>Nome</th></tr></thead><tbody><tr><td>1</td><td>A</td></tr></tbody></table>
      </main></body></html>`);
    expect(await tablesWithoutHeaders(page)).toEqual(['table#bare']);
  });

  it('tells a button inside a link from a link styled as a button', async () => {
    const { page } = browser;
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Fixture</title></head><body><main>
      <a id="wrapping" href="/novo"><button id="inner" tabindex="-1">Novo</button></a>
      <a id="styled" href="/novo" class="ant-btn"><span>Novo</span></a>
      <label for="arquivo">Arquivo</label><span role="button" tabindex="0"><input id="arquivo" type="file" style="display:none"></span>
      </main></body></html>`);
    expect(await nestedControls(page)).toEqual(['a#wrapping > button#inner "Novo"']);
  });
});
