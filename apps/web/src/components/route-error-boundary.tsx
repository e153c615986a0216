import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isLazyLoadFailure, mayReloadAgain } from '../platform/lazy-load-failure';
import { CrashPage } from './crash-page';
import { PageLoader } from './page-loader';

const LAST_RELOAD_KEY = 'lazyLoadReloadAt';

function lastReloadAt(): number | null {
  const stored = sessionStorage.getItem(LAST_RELOAD_KEY);
  return stored ? Number(stored) : null;
}

/**
 * A screen whose files failed to download reloads the page once; any other failure, or a
 * second download failure, shows the crash page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reloading = isLazyLoadFailure(error) && mayReloadAgain(lastReloadAt(), Date.now());

  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [reloading]);

  if (reloading) return <PageLoader />;
  return <CrashPage error={error} />;
}
