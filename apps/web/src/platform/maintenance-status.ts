import { useQuery } from '@tanstack/react-query';
import { maintenanceStatusCall } from '@trade-terms/domain/calls/maintenance-status-call';
import { isHeldByMaintenance, type TMaintenanceStatus } from '@trade-terms/domain/maintenance-status';
import { appSettings } from './app-settings';
import { callApi } from './call-api';
import { signedInUser } from './session';

export const maintenanceStatusKey = ['maintenance', 'status'] as const;

/**
 * Whether maintenance mode is on, asked again every `maintenancePollSeconds` (a server setting,
 * short in the browser tests) by every page that shows it: the gate of every route, the
 * maintenance page, the sign-in page and the shell's banner share this one query.
 */
export function useMaintenanceStatus() {
  return useQuery({
    queryKey: maintenanceStatusKey,
    queryFn: ({ signal }) => callApi(maintenanceStatusCall, undefined, { signal, quiet: true }),
    refetchInterval: appSettings().maintenancePollSeconds * 1000,
  });
}

/** Whether the reader of this page (signed in or not) waits on the maintenance page. */
export function isReaderHeld(status: TMaintenanceStatus): boolean {
  return isHeldByMaintenance(status, signedInUser()?.authorities ?? null);
}

/** The expected end as the reader's language writes a date and time, in the browser's zone. */
export function displayMaintenanceEnd(instant: string, language: string): string {
  return new Date(instant).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });
}
