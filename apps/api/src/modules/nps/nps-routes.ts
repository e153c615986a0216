import { npsCalls } from '@trade-terms/domain/calls/nps-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { hasAnsweredNps, saveNpsAnswer } from './nps-service';

/** The NPS survey (spec, sections 2 and 7), under the user calls' path as the spec names them. */
export function npsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, npsCalls.saveAnswer, async (request, reply) => {
      await saveNpsAnswer(db, currentUser(request).id, request.body);
      return reply.status(201).send(successEnvelope(request, 'nps.saved'));
    });

    serveCall(app, npsCalls.answered, (request) => {
      const caller = currentUser(request);
      if (request.query.userId !== caller.id) throw new AppError('FORBIDDEN');
      return hasAnsweredNps(db, caller.id);
    });
  };
}
