import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuEntry } from './menu';
import type { AppRoute } from './routes';

const EmptyScreen = () => null;

const screen = (path: string, title: AppRoute['title'], menu?: AppRoute['menu']): AppRoute => ({
  path,
  frame: 'shell',
  title,
  menu,
  lazy: async () => ({ Component: EmptyScreen }),
});

const ROUTES = [
  screen('/', 'home.title', 'dashboards'),
  screen('/sandbox', 'sandbox.title', 'administration'),
  screen('/sandbox/styleguide', 'sandbox.styleguide'),
  // Titles chosen so that table order and alphabetical order differ.
  screen('/sku', 'outbox.title', 'clientsAndProducts'),
  screen('/customer', 'forgotPassword.title', 'clientsAndProducts'),
];

const TITLES: Record<string, string> = { 'outbox.title': 'SKU', 'forgotPassword.title': 'Clientes SAP' };
const outline = (entries: MenuEntry[]): unknown[] =>
  entries.map((entry) => (entry.children ? { [entry.key]: outline(entry.children) } : entry.key));

describe('side menu', () => {
  it('lists the groups in the spec order, Support with its actions, Logout last', () => {
    const menu = buildMenu({
      routes: ROUTES,
      authorities: ALL_ROLES,
      supportDocumentsUrl: 'https://docs.example.com',
      translate: (key) => TITLES[key] ?? key,
    });
    expect(outline(menu)).toEqual([
      { 'group:dashboards': ['/'] },
      { 'group:administration': ['/sandbox'] },
      { 'group:clientsAndProducts': ['/customer', '/sku'] },
      { 'group:support': ['changePassword', 'editRequest', 'supportDocuments'] },
      'logout',
    ]);
  });

  it('hides what the user may not open, and groups left empty', () => {
    const menu = buildMenu({
      routes: ROUTES,
      authorities: ['ROLE_VISUALIZAR_DASHBOARD'],
      supportDocumentsUrl: null,
      translate: (key) => key,
    });
    expect(outline(menu)).toEqual([
      { 'group:dashboards': ['/'] },
      { 'group:support': ['changePassword', 'editRequest'] },
      'logout',
    ]);
  });
});
