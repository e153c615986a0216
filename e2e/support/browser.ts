import { SESSION_KEYS } from '@trade-terms/domain/session';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { apiToken } from './api-token';
import { sharedBaseUrl } from './shared-server';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export interface BrowserOptions {
  locale?: string;
  /** Pretends to be another browser. */
  userAgent?: string;
  /** Another product server than the shared one. */
  baseUrl?: string;
  /** What the user's system asks of motion: less (the default here, see below) or no preference. */
  reducedMotion?: 'reduce' | 'no-preference';
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let workerChromium: Promise<Browser> | null = null;

/**
 * Debian's Chromium, headless, with the flags this machine needs: one per test worker, which
 * keeps it for its next files (`isolate: false`). Starting a Chromium costs about four times
 * what a new context in a running one does (docs/performance.md, "Runner settings"); each
 * context is still a profile of its own, so no cookie, storage or cache passes between them.
 * A Chromium that went away (a crash) is started again.
 */
async function chromiumOfWorker(): Promise<Browser> {
  const running = workerChromium ? await workerChromium.catch(() => null) : null;
  if (running?.isConnected()) return running;
  workerChromium = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return workerChromium;
}

/** A fresh browser profile (context) in the worker's Chromium, with one page open. */
export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const context = await (await chromiumOfWorker()).newContext({
    locale: options.locale ?? 'pt-BR',
    viewport: { width: 1366, height: 850 },
    acceptDownloads: true,
    // The product opens and closes lists, drawers and menus without animation for a user who
    // asks for less motion: a click never lands on a list still moving (docs/architecture.md).
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  return {
    context,
    page,
    baseUrl: options.baseUrl ?? sharedBaseUrl(),
    close: () => context.close(),
  };
}

/** Waits for the short message (toast) the product shows after a move, by its text. */
export function toast(page: Page, text: string): Promise<void> {
  return page.locator('.ant-message').getByText(text).waitFor();
}

/**
 * Signs in as a browser that remembers a session does: the token, taken from the API with the
 * user's credentials (the call the login form makes, so the server counts the sign-in the same
 * way), is put where the web client keeps it, and no screen is opened: the test goes to the one
 * it is about. The login form and the home page it leads to are a full page load and a dashboard
 * a story does not test (docs/performance.md); the stories of signing in use `signIn`.
 */
export async function resumeSession(browser: BrowserSession, login: string, password: string): Promise<void> {
  const { page, baseUrl } = browser;
  const token = await apiToken(baseUrl, login, password);
  await writeOriginStorage(page, baseUrl, { [SESSION_KEYS.accessToken]: token });
}

/**
 * Puts the entries in the local storage of the product's origin before the client loads: any
 * address of the origin gives the page its storage, and the icon loads no client.
 */
export async function writeOriginStorage(
  page: Page,
  baseUrl: string,
  entries: Record<string, string>,
): Promise<void> {
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, Object.entries(entries));
}

/** Signs in through the login form and waits for the home page. */
export async function signIn(browser: BrowserSession, login: string, password: string): Promise<void> {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Opens the styleguide as signed in, waits for its calls to be answered (with `countCalls`
 * installed), then `whileDown` makes the API unreachable and a password change is sent: a call
 * that must reach the database.
 */
export async function callApiWhile(browser: BrowserSession, whileDown: () => Promise<void>): Promise<void> {
  const { page, baseUrl } = browser;
  await page.goto(`${baseUrl}/sandbox/styleguide?aba=2`);
  await page.getByRole('heading', { name: 'Guia de componentes' }).waitFor();
  // A call of the page still on its way when the API goes down would fail first and lead to the
  // service-unavailable page before the dialog opens: the password change must be the call that
  // finds the API gone.
  await page.waitForFunction(
    () => ((window as unknown as { __callsPending?: { count: number } }).__callsPending?.count ?? 0) === 0,
  );
  await whileDown();
  await page.getByRole('button', { name: 'Administrador do Sistema' }).click();
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByLabel('Senha atual').fill('Admin@123');
  await dialog.getByLabel('Nova senha', { exact: true }).fill('Admin#2026');
  await dialog.getByLabel('Confirmação da nova senha').fill('Admin#2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
}

/**
 * One signed-in browser at a time, for a story that passes from user to user: signing in as the
 * next user closes the last one's browser; `closeAll` ends the last (in `afterEach`). The session
 * is resumed (`resumeSession`): the story opens the screen it goes to.
 */
export function oneUserAtATime() {
  const open: BrowserSession[] = [];
  const closeAll = async () => {
    for (const session of open.splice(0)) await session.close();
  };
  return {
    closeAll,
    async signInAs(login: string, password: string): Promise<BrowserSession> {
      await closeAll();
      const browser = await openBrowser();
      open.push(browser);
      await resumeSession(browser, login, password);
      return browser;
    },
  };
}

/** The demo users' passwords, by login. */
const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin@123',
  comercial: 'Comercial@123',
  aprovador: 'Aprovador@123',
  financeiro: 'Financeiro@123',
};

/**
 * One signed-in browser per demo user, for a story that passes back and forth between them: each
 * user signs in once, on the first page asked for them, and keeps the browser; `closeAll` ends
 * them (in `afterAll`). The session is resumed (`resumeSession`): the story opens the screen it
 * goes to.
 */
export function oneBrowserPerUser() {
  const open = new Map<string, Promise<BrowserSession>>();
  return {
    async pageOf(login: string): Promise<Page> {
      let session = open.get(login);
      if (!session) {
        const password = DEMO_PASSWORDS[login];
        if (!password) throw new Error(`${login} is not a demo user`);
        session = openBrowser().then(async (browser) => {
          await resumeSession(browser, login, password);
          return browser;
        });
        open.set(login, session);
      }
      return (await session).page;
    },
    async closeAll(): Promise<void> {
      const sessions = [...open.values()];
      open.clear();
      for (const session of sessions) await (await session.catch(() => null))?.close();
    },
  };
}
