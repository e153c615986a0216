import { ascertainmentOnePageCalls } from '@trade-terms/domain/calls/ascertainment-one-page-calls';
import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import { discountsSummaryCalls } from '@trade-terms/domain/calls/discounts-summary-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { discountsSummaryExport } from './ascertainment-discounts';
import { getOnePage } from './ascertainment-one-page';
import { searchPayerConfiguration } from './ascertainment-payer-configuration';
import { getPayerSplit, savePayerSplit } from './ascertainment-payers';

/**
 * The SAP payer configuration of an ascertainment, its one page (`/api/apuracao/`) and the
 * discounts summary (`/api/relatorioresumodescontos/`).
 */
export function ascertainmentPayersAndReportsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, discountsSummaryCalls.export, (request) =>
      discountsSummaryExport(
        db,
        request.body,
        { restrictions: currentUser(request).restricoes, language: requestLanguage(request) },
        context.config.EXPORT_INLINE_MAX_ROWS,
      ),
    );
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
    serveCall(app, ascertainmentPayerCalls.configurationSearch, (request) =>
      searchPayerConfiguration(db, request.body, currentUser(request).restricoes),
    );
  };
}
