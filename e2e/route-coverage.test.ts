import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import { ROUTE_ACCESS } from '@trade-terms/domain/route-access';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../apps/web/src/app/routes';
import { adminAddresses } from './support/accessibility-walk';
import { openBrowser } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

/**
 * Every route of the spec's section 2, written as the spec writes it ({id} for a parameter), so
 * a screen the spec lists cannot go missing from the product unnoticed.
 */
const SPEC_ROUTES = [
  // Session and shell
  '/login',
  '/service-unavailable',
  '/nps',
  '/',
  '/sandbox',
  '/sandbox/styleguide',
  '/sandbox/EditContract',
  // Levers
  '/lever',
  '/lever/register',
  '/lever/edit/{id}',
  '/lever/recommendations-edit',
  '/lever/auditeds-products-edit',
  '/lever/details-report',
  '/lever/abstract-report',
  // Agreements
  '/agreements',
  '/agreements/register',
  '/agreements/edit/{id}',
  '/agreements/agreementsOn-edit',
  '/calc',
  '/calc/register',
  // Ascertainment
  '/trade-agreements-ascertainment',
  '/trade-agreements-ascertainment/edit/{id}',
  '/trade-agreements-ascertainment/execution',
  '/trade-agreements-ascertainment/achievements-edit',
  '/trade-agreements-ascertainmentOn/ascertainmentOn-edit',
  '/trade-agreements-ascertainment/one-page',
  '/ascertainment/details-report',
  '/ascertainment-actpm',
  '/ascertainment-actpm/report',
  '/cashflow',
  '/cashflow/newCounting',
  // Cycle folder
  '/cycleFolder',
  '/counting',
  '/counting/distribute-money',
  '/counting/assignActions',
  '/appreciation',
  '/appreciation/financeVolume',
  '/appreciation/categoryPercentage',
  '/appreciationCategoryPercentage',
  '/migration',
  '/new-flag',
  '/report-finance',
  '/report-cycle-folder-counting-detail',
  '/cycle-folder/reports/general',
  '/cycle-folder/reports/resume-funds-tactics-off',
  '/cycle-folder/reports/resume-funds-tactics-on',
  '/cycle-folder/reports/regional-cycle-folder',
  '/cycle-folder/reports/detailed-maintenance',
  '/cycle-folder/reports/payments',
  // Payments
  '/payments',
  '/payments/map',
  '/payments/detailed-budget/{ids}/{lotCode}',
  '/payments/report',
  // Administration and registers
  '/user',
  '/user/register',
  '/user/edit/{id}',
  '/user/config_first_access/{id}',
  '/user/config_edition_request/{id}',
  '/user/approval_request/{id}',
  '/user/edition_request',
  '/profile',
  '/approval-flow',
  '/calendar',
  '/percentage-value',
  '/cadastro-contrato-percentual/register',
  ...[
    '/category',
    '/customer',
    '/products-group',
    '/impulse-item',
    '/brands',
    '/microregion',
    '/internal-order',
    '/innovation-products',
    '/budget-type',
    '/commodity',
    '/sku',
    '/segment',
    '/subregion',
    '/ppa-produto',
    '/questions-goal-execution',
    '/target-execution-category',
    '/target-execution-product',
    '/customer-pdv',
    '/chat',
    '/cva',
    '/channel',
    '/region',
    '/economic-group',
  ].flatMap((list) => [list, `${list}/register`, `${list}/edit/{id}`]),
  '/categoria-pack',
  '/cadastro-categoria-pack/register',
  '/cadastro-categoria-pack/edit/{id}',
  // Other screens
  '/product-integration',
  '/client-integration',
  '/pdv-store-integration',
  '/sell-in-integration',
  '/report-products',
  '/inconsistencies-dashboard',
  '/imports-exports-dashboard',
] as const;

/**
 * The screens the spec names without a path, and the path each was given (docs/domain.md,
 * "Screens the spec names without a path").
 */
const NAMED_SCREENS = {
  'forgot password': '/forgot-password',
  'recover password': '/recover-password',
  'first access request': '/first-access',
  'invalid browser': '/invalid-browser',
  simulator: '/calc/simulator',
  'budget types admin': '/budget-type',
  'frequency ON': '/agreements/frequency-on',
  'audited products': '/lever/auditeds-products-edit',
  'SAP payer configuration': '/trade-agreements-ascertainment/sap-payers',
  'sell-in/sell-out/DMS consultation': '/calc',
} as const;

/** The route table's way of writing a path: `:name` for a parameter. */
const routePath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

const REQUIRED = [...new Set([...SPEC_ROUTES.map(routePath), ...Object.values(NAMED_SCREENS)])];

const isPublic = (path: string) => {
  const rule = ROUTE_ACCESS[path];
  return rule !== undefined && 'public' in rule;
};

describe('coverage of the spec routes', () => {
  it('gives every route of spec section 2, and every screen it names, a screen with an access rule', () => {
    const table = new Set(appRoutes.map((route) => route.path));
    const missing = REQUIRED.filter((path) => !table.has(path) || ROUTE_ACCESS[path] === undefined);
    expect(missing).toEqual([]);
    // The register engine serves the spec's registers: the list above is the spec's, not a copy.
    for (const register of REGISTER_LIST) expect(table.has(register.path), register.path).toBe(true);
  });

  // Opening each route is the accessibility walk's: as the admin, who holds every role, it opens
  // every address below as its screen (not the not-found, not-authorized or crash page, nor an
  // error message) in both languages. Here: the walk has an address for every spec route.
  it('has the accessibility walk open every signed-in spec route, on a record of the demo data for each id', async () => {
    const { signedIn, withoutRecord } = await adminAddresses(sharedBaseUrl());
    const walked = new Set(signedIn.map((each) => each.route));
    const signedInRoutes = REQUIRED.filter((path) => !isPublic(path));
    expect(withoutRecord.filter((path) => signedInRoutes.includes(path))).toEqual([]);
    expect(signedInRoutes.filter((path) => !walked.has(path))).toEqual([]);
  });

  it('opens every public route without a session as its screen', async () => {
    const browser = await openBrowser();
    try {
      const { page, baseUrl } = browser;
      for (const path of REQUIRED.filter(isPublic)) {
        // The service-unavailable page names where to go back to.
        await page.goto(`${baseUrl}${path === '/service-unavailable' ? `${path}?backTo=%2F` : path}`);
        await page.waitForFunction((route) => document.documentElement.dataset.route === route, path);
        expect(await page.locator('.ant-result-404, .ant-result-403').count(), path).toBe(0);
      }
    } finally {
      await browser.close();
    }
  });
});
