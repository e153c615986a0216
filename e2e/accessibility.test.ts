import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appRoutes } from '../apps/web/src/app/routes';
import {
  type BlockingViolation,
  blockingViolations,
  focusedName,
  focusStaysInside,
  nestedControls,
  tablesWithoutHeaders,
  withoutMotion,
} from './support/accessibility';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

const LANGUAGES = ['pt-BR', 'en'] as const;

interface Finding {
  address: string;
  language: string;
  violations: BlockingViolation[];
}

async function call<T>(baseUrl: string, token: string, url: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface ListPage {
  itens: { id: number; login?: string }[];
}

/**
 * Every address the admin may open in the web route table, with a real record of the demo data
 * in place of each `:id`; a screen whose list is empty in the demo data has nothing to open.
 */
interface Addresses {
  publicOnes: string[];
  signedIn: string[];
  /** Routes the admin may open but the demo data gives no record for. */
  withoutRecord: string[];
}

async function adminAddresses(baseUrl: string): Promise<Addresses> {
  const token = await apiToken(baseUrl, 'admin', 'Admin@123');
  const { authorities } = await call<{ authorities: string[] }>(
    baseUrl,
    token,
    'usuario/buscarUsuarioLogadoMenu',
  );
  const users = await call<ListPage>(baseUrl, token, 'usuario/buscarUsuarios', { texto: 'comercial' });
  const userId = users.itens.find((user) => user.login === 'comercial')?.id;
  const recordIds = new Map<string, number | undefined>();
  for (const register of REGISTER_LIST) {
    const page = await call<ListPage>(baseUrl, token, `${register.apiName}/buscar`, {
      pagina: 1,
      tamanhoPagina: 1,
      ativo: '*',
    });
    recordIds.set(`${register.formPath}/edit/:id`, page.itens[0]?.id);
  }

  const publicOnes: string[] = [];
  const signedIn: string[] = [];
  const withoutRecord: string[] = [];
  for (const route of appRoutes) {
    if (route.frame === 'public') {
      publicOnes.push(route.path);
      continue;
    }
    if (!mayOpenRoute(route.path, authorities)) continue;
    if (route.path === '/user/edition_request') {
      if (userId) signedIn.push(`${route.path}?id=${userId}`);
      else withoutRecord.push(route.path);
      continue;
    }
    if (!route.path.includes(':id')) {
      signedIn.push(route.path);
      continue;
    }
    const id = route.path.startsWith('/user/') ? userId : recordIds.get(route.path);
    if (id !== undefined) signedIn.push(route.path.replace(':id', String(id)));
    else withoutRecord.push(route.path);
  }
  return { publicOnes, signedIn, withoutRecord };
}

/**
 * Counts the page's calls in flight, so a screen counts as loaded once its data has arrived
 * (the calendar's polling keeps the network from ever going quiet for long).
 */
function trackCalls(): void {
  const pending = { count: 0 };
  Object.defineProperty(window, '__pendingCalls', { value: pending });
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    pending.count++;
    return original(...args).finally(() => {
      pending.count--;
    });
  };
}

/** Waits until the screen has loaded its data and no spinner or skeleton is left. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const pending = (window as unknown as { __pendingCalls?: { count: number } }).__pendingCalls;
      return (
        (pending?.count ?? 0) === 0 &&
        document.querySelector('#root')?.childElementCount !== 0 &&
        !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .pub-spinner')
      );
    },
    undefined,
    { timeout: 15_000, polling: 50 },
  );
  // Lets the last answer render before reading the page.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .pub-spinner'),
  );
}

/** Opens an address inside the running client, as a link would, without reloading the page. */
async function navigate(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** The signed-in shell around every screen: checked on the first screen of each language. */
const SHELL = ['header.ant-layout-header', 'aside.ant-layout-sider'];

/** What axe-core does not judge and the walk checks itself, each a serious violation when found. */
const OWN_CHECKS: { rule: string; help: string; find: (page: Page) => Promise<string[]> }[] = [
  { rule: 'table-headers', help: 'Tables name their columns', find: tablesWithoutHeaders },
  { rule: 'nested-controls', help: 'No control inside a link or a button', find: nestedControls },
];

/** Opens each address in the given language and collects what axe-core finds and the walk's own checks. */
async function scan(page: Page, baseUrl: string, addresses: string[], language: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.goto(`${baseUrl}${addresses[0]}`);
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  let shellChecked = false;
  for (const address of addresses) {
    await navigate(page, address);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang), address).toBe(language);
    const violations = await blockingViolations(page, shellChecked ? SHELL : []);
    shellChecked ||= (await page.locator(SHELL[0] ?? 'header').count()) > 0;
    for (const check of OWN_CHECKS) {
      const targets = await check.find(page);
      if (targets.length > 0)
        violations.push({ rule: check.rule, impact: 'serious', help: check.help, targets });
    }
    if (violations.length > 0) findings.push({ address, language, violations });
  }
  return findings;
}

describe('accessibility: axe-core over every screen the admin opens, in both languages', () => {
  let browser: BrowserSession;
  let addresses: Addresses;
  beforeAll(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(trackCalls);
    await browser.context.addInitScript(withoutMotion);
    addresses = await adminAddresses(inject('baseUrl'));
  });
  afterAll(() => browser.close());

  it('walks the whole route table, with real records for the edit screens', () => {
    expect(addresses.publicOnes).toContain('/login');
    expect(addresses.signedIn).toContain('/user');
    expect(addresses.signedIn).toContain('/category/register');
    expect(addresses.signedIn.some((address) => /^\/category\/edit\/\d+$/.test(address))).toBe(true);
    expect(addresses.signedIn.some((address) => /^\/user\/edit\/\d+$/.test(address))).toBe(true);
    // The demo data holds a record for every edit screen, so none is left out.
    expect(addresses.withoutRecord).toEqual([]);
  });

  it('finds no serious or critical violation on the public screens', { timeout: 180_000 }, async () => {
    const { page, baseUrl } = browser;
    const findings: Finding[] = [];
    for (const language of LANGUAGES) {
      findings.push(...(await scan(page, baseUrl, addresses.publicOnes, language)));
    }
    expect(findings).toEqual([]);
  });

  it('finds no serious or critical violation on the signed-in screens', { timeout: 900_000 }, async () => {
    const { page, baseUrl } = browser;
    await page.evaluate(() => localStorage.setItem('language', 'pt-BR'));
    await signIn(browser, 'admin', 'Admin@123');
    const findings: Finding[] = [];
    for (const language of LANGUAGES) {
      findings.push(...(await scan(page, baseUrl, addresses.signedIn, language)));
    }
    expect(findings).toEqual([]);
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
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('signs in by tabbing to the fields, typing and pressing Enter', async () => {
    const { page, baseUrl } = browser;
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
