import { agreementFrequencyOnCalls } from '@trade-terms/domain/calls/agreement-frequency-on-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { exportFrequencyOn, searchFrequencyOn } from './agreement-frequency-on';

/** The ON frequency grid (`/agreements/frequency-on`). */
export function agreementFrequencyOnRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, agreementFrequencyOnCalls.search, (request) =>
      searchFrequencyOn(db, request.body, currentUser(request).restricoes),
    );
    serveCall(app, agreementFrequencyOnCalls.export, (request) =>
      exportFrequencyOn(
        db,
        request.body,
        { restrictions: currentUser(request).restricoes, language: requestLanguage(request) },
        context.config.EXPORT_INLINE_MAX_ROWS,
      ),
    );
  };
}
