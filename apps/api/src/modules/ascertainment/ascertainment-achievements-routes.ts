import { ascertainmentAchievementsCalls } from '@trade-terms/domain/calls/ascertainment-achievements-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import {
  achievementsExport,
  importAchievements,
  saveAchievements,
  searchAchievements,
} from './ascertainment-achievements';

function callerOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
}

/** The typed achievements of `/trade-agreements-ascertainment/achievements-edit` (`/api/apuracao/`). */
export function ascertainmentAchievementsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, ascertainmentAchievementsCalls.search, (request) =>
      searchAchievements(db, request.body, currentUser(request).restricoes),
    );
    serveCall(app, ascertainmentAchievementsCalls.export, (request) =>
      achievementsExport(
        db,
        request.body,
        { restrictions: currentUser(request).restricoes, language: requestLanguage(request) },
        context.config.EXPORT_INLINE_MAX_ROWS,
      ),
    );
    // Both answer the job and the spec's "3 to 5 minutes".
    const queued = (request: FastifyRequest, id: string) => ({
      id,
      ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'achievementsEdit.saving' }]),
    });
    serveCall(app, ascertainmentAchievementsCalls.save, async (request, reply) => {
      const job = await saveAchievements(context, request.body, callerOf(request), requestLanguage(request));
      return reply.status(202).send(queued(request, job.id));
    });
    serveCall(
      app,
      ascertainmentAchievementsCalls.import,
      async (request, reply) => {
        const job = await importAchievements(
          context,
          request.body,
          callerOf(request),
          requestLanguage(request),
        );
        return reply.status(202).send(queued(request, job.id));
      },
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );
  };
}
