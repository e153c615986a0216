import type { Locator, Page } from 'playwright-core';
import { choose } from './budget-map';

/** A money figure of the distribution's or assignment's header (total, distributed, share…), by its key. */
export const figure = (page: Page, key: string): Locator => page.locator(`[data-figure="${key}"]`);

/** Fills a money input from scratch, as typed, and leaves it. */
export async function typeAmount(field: Locator, amount: string): Promise<void> {
  await field.click();
  await field.fill(amount);
  await field.press('Tab');
}

/**
 * Adds two regions to the distribution's table, Sudeste coordinated by `comercial` and Sul by
 * `aprovador`, their amounts left to type. Answers the table.
 */
export async function sudesteAndSulRows(page: Page): Promise<Locator> {
  const table = page.locator('.ant-table');
  await page.getByRole('button', { name: 'Incluir regional' }).click();
  await page.getByRole('button', { name: 'Incluir regional' }).click();
  await choose(page, table, 'Regional da linha 1', 'SE', /Sudeste/);
  await choose(page, table, 'Coordenador da linha 1', 'comercial', /\(comercial\)/);
  await choose(page, table, 'Regional da linha 2', 'S', /Sul/);
  await choose(page, table, 'Coordenador da linha 2', 'aprovador', /\(aprovador\)/);
  return table;
}
