import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useMatches,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { paths } from '../config/paths';
import { isBrowserAllowed } from '../features/browser-support/browser-check';
import { isReaderHeld, useMaintenanceStatus } from '../platform/maintenance-status';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { type AppRoute, appRoutes } from './routes';
import { loadToasts } from './toast-host';

/**
 * Names the shown screen in the window's title, and marks the page with its route
 * (`<html data-route>`): a screen is downloaded on first use, so whoever drives the page (the
 * browser tests, a support tool) can tell the new screen from the one still shown meanwhile.
 */
function useScreenMarks(): void {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle?.title;
  const route = handle?.path;
  useEffect(() => {
    document.title = title ? `${t(title)} | ${t('app.name')}` : t('app.name');
  }, [t, title]);
  useEffect(() => {
    if (route) document.documentElement.dataset.route = route;
    else delete document.documentElement.dataset.route;
  }, [route]);
}

/**
 * Pages still shown while maintenance mode is on: the maintenance page itself, sign-in (an
 * administrator must get in; it shows the notice), and the pages about the service and browser.
 */
const OPEN_DURING_MAINTENANCE = new Set<string>([
  paths.maintenance.path,
  paths.login.path,
  paths.serviceUnavailable.path,
  paths.invalidBrowser.path,
]);

function RootLayout() {
  useScreenMarks();
  const location = useLocation();
  const maintenance = useMaintenanceStatus();
  // Checked once per page load: the browser does not change under a running page.
  const [browserAllowed] = useState(() =>
    isBrowserAllowed({ userAgent: navigator.userAgent, search: location.search, storage: sessionStorage }),
  );
  if (!browserAllowed && location.pathname !== paths.invalidBrowser.path) {
    return <Navigate to={paths.invalidBrowser.href()} replace />;
  }
  if (maintenance.data && isReaderHeld(maintenance.data) && !OPEN_DURING_MAINTENANCE.has(location.pathname)) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.maintenance.href(here)} replace />;
  }
  return <Outlet />;
}

/** Rethrows, while rendering, the failure to download a screen, so its error boundary sees it. */
function ScreenLoadFailure({ error }: { error: unknown }): never {
  throw error;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { path: route.path, title: route.title, deniedMessage: route.deniedMessage };
  return {
    path: route.path,
    // A rejected `lazy` leaves React Router rendering nothing at all; a screen that throws
    // reaches the route's error boundary, which reloads once or shows the crash page.
    lazy: () => route.lazy().catch((error: unknown) => ({ element: <ScreenLoadFailure error={error} /> })),
    handle,
    // A failing screen shows the crash page inside its frame, so the top bar stays usable.
    ErrorBoundary: RouteErrorBoundary,
  };
}

/** A frame's chunk with the toasts; a failure to download reaches the error boundary. */
function frameChunk(component: Promise<ComponentType>): Promise<Pick<RouteObject, 'Component' | 'element'>> {
  return Promise.all([component, loadToasts()])
    .then(([Component]) => ({ Component }))
    .catch((error: unknown) => ({ element: <ScreenLoadFailure error={error} /> }));
}

const framed = (frame: AppRoute['frame']) =>
  appRoutes.filter((route) => route.frame === frame).map(toRouteObject);

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...framed('public'),
        {
          // The frames after sign-in, and the component library with them, are kept out of what
          // /login downloads; the toasts load with them and stay at the root from then on.
          lazy: () => frameChunk(import('./bare-frame').then((m) => m.BareFrame)),
          ErrorBoundary: RouteErrorBoundary,
          children: framed('bare'),
        },
        {
          // The shell: menu, top bar, calendar panel.
          lazy: () => frameChunk(import('./signed-in-shell').then((m) => m.SignedInShell)),
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...framed('shell'),
            // Paths of modules not built yet, and mistyped ones, answer inside the shell.
            {
              path: '*',
              lazy: () =>
                import('../components/not-found-result').then((m) => ({ Component: m.NotFoundResult })),
            },
          ],
        },
      ],
    },
  ]);
}
