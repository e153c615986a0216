import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { serveCall } from '../../platform/http/serve-call';
import type { LifecycleCaller } from './agreement-lifecycle';
import { activateLevers, disableLevers, reactivateAgreements, terminateAgreements } from './agreement-moves';
import {
  agreementDetails,
  agreementLeverDetail,
  agreementLeverRows,
  agreementLeverStatus,
  returnedToRegistration,
} from './agreement-reads';
import { sapCustomerChangesExport } from './sap-customer-changes';

type Caller = (request: FastifyRequest) => LifecycleCaller;

/** The reads of one agreement and its levers, the returned ones, and the SAP customer changes. */
export function serveAgreementReads(app: FastifyInstance, context: AppContext, caller: Caller): void {
  const { db } = context.database;
  serveCall(app, agreementCalls.leverRows, (request) =>
    agreementLeverRows(db, request.body, caller(request)),
  );
  serveCall(app, agreementCalls.details, (request) => agreementDetails(db, request.body.id, caller(request)));
  serveCall(app, agreementCalls.leverDetail, (request) =>
    agreementLeverDetail(db, request.body.id, caller(request)),
  );
  serveCall(app, agreementCalls.leverStatus, (request) =>
    agreementLeverStatus(db, request.body.id, caller(request)),
  );
  serveCall(app, agreementCalls.returnedToRegistration, (request) =>
    returnedToRegistration(db, request.body, caller(request)),
  );
  serveCall(app, agreementCalls.sapCustomerChangesExport, (request) =>
    sapCustomerChangesExport(db, request.body, caller(request), {
      timeZone: context.config.BUSINESS_TIME_ZONE,
      maxRows: context.config.EXPORT_INLINE_MAX_ROWS,
    }),
  );
}

/** Reactivate and terminate agreements; disable and activate levers. */
export function serveAgreementMoves(app: FastifyInstance, db: Db, caller: Caller): void {
  serveCall(app, agreementCalls.reactivate, (request) =>
    reactivateAgreements(db, request.body.ids, caller(request), request.body.justification),
  );
  serveCall(app, agreementCalls.terminate, (request) =>
    terminateAgreements(db, request.body, caller(request)),
  );
  serveCall(app, agreementCalls.disableLevers, (request) => disableLevers(db, request.body, caller(request)));
  serveCall(app, agreementCalls.activateLevers, (request) =>
    activateLevers(db, request.body, caller(request)),
  );
}
