import { ADDITION_EVIDENCE_MAX_BYTES } from '@trade-terms/domain/budget-map';
import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import {
  consolidatedReport,
  exportConsolidatedReport,
  getLine,
  type MapCaller,
  saveLine,
  searchLines,
} from './budget-map';
import {
  decideAddition,
  downloadAdditionEvidence,
  listAdditions,
  requestAddition,
} from './budget-map-additions';

/** `/payments/map`: the budget map (`/api/mapaboa/`). */
export function budgetMapRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = (request: FastifyRequest): MapCaller => {
    const user = currentUser(request);
    return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
  };
  return async (app) => {
    serveCall(app, budgetMapCalls.search, (request) => searchLines(db, request.body, callerOf(request)));
    serveCall(app, budgetMapCalls.get, (request) => getLine(db, request.body.id, callerOf(request)));
    serveCall(app, budgetMapCalls.save, (request) => saveLine(db, request.body, callerOf(request)));
    serveCall(
      app,
      budgetMapCalls.requestAddition,
      (request) => requestAddition(context, request.body, callerOf(request)),
      { bodyLimit: uploadBodyLimit(ADDITION_EVIDENCE_MAX_BYTES) },
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
      lista: await consolidatedReport(db, request.body, callerOf(request)),
    }));
    serveCall(app, budgetMapCalls.exportReport, (request) =>
      exportConsolidatedReport(db, request.body, callerOf(request)),
    );
  };
}
