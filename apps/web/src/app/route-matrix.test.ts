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

  it('lists each screen the spec names without a path under its group, for the roles that open it', () => {
    const named: Record<string, AppRoute['menu']> = {
      '/calc/simulator': 'agreements',
      '/budget-type': 'clientsAndProducts',
      '/agreements/frequency-on': 'agreements',
      '/lever/auditeds-products-edit': 'agreements',
      '/trade-agreements-ascertainment/sap-payers': 'agreements',
      '/calc': 'agreements',
    };
    for (const [path, group] of Object.entries(named)) {
      expect(appRoutes.find((route) => route.path === path)?.menu, path).toBe(group);
    }
    const listed = (authorities: string[]) =>
      buildMenu({ routes: appRoutes, authorities, supportDocumentsUrl: null, translate: String })
        .flatMap((entry) => entry.children ?? [])
        .map((entry) => entry.path);
    expect(listed(['ROLE_VISUALIZAR_EDICAO_APURACAO'])).toContain(
      '/trade-agreements-ascertainment/sap-payers',
    );
    expect(listed(['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'])).toContain('/agreements/frequency-on');
    expect(listed(['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'])).not.toContain(
      '/trade-agreements-ascertainment/sap-payers',
    );
    expect(listed(['ROLE_VISUALIZAR_EDICAO_APURACAO'])).not.toContain('/agreements/frequency-on');
  });
});
