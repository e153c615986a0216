import { paymentsCalls } from '@trade-terms/domain/calls/payments-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { generatePayments } from './payments-generation';
import {
  detailedBudget,
  groupItemsOf,
  paymentTabCounts,
  searchPaymentItems,
  searchPayments,
} from './payments-reads';
import { exportLot, exportReport, receiveSapReturn, returnTemplate } from './payments-sap';
import { approveGroups, disapproveGroups, distributeGroups, ungroupGroups } from './payments-workflow';

/** `/payments`, `/payments/detailed-budget/{ids}/{lotCode}` and `/payments/report` (`/api/pagamento/`). */
export function paymentsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return {
      id: user.id,
      name: user.name,
      authorities: user.authorities,
      restrictions: user.restricoes,
      language: requestLanguage(request),
    };
  };
  return async (app) => {
    serveCall(app, paymentsCalls.generate, (request) =>
      generatePayments(db, request.body, callerOf(request)),
    );
    serveCall(app, paymentsCalls.search, (request) => searchPayments(db, request.body, callerOf(request)));
    serveCall(app, paymentsCalls.tabCounts, (request) =>
      paymentTabCounts(db, request.body, callerOf(request)),
    );
    serveCall(app, paymentsCalls.items, (request) => groupItemsOf(db, request.body.ids, callerOf(request)));
    serveCall(app, paymentsCalls.created, (request) =>
      searchPaymentItems(db, request.body, callerOf(request), 'CRIADO'),
    );
    serveCall(app, paymentsCalls.approve, (request) =>
      approveGroups(db, request.body.ids, callerOf(request)),
    );
    serveCall(app, paymentsCalls.disapprove, (request) =>
      disapproveGroups(db, request.body, callerOf(request)),
    );
    serveCall(app, paymentsCalls.ungroup, (request) =>
      ungroupGroups(db, request.body.ids, callerOf(request)),
    );
    serveCall(app, paymentsCalls.distribute, (request) =>
      distributeGroups(db, request.body.ids, callerOf(request)),
    );
    serveCall(app, paymentsCalls.exportLot, (request) =>
      exportLot(db, request.body.lotCode, callerOf(request).restrictions),
    );
    serveCall(
      app,
      paymentsCalls.importReturn,
      async (request, reply) => {
        const caller = callerOf(request);
        const job = await receiveSapReturn(context, request.body, caller, caller.language);
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
        });
      },
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );
    serveCall(app, paymentsCalls.returnTemplate, () => returnTemplate());
    serveCall(app, paymentsCalls.detailedBudget, (request) =>
      detailedBudget(db, request.body, callerOf(request)),
    );
    serveCall(app, paymentsCalls.report, (request) =>
      searchPaymentItems(db, request.body, callerOf(request)),
    );
    serveCall(app, paymentsCalls.exportReport, (request) =>
      exportReport(db, request.body, callerOf(request), context.config.EXPORT_INLINE_MAX_ROWS),
    );
  };
}
