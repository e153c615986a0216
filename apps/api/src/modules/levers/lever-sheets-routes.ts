import { auditedProductCalls, recommendationCalls } from '@trade-terms/domain/calls/lever-sheets-calls';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { QUEUES } from '../../platform/jobs/job-queue';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, queueRecordedJob } from '../imports-exports/jobs-service';
import { previewPage } from '../imports-exports/sheet-uploads';
import { applyUpload, exportSheet, previewUpload, sheetTemplateAnswer } from './lever-sheet-import';
import {
  AUDITED_PRODUCTS,
  getSheetRow,
  RECOMMENDATIONS,
  removeSheetRow,
  SHEET_KINDS,
  saveSheetRow,
  searchSheetRows,
} from './lever-sheets-service';

function callerOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
}

/**
 * The lever tables kept in Excel: the recommendation rows (`recomendacaoAlavanca`) and the
 * audited products (`produtoAuditado`), each with its grid and its spreadsheet round trip.
 */
export function leverSheetsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const uploadLimit = uploadBodyLimit(context.config.UPLOAD_MAX_BYTES);

  /**
   * The rows under the filters as a spreadsheet: answered at once up to `EXPORT_INLINE_MAX_ROWS`
   * rows, queued as a job for the dashboard above (one export of a table at a time).
   */
  async function exportRows(
    kind: LeverSheetKind,
    request: FastifyRequest,
    reply: FastifyReply,
    search: { page: number; pageSize: number },
  ) {
    const { page: _page, pageSize: _size, ...filters } = search;
    const caller = callerOf(request);
    const language = requestLanguage(request);
    const timeZone = context.config.BUSINESS_TIME_ZONE;
    const { total } = await SHEET_KINDS[kind].search(
      db,
      { ...search, page: 1, pageSize: 1 },
      caller.restrictions,
    );
    if (total <= context.config.EXPORT_INLINE_MAX_ROWS) {
      return exportSheet(db, kind, filters, caller.restrictions, language, timeZone);
    }
    const job = await createJob(db, {
      type: 'EXPORTACAO',
      register: kind,
      requester: caller,
      language,
      // The worker exports what the requester sees: their restrictions travel with the job.
      parameters: restrictedParameters(filters, caller.restrictions),
    });
    await queueRecordedJob(db, context.jobs, QUEUES.leverSheetExport, job);
    return reply.status(202).send({
      id: job.id,
      ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.exportQueued' }]),
    });
  }

  return async (app) => {
    const serveSheet = (
      kind: LeverSheetKind,
      calls: typeof recommendationCalls | typeof auditedProductCalls,
    ) => {
      serveCall(
        app,
        calls.preview,
        (request) => previewUpload(context, kind, request.body, callerOf(request), requestLanguage(request)),
        { bodyLimit: uploadLimit },
      );
      serveCall(app, calls.previewRows, (request) =>
        previewPage(db, kind, request.body, currentUser(request).id),
      );
      serveCall(app, calls.apply, async (request, reply) => {
        const job = await applyUpload(
          context,
          kind,
          request.body.id,
          callerOf(request),
          requestLanguage(request),
        );
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'leverSheets.applyEstimate' }]),
        });
      });
      serveCall(app, calls.template, (request) => sheetTemplateAnswer(kind, requestLanguage(request)));
    };

    serveCall(app, recommendationCalls.search, (request) =>
      searchSheetRows(db, RECOMMENDATIONS, request.body, callerOf(request)),
    );
    serveCall(app, recommendationCalls.get, (request) =>
      getSheetRow(db, RECOMMENDATIONS, request.body.id, callerOf(request)),
    );
    serveCall(app, recommendationCalls.save, (request) =>
      saveSheetRow(db, RECOMMENDATIONS, request.body, callerOf(request)),
    );
    serveCall(app, recommendationCalls.remove, (request) =>
      removeSheetRow(db, RECOMMENDATIONS, request.body, callerOf(request)),
    );
    serveCall(app, recommendationCalls.export, (request, reply) =>
      exportRows('leverRecommendation', request, reply, request.body),
    );
    serveSheet('leverRecommendation', recommendationCalls);

    serveCall(app, auditedProductCalls.search, (request) =>
      searchSheetRows(db, AUDITED_PRODUCTS, request.body, callerOf(request)),
    );
    serveCall(app, auditedProductCalls.get, (request) =>
      getSheetRow(db, AUDITED_PRODUCTS, request.body.id, callerOf(request)),
    );
    serveCall(app, auditedProductCalls.save, (request) =>
      saveSheetRow(db, AUDITED_PRODUCTS, request.body, callerOf(request)),
    );
    serveCall(app, auditedProductCalls.remove, (request) =>
      removeSheetRow(db, AUDITED_PRODUCTS, request.body, callerOf(request)),
    );
    serveCall(app, auditedProductCalls.export, (request, reply) =>
      exportRows('auditedProduct', request, reply, request.body),
    );
    serveSheet('auditedProduct', auditedProductCalls);
  };
}
