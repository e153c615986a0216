import {
  ZApprovalFlowSaveSchema,
  ZApprovalFlowSchema,
  ZApprovalFlowSearchSchema,
  ZApprovalFlowSummarySchema,
  ZPendingApprovalSchema,
  ZPendingApprovalSearchSchema,
} from '../approval-flows';
import { ZMessageEnvelopeSchema } from '../errors';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_FLUXO_APROVACAO', 'ROLE_EDITAR_FLUXO_APROVACAO'];
const EDIT: Role[] = ['ROLE_EDITAR_FLUXO_APROVACAO'];
const tag = 'approval-flows';

export const approvalFlowCalls = {
  search: declareCall({
    method: 'POST',
    path: '/fluxoAprovacao/buscarFluxos',
    access: { roles: VIEW },
    summary: 'Approval flows, paged, filtered by name and action type',
    tag,
    body: ZApprovalFlowSearchSchema,
    responses: { 200: pageOf(ZApprovalFlowSummarySchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/fluxoAprovacao/buscarPorId',
    access: { roles: VIEW },
    summary: 'One approval flow with its steps',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZApprovalFlowSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/fluxoAprovacao/salvarAtualizarFluxo',
    access: { roles: EDIT },
    summary: 'Create an approval flow, or change one (with the version read: 409 when stale)',
    tag,
    body: ZApprovalFlowSaveSchema,
    responses: { 200: ZApprovalFlowSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/fluxoAprovacao/removerFluxo',
    access: { roles: EDIT },
    summary: 'Remove an approval flow that has no item under approval',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  pending: declareCall({
    method: 'POST',
    path: '/fluxoAprovacao/buscarPendencias',
    // Being listed in the current step is the permission: anyone signed in sees their own.
    access: { roles: [] },
    summary: 'Items waiting for the caller decision, oldest first',
    tag,
    body: ZPendingApprovalSearchSchema,
    responses: { 200: pageOf(ZPendingApprovalSchema) },
  }),
};
