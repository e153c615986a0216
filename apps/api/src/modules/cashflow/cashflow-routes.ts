import { cashflowCalls } from '@trade-terms/domain/calls/cashflow-calls';
import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@trade-terms/domain/supporting-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { cashflowCallerOf } from './cashflow-caller';
import type { CashflowNeighbours } from './cashflow-neighbours';
import { detachedTabCounts, detachedView, downloadDetachedEvidence, searchDetached } from './cashflow-reads';
import { cashflow, exportCashflow } from './cashflow-report';
import { saveDetached } from './cashflow-save';
import { cancelDetached, decideDetached, sendDetached } from './cashflow-workflow';

/**
 * `/cashflow` and `/cashflow/newCounting` (`/api/apuracaoAvulsa/`). Each move answers the record
 * after it. A save carries its new evidence files: a body of up to two documents' size.
 */
export function cashflowRoutes(context: AppContext, neighbours: CashflowNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, cashflowCalls.search, (request) =>
      searchDetached(db, request.body, cashflowCallerOf(request), neighbours),
    );
    serveCall(app, cashflowCalls.tabCounts, (request) =>
      detachedTabCounts(db, request.body, cashflowCallerOf(request)),
    );
    serveCall(app, cashflowCalls.get, (request) =>
      detachedView(db, request.body.id, cashflowCallerOf(request), neighbours),
    );
    serveCall(
      app,
      cashflowCalls.save,
      async (request) => {
        const caller = cashflowCallerOf(request);
        return detachedView(db, await saveDetached(context, request.body, caller), caller, neighbours);
      },
      { bodyLimit: 2 * uploadBodyLimit(SUPPORTING_DOCUMENT_MAX_BYTES) },
    );
    serveCall(app, cashflowCalls.send, async (request) => {
      const caller = cashflowCallerOf(request);
      return detachedView(db, await sendDetached(db, request.body, caller), caller, neighbours);
    });
    serveCall(app, cashflowCalls.approve, async (request) => {
      const caller = cashflowCallerOf(request);
      return detachedView(db, await decideDetached(db, request.body, 'APROVAR', caller), caller, neighbours);
    });
    serveCall(app, cashflowCalls.disapprove, async (request) => {
      const caller = cashflowCallerOf(request);
      return detachedView(db, await decideDetached(db, request.body, 'REPROVAR', caller), caller, neighbours);
    });
    serveCall(app, cashflowCalls.cancel, async (request) => {
      const caller = cashflowCallerOf(request);
      return detachedView(db, await cancelDetached(db, request.body, caller), caller, neighbours);
    });
    serveCall(app, cashflowCalls.evidence, async (request, reply) =>
      sendFileAnswer(
        reply,
        await downloadDetachedEvidence(context, request.body.id, cashflowCallerOf(request)),
      ),
    );
    serveCall(app, cashflowCalls.cashflow, (request) =>
      cashflow(db, request.body, cashflowCallerOf(request), neighbours),
    );
    serveCall(app, cashflowCalls.exportCashflow, (request) =>
      exportCashflow(db, request.body, cashflowCallerOf(request), neighbours),
    );
  };
}
