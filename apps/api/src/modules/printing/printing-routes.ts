import { ASCERTAINMENT_VIEW_ROLES } from '@trade-terms/domain/calls/ascertainment-one-page-calls';
import { printingCalls, VIEW_AGREEMENTS } from '@trade-terms/domain/calls/printing-calls';
import { holdsAnyRole } from '@trade-terms/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { serveCall } from '../../platform/http/serve-call';
import { lifecycleCaller } from '../agreements/agreement-caller';
import { agreementPdf } from '../agreements/agreement-document';
import { onePagePdf } from '../ascertainment/ascertainment-one-page';

/**
 * `impressao/imprimir`: each printable document is built by the module that owns it, for the
 * holders of that module's view roles (the call admits either set; each document checks its own).
 */
export function printingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const caller = lifecycleCaller(context);
  return async (app) => {
    serveCall(app, printingCalls.print, (request) => {
      const printer = { ...caller(request), name: currentUser(request).name };
      const { document, id } = request.body;
      const roles = document === 'ACORDO' ? VIEW_AGREEMENTS : ASCERTAINMENT_VIEW_ROLES;
      if (!holdsAnyRole(printer.roles, roles)) throw new AppError('FORBIDDEN');
      return document === 'ACORDO'
        ? agreementPdf(context.database.db, id, printer)
        : onePagePdf(context.database.db, id, printer);
    });
  };
}
