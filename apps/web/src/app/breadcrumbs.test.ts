import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';
import { type AppRoute, appRoutes } from './routes';

const EmptyScreen = () => null;

const screen = (path: string, title: AppRoute['title']): AppRoute => ({
  path,
  frame: 'shell',
  title,
  lazy: async () => ({ Component: EmptyScreen }),
});

const ROUTES = [
  screen('/', 'home.title'),
  screen('/sandbox', 'sandbox.title'),
  screen('/sandbox/styleguide', 'sandbox.styleguide'),
  screen('/user/edit/:id', 'editRequest.title'),
  { ...screen('/login', 'login.title'), frame: 'public' as const },
];

describe('breadcrumbs', () => {
  it('lead from home through every screen of the address', () => {
    expect(breadcrumbTrail('/sandbox/styleguide', ROUTES)).toEqual([
      { href: '/', title: 'shell.home' },
      { href: '/sandbox', title: 'sandbox.title' },
      { href: '/sandbox/styleguide', title: 'sandbox.styleguide' },
    ]);
  });

  it('match screens with parameters and skip parts that are no screen', () => {
    expect(breadcrumbTrail('/user/edit/7', ROUTES).map((crumb) => crumb.href)).toEqual(['/', '/user/edit/7']);
  });

  it('show only home on the home page', () => {
    expect(breadcrumbTrail('/', ROUTES)).toEqual([{ href: '/', title: 'shell.home' }]);
  });

  it('are left out on addresses holding /v1', () => {
    expect(breadcrumbTrail('/sandbox/v1/styleguide', ROUTES)).toEqual([]);
    expect(breadcrumbTrail('/v1', ROUTES)).toEqual([]);
  });

  it('name a fixed screen under a screen with a parameter by its own title, in the app’s route table', () => {
    expect(breadcrumbTrail('/counting/distribute-money', appRoutes).map((crumb) => crumb.title)).toEqual([
      'shell.home',
      'folderCounting.title',
      'folderDistribution.title',
    ]);
    expect(breadcrumbTrail('/counting/assignActions', appRoutes).at(-1)?.title).toBe(
      'folderAssignment.title',
    );
    expect(breadcrumbTrail('/counting/7', appRoutes).at(-1)?.title).toBe('folderCounting.title');
  });
});
