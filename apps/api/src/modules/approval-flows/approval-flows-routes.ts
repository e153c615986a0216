import {
  ZApprovalFlowSaveSchema,
  ZApprovalFlowSchema,
  ZApprovalFlowSearchSchema,
  ZApprovalFlowSummarySchema,
  ZPendingApprovalSchema,
  ZPendingApprovalSearchSchema,
} from '@trade-terms/domain/approval-flows';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { pageOf } from '@trade-terms/domain/paging';
import type { Role } from '@trade-terms/domain/permissions';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { successEnvelope } from '../../platform/http/success-message';
import { getFlow, listFlows, removeFlow, saveFlow } from './approval-flows-service';
import { pendingFor } from './approval-requests-service';

const VIEW: Role[] = ['ROLE_VISUALIZAR_FLUXO_APROVACAO', 'ROLE_EDITAR_FLUXO_APROVACAO'];
const EDIT: Role[] = ['ROLE_EDITAR_FLUXO_APROVACAO'];
const tags = ['approval-flows'];

export function approvalFlowsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/fluxoAprovacao/buscarFluxos',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'Approval flows, paged, filtered by name and action type',
          tags,
          body: ZApprovalFlowSearchSchema,
          response: { 200: pageOf(ZApprovalFlowSummarySchema) },
        },
      },
      async (request) => listFlows(db, request.body),
    );

    app.post(
      '/fluxoAprovacao/buscarPorId',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'One approval flow with its steps',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZApprovalFlowSchema },
        },
      },
      async (request) => getFlow(db, request.body.id),
    );

    app.post(
      '/fluxoAprovacao/salvarAtualizarFluxo',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Create an approval flow, or change one (with the version read: 409 when stale)',
          tags,
          body: ZApprovalFlowSaveSchema,
          response: { 200: ZApprovalFlowSchema },
        },
      },
      async (request) => saveFlow(db, request.body, currentUser(request).id),
    );

    app.post(
      '/fluxoAprovacao/removerFluxo',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Remove an approval flow that has no item under approval',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await removeFlow(db, request.body.id, currentUser(request).id);
        return successEnvelope(request, 'success.removed');
      },
    );

    app.post(
      '/fluxoAprovacao/buscarPendencias',
      {
        // Being listed in the current step is the permission: anyone signed in sees their own.
        config: { access: { roles: [] } },
        schema: {
          summary: 'Items waiting for the caller decision, oldest first',
          tags,
          body: ZPendingApprovalSearchSchema,
          response: { 200: pageOf(ZPendingApprovalSchema) },
        },
      },
      async (request) => pendingFor(db, currentUser(request).id, request.body),
    );
  };
}
