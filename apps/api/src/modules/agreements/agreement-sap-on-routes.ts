import { agreementSapOnCalls } from '@trade-terms/domain/calls/agreement-sap-on-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { serveCall } from '../../platform/http/serve-call';
import { lifecycleCaller } from './agreement-caller';
import { exportSapOn, importSapOn } from './agreement-sap-on-file';
import { findSapOnLevers, saveSapOn } from './agreement-sap-on-service';

/** ON agreements in SAP (`/agreements/agreementsOn-edit`). */
export function agreementSapOnRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const caller = lifecycleCaller(context);
  const maxRows = context.config.EXPORT_INLINE_MAX_ROWS;
  return async (app) => {
    serveCall(app, agreementSapOnCalls.search, (request) =>
      findSapOnLevers(db, request.body, caller(request)),
    );
    serveCall(app, agreementSapOnCalls.export, (request) =>
      exportSapOn(db, request.body, caller(request), maxRows),
    );
    serveCall(
      app,
      agreementSapOnCalls.import,
      (request) => importSapOn(context, request.body, caller(request)),
      {
        bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES),
      },
    );
    serveCall(app, agreementSapOnCalls.save, (request) => saveSapOn(db, request.body, caller(request)));
  };
}
