import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { matchPath } from 'react-router';
import type { AppRoute } from './routes';

export interface Crumb {
  /** The address of the crumb; the last crumb is the page itself. */
  href: string;
  title: MessageKey;
}

/**
 * The trail from home to the page: every leading part of the address that is a screen of the
 * route table. Addresses holding /v1 show none (spec, section 2).
 */
export function breadcrumbTrail(pathname: string, routes: readonly AppRoute[]): Crumb[] {
  if (pathname.includes('/v1')) return [];
  const segments = pathname.split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const crumbs: Crumb[] = [];
  for (const prefix of prefixes) {
    const route = routes.find(
      (candidate) => candidate.frame === 'shell' && matchPath(candidate.path, prefix),
    );
    if (route) crumbs.push({ href: prefix, title: prefix === '/' ? 'shell.home' : route.title });
  }
  return crumbs;
}
