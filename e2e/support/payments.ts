import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the browser tests of the payments screen share: its bulk moves. */

/**
 * Ticks the rows and runs the payments screen's bulk move `action` through its dialog (with a
 * justification when the move asks one); a refused move keeps the dialog open with the server's
 * message in a toast, and both are named in the error.
 */
export async function movePaymentGroups(
  page: Page,
  action: string,
  rows: Locator[],
  justification?: string,
): Promise<void> {
  for (const row of rows) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: action, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.waitFor();
  if (justification) await dialog.getByLabel('Justificativa').fill(justification);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  const closed = await expect
    .poll(() => dialog.isVisible())
    .toBe(false)
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    const toasts = await page.locator('.ant-message, .ant-notification').allTextContents();
    throw new Error(`"${action}" stayed open: ${await dialog.textContent()} | ${toasts.join(' | ')}`);
  }
}
