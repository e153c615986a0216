import { productsReportCalls } from '@trade-terms/domain/calls/products-report-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { exportProducts, searchProducts } from './products-report-service';

/** `/report-products` (`/api/relatorioProdutos/`). */
export function productsReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const callerOf = (request: Parameters<typeof currentUser>[0]) => ({
      restrictions: currentUser(request).restricoes,
      language: requestLanguage(request),
    });
    serveCall(app, productsReportCalls.search, (request) =>
      searchProducts(db, request.body, callerOf(request)),
    );
    serveCall(app, productsReportCalls.export, (request) =>
      exportProducts(db, request.body, callerOf(request), context.config.EXPORT_INLINE_MAX_ROWS),
    );
  };
}
