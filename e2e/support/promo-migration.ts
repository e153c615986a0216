import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, YEAR } from './agreements';
import { apiToken } from './api-token';
import { choose } from './budget-map';

/** A holding's channel the migration moves, and how the channel's option reads in the filters. */
export interface MigratedKey {
  economicGroup: string;
  channel: string;
  channelOption: RegExp;
}

/** Rede Beta in the ice-cream channel: the migration's own browser test moves it. */
export const BETA_ICE: MigratedKey = {
  economicGroup: 'GRP-BETA',
  channel: 'ICE',
  channelOption: /^ICE\b.*Canal Sorvetes/,
};

/**
 * A holding's lines in a channel that a browser test migrates: an OFF line of 1 000.00 a month
 * and the ON line of the same key with 100.00 a month (the demo has no other line of the holding
 * in that channel, so the migration moves these alone). The RIC box names this run's lines.
 */
export async function migratableLines(
  baseUrl: string,
  ricBox: string,
  migrated: MigratedKey = BETA_ICE,
): Promise<void> {
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  const key = {
    commodity: 'ICE',
    economicGroup: migrated.economicGroup,
    channel: migrated.channel,
    segment: 'ATC',
    region: 'NE',
    cva: 'CVA2',
    ricBox,
    year: YEAR,
  };
  await call(baseUrl, admin, budgetMapCalls.save, {
    ...key,
    budgetType: 'VERBA-OFF',
    budgets: Array<string>(12).fill('1000.00'),
  });
  await call(baseUrl, admin, budgetMapCalls.save, {
    ...key,
    budgetType: 'VERBA-ON',
    budgets: Array<string>(12).fill('100.00'),
  });
}

/** Opens `/migration` on the key's channel and answers the holding's row there. */
export async function migrationRow(page: Page, baseUrl: string, migrated: MigratedKey): Promise<Locator> {
  await page.goto(`${baseUrl}/migration`);
  await page.getByRole('heading', { name: 'Migração de clientes (promo OFF → ON)' }).waitFor();
  const filters = page.locator('form').first();
  await choose(page, filters, 'Canal', migrated.channel, migrated.channelOption);
  await filters.getByRole('button', { name: 'Pesquisar' }).click();
  const row = page
    .locator('tbody tr.ant-table-row', { hasText: migrated.economicGroup })
    .filter({ hasText: migrated.channel });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  return row;
}

/** A migration row's cells as read, their spaces made single. */
export async function migrationCells(row: Locator): Promise<string[]> {
  return (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}
