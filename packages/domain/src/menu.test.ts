import { describe, expect, it } from 'vitest';
import { type MenuNode, visibleMenu } from './menu';
import { mayOpenRoute } from './route-access';

const MENU: MenuNode[] = [
  { key: 'dashboards', children: [{ key: 'home', path: '/' }] },
  {
    key: 'administration',
    children: [
      { key: 'users', path: '/user' },
      { key: 'sandbox', path: '/sandbox' },
    ],
  },
  { key: 'reports', permissions: ['ROLE_RELATORIO_FINANCEIRO'] },
  { key: 'support', children: [{ key: 'changePassword', openToAll: true }] },
  { key: 'empty-group', children: [] },
  { key: 'logout', openToAll: true },
];

const keys = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) => (node.children ? { [node.key]: keys([...node.children]) } : node.key));

describe('visible side menu', () => {
  it('hides an entry whose route the user may not open, and a group left empty', () => {
    const shown = visibleMenu(MENU, ['ROLE_VISUALIZAR_DASHBOARD'], (path) =>
      mayOpenRoute(path, ['ROLE_VISUALIZAR_DASHBOARD']),
    );
    expect(keys(shown)).toEqual([{ dashboards: ['home'] }, { support: ['changePassword'] }, 'logout']);
  });

  it('shows an entry without a path to a holder of one of its permissions', () => {
    const authorities = ['ROLE_RELATORIO_FINANCEIRO', 'ROLE_ACESSAR_SANDBOX'];
    const shown = visibleMenu(MENU, authorities, (path) => mayOpenRoute(path, authorities));
    expect(keys(shown)).toEqual([
      { administration: ['sandbox'] },
      'reports',
      { support: ['changePassword'] },
      'logout',
    ]);
  });
});
