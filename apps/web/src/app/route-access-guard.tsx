import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Outlet, useMatches } from 'react-router';
import { NotAuthorizedResult } from '../components/not-authorized-result';
import { paths } from '../config/paths';
import { signedInUser } from '../platform/session';
import { isRouteHandle } from './route-handle';

/**
 * Shows the matched screen only when the token holds one of its route's roles (the domain's
 * ROUTE_ACCESS); otherwise the not-authorized page, or the screen's own refusal text.
 */
export function RouteAccessGuard() {
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const authorities = signedInUser()?.authorities ?? [];
  if (route && !mayOpenRoute(route.path, authorities)) {
    return (
      <NotAuthorizedResult
        message={route.deniedMessage ?? 'shell.notAuthorized'}
        homeLink={route.path !== paths.home.path}
      />
    );
  }
  return <Outlet />;
}
