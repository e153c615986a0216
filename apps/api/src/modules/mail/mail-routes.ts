import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isMailOutboxReadable } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { isFromThisMachine } from '../../platform/http/client-address';
import { listOutbox } from './mail-service';

const ZOutboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function mailRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config } = context;
  return async (app) => {
    app.get(
      '/desenvolvimento/caixaSaida',
      {
        // Public on purpose, and only outside production without SMTP: it is how a newcomer
        // reads the password link of a user who cannot sign in yet. It answers a client at this
        // machine only (unless opened on purpose): from the network it would hand out any
        // user's reset link.
        config: { access: { public: true } },
        schema: {
          summary: 'Latest e-mails of the outbox (development, without SMTP, from this machine only)',
          tags: ['mail'],
          response: { 200: z.array(ZOutboxEntrySchema) },
        },
      },
      async (request) => {
        if (!isMailOutboxReadable(config, isFromThisMachine(request))) throw new AppError('NOT_FOUND');
        const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        return listOutbox(context.database.db, origin);
      },
    );
  };
}
