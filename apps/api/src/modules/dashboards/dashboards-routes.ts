import { dashboardCalls } from '@trade-terms/domain/calls/dashboards-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { homeDashboard } from './home-dashboard-service';

/** The home dashboard (`/`). */
export function dashboardsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, dashboardCalls.home, (request) => {
      const user = currentUser(request);
      const caller = {
        id: user.id,
        authorities: user.authorities,
        restrictions: user.restricoes,
        today: calendarDateIn(context.config.BUSINESS_TIME_ZONE),
      };
      return homeDashboard(db, caller, request.body.competence);
    });
  };
}
