import { signatureCalls } from '@trade-terms/domain/calls/signatures-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { lifecycleCaller } from '../agreements/agreement-caller';
import { exportSignature, importSignature, listSignatures, removeSignature } from './signatures-service';

export function signaturesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const caller = lifecycleCaller(context);
  const uploadLimit = uploadBodyLimit(context.config.UPLOAD_MAX_BYTES);
  return async (app) => {
    serveCall(
      app,
      signatureCalls.import,
      (request) => importSignature(context, request.body, caller(request)),
      {
        bodyLimit: uploadLimit,
      },
    );
    serveCall(app, signatureCalls.list, (request) =>
      listSignatures(context, request.body.id, caller(request)),
    );
    serveCall(app, signatureCalls.export, async (request, reply) =>
      sendFileAnswer(reply, await exportSignature(context, request.body.id, caller(request))),
    );
    serveCall(app, signatureCalls.remove, async (request) => {
      await removeSignature(context, request.body.id, caller(request));
      return successEnvelope(request, 'success.removed');
    });
  };
}
