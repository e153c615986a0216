import type { Locator, Page } from 'playwright-core';
import { type BrowserSession, openBrowser, resumeSession } from './browser';
import { choose } from './budget-map';

/** Opens a cycle folder's editor as `login` and waits for its heading. */
export async function openFolderAs(
  login: string,
  password: string,
  address: string,
): Promise<BrowserSession> {
  const session = await openBrowser();
  await resumeSession(session, login, password);
  await session.page.goto(`${session.baseUrl}${address}`);
  await session.page.getByRole('heading', { name: /Pasta de ciclo/ }).waitFor();
  return session;
}

/** An action as typed into a row of the folder's editor; `customer` is the field's label and what to pick. */
export interface TypedAction {
  tactic: string;
  description: string;
  customer: [string, string];
  volume: string;
  unitValue: string;
}

/** Fills one action's row of the folder's editor, drawing on the map line of `ricBox`. */
async function fillAction(page: Page, row: Locator, action: TypedAction, ricBox: string): Promise<void> {
  await choose(page, row, 'Tática', action.tactic);
  await row.getByLabel('Descrição da ação', { exact: true }).fill(action.description);
  await choose(page, row, action.customer[0], action.customer[1]);
  await row.getByLabel('Volume planejado', { exact: true }).fill(action.volume);
  await row.getByLabel('Valor unitário', { exact: true }).fill(action.unitValue);
  await choose(page, row, 'Linha do mapa', ricBox, new RegExp(ricBox));
}

/**
 * Opens a new folder on the register screen (`/cycleFolder`, "Nova pasta") and fills its header:
 * the year's `cycle`, channel MT, business unit FS and `description`. Answers the header's card.
 */
export async function newFolderHeader(
  page: Page,
  baseUrl: string,
  { cycle, description }: { cycle: number; description: string },
): Promise<Locator> {
  await page.goto(`${baseUrl}/cycleFolder`);
  await page.getByRole('heading', { name: 'Pasta de ciclo' }).waitFor();
  await page.getByRole('link', { name: 'Nova pasta' }).click();
  await page.getByRole('heading', { name: 'Nova pasta de ciclo' }).waitFor();
  const header = page.locator('.ant-card', { hasText: 'Dados da pasta' });
  await choose(page, header, 'Ciclo', `Ciclo ${cycle}`);
  await choose(page, header, 'Canal', 'MT');
  await choose(page, header, 'Unidade de negócio', 'FS');
  await header.getByLabel('Descrição', { exact: true }).fill(description);
  return header;
}

/**
 * Adds an action with the "Incluir ação" of `scope` (the folder's editor or an addendum's drawer)
 * and fills the row it adds, the last of the scope's table. Answers the row.
 */
export async function addAction(
  page: Page,
  scope: Page | Locator,
  action: TypedAction,
  ricBox: string,
): Promise<Locator> {
  const rows = scope.getByRole('table', { name: 'Ações', exact: true }).locator('tbody tr.ant-table-row');
  const before = await rows.count();
  await scope.getByRole('button', { name: 'Incluir ação' }).click();
  const row = rows.nth(before);
  await row.waitFor();
  await fillAction(page, row, action, ricBox);
  return row;
}
