import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, YEAR } from './agreements';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an option of a search select, typing `typed` first, and waits for the list to close:
 * the option whose text starts with what was typed, or the one `option` matches.
 */
export async function choose(
  page: Page,
  within: Locator,
  label: string,
  typed: string,
  option: RegExp = new RegExp(`^${escaped(typed)}\\b`),
): Promise<void> {
  const field = within.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  if ((await open.count()) > 0) await page.keyboard.press('Escape');
  await expect.poll(() => open.count()).toBe(0);
}

/** The demo key of the map lines the browser tests create (FS · GRP-BETA · MT · CCR · S · CVA4 · VERBA-OFF). */
export const DEMO_LINE_KEY = {
  commodity: 'FS',
  economicGroup: 'GRP-BETA',
  channel: 'MT',
  segment: 'CCR',
  region: 'S',
  cva: 'CVA4',
  budgetType: 'VERBA-OFF',
} as const;

/** A map line of this year saved straight through the API as `token`: `budgets` by month (1 to 12). */
export async function createMapLine(
  baseUrl: string,
  token: string,
  ricBox: string,
  budgets: Partial<Record<number, string>>,
): Promise<{ id: number }> {
  return call<{ id: number }>(baseUrl, token, budgetMapCalls.save, {
    ...DEMO_LINE_KEY,
    ricBox,
    year: YEAR,
    budgets: Array.from({ length: 12 }, (_, index) => budgets[index + 1] ?? '0.00'),
  });
}

/**
 * Opens the budget map on a channel's lines (the channel's option picked by `option`, as in
 * `choose`) and answers the rows of the lines of `ricBox`, once there are `lines` of them.
 */
export async function mapLines(
  page: Page,
  baseUrl: string,
  channel: string,
  ricBox: string,
  { lines = 1, option }: { lines?: number; option?: RegExp } = {},
): Promise<Locator> {
  await page.goto(`${baseUrl}/payments/map`);
  await page.getByRole('heading', { name: 'Mapa de verbas (BOA)' }).waitFor();
  const filters = page.locator('form#map-filters');
  await choose(page, filters, 'Canal', channel, option);
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const rows = page.locator('tbody tr.ant-table-row', { hasText: ricBox });
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(lines);
  return rows;
}

/** Opens the budget map on a channel's lines and answers the row of the line of `ricBox`. */
export async function mapLineRow(
  page: Page,
  baseUrl: string,
  channel: string,
  ricBox: string,
): Promise<Locator> {
  const row = await mapLines(page, baseUrl, channel, ricBox);
  await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(channel);
  return row;
}

/**
 * Expands a line's row of the map and answers its balances by month: the cell of a balance
 * (`Reservado`, `Disponível`…) in a month (1 to 12), as shown.
 */
export async function monthBalances(
  page: Page,
  row: Locator,
): Promise<(balance: string, month: number) => Locator> {
  await row.getByRole('button', { name: /expandir|expand/i }).click();
  const balances = page.locator('tr.ant-table-expanded-row').getByRole('table', { name: 'Saldos' });
  return (balance, month) => balances.locator('tr', { hasText: balance }).locator('td').nth(month);
}

/** A line's row of the map as read, its spaces made single: the year's figures side by side. */
export async function lineText(row: Locator): Promise<string> {
  return (await row.innerText()).replace(/\s+/g, ' ');
}
