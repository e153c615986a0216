import { AGREEMENT_TABS } from '@trade-terms/domain/agreements';
import { ASCERTAINMENT_TABS } from '@trade-terms/domain/ascertainment';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import type { CallDeclaration } from '@trade-terms/domain/calls/call';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { cycleFolderCalls } from '@trade-terms/domain/calls/cycle-folder-calls';
import { folderAppreciationCalls } from '@trade-terms/domain/calls/folder-appreciation-calls';
import { folderCountingCalls } from '@trade-terms/domain/calls/folder-counting-calls';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { paymentsCalls } from '@trade-terms/domain/calls/payments-calls';
import { percentageContractCalls } from '@trade-terms/domain/calls/percentage-contracts-calls';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { CYCLE_FOLDER_REPORTS } from '@trade-terms/domain/cycle-folder-report-declarations';
import { INTEGRATION_LIST } from '@trade-terms/domain/integration-declarations';
import { en } from '@trade-terms/domain/messages/en';
import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../apps/web/src/app/routes';
import {
  type BlockingViolation,
  blockingViolations,
  nestedControls,
  tablesWithoutHeaders,
  WORDING_RULES,
  withoutMotion,
} from './accessibility';
import { apiToken } from './api-token';
import { type BrowserSession, openBrowser, resumeSession, writeOriginStorage } from './browser';
import { appreciableFolder } from './folder-appreciation';
import { approvedFolder, FOLDER_CYCLES } from './folder-counting';
import { sharedBaseUrl } from './shared-server';

/**
 * The accessibility walk, one file per module of screens (`e2e/accessibility-<module>.test.ts`),
 * so each module's walk stays small as modules land and a failure names its module. The routes
 * not claimed by a named module fall to `platform`, so no screen is left out.
 */
export const WALK_MODULES = [
  'public',
  'access',
  'registers',
  'integrations',
  'levers',
  'lever-recommendations',
  'agreements',
  'ascertainment',
  'calculations',
  'payments',
  'budget-map',
  'cycle-folder',
  'promo-migration',
  'chat',
  'actpm',
  'products-report',
  'cashflow',
  'percentage-contracts',
  'platform',
] as const;
export type WalkModule = (typeof WALK_MODULES)[number];

const REGISTER_PATHS = new Set(
  REGISTER_LIST.flatMap((register) => [
    register.path,
    `${register.formPath}/register`,
    `${register.formPath}/edit/:id`,
  ]),
);
const INTEGRATION_PATHS = new Set(INTEGRATION_LIST.map((integration) => integration.path));
const CYCLE_FOLDER_REPORT_PATHS = new Set(
  Object.values(CYCLE_FOLDER_REPORTS).flatMap((report) => [
    report.path,
    ...(report.shortPath ? [report.shortPath] : []),
  ]),
);

/** The module a route of the web route table belongs to in the walk. */
export function walkModuleOf(route: { path: string; frame: string }): WalkModule {
  if (route.frame === 'public') return 'public';
  if (REGISTER_PATHS.has(route.path)) return 'registers';
  if (INTEGRATION_PATHS.has(route.path)) return 'integrations';
  if (route.path === '/lever/recommendations-edit' || route.path === '/lever/auditeds-products-edit')
    return 'lever-recommendations';
  if (/^\/(user|profile|approval-flow)(\/|$)/.test(route.path)) return 'access';
  if (/^\/lever(\/|$)/.test(route.path)) return 'levers';
  if (/^\/agreements(\/|$)/.test(route.path)) return 'agreements';
  if (/^\/trade-agreements-ascertainment(\/|$)/.test(route.path)) return 'ascertainment';
  if (route.path === '/inconsistencies-dashboard') return 'ascertainment';
  if (/^\/(trade-agreements-ascertainmentOn|ascertainment)\//.test(route.path)) return 'ascertainment';
  if (/^\/calc(\/|$)/.test(route.path)) return 'calculations';
  if (/^\/payments(\/(detailed-budget|report)|$)/.test(route.path)) return 'payments';
  if (route.path === '/payments/map') return 'budget-map';
  if (/^\/(cycleFolder|counting|appreciation)(\/|$)/.test(route.path)) return 'cycle-folder';
  if (CYCLE_FOLDER_REPORT_PATHS.has(route.path)) return 'cycle-folder';
  if (route.path === '/migration' || route.path === '/new-flag') return 'promo-migration';
  if (/^\/chat(\/|$)/.test(route.path)) return 'chat';
  if (/^\/ascertainment-actpm(\/|$)/.test(route.path)) return 'actpm';
  if (route.path === '/report-products') return 'products-report';
  if (/^\/cashflow(\/|$)/.test(route.path)) return 'cashflow';
  if (route.path === '/percentage-value' || route.path.startsWith('/cadastro-contrato-percentual/'))
    return 'percentage-contracts';
  return 'platform';
}

export const LANGUAGES = ['pt-BR', 'en'] as const;

export interface Finding {
  address: string;
  language: string;
  violations: BlockingViolation[];
}

/** A POST call of the catalogue, made as the admin to learn the addresses to walk. */
async function call<T>(
  baseUrl: string,
  token: string,
  { path: url }: Pick<CallDeclaration, 'path'>,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
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

/** One address to walk, with the module its route belongs to. */
export interface WalkAddress {
  address: string;
  module: WalkModule;
  /** The route of the web route table the address opens. */
  route: string;
}

/**
 * Every address the admin may open in the web route table, with a real record of the demo data
 * in place of each `:id`; a screen whose list is empty in the demo data has nothing to open.
 */
export interface Addresses {
  publicOnes: WalkAddress[];
  signedIn: WalkAddress[];
  /** Routes the admin may open but the demo data gives no record for. */
  withoutRecord: string[];
}

/** A demo record to open: the first of the first tab of a list that holds one (any competence). */
async function firstOfTabs(
  baseUrl: string,
  token: string,
  search: Pick<CallDeclaration, 'path'>,
  tabs: readonly string[],
): Promise<number | undefined> {
  for (const tab of tabs) {
    const page = await call<ListPage>(baseUrl, token, search, { tab, pagina: 1, tamanhoPagina: 1 });
    if (page.itens[0]) return page.itens[0].id;
  }
  return undefined;
}

/**
 * A cycle folder to open the editor on: the first one found, or else an empty folder opened for
 * it (December of this year, channel MT, business unit FS), so the walk meets the editor of a
 * saved folder whatever the demo data holds.
 */
async function cycleFolderId(baseUrl: string, token: string): Promise<number> {
  const page = await call<ListPage>(baseUrl, token, cycleFolderCalls.search, { pagina: 1, tamanhoPagina: 1 });
  if (page.itens[0]) return page.itens[0].id;
  const saved = await call<{ id: number }>(baseUrl, token, cycleFolderCalls.save, {
    year: new Date().getFullYear(),
    cycle: FOLDER_CYCLES.accessibilityRegister,
    channel: 'MT',
    commodity: 'FS',
    description: 'Pasta de dezembro',
    actions: [],
  });
  return saved.id;
}

/**
 * A folder to open the counting of: the first the counting list holds, or else an approved folder
 * made for it (November of this year, channel MT, business unit FS, on a map line of its own).
 */
async function countedFolderId(baseUrl: string, token: string): Promise<number> {
  const page = await call<{ itens: { folderId: number }[] }>(baseUrl, token, folderCountingCalls.search, {
    pagina: 1,
    tamanhoPagina: 1,
  });
  if (page.itens[0]) return page.itens[0].folderId;
  const folder = await approvedFolder(baseUrl, {
    ricBox: `A11Y-${Date.now() % 1_000_000}`,
    cycle: FOLDER_CYCLES.accessibilityCounting,
    description: 'Pasta de novembro',
  });
  return folder.id;
}

/**
 * A folder to open the appreciation of: the first the appreciation list holds, or else a folder
 * with an approved counting made for it (July of this year, channel MT, business unit FS).
 */
async function appreciatedFolderId(baseUrl: string, token: string): Promise<number> {
  const page = await call<{ itens: { folderId: number }[] }>(baseUrl, token, folderAppreciationCalls.search, {
    pagina: 1,
    tamanhoPagina: 1,
  });
  if (page.itens[0]) return page.itens[0].folderId;
  const folder = await appreciableFolder(baseUrl, {
    ricBox: `A11Y-V-${Date.now() % 1_000_000}`,
    cycle: FOLDER_CYCLES.accessibilityAppreciation,
    description: 'Pasta de julho',
  });
  return folder.id;
}

/** A percentage contract to open the editor on: the first one found, or else one registered for it. */
async function percentageContractId(baseUrl: string, token: string): Promise<number> {
  const page = await call<ListPage>(baseUrl, token, percentageContractCalls.search, {
    pagina: 1,
    tamanhoPagina: 1,
  });
  if (page.itens[0]) return page.itens[0].id;
  const saved = await call<{ id: number }>(baseUrl, token, percentageContractCalls.save, {
    customer: '0001000101',
    budgetType: 'VERBA-ON',
    commodity: 'HPF',
    percentage: '2',
    basis: 'NIV',
    validityStart: '01/2030',
    validityEnd: '12/2030',
    payer: '0001000101',
    description: 'Contrato percentual da revisão de acessibilidade',
  });
  return saved.id;
}

/** The appreciation screens name their folder in the query. */
const APPRECIATION_PATHS = new Set(['/appreciation/financeVolume', '/appreciation/categoryPercentage']);

const paymentsDetailedBudgetPath = '/payments/detailed-budget/:ids/:lotCode';

/**
 * A lot of this year's payments to open the detailed budget on; while the data holds none, the
 * screen is walked in its empty state (no group named), which is what a stale link shows.
 */
async function detailedBudgetAddress(baseUrl: string, token: string): Promise<string> {
  const year = new Date().getFullYear();
  const competences = Array.from(
    { length: 12 },
    (_, index) => `${String(index + 1).padStart(2, '0')}/${year}`,
  );
  const report = await call<{ itens: { groupId: number; lotCode: string | null }[] }>(
    baseUrl,
    token,
    paymentsCalls.report,
    { competences, pagina: 1, tamanhoPagina: 200 },
  );
  const item = report.itens.find((each) => each.lotCode !== null);
  return item ? `/payments/detailed-budget/${item.groupId}/${item.lotCode}` : '/payments/detailed-budget/0/-';
}

export async function adminAddresses(baseUrl: string): Promise<Addresses> {
  const token = await apiToken(baseUrl, 'admin', 'Admin@123');
  const { authorities } = await call<{ authorities: string[] }>(baseUrl, token, userCalls.loggedUser);
  const users = await call<ListPage>(baseUrl, token, userCalls.search, { texto: 'comercial' });
  const userId = users.itens.find((user) => user.login === 'comercial')?.id;
  const recordIds = new Map<string, number | undefined>();
  for (const register of REGISTER_LIST) {
    const page = await call<ListPage>(baseUrl, token, registerCallsOf(register).search, {
      pagina: 1,
      tamanhoPagina: 1,
      ativo: '*',
    });
    recordIds.set(`${register.formPath}/edit/:id`, page.itens[0]?.id);
  }
  // A quota-event lever, when the demo data has one, so the walk meets the form's events table.
  const levers = await call<{ itens: { id: number; calculationModel: string }[] }>(
    baseUrl,
    token,
    leverCalls.search,
    { pagina: 1, tamanhoPagina: 50 },
  );
  const quotaEvent = levers.itens.find((lever) => lever.calculationModel === 'QUOTA_EVENT');
  recordIds.set('/lever/edit/:id', (quotaEvent ?? levers.itens[0])?.id);
  recordIds.set(
    '/agreements/edit/:id',
    await firstOfTabs(baseUrl, token, agreementCalls.search, AGREEMENT_TABS),
  );
  recordIds.set('/cycleFolder/edit/:id', await cycleFolderId(baseUrl, token));
  recordIds.set('/cadastro-contrato-percentual/edit/:id', await percentageContractId(baseUrl, token));
  const countedFolder = await countedFolderId(baseUrl, token);
  const appreciatedFolder = await appreciatedFolderId(baseUrl, token);
  // The demo's answered ticket, so the walk meets a thread with both sides of it.
  const tickets = await call<ListPage>(baseUrl, token, chatCalls.search, { status: 'RESPONDIDO' });
  recordIds.set('/chat/edit/:id', tickets.itens[0]?.id);
  recordIds.set(
    '/trade-agreements-ascertainment/edit/:id',
    await firstOfTabs(baseUrl, token, ascertainmentCalls.search, ASCERTAINMENT_TABS),
  );

  const publicOnes: WalkAddress[] = [];
  const signedIn: WalkAddress[] = [];
  const withoutRecord: string[] = [];
  for (const route of appRoutes) {
    const module = walkModuleOf(route);
    // The maintenance page leaves by itself while maintenance is off: its own walk
    // (accessibility-maintenance) reads it with maintenance on.
    if (route.path === '/maintenance') continue;
    if (route.frame === 'public') {
      publicOnes.push({ address: route.path, module, route: route.path });
      continue;
    }
    if (!mayOpenRoute(route.path, authorities)) continue;
    if (route.path === paymentsDetailedBudgetPath) {
      signedIn.push({ address: await detailedBudgetAddress(baseUrl, token), module, route: route.path });
      continue;
    }
    if (route.path === '/user/edition_request') {
      if (userId) signedIn.push({ address: `${route.path}?id=${userId}`, module, route: route.path });
      else withoutRecord.push(route.path);
      continue;
    }
    if (APPRECIATION_PATHS.has(route.path)) {
      signedIn.push({ address: `${route.path}?folderId=${appreciatedFolder}`, module, route: route.path });
      continue;
    }
    if (route.path === '/counting/:folderId') {
      signedIn.push({ address: `/counting/${countedFolder}`, module, route: route.path });
      continue;
    }
    // The distribution and assignment screens open on a folder, as the counting's buttons link them.
    if (route.path === '/counting/distribute-money' || route.path === '/counting/assignActions') {
      signedIn.push({ address: `${route.path}?folderId=${countedFolder}`, module, route: route.path });
      continue;
    }
    if (!route.path.includes(':id')) {
      signedIn.push({ address: route.path, module, route: route.path });
      continue;
    }
    const id = route.path.startsWith('/user/') ? userId : recordIds.get(route.path);
    if (id !== undefined)
      signedIn.push({ address: route.path.replace(':id', String(id)), module, route: route.path });
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
export async function settle(page: Page): Promise<void> {
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

/**
 * Opens an address inside the running client, as a link would, without reloading the page, and
 * waits for its screen. A screen's code is downloaded on its first use, and meanwhile the previous
 * screen stays shown and may still move (a list writing its filters into the address, a page
 * leaving when its reading arrives), taking the client elsewhere: the address is then asked again.
 */
async function navigate(
  page: Page,
  { address, route }: Pick<WalkAddress, 'address' | 'route'>,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    try {
      await page.waitForFunction((path) => document.documentElement.dataset.route === path, route, {
        timeout: 3_000,
        polling: 50,
      });
      return;
    } catch (error) {
      if (Date.now() < deadline) continue;
      const shown = await page.evaluate(
        () => `${document.documentElement.dataset.route} at ${location.href}`,
      );
      throw new Error(`${address} did not show ${route}: the page shows ${shown}`, { cause: error });
    }
  }
}

/** The signed-in shell around every screen: checked on the first screen of each language. */
const SHELL = ['header.ant-layout-header', 'aside.ant-layout-sider'];

/**
 * What the product shows instead of the screen (the not-found or not-authorized page, the crash
 * page, an error message): the admin holds every role and opens a record of the demo data, so
 * each of these is a screen that does not open for a user with its role.
 */
async function refusals(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ crashTexts }) => {
      const found: string[] = [];
      if (document.querySelector('.ant-result-404')) found.push('the not-found page');
      if (document.querySelector('.ant-result-403')) found.push('the not-authorized page');
      const text = document.body.innerText;
      if (crashTexts.some((crash) => text.includes(crash))) found.push('the crash page');
      for (const error of document.querySelectorAll('.ant-message-error'))
        found.push(`an error message: ${error.textContent}`);
      return found;
    },
    { crashTexts: [ptBR['errors.unexpected'], en['errors.unexpected']] },
  );
}

/** What axe-core does not judge and the walk checks itself, each a serious violation when found. */
const OWN_CHECKS: { rule: string; help: string; find: (page: Page) => Promise<string[]> }[] = [
  { rule: 'screen-opens', help: 'The screen opens for a user holding its roles', find: refusals },
  { rule: 'table-headers', help: 'Tables name their columns', find: tablesWithoutHeaders },
  { rule: 'nested-controls', help: 'No control inside a link or a button', find: nestedControls },
];

/**
 * Opens each address in the given language and collects what axe-core finds and the walk's own
 * checks (in the second language, axe-core's rules that depend on the words shown). The page is loaded once per language and the screens are reached inside the running
 * client, so axe-core is injected once per language rather than once per screen.
 */
async function scan(
  page: Page,
  baseUrl: string,
  addresses: readonly Pick<WalkAddress, 'address' | 'route'>[],
  language: string,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  // The language is chosen before the client loads, so each language costs one load of the client.
  await writeOriginStorage(page, baseUrl, { language });
  await page.goto(`${baseUrl}${addresses[0]?.address}`);
  let shellChecked = false;
  for (const each of addresses) {
    const { address } = each;
    await navigate(page, each);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang), address).toBe(language);
    // The first language gets the whole rule set; the second only the rules its words can
    // change (the screen is otherwise the same).
    const violations = await blockingViolations(page, {
      exclude: shellChecked ? SHELL : [],
      ...(language === LANGUAGES[0] ? {} : { rules: WORDING_RULES }),
    });
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

/** Prepares a browser for a walk: its calls counted (a screen is read once they are answered), no motion. */
export async function readyForWalk(browser: BrowserSession): Promise<void> {
  await browser.context.addInitScript(trackCalls);
  await browser.context.addInitScript(withoutMotion);
}

/** Walks the addresses in the browser as it stands (signed in or not), in both languages. */
export async function walkScreens(
  browser: BrowserSession,
  addresses: readonly Pick<WalkAddress, 'address' | 'route'>[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const language of LANGUAGES) {
    findings.push(...(await scan(browser.page, browser.baseUrl, addresses, language)));
  }
  return findings;
}

/**
 * The walk of one module's screens: axe-core and the walk's own checks over each of its
 * addresses, in both languages, as the admin (signed out for the public screens).
 */
export function walkModule(module: WalkModule): void {
  describe(`accessibility of the ${module} screens: axe-core over every screen the admin opens, in both languages`, () => {
    let browser: BrowserSession;
    let addresses: WalkAddress[];
    beforeAll(async () => {
      browser = await openBrowser();
      await readyForWalk(browser);
      const all = await adminAddresses(sharedBaseUrl());
      addresses = [...all.publicOnes, ...all.signedIn].filter((each) => each.module === module);
    });
    afterAll(() => browser.close());

    it('finds no serious or critical violation', { timeout: 600_000 }, async () => {
      expect(addresses.length).toBeGreaterThan(0);
      if (module !== 'public') await resumeSession(browser, 'admin', 'Admin@123');
      expect(await walkScreens(browser, addresses)).toEqual([]);
    });
  });
}
