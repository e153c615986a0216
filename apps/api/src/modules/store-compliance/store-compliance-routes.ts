import {
  complianceReportCalls,
  targetExecutionCalls,
} from '@trade-terms/domain/calls/store-compliance-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import {
  complianceAbstract,
  complianceDetail,
  complianceLeverOptions,
  exportComplianceAbstract,
  exportComplianceDetail,
} from './compliance-reports-service';
import { answersTemplate, receiveAnswersImport } from './target-execution-import';
import {
  findAnswers,
  getAnswer,
  questionOptions,
  removeAnswer,
  saveAnswer,
} from './target-execution-service';

function callerOf(request: FastifyRequest) {
  const user = currentUser(request);
  return {
    id: user.id,
    name: user.name,
    authorities: user.authorities,
    restrictions: user.restricoes,
    language: requestLanguage(request),
  };
}

/**
 * Target execution (`/calc/target-execution`: the goal-execution answers, keyed in or imported)
 * and the store-compliance reports of the lever area that read them.
 */
export function storeComplianceRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const maxRows = context.config.EXPORT_INLINE_MAX_ROWS;
  return async (app) => {
    serveCall(app, targetExecutionCalls.search, (request) =>
      findAnswers(db, request.body, callerOf(request)),
    );
    serveCall(app, targetExecutionCalls.get, (request) => getAnswer(db, request.body.id, callerOf(request)));
    serveCall(app, targetExecutionCalls.save, (request) => saveAnswer(db, request.body, callerOf(request)));
    serveCall(app, targetExecutionCalls.remove, (request) =>
      removeAnswer(db, request.body, callerOf(request)),
    );
    serveCall(app, targetExecutionCalls.questions, () => questionOptions(db));
    serveCall(app, targetExecutionCalls.template, (request) => answersTemplate(requestLanguage(request)));
    serveCall(
      app,
      targetExecutionCalls.import,
      async (request, reply) => {
        const caller = callerOf(request);
        const job = await receiveAnswersImport(context, request.body, caller, caller.language);
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
        });
      },
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );

    serveCall(app, complianceReportCalls.detail, (request) =>
      complianceDetail(db, request.body, callerOf(request)),
    );
    serveCall(app, complianceReportCalls.abstract, (request) =>
      complianceAbstract(db, request.body, callerOf(request)),
    );
    serveCall(app, complianceReportCalls.detailExport, (request) =>
      exportComplianceDetail(db, request.body, callerOf(request), maxRows),
    );
    serveCall(app, complianceReportCalls.abstractExport, (request) =>
      exportComplianceAbstract(db, request.body, callerOf(request), maxRows),
    );
    serveCall(app, complianceReportCalls.levers, (request) => complianceLeverOptions(db, callerOf(request)));
  };
}
