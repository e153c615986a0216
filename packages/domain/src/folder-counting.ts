import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZBudgetYearSchema } from './budget-map';
import {
  CYCLE_ACTION_STATUSES,
  type CycleActionStatus,
  type CycleFolderStatus,
  plannedInvestment,
  ZCycleFolderApprovalSchema,
  ZCycleFolderDecisionSchema,
  ZCycleFolderDisapprovalSchema,
  ZCycleSchema,
  ZFolderKeyRowSchema,
  ZVolumeSchema,
} from './cycle-folders';
import { roundMoney, sumMoney } from './money';
import { MAX_PAGE_SIZE } from './paging';
import { ZIdSchema } from './records';
import { ZSupportingDocumentSchema } from './supporting-documents';

/**
 * The counting (apuração) of a cycle folder (spec §2 "Cycle folder"; docs/domain.md "Cycle folder
 * counting"): after the cycle, what was executed per action and customer (the executed volume,
 * its value at the action's unit value, a supporting document), sent to approval on the engine
 * (action type APURACAO_PASTA) and approved or disapproved. Pure: the server loads, asks here and
 * stores.
 */

export const FOLDER_COUNTING_STATUSES = ['EM_CADASTRO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA'] as const;
export type FolderCountingStatus = (typeof FOLDER_COUNTING_STATUSES)[number];

/** The folder statuses a counting exists for: an approved folder, or one closed after approval. */
export const COUNTED_FOLDER_STATUSES = [
  'APROVADA',
  'ENCERRADA',
] as const satisfies readonly CycleFolderStatus[];

export function folderCanBeCounted(status: CycleFolderStatus): boolean {
  return (COUNTED_FOLDER_STATUSES as readonly CycleFolderStatus[]).includes(status);
}

/** The counting's moves, each with the statuses it starts from (a counting not yet saved is in register). */
export const FOLDER_COUNTING_MOVES = {
  edit: ['EM_CADASTRO', 'REPROVADA'],
  sendToApproval: ['EM_CADASTRO', 'REPROVADA'],
  decide: ['EM_APROVACAO'],
} as const satisfies Record<string, readonly FolderCountingStatus[]>;
export type FolderCountingMove = keyof typeof FOLDER_COUNTING_MOVES;

export function canMoveCounting(move: FolderCountingMove, status: FolderCountingStatus): boolean {
  return (FOLDER_COUNTING_MOVES[move] as readonly FolderCountingStatus[]).includes(status);
}

/** The action type of the counting's approval flow on the engine. */
export const FOLDER_COUNTING_APPROVAL_TYPE = 'APURACAO_PASTA';

// ---------------------------------------------------------------------------------------------
// Money of the counting

const MONEY_TEXT = /^\d{1,16}\.\d{2}$/;

/** What a row executed: its volume × its action's unit value, exact, rounded once to cents. */
export function executedValue(executedVolume: Decimal.Value, unitValue: Decimal.Value): string {
  return plannedInvestment(executedVolume, unitValue);
}

/** Whether an executed value fits the money column (`numeric(18,2)`). */
export function executedValueFits(value: string): boolean {
  return MONEY_TEXT.test(value);
}

export interface CountedAction {
  id: number;
  status: CycleActionStatus;
  investment: string;
}

export interface CountedRow {
  actionId: number;
  executedVolume: string;
  executedValue: string;
}

/** Per action, what its rows executed: volume (3 decimals) and value (cents). */
export function executedByAction(
  rows: readonly CountedRow[],
): Map<number, { executedVolume: string; executedValue: string }> {
  const totals = new Map<number, { volume: Decimal; value: Decimal }>();
  for (const row of rows) {
    const total = totals.get(row.actionId) ?? { volume: new Decimal(0), value: new Decimal(0) };
    totals.set(row.actionId, {
      volume: total.volume.plus(row.executedVolume),
      value: total.value.plus(row.executedValue),
    });
  }
  return new Map(
    [...totals].map(([actionId, total]) => [
      actionId,
      { executedVolume: total.volume.toFixed(3), executedValue: roundMoney(total.value) },
    ]),
  );
}

/** The counting's totals: planned by the active actions, executed by all rows (a counting may exceed the plan). */
export function countingTotals(actions: readonly CountedAction[], rows: readonly CountedRow[]) {
  return {
    planned: sumMoney(
      actions.filter((action) => action.status === 'ATIVA').map((action) => action.investment),
    ),
    executed: sumMoney(rows.map((row) => row.executedValue)),
  };
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().min(1).max(40);
/** A counting's version as read: 0 while the folder's counting was never saved. */
const ZCountingVersionSchema = z.number().int().min(0);
const codes = z.array(code).max(200).optional();

export const ZFolderCountingRowSaveSchema = z.object({
  /** An active action of the folder. */
  actionId: ZIdSchema,
  /** A code of the customer register, active. */
  customer: code,
  executedVolume: ZVolumeSchema,
  /** A new supporting document (PDF or image) for the row; it replaces the row's stored one. */
  document: ZSupportingDocumentSchema.optional(),
  /** Without a new document: keep the row's stored one (true) or remove it (false). */
  keepDocument: z.boolean().default(true),
});
export type TFolderCountingRowSave = z.output<typeof ZFolderCountingRowSaveSchema>;

export const ZFolderCountingSaveSchema = z.object({
  /** The folder counted. */
  folderId: ZIdSchema,
  /** The counting's version as read: 0 (or absent) for a counting not saved yet. */
  version: ZCountingVersionSchema.optional(),
  rows: z.array(ZFolderCountingRowSaveSchema).max(2000),
});
export type TFolderCountingSave = z.output<typeof ZFolderCountingSaveSchema>;

/** A move of the counting: the folder's id and the counting's version (0: never saved). */
export const ZFolderCountingMoveSchema = z.object({ id: ZIdSchema, version: ZCountingVersionSchema });

/** A decision is taken on a counting in approval (so saved): the folder's decision schemas. */
export const ZFolderCountingDecisionSchema = ZCycleFolderDecisionSchema;
export const ZFolderCountingDisapprovalSchema = ZCycleFolderDisapprovalSchema;

export const ZFolderCountingSearchSchema = z.object({
  years: z.array(ZBudgetYearSchema).max(20).optional(),
  cycles: z.array(ZCycleSchema).max(12).optional(),
  channels: codes,
  commodities: codes,
  statuses: z.array(z.enum(FOLDER_COUNTING_STATUSES)).max(4).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TFolderCountingSearch = z.output<typeof ZFolderCountingSearchSchema>;

export const ZFolderCountingListRowSchema = ZFolderKeyRowSchema.extend({
  folderId: z.number().int(),
  folderStatus: z.enum(COUNTED_FOLDER_STATUSES),
  /** The active actions' planned investment. */
  planned: z.string(),
  /** The counting rows' executed value. */
  executed: z.string(),
  status: z.enum(FOLDER_COUNTING_STATUSES),
});
export type TFolderCountingListRow = z.infer<typeof ZFolderCountingListRowSchema>;

export const ZFolderCountingRowSchema = z.object({
  id: z.number().int(),
  actionId: z.number().int(),
  customer: z.string(),
  customerName: z.string().nullable(),
  executedVolume: z.string(),
  executedValue: z.string(),
  documentName: z.string().nullable(),
});
export type TFolderCountingRow = z.infer<typeof ZFolderCountingRowSchema>;

export const ZFolderCountingActionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tacticType: z.string(),
  description: z.string(),
  status: z.enum(CYCLE_ACTION_STATUSES),
  plannedVolume: z.string(),
  unitValue: z.string(),
  investment: z.string(),
  executedVolume: z.string(),
  executedValue: z.string(),
  rows: z.array(ZFolderCountingRowSchema),
});
export type TFolderCountingAction = z.infer<typeof ZFolderCountingActionSchema>;

export const ZFolderCountingSchema = ZFolderCountingListRowSchema.extend({
  /** The counting's version (0: not saved yet). */
  version: z.number().int(),
  actions: z.array(ZFolderCountingActionSchema),
  approval: ZCycleFolderApprovalSchema.nullable(),
  /** The last disapproval's justification, shown while the counting is disapproved. */
  disapprovalJustification: z.string().nullable(),
});
export type TFolderCounting = z.infer<typeof ZFolderCountingSchema>;
