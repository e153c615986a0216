import { paths } from '../../config/paths';

interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** What /login receives in the history state so it can return the user where they were going. */
export interface LoginState {
  from: PathParts;
}

export function loginState(location: PathParts): LoginState {
  return { from: { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '' } };
}

/**
 * Where to go after signing in. History state can hold anything a previous page put there, so
 * only an in-app path other than /login is taken; anything else leads home.
 */
export function wantedPath(state: unknown): string {
  const from = (state as Partial<LoginState> | null | undefined)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return paths.home.href();
  }
  if (pathname === paths.login.path) return paths.home.href();
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
