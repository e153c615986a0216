import { BUDGET_MAP_JOB_KIND } from '@trade-terms/domain/budget-map';
import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@trade-terms/domain/supporting-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { previewPage } from '../imports-exports/sheet-uploads';
import {
  consolidatedReport,
  exportConsolidatedReport,
  getLine,
  type MapCaller,
  type ReferenceOrigins,
  saveLine,
  searchLines,
} from './budget-map';
import {
  decideAddition,
  downloadAdditionEvidence,
  listAdditions,
  requestAddition,
} from './budget-map-additions';
import { applyMapSheet, exportMapSheet, previewMapSheet } from './budget-map-sheet';

/** `/payments/map`: the budget map (`/api/mapaboa/`). */
/**
 * `originsOf` names what the ledger's references pay; the payments module answers it for its
 * items (it draws on the map, so the map cannot ask it directly).
 */
export function budgetMapRoutes(context: AppContext, originsOf: ReferenceOrigins): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = (request: FastifyRequest): MapCaller => {
    const user = currentUser(request);
    return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
  };
  const requesterOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
  };
  return async (app) => {
    serveCall(app, budgetMapCalls.exportSheet, (request) =>
      exportMapSheet(db, request.body, currentUser(request).restricoes, requestLanguage(request)),
    );
    serveCall(
      app,
      budgetMapCalls.previewSheet,
      (request) => previewMapSheet(context, request.body, requesterOf(request), requestLanguage(request)),
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );
    serveCall(app, budgetMapCalls.previewRows, (request) =>
      previewPage(db, BUDGET_MAP_JOB_KIND, request.body, currentUser(request).id),
    );
    serveCall(app, budgetMapCalls.applySheet, async (request, reply) => {
      const job = await applyMapSheet(
        context,
        request.body.id,
        requesterOf(request),
        requestLanguage(request),
      );
      return reply.status(202).send({
        id: job.id,
        ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
      });
    });
    serveCall(app, budgetMapCalls.search, (request) => searchLines(db, request.body, callerOf(request)));
    serveCall(app, budgetMapCalls.get, (request) => getLine(db, request.body.id, callerOf(request)));
    serveCall(app, budgetMapCalls.save, (request) => saveLine(db, request.body, callerOf(request)));
    serveCall(
      app,
      budgetMapCalls.requestAddition,
      (request) => requestAddition(context, request.body, callerOf(request)),
      { bodyLimit: uploadBodyLimit(SUPPORTING_DOCUMENT_MAX_BYTES) },
    );
    serveCall(app, budgetMapCalls.additions, (request) =>
      listAdditions(db, request.body.id, callerOf(request)),
    );
    serveCall(app, budgetMapCalls.approveAddition, (request) =>
      decideAddition(db, request.body, 'APROVAR', callerOf(request)),
    );
    serveCall(app, budgetMapCalls.reproveAddition, (request) =>
      decideAddition(db, request.body, 'REPROVAR', callerOf(request)),
    );
    serveCall(app, budgetMapCalls.additionEvidence, async (request, reply) =>
      sendFileAnswer(reply, await downloadAdditionEvidence(context, request.body.id, callerOf(request))),
    );
    serveCall(app, budgetMapCalls.report, async (request) => ({
      list: await consolidatedReport(db, request.body, callerOf(request), originsOf),
    }));
    serveCall(app, budgetMapCalls.exportReport, (request) =>
      exportConsolidatedReport(db, request.body, callerOf(request), originsOf),
    );
  };
}
