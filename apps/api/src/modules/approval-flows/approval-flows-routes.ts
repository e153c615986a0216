import { approvalFlowCalls } from '@trade-terms/domain/calls/approval-flows-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { getFlow, listFlows, removeFlow, saveFlow } from './approval-flows-service';
import { pendingFor } from './approval-requests-service';

export function approvalFlowsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, approvalFlowCalls.search, (request) => listFlows(db, request.body));
    serveCall(app, approvalFlowCalls.get, (request) => getFlow(db, request.body.id));
    serveCall(app, approvalFlowCalls.save, (request) => saveFlow(db, request.body, currentUser(request).id));
    serveCall(app, approvalFlowCalls.remove, async (request) => {
      await removeFlow(db, request.body.id, currentUser(request).id);
      return successEnvelope(request, 'success.removed');
    });
    serveCall(app, approvalFlowCalls.pending, (request) =>
      pendingFor(db, currentUser(request).id, request.body),
    );
  };
}
