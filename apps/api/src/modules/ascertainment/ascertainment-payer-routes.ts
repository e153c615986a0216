import { ascertainmentOnePageCalls } from '@trade-terms/domain/calls/ascertainment-one-page-calls';
import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { getOnePage } from './ascertainment-one-page';
import { getPayerSplit, savePayerSplit } from './ascertainment-payers';

/** The SAP payer configuration of an ascertainment and its one page (`/api/apuracao/`). */
export function ascertainmentPayerRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, ascertainmentOnePageCalls.get, (request) =>
      getOnePage(db, request.body.id, {
        restrictions: currentUser(request).restricoes,
        today: calendarDateIn(context.config.BUSINESS_TIME_ZONE),
      }),
    );
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
