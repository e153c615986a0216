import { paths } from '../../config/paths';

/**
 * The page to return to once the service answers again. backTo arrives in the address, so only
 * an in-app path is followed: anything else, or the service-unavailable or maintenance page
 * itself, leads home.
 */
export function safeBackTo(backTo: string | null): string {
  if (!backTo?.startsWith('/') || backTo.startsWith('//') || backTo.startsWith('/\\'))
    return paths.home.href();
  const target = backTo.split(/[?#]/)[0];
  if (target === paths.serviceUnavailable.path || target === paths.maintenance.path) return paths.home.href();
  return backTo;
}
