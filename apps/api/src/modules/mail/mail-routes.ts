import { mailCalls } from '@trade-terms/domain/calls/mail-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { isMailOutboxReadable } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { isFromThisMachine } from '../../platform/http/client-address';
import { serveCall } from '../../platform/http/serve-call';
import { listOutbox } from './mail-service';

export function mailRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config } = context;
  return async (app) => {
    // Public by its declaration; what keeps it closed is this check (see `mailCalls.outbox`).
    serveCall(app, mailCalls.outbox, (request) => {
      if (!isMailOutboxReadable(config, isFromThisMachine(request))) throw new AppError('NOT_FOUND');
      const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      return listOutbox(context.database.db, origin);
    });
  };
}
