import { reconciliationCalls } from '@trade-terms/domain/calls/reconciliation-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { searchInconsistencies } from './inconsistencies-dashboard';
import { getReconciliation, overrideFinding } from './reconciliation-service';

/** The reconciliation gate of ascertainments and `/inconsistencies-dashboard`. */
export function reconciliationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const tolerance = context.config.RECONCILIATION_TOLERANCE_PERCENT;
  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
  };
  return async (app) => {
    serveCall(app, reconciliationCalls.get, (request) =>
      getReconciliation(db, request.body.id, callerOf(request), tolerance),
    );
    serveCall(app, reconciliationCalls.override, async (request) => {
      const caller = callerOf(request);
      await overrideFinding(db, request.body, caller);
      return getReconciliation(db, request.body.id, caller, tolerance);
    });
    serveCall(app, reconciliationCalls.dashboard, (request) =>
      searchInconsistencies(db, request.body, currentUser(request).restricoes),
    );
  };
}
