import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDecimal, formatMoney } from '@trade-terms/domain/value-text';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import {
  ascertainmentsUnderValidation,
  computedFromRows,
  type DemoAscertainment,
} from './support/ascertainments';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const EXECUTION = '/trade-agreements-ascertainment/execution';

describe('levers execution in the browser', () => {
  const sessions: BrowserSession[] = [];
  let baseUrl: string;
  let demo: DemoAscertainment | undefined;

  beforeAll(async () => {
    baseUrl = sharedBaseUrl();
    demo = (await ascertainmentsUnderValidation(baseUrl)).find(computedFromRows);
    expect(demo, 'the demo data holds an ascertainment computed from input rows').toBeDefined();
  });
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });

  it('shows the computed lever of the demo ascertainment with its metric % and achievement in its competence', {
    timeout: 120_000,
  }, async () => {
    if (!demo) throw new Error('no demo ascertainment');
    const line = demo.read.lines.find((each) => each.inputRows > 0 && each.accurateValue !== null);
    if (!line?.accurateValue) throw new Error('no computed line');
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${baseUrl}${EXECUTION}`);
    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), demo.row.competence);
    await page.getByRole('button', { name: 'Pesquisar' }).click();

    const link = page.getByRole('link', {
      name: `Abrir a apuração ${demo.row.id} do acordo ${demo.row.agreementDescription}`,
    });
    await expect.poll(() => link.first().isVisible(), { timeout: 15_000 }).toBe(true);
    const row = page.getByRole('row').filter({ has: link }).filter({ hasText: line.leverName }).first();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(formatMoney(line.accurateValue, 'pt-BR'));
    if (line.achievementPercent !== null)
      expect(text).toContain(`${formatDecimal(line.achievementPercent, 'pt-BR', { exactly: 4 })}%`);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-execution.png'), fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);
    // In English the same screen reads in the second catalogue.
    await page.getByRole('button', { name: 'English' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Levers execution' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.screenshot({
      path: path.join(ARTIFACTS, 'ascertainment-execution-english.png'),
      fullPage: true,
    });
  });
});
