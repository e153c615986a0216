import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@trade-terms/domain/supporting-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import type { Db } from '../../platform/db/database';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { calculateAscertainments } from './ascertainment-calculation';
import { decideClaim, downloadClaimEvidence, listClaims, registerClaim } from './ascertainment-claims';
import {
  ascertainmentLevers,
  ascertainmentTabCounts,
  getAscertainment,
  lineInputRows,
  searchAscertainments,
} from './ascertainment-reads';
import { singleChannelOf } from './ascertainment-reads-repository';
import {
  approveAscertainments,
  extendDeadline,
  reproveAscertainments,
  restoreAscertainment,
  sendToApproval,
  validateLine,
} from './ascertainment-workflow';

/** `/trade-agreements-ascertainment`: the ascertainment of agreements (`/api/apuracao/`). */
/**
 * `inPayment` tells whether payments hold items of an ascertainment; the payments module answers
 * it (it reads the ascertainments, so this module cannot ask it directly).
 */
export function ascertainmentRoutes(
  context: AppContext,
  inPayment: (tx: Db, ascertainmentId: number) => Promise<boolean>,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return {
      id: user.id,
      restrictions: user.restricoes,
      language: requestLanguage(request),
      today: calendarDateIn(context.config.BUSINESS_TIME_ZONE),
    };
  };
  return async (app) => {
    serveCall(app, ascertainmentCalls.search, (request) =>
      searchAscertainments(db, request.body, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.tabCounts, (request) =>
      ascertainmentTabCounts(db, request.body, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.get, (request) =>
      getAscertainment(db, request.body.id, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.levers, (request) =>
      ascertainmentLevers(db, request.body.id, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.inputs, (request) =>
      lineInputRows(db, request.body, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.calculate, (request) =>
      calculateAscertainments(
        db,
        request.body,
        callerOf(request),
        context.config.ASCERTAINMENT_OVERDUE_DAYS,
        context.config.RECONCILIATION_TOLERANCE_PERCENT,
      ),
    );
    serveCall(app, ascertainmentCalls.validate, async (request) => {
      const caller = callerOf(request);
      await validateLine(db, request.body, caller);
      return getAscertainment(db, request.body.id, caller);
    });
    serveCall(app, ascertainmentCalls.send, (request) =>
      sendToApproval(db, request.body, callerOf(request), singleChannelOf),
    );
    serveCall(app, ascertainmentCalls.approve, (request) =>
      approveAscertainments(db, request.body, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.extend, async (request) => {
      const caller = callerOf(request);
      await extendDeadline(db, request.body, caller);
      return getAscertainment(db, request.body.id, caller);
    });
    serveCall(app, ascertainmentCalls.restore, async (request) => {
      const caller = callerOf(request);
      await restoreAscertainment(db, request.body, caller, inPayment);
      return getAscertainment(db, request.body.id, caller);
    });
    serveCall(
      app,
      ascertainmentCalls.claim,
      (request) => registerClaim(context, request.body, callerOf(request)),
      { bodyLimit: uploadBodyLimit(SUPPORTING_DOCUMENT_MAX_BYTES) },
    );
    serveCall(app, ascertainmentCalls.claimEvidence, async (request, reply) =>
      sendFileAnswer(reply, await downloadClaimEvidence(context, request.body.id, callerOf(request))),
    );
    serveCall(app, ascertainmentCalls.claims, (request) =>
      listClaims(db, request.body.id, callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.approveClaim, (request) =>
      decideClaim(db, request.body, 'APROVAR', callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.reproveClaim, (request) =>
      decideClaim(db, request.body, 'REPROVAR', callerOf(request)),
    );
    serveCall(app, ascertainmentCalls.reprove, (request) =>
      reproveAscertainments(db, request.body, callerOf(request)),
    );
  };
}
