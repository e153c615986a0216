import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR } from './support/agreements';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { lineText, mapLines } from './support/budget-map';
import { BETA_ICE, migratableLines, migrationCells, migrationRow } from './support/promo-migration';
import { sharedBaseUrl } from './support/shared-server';

/** Opens `/migration` as `login` on the ice-cream channel and answers Rede Beta's row there. */
async function migrationRowAs(
  login: string,
  password: string,
): Promise<{ session: BrowserSession; row: Locator }> {
  const session = await openBrowser();
  await resumeSession(session, login, password);
  return { session, row: await migrationRow(session.page, session.baseUrl, BETA_ICE) };
}

describe('the migration of a customer from promo OFF to promo ON in the browser', () => {
  let session: BrowserSession | null = null;
  const ricBox = `MIG-${Date.now() % 1_000_000}`;

  beforeAll(async () => {
    await migratableLines(sharedBaseUrl(), ricBox);
  }, 60_000);
  afterAll(() => session?.close());

  it('requests Rede Beta’s migration, approves it and the map moves the OFF money to the ON line', {
    timeout: 240_000,
  }, async () => {
    let opened = await migrationRowAs('comercial', 'Comercial@123');
    session = opened.session;
    let { page } = session;
    let { row } = opened;
    // The whole year: 12 × 1.000,00 OFF and 12 × 100,00 ON.
    await expect.poll(() => row.innerText()).toMatch(/Não migrado/);
    expect(await row.innerText()).toMatch(/R\$\s12\.000,00/);
    expect(await row.innerText()).toMatch(/R\$\s1\.200,00/);

    await row.getByRole('button', { name: 'Solicitar migração' }).click();
    const dialog = page.getByRole('dialog', { name: /Solicitar a migração de Rede Beta Atacadista · ICE/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('VERBA-ON').count()).toBeGreaterThan(0);
    expect(await dialog.getByLabel('Competência').inputValue()).toBe(`01/${YEAR}`);
    await dialog.getByLabel('Justificativa').fill('Rede Beta passa ao modelo ON');
    await dialog.getByRole('button', { name: 'Solicitar migração' }).click();
    await toast(page, 'Migração enviada para aprovação');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/Em aprovação/);
    expect(await row.innerText()).toContain('Etapa 1 de 1');
    await session.close();

    opened = await migrationRowAs('aprovador', 'Aprovador@123');
    session = opened.session;
    page = session.page;
    row = opened.row;
    await row.getByRole('button', { name: 'Aprovar' }).click();
    const decision = page.getByRole('dialog', { name: /Aprovar a migração de Rede Beta Atacadista/ });
    await decision.waitFor();
    await decision.getByRole('button', { name: 'Aprovar' }).click();
    await toast(page, 'Aprovação registrada');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/Aprovado/);
    // Nothing OFF is left, the ON line holds the year's 12.000,00 more, the migration moved 12.000,00.
    const cells = () => migrationCells(row);
    await expect
      .poll(async () => (await cells()).slice(3, 6))
      .toEqual(['R$ 0,00', 'R$ 0,00', 'R$ 13.200,00']);
    expect(await cells()).toContain('R$ 12.000,00');
    await session.close();

    session = await openBrowser();
    await resumeSession(session, 'admin', 'Admin@123');
    page = session.page;
    const lines = await mapLines(page, session.baseUrl, 'ICE', ricBox, {
      lines: 2,
      option: BETA_ICE.channelOption,
    });
    const yearOf = (budgetType: string) => lineText(lines.filter({ hasText: budgetType }));
    // The OFF line keeps its budget and has nothing available; the ON line has its budget and the OFF money.
    // Budget, additions, removals, reserved, paid, available of the year.
    await expect.poll(() => yearOf('VERBA-ON')).toContain('1.200,00 12.000,00 0,00 0,00 0,00 13.200,00');
    expect(await yearOf('VERBA-OFF')).toContain('12.000,00 0,00 12.000,00 0,00 0,00 0,00');
  });
});
