import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The impacts that fail the gate; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

export interface BlockingViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The axe-core that @axe-core/playwright ships, read once per test file. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** The settings @axe-core/playwright gives axe-core when it runs inside the page itself. */
const AXE_CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/** The part of axe-core's answer the gate reads. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2.1 A and AA plus best practices. */
const RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

/**
 * The rules of that set whose outcome can change with the words a screen shows: accessible
 * names, labels, titles, headings, alternative texts and the page's language. A screen in its
 * second language has the same elements, roles, attributes and colours as in the first, so the
 * other rules (contrast, structure, ARIA, landmarks) can only answer the same there; checking
 * these alone costs about a seventh of the whole set (docs/performance.md, "Test suite time").
 */
export const WORDING_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tab-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'frame-title-unique',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'image-redundant-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-content-name-mismatch',
  'label-title-only',
  'landmark-unique',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'table-duplicate-name',
  'valid-lang',
] as const;

export interface AxeScope {
  /** CSS selectors of parts left out. */
  exclude?: string[];
  /** Only these rules of the set (those the axe-core in use knows). */
  rules?: readonly string[];
}

/**
 * Runs axe-core over the page as it stands (WCAG 2.1 A and AA plus best practices), leaving out
 * the parts named by `exclude` (CSS selectors). It runs inside the page itself, as
 * @axe-core/playwright's legacy mode does (the screens have no frames, and no extra tab is
 * opened per run), but axe-core is injected once per loaded document rather than twice per run:
 * a walk that moves between screens inside the running client pays for it once.
 */
export async function blockingViolations(
  page: Page,
  { exclude = [], rules }: AxeScope = {},
): Promise<BlockingViolation[]> {
  // A dialog or panel still fading in is read half transparent, which axe takes for low contrast:
  // the page is read once its finite animations have ended (spinners loop and are left running).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(AXE_CONFIGURE);
  }
  const outcome = await page.evaluate(
    ({ context, options, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(c: unknown, o: unknown): Promise<{ violations: AxeViolation[] }>;
            getRules(tags: string[]): { ruleId: string; tags: string[] }[];
          };
        }
      ).axe;
      // Named rules run even when experimental, which the tag set leaves out: the same are left
      // out here, so both languages judge by the same rules.
      const known = new Set(
        axe
          .getRules(options.runOnly.values)
          .filter((rule) => !rule.tags.includes('experimental'))
          .map((rule) => rule.ruleId),
      );
      const chosen = rules
        ? { runOnly: { type: 'rule', values: rules.filter((rule) => known.has(rule)) } }
        : options;
      return axe
        .run(context, chosen)
        .then((results) => ({ error: null, violations: results.violations }))
        .catch((error: Error) => ({ error: error.message, violations: null }));
    },
    { context: { include: [], exclude }, options: RUN_OPTIONS, rules: rules ? [...rules] : null },
  );
  if (outcome.error !== null || !outcome.violations)
    throw new Error(outcome.error ?? 'axe-core gave no result');
  return outcome.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The tab stop that holds the keyboard focus, named as a user hears it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent;
    return (label ?? '').trim();
  });
}

/**
 * Presses the key again and again and answers whether the focus stayed inside the dialog of
 * that name the whole time (a modal dialog or drawer traps it until closed). Past the dialog's
 * last control the browser may take the focus to its own toolbar (nothing in the page is then
 * focused) before it comes back to the dialog: no control of the page behind is reached.
 */
export async function focusStaysInside(
  page: Page,
  dialogName: string,
  key: string,
  presses: number,
): Promise<boolean> {
  let visitedDialog = false;
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const where = await page.evaluate((name) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'browser';
      const dialog = focused.closest('[role="dialog"]');
      if (!dialog) return 'outside';
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const label =
        dialog.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        '';
      return label.trim() === name ? 'inside' : 'outside';
    }, dialogName);
    if (where === 'outside') return false;
    if (where === 'inside') visitedDialog = true;
  }
  return visitedDialog;
}

/**
 * Data tables that name none of their columns: each table (for the component library's, its
 * whole block, whose header and body may be split in two tables) needs a column header.
 */
export function tablesWithoutHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const blocks = new Set<Element>();
    for (const table of document.querySelectorAll('table')) {
      if (table.getAttribute('role') === 'presentation' || table.closest('[aria-hidden="true"]')) continue;
      // Descriptions lay out label and value pairs in the same cell: read together, not a grid.
      if (table.closest('.ant-descriptions')) continue;
      blocks.add(table.closest('.ant-table') ?? table);
    }
    return [...blocks]
      .filter((block) => !block.querySelector('th, [role="columnheader"]'))
      .map((block) =>
        block.id ? `${block.tagName.toLowerCase()}#${block.id}` : block.className || block.tagName,
      );
  });
}

/**
 * Controls nested inside a link or a button (a button inside a link, a link inside a button):
 * screen readers announce them twice and the keyboard reaches them in ways no one expects.
 * Only rendered controls count: a hidden file input inside an upload area is not one.
 */
export function nestedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]';
    const found: string[] = [];
    for (const outer of document.querySelectorAll('a[href], button')) {
      for (const inner of outer.querySelectorAll(CONTROLS)) {
        if (inner.getClientRects().length === 0) continue;
        if (
          inner.getAttribute('tabindex') === '-1' &&
          !inner.matches('a[href], button, input, select, textarea')
        )
          continue;
        const name = (element: Element) =>
          element.id ? `${element.tagName.toLowerCase()}#${element.id}` : element.tagName.toLowerCase();
        found.push(`${name(outer)} > ${name(inner)} "${(outer.textContent ?? '').trim()}"`);
      }
    }
    return found;
  });
}

/**
 * Turns off transitions and animations as the page starts, so that colours are read in their
 * final state rather than half-way through a fade.
 */
export function withoutMotion(): void {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.addEventListener('DOMContentLoaded', () => document.head.append(style));
}
