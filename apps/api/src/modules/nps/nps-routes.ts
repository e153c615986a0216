import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { ZNpsAnsweredQuerySchema, ZNpsAnswerSchema } from '@trade-terms/domain/nps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { successEnvelope } from '../../platform/http/success-message';
import { hasAnsweredNps, saveNpsAnswer } from './nps-service';

/** The NPS survey (spec, sections 2 and 7), under the user calls' path as the spec names them. */
export function npsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/usuario/salvarPesquisaNps',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: "Saves the caller's NPS answer (0-10 rating, optional comment); once per user",
          tags: ['nps'],
          body: ZNpsAnswerSchema,
          response: { 201: ZMessageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await saveNpsAnswer(db, currentUser(request).id, request.body);
        return reply.status(201).send(successEnvelope(request, 'nps.saved'));
      },
    );

    app.get(
      '/usuario/respondeuNps',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: 'Whether the user answered the NPS survey; a user may ask only about themselves',
          tags: ['nps'],
          querystring: ZNpsAnsweredQuerySchema,
          response: { 200: z.boolean() },
        },
      },
      async (request) => {
        const caller = currentUser(request);
        if (request.query.idUsuario !== caller.id) throw new AppError('FORBIDDEN');
        return hasAnsweredNps(db, caller.id);
      },
    );
  };
}
