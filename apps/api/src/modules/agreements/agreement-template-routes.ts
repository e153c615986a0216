import { AGREEMENT_TEMPLATE_KIND } from '@trade-terms/domain/agreement-template';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { previewPage } from '../imports-exports/sheet-uploads';
import { lifecycleCaller } from './agreement-caller';
import { exportTemplate } from './agreement-template-export';
import { applyTemplate, previewTemplate } from './agreement-template-import';

/**
 * The agreements' massive template (`/contrato/`): its export under the list's filters, and its
 * upload, preview and apply.
 */
export function agreementTemplateRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const caller = lifecycleCaller(context);
  const requesterOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
  };
  return async (app) => {
    serveCall(app, agreementCalls.templateExport, async (request, reply) => {
      const answer = await exportTemplate(context, request.body, {
        ...caller(request),
        requester: requesterOf(request),
      });
      if (!('queued' in answer)) return answer;
      return reply.status(202).send({
        id: answer.queued.id,
        ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.exportQueued' }]),
      });
    });
    serveCall(
      app,
      agreementCalls.templatePreview,
      (request) => {
        const user = caller(request);
        return previewTemplate(context, request.body, requesterOf(request), user, user.language);
      },
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );
    serveCall(app, agreementCalls.templatePreviewRows, (request) =>
      previewPage(db, AGREEMENT_TEMPLATE_KIND, request.body, currentUser(request).id),
    );
    serveCall(app, agreementCalls.templateApply, async (request, reply) => {
      const job = await applyTemplate(
        context,
        request.body.id,
        requesterOf(request),
        caller(request).language,
      );
      return reply.status(202).send({
        id: job.id,
        ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
      });
    });
  };
}
