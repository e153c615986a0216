import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { getPayerSplit, savePayerSplit } from './ascertainment-payers';

/** The SAP payer configuration of an ascertainment (`/api/apuracao/*PagadoresSap`). */
export function ascertainmentPayerRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, ascertainmentPayerCalls.get, (request) => {
      const user = currentUser(request);
      return getPayerSplit(db, request.body.id, { id: user.id, restrictions: user.restricoes });
    });
    serveCall(app, ascertainmentPayerCalls.save, (request) => {
      const user = currentUser(request);
      return savePayerSplit(db, request.body, { id: user.id, restrictions: user.restricoes });
    });
  };
}
