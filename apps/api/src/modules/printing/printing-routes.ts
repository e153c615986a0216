import { printingCalls } from '@trade-terms/domain/calls/printing-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { lifecycleCaller } from '../agreements/agreement-caller';
import { agreementPdf } from '../agreements/agreement-document';

/** `impressao/imprimir`: each printable document is built by the module that owns it. */
export function printingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const caller = lifecycleCaller(context);
  return async (app) => {
    serveCall(app, printingCalls.print, (request) => {
      const printer = { ...caller(request), name: currentUser(request).name };
      switch (request.body.documento) {
        case 'ACORDO':
          return agreementPdf(context.database.db, request.body.id, printer);
      }
    });
  };
}
