import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { loginState } from '../features/session/wanted-path';
import {
  setMaintenanceHandler,
  setServiceUnavailableHandler,
  setSessionExpiredHandler,
} from '../platform/http-client';
import { i18nReady } from '../platform/i18n';
import { maintenanceStatusKey } from '../platform/maintenance-status';
import { AppProvider } from './provider';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

const router = createAppRouter();

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login.href(), { replace: true, state: loginState(router.state.location) });
});

setServiceUnavailableHandler((backTo) => {
  void router.navigate(paths.serviceUnavailable.href(backTo), { replace: true });
});

setMaintenanceHandler((backTo) => {
  // The page reads the switch afresh: the reading kept may be from before it was switched on.
  void queryClient.invalidateQueries({ queryKey: maintenanceStatusKey });
  void router.navigate(paths.maintenance.href(backTo), { replace: true });
});

// A service worker left by an earlier front end on this origin would keep serving stale files.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Rendered once the stored language's texts are there, so a visit in English does not flash
// Portuguese first.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
