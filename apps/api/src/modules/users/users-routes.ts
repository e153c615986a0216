import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { usersAccessRoutes } from './users-access-routes';
import { usersAccountRoutes } from './users-account-routes';
import { usersAdminRoutes } from './users-admin-routes';
import { usersExportRoutes } from './users-export-routes';
import type { UsersNeighbours } from './users-neighbours';

/** The `usuario/` calls, by concern: own account, administration, access decisions, export. */
export function usersRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(usersAccountRoutes(context, neighbours));
    await app.register(usersAdminRoutes(context, neighbours));
    await app.register(usersAccessRoutes(context, neighbours));
    await app.register(usersExportRoutes(context));
  };
}
