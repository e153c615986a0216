import type { Role } from '../permissions';
import { ROUTE_ACCESS } from '../route-access';
import { type CallDeclaration, callKey } from './call';
import { CALL_CATALOGUE } from './catalogue';

/** What a role opens: the screens (client routes) and the API calls that accept it. */
export interface PermissionUses {
  routes: string[];
  calls: string[];
}

function acceptsRole(access: CallDeclaration['access'], role: Role): boolean {
  return !access.public && access.roles.includes(role);
}

/**
 * The permission catalogue's "which routes and calls need it", read from the route table and the
 * call declarations themselves, so the answer cannot drift from what the guards enforce.
 */
export function permissionUses(role: Role): PermissionUses {
  return {
    routes: Object.entries(ROUTE_ACCESS)
      .filter(([, rule]) => 'roles' in rule && rule.roles.includes(role))
      .map(([path]) => path),
    calls: CALL_CATALOGUE.filter((call) => acceptsRole(call.access, role)).map(callKey),
  };
}
