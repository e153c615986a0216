import { ALL_ROLES } from '@trade-terms/domain/permissions';
import type { RouteAccessRule } from '@trade-terms/domain/route-access';
import { buildMenu, type MenuEntry } from './menu';
import type { AppRoute } from './routes';

/**
 * The client half of the authorization matrix: for every route of a route table, who may open
 * it and who sees it in the side menu, checked against the access rule the route declares.
 */
export interface RouteMatrixInput {
  routes: readonly AppRoute[];
  /** The declared rules, by route path (the domain's ROUTE_ACCESS). */
  access: Readonly<Record<string, RouteAccessRule>>;
  /** The route guard's decision (the domain's mayOpenRoute). */
  mayOpen: (path: string, authorities: readonly string[] | null) => boolean;
  /** The side menu for a user (defaults to the shell's own menu builder). */
  menuFor?: (routes: readonly AppRoute[], authorities: readonly string[]) => MenuEntry[];
}

function shellMenu(routes: readonly AppRoute[], authorities: readonly string[]): MenuEntry[] {
  return buildMenu({ routes, authorities, supportDocumentsUrl: null, translate: (key) => key });
}

function menuPaths(entries: readonly MenuEntry[]): Set<string> {
  const found = new Set<string>();
  const walk = (nodes: readonly MenuEntry[]) => {
    for (const node of nodes) {
      if (node.path) found.add(node.path);
      if (node.children) walk(node.children);
    }
  };
  walk(entries);
  return found;
}

/** Every way the route table and its rules disagree; an empty list means the matrix holds. */
export function routeMatrixProblems({
  routes,
  access,
  mayOpen,
  menuFor = shellMenu,
}: RouteMatrixInput): string[] {
  const problems: string[] = [];
  const shownTo = (authorities: readonly string[]) => menuPaths(menuFor(routes, authorities));
  const expectOpen = (route: AppRoute, authorities: readonly string[] | null, who: string) => {
    if (!mayOpen(route.path, authorities)) problems.push(`${route.path}: refused to ${who}`);
  };
  const expectRefused = (route: AppRoute, authorities: readonly string[] | null, who: string) => {
    if (mayOpen(route.path, authorities)) problems.push(`${route.path}: opened for ${who}`);
    if (authorities && shownTo(authorities).has(route.path))
      problems.push(`${route.path}: listed in the menu of ${who}`);
  };
  const expectListed = (route: AppRoute, authorities: readonly string[], who: string) => {
    if (route.menu && !shownTo(authorities).has(route.path))
      problems.push(`${route.path}: missing from the menu of ${who}`);
  };

  for (const route of routes) {
    const rule = Object.hasOwn(access, route.path) ? access[route.path] : undefined;
    if (!rule) {
      problems.push(`${route.path}: declares no access rule`);
      // Undeclared routes must still be refused to everyone, whatever the table says.
      expectRefused(route, ALL_ROLES, 'a user holding every role');
      continue;
    }
    if ('public' in rule) {
      if (route.frame !== 'public') problems.push(`${route.path}: public rule on a signed-in frame`);
      expectOpen(route, null, 'a visitor without a session');
      continue;
    }
    if (route.frame === 'public') problems.push(`${route.path}: signed-in rule on a public frame`);
    expectRefused(route, null, 'a visitor without a session');
    if ('open' in rule) {
      expectOpen(route, [], 'a signed-in user without roles');
      expectListed(route, [], 'a signed-in user without roles');
      continue;
    }
    if (rule.roles.length === 0) {
      problems.push(`${route.path}: declares an empty role list`);
      continue;
    }
    const withoutTheRoles = ALL_ROLES.filter((role) => !rule.roles.includes(role));
    expectRefused(route, withoutTheRoles, 'a user holding every other role');
    expectRefused(route, [], 'a signed-in user without roles');
    for (const role of rule.roles) {
      expectOpen(route, [role], `a user holding only ${role}`);
      expectListed(route, [role], `a user holding only ${role}`);
    }
  }
  return problems;
}
