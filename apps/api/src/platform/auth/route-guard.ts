import type { CallAccess, CallDeclaration } from '@trade-terms/domain/calls/call';
import { keepsWorkingDuringMaintenance } from '@trade-terms/domain/maintenance-status';
import { holdsAnyRole } from '@trade-terms/domain/permissions';
import type { TAccessTokenClaims, TRestrictions } from '@trade-terms/domain/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccessTokens } from './access-token';

/** The generated API documentation is public: it describes calls, it holds no data. */
export const API_DOCS_PREFIX = '/api/docs';

export type RouteAccess = CallAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was served from (`serveCall`); an /api route without one is refused. */
    call?: CallDeclaration;
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: TAccessTokenClaims | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it, by `METHOD /url`: tests walk it to prove the guard. */
    accessRules: Map<string, RouteAccess>;
  }
}

/** The signed-in user of a guarded route; the guard has already refused calls without one. */
export function currentUser(request: FastifyRequest): TAccessTokenClaims {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/**
 * The data restrictions of the signed-in user's profile, as the verified token carries them;
 * queries apply them through `platform/db/data-restrictions.ts`.
 */
export function callerRestrictions(request: FastifyRequest): TRestrictions {
  return currentUser(request).restricoes;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Whether the user a valid token names may still act under it: still active, their sessions not
 * ended since the token was issued. Kept by the users module; asked on every guarded call.
 */
export type SessionCheck = (userId: number, session: number) => Promise<boolean>;

/**
 * The refusal of calls while maintenance mode is on (its message and expected end), null while
 * it is off. Kept by the maintenance module; asked on every call, so its reading is cached.
 */
export type MaintenanceRefusal = () => Promise<AppError | null>;

/**
 * Every /api route is served from its call declaration (`serveCall`), which states who may call
 * it: `public: true`, or `roles` (an empty list means any signed-in user). A route registered
 * any other way is refused when it is registered, so nothing is left open by forgetting and no
 * call exists that the catalogue does not list.
 */
export function registerRouteGuard(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessionValid: SessionCheck,
  maintenanceRefusal: MaintenanceRefusal,
): void {
  app.decorateRequest('user', null);
  const accessRules = new Map<string, RouteAccess>();
  app.decorate('accessRules', accessRules);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...route.config, access: { public: true } };
      return;
    }
    const access = route.config?.call?.access;
    if (!access || (!access.public && !Array.isArray(access.roles))) {
      throw new Error(`Route ${route.method} ${route.url} must be served from its call declaration`);
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) accessRules.set(`${method} ${route.url}`, access);
  });

  const refuseDuringMaintenance = async () => {
    const refusal = await maintenanceRefusal();
    if (refusal) throw refusal;
  };

  app.addHook('onRequest', async (request) => {
    const { access, call } = request.routeOptions.config;
    // Unmatched URLs (404) and the web client's files carry no access rule.
    if (!access) return;
    const heldByMaintenance = !call?.openDuringMaintenance;
    if (access.public) {
      // Public calls that change something (access requests, password resets) wait too.
      if (heldByMaintenance) await refuseDuringMaintenance();
      return;
    }
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const { claims, session } = await tokens.verify(token);
    if (!(await sessionValid(claims.id, session))) throw new AppError('UNAUTHORIZED');
    request.user = claims;
    if (heldByMaintenance && !keepsWorkingDuringMaintenance(claims.authorities)) {
      await refuseDuringMaintenance();
    }
    if (!holdsAnyRole(request.user.authorities, access.roles)) throw new AppError('FORBIDDEN');
  });
}
