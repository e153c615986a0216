import { z } from 'zod';
import { APPROVAL_ACTION_TYPES, APPROVAL_STATUSES } from './approval-engine';
import { ZPageRequestSchema } from './paging';
import { PAYMENT_ORIGINS } from './payment-origins';
import { requireVersionOnUpdate, ZIdSchema, ZNamedRefSchema, ZVersionSchema } from './records';

/** The wire shapes of approval flows and of the items in approval. */
export const ZApprovalActionTypeSchema = z.enum(APPROVAL_ACTION_TYPES);
export const ZApprovalStatusSchema = z.enum(APPROVAL_STATUSES);

const ZUserIdSchema = ZIdSchema;
/** An empty criterion is null (or absent): the flow then matches any value of it. */
const ZCriterionSchema = z.string().trim().min(1).max(40).nullable().default(null);

export const ZApprovalStepInputSchema = z.object({
  stepNumber: z.number().int().min(1).max(50),
  responsibleIds: z.array(ZUserIdSchema).max(100),
  notifiedIds: z.array(ZUserIdSchema).max(100).default([]),
});

export const ZApprovalFlowFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  actionType: ZApprovalActionTypeSchema,
  requesterProfileId: ZIdSchema.nullable().default(null),
  name: z.string().trim().min(1).max(150),
  channel: ZCriterionSchema,
  budgetType: ZCriterionSchema,
  /** Channel and budget type are register codes, checked on save; payment origins are a fixed list. */
  paymentOrigin: z.enum(PAYMENT_ORIGINS).nullable().default(null),
  steps: z.array(ZApprovalStepInputSchema).max(50),
});

/**
 * The save call's shape; the approval engine's rules run in the service, which knows the users'
 * names its messages give, and in the form, through the same engine.
 */
export const ZApprovalFlowSaveSchema = ZApprovalFlowFieldsSchema.superRefine(requireVersionOnUpdate);
export type TApprovalFlowSave = z.infer<typeof ZApprovalFlowSaveSchema>;

export const ZApprovalStepSchema = z.object({
  stepNumber: z.number().int(),
  responsibleIds: z.array(z.number().int()),
  notifiedIds: z.array(z.number().int()),
  responsibles: z.array(ZNamedRefSchema),
  notified: z.array(ZNamedRefSchema),
});

export const ZApprovalFlowSchema = z.object({
  id: z.number().int(),
  actionType: ZApprovalActionTypeSchema,
  requesterProfileId: z.number().int().nullable(),
  requesterProfile: z.string().nullable(),
  name: z.string(),
  channel: z.string().nullable(),
  budgetType: z.string().nullable(),
  paymentOrigin: z.string().nullable(),
  steps: z.array(ZApprovalStepSchema),
  version: z.number().int(),
});
export type TApprovalFlow = z.infer<typeof ZApprovalFlowSchema>;

export const ZApprovalFlowSummarySchema = ZApprovalFlowSchema.omit({ steps: true }).extend({
  stepCount: z.number().int(),
});
export type TApprovalFlowSummary = z.infer<typeof ZApprovalFlowSummarySchema>;

export const ZApprovalFlowSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  actionType: ZApprovalActionTypeSchema.optional(),
  sortBy: z.enum(['name', 'actionType', 'id']).default('name'),
});
export type TApprovalFlowSearch = z.infer<typeof ZApprovalFlowSearchSchema>;

/** An item waiting for the caller's decision. */
export const ZPendingApprovalSchema = z.object({
  requestId: z.number().int(),
  actionType: ZApprovalActionTypeSchema,
  entity: z.string(),
  entityId: z.string(),
  flowName: z.string(),
  currentStep: z.number().int(),
  stepCount: z.number().int(),
  requester: ZNamedRefSchema,
  startedAt: z.string(),
});
export type TPendingApproval = z.infer<typeof ZPendingApprovalSchema>;

export const ZPendingApprovalSearchSchema = ZPageRequestSchema.extend({
  actionType: ZApprovalActionTypeSchema.optional(),
});
export type TPendingApprovalSearch = z.infer<typeof ZPendingApprovalSearchSchema>;
