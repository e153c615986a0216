import { ascertainmentEvidenceCalls } from '@trade-terms/domain/calls/ascertainment-evidence-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { downloadEvidence, importEvidence, listEvidence, removeEvidence } from './ascertainment-evidence';

/** The evidence files of ascertainments (`/api/apuracao/…Evidencia…`). */
export function ascertainmentEvidenceRoutes(context: AppContext): FastifyPluginAsyncZod {
  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, restrictions: user.restricoes };
  };
  return async (app) => {
    serveCall(
      app,
      ascertainmentEvidenceCalls.import,
      (request) => importEvidence(context, request.body, callerOf(request)),
      {
        bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES),
      },
    );
    serveCall(app, ascertainmentEvidenceCalls.list, (request) =>
      listEvidence(context, request.body.id, callerOf(request)),
    );
    serveCall(app, ascertainmentEvidenceCalls.download, async (request, reply) =>
      sendFileAnswer(reply, await downloadEvidence(context, request.body.id, callerOf(request))),
    );
    serveCall(app, ascertainmentEvidenceCalls.remove, async (request) => {
      await removeEvidence(context, request.body, callerOf(request));
      return successEnvelope(request, 'evidence.removed');
    });
  };
}
