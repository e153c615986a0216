import { mayOpenRoute, ROUTE_ACCESS } from '@trade-terms/domain/route-access';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { routeMatrixProblems } from './route-matrix';
import { type AppRoute, appRoutes } from './routes';

const EmptyScreen = () => null;
const screen = (path: string, menu?: AppRoute['menu']): AppRoute => ({
  path,
  frame: 'shell',
  title: 'home.title',
  menu,
  lazy: async () => ({ Component: EmptyScreen }),
});

const real = { access: ROUTE_ACCESS, mayOpen: mayOpenRoute };

describe('authorization matrix of the web route table', () => {
  it('walks every client route: a user without its roles neither sees it in the menu nor opens it', () => {
    expect(appRoutes.length).toBeGreaterThan(70);
    expect(routeMatrixProblems({ routes: appRoutes, ...real })).toEqual([]);
  });

  it('fails a route added to the table without a declared access rule', () => {
    const routes = [...appRoutes, screen('/rebate-simulator', 'agreements')];
    expect(routeMatrixProblems({ routes, ...real })).toEqual(['/rebate-simulator: declares no access rule']);
  });

  it('fails a guard that lets a user without the role through', () => {
    const problems = routeMatrixProblems({ routes: appRoutes, ...real, mayOpen: () => true });
    expect(problems).toContain('/user: opened for a user holding every other role');
    expect(problems).toContain('/: opened for a visitor without a session');
  });

  it('fails a menu that lists a screen to a user without its role', () => {
    const problems = routeMatrixProblems({
      routes: appRoutes,
      ...real,
      menuFor: (routes) =>
        buildMenu({
          routes,
          authorities: ['ROLE_EDITAR_USUARIOS'],
          supportDocumentsUrl: null,
          translate: String,
        }),
    });
    expect(problems).toContain('/user: listed in the menu of a user holding every other role');
    expect(problems).toContain(
      '/profile: missing from the menu of a user holding only ROLE_VISUALIZAR_PERFIS',
    );
  });

  it('fails a screen that is public in the table but needs a session in the router, and back', () => {
    const signedInLogin: AppRoute = { ...screen('/login'), frame: 'shell' };
    const publicUsers: AppRoute = { ...screen('/user'), frame: 'public' };
    expect(routeMatrixProblems({ routes: [signedInLogin, publicUsers], ...real })).toEqual([
      '/login: public rule on a signed-in frame',
      '/user: signed-in rule on a public frame',
    ]);
  });
});
