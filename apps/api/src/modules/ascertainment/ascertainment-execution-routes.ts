import { ascertainmentExecutionCalls } from '@trade-terms/domain/calls/ascertainment-execution-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { executionExport, searchExecution } from './ascertainment-execution';

/** The execution (achievement per lever line) of the ascertainments (`/api/apuracao/`). */
export function ascertainmentExecutionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, ascertainmentExecutionCalls.search, (request) =>
      searchExecution(db, request.body, currentUser(request).restricoes),
    );
    serveCall(app, ascertainmentExecutionCalls.export, (request) =>
      executionExport(
        db,
        request.body,
        { restrictions: currentUser(request).restricoes, language: requestLanguage(request) },
        context.config.EXPORT_INLINE_MAX_ROWS,
      ),
    );
  };
}
