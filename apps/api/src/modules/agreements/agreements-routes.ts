import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { lifecycleCaller } from './agreement-caller';
import { divergenceStatusOf, findDivergences, findNotRecommended } from './agreement-divergences';
import { agreementHistory } from './agreement-history';
import {
  closeLevers,
  decideLevers,
  saveAgreementOrValues,
  sendLeversToApproval,
} from './agreement-lever-changes';
import {
  cancelAgreements,
  closeAgreements,
  decideAgreements,
  extendAgreement,
  sendToApproval,
  turnBackAgreements,
} from './agreement-lifecycle';
import { serveAgreementMoves, serveAgreementReads } from './agreement-reads-and-moves-routes';
import {
  consolidatedExport,
  fundsOutOfValidity,
  quotaEventsCheck,
  quotaEventsExport,
  quotaEventsValue,
} from './agreement-reports';
import {
  copyAgreement,
  findAgreements,
  getAgreement,
  holdingCustomers,
  holdingFlagList,
  tabCounts,
} from './agreements-service';

export function agreementsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const caller = lifecycleCaller(context);
  return async (app) => {
    serveCall(app, agreementCalls.search, (request) => findAgreements(db, request.body, caller(request)));
    serveCall(app, agreementCalls.tabCounts, (request) => tabCounts(db, request.body, caller(request)));
    serveCall(app, agreementCalls.get, (request) => getAgreement(db, request.body.id, caller(request)));
    serveAgreementReads(app, context, caller);
    serveAgreementMoves(app, db, caller);
    serveCall(app, agreementCalls.save, (request) =>
      saveAgreementOrValues(db, request.body, caller(request)),
    );
    serveCall(app, agreementCalls.copy, (request) => copyAgreement(db, request.body.id, caller(request)));
    serveCall(app, agreementCalls.customers, (request) => holdingCustomers(db, request.body.economicGroup));
    serveCall(app, agreementCalls.flags, (request) => holdingFlagList(db, request.body.economicGroup));
    serveCall(app, agreementCalls.sendToApproval, (request) =>
      sendToApproval(db, request.body.ids, caller(request)),
    );
    serveCall(app, agreementCalls.approve, (request) =>
      decideAgreements(db, request.body.ids, caller(request), 'APROVAR', request.body.justification),
    );
    serveCall(app, agreementCalls.reprove, (request) =>
      decideAgreements(db, request.body.ids, caller(request), 'REPROVAR', request.body.justification),
    );
    serveCall(app, agreementCalls.cancel, (request) =>
      cancelAgreements(db, request.body.ids, caller(request), request.body.justification),
    );
    serveCall(app, agreementCalls.turnBack, (request) =>
      turnBackAgreements(db, request.body.ids, caller(request), request.body.justification),
    );
    serveCall(app, agreementCalls.close, (request) => closeAgreements(db, request.body, caller(request)));
    serveCall(app, agreementCalls.extend, (request) => extendAgreement(db, request.body, caller(request)));
    serveCall(app, agreementCalls.history, async (request) => {
      const user = caller(request);
      // Read through the restrictions first: an agreement the caller cannot see has no history for them.
      await getAgreement(db, request.body.id, user);
      return agreementHistory(db, request.body.id, user.language);
    });
    const maxRows = context.config.EXPORT_INLINE_MAX_ROWS;
    serveCall(app, agreementCalls.consolidatedExport, (request) =>
      consolidatedExport(db, request.body, caller(request), maxRows),
    );
    serveCall(app, agreementCalls.quotaEventsExport, (request) =>
      quotaEventsExport(db, request.body, caller(request), maxRows),
    );
    serveCall(app, agreementCalls.quotaEventsValue, (request) => quotaEventsValue(request.body.events));
    serveCall(app, agreementCalls.quotaEventsCheck, (request) =>
      quotaEventsCheck(db, request.body, caller(request)),
    );
    serveCall(app, agreementCalls.fundsOutOfValidity, (request) =>
      fundsOutOfValidity(db, request.body.id, caller(request)),
    );
    serveCall(app, agreementCalls.sendLeversToApproval, (request) =>
      sendLeversToApproval(db, request.body.ids, caller(request)),
    );
    serveCall(app, agreementCalls.approveLevers, (request) =>
      decideLevers(db, request.body.ids, caller(request), 'APROVAR', request.body.justification),
    );
    serveCall(app, agreementCalls.reproveLevers, (request) =>
      decideLevers(db, request.body.ids, caller(request), 'REPROVAR', request.body.justification),
    );
    serveCall(app, agreementCalls.closeLevers, (request) =>
      closeLevers(db, request.body.ids, caller(request), request.body.justification),
    );
    serveCall(app, agreementCalls.divergences, (request) =>
      findDivergences(db, request.body, caller(request)),
    );
    serveCall(app, agreementCalls.divergenceStatus, (request) =>
      divergenceStatusOf(db, request.body.id, caller(request)),
    );
    serveCall(app, agreementCalls.notRecommended, (request) =>
      findNotRecommended(db, request.body.id, caller(request)),
    );
  };
}
