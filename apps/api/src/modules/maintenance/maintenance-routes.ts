import { maintenanceCalls } from '@trade-terms/domain/calls/maintenance-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import type { MaintenanceSwitch } from './maintenance-service';

/** Maintenance mode: its public status, and the administrators' switch. */
export function maintenanceRoutes(maintenance: MaintenanceSwitch): FastifyPluginAsyncZod {
  return async (app) => {
    serveCall(app, maintenanceCalls.status, () => maintenance.current());

    serveCall(app, maintenanceCalls.activate, (request) =>
      maintenance.activate(currentUser(request).id, request.body),
    );

    serveCall(app, maintenanceCalls.deactivate, (request) => maintenance.deactivate(currentUser(request).id));
  };
}
