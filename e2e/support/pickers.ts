import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A picker's panel fully open: shown, with its opening motion over. The panel syncs the field
 * with the stored value while it opens, so text typed before that is put back.
 */
const OPEN_PANEL = '.ant-picker-dropdown:visible:not([class*="-appear"]):not([class*="-enter"])';

/**
 * Types a month (MM/YYYY) or a date into a picker as a user does, once its panel is open, takes
 * it with Enter and waits until the panel has closed with the field holding it.
 */
export async function typeInPicker(page: Page, field: Locator, value: string): Promise<void> {
  await field.click();
  await page.locator(OPEN_PANEL).first().waitFor();
  await field.fill(value);
  await expect.poll(() => field.inputValue()).toBe(value);
  await field.press('Enter');
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  expect(await field.inputValue(), `the picker at ${page.url()} holds what was typed`).toBe(value);
}
