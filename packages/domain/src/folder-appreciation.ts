import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZBudgetYearSchema } from './budget-map';
import {
  CYCLE_ACTION_STATUSES,
  plannedInvestment,
  ZCycleSchema,
  ZFolderKeyRowSchema,
  ZVolumeSchema,
} from './cycle-folders';
import { executedValueFits } from './folder-counting';
import { ExactDecimal, roundMoney, sumMoney, ZMoneySchema } from './money';
import { MAX_PAGE_SIZE } from './paging';
import { ZIdSchema } from './records';

/**
 * The appreciation (valorização) of a cycle folder (spec §2 "Cycle folder"; docs/domain.md
 * "Cycle folder appreciation"): once the folder's counting is approved, finance turns each
 * counted row (action × customer) into money, by volume (finance volume × the action's unit
 * value) or by category percentage (category sales × the percentage the register keeps for the
 * action's category), and confirms it. Pure: the server loads, asks here and stores.
 */

export const FOLDER_APPRECIATION_STATUSES = ['EM_CADASTRO', 'CONFIRMADA'] as const;
export type FolderAppreciationStatus = (typeof FOLDER_APPRECIATION_STATUSES)[number];

export const APPRECIATION_METHODS = ['VOLUME', 'PERCENTUAL_CATEGORIA'] as const;
export type AppreciationMethod = (typeof APPRECIATION_METHODS)[number];

/** The appreciation's moves, each with the statuses it starts from (one not yet saved is in register). */
export const FOLDER_APPRECIATION_MOVES = {
  edit: ['EM_CADASTRO'],
  confirm: ['EM_CADASTRO'],
  reopen: ['CONFIRMADA'],
} as const satisfies Record<string, readonly FolderAppreciationStatus[]>;
export type FolderAppreciationMove = keyof typeof FOLDER_APPRECIATION_MOVES;

export function canMoveAppreciation(move: FolderAppreciationMove, status: FolderAppreciationStatus): boolean {
  return (FOLDER_APPRECIATION_MOVES[move] as readonly FolderAppreciationStatus[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// Money of the appreciation

/** By volume: the finance volume × the action's unit value, exact, rounded once to cents. */
export function volumeAppreciation(financeVolume: Decimal.Value, unitValue: Decimal.Value): string {
  return plannedInvestment(financeVolume, unitValue);
}

/** By category percentage: the category sales × the percentage / 100, exact, rounded once to cents. */
export function categoryAppreciation(categorySales: Decimal.Value, percentage: Decimal.Value): string {
  return roundMoney(new ExactDecimal(categorySales).times(percentage).dividedBy(100));
}

/** Finance may lower a row's volume, never raise it above what the approved counting executed. */
export function volumeWithinExecuted(financeVolume: Decimal.Value, executedVolume: Decimal.Value): boolean {
  return new Decimal(financeVolume).lte(executedVolume);
}

/** Whether an appreciated value fits the money column (`numeric(18,2)`). */
export const appreciatedValueFits = executedValueFits;

/** The appreciated total of some rows. */
export function appreciatedTotal(rows: readonly { appreciatedValue: string }[]): string {
  return sumMoney(rows.map((row) => row.appreciatedValue));
}

// ---------------------------------------------------------------------------------------------
// The category percentage that applies

export interface CategoryPercentageCandidate {
  id: number;
  year: number;
  /** Empty: any channel. */
  channel: string | null;
  /** Empty: any business unit. */
  commodity: string | null;
  category: string;
  percentage: string;
  /** ISO dates (YYYY-MM-DD). */
  validityStart: string;
  validityEnd: string | null;
}

export interface CategoryPercentageKey {
  year: number;
  channel: string;
  commodity: string;
  category: string;
  /** The cycle's month: its first and last days, ISO. */
  monthStart: string;
  monthEnd: string;
}

/** The first and last days (ISO) of a cycle's month: a cycle is a month of the folder's year. */
export function cycleMonthDays(year: number, cycle: number): { monthStart: string; monthEnd: string } {
  const month = String(cycle).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, cycle, 0)).getUTCDate();
  return {
    monthStart: `${year}-${month}-01`,
    monthEnd: `${year}-${month}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** How closely a percentage names the folder: a channel and a business unit each count. */
function specificity(candidate: CategoryPercentageCandidate): number {
  return (candidate.channel === null ? 0 : 2) + (candidate.commodity === null ? 0 : 1);
}

/**
 * The active percentage of the folder's year and the action's category, valid on some day of the
 * cycle's month, whose channel and business unit are the folder's or empty. The most specific
 * wins (channel before business unit); among equals, the latest start of validity, then the
 * latest record.
 */
export function applicableCategoryPercentage(
  candidates: readonly CategoryPercentageCandidate[],
  key: CategoryPercentageKey,
): CategoryPercentageCandidate | null {
  const fitting = candidates.filter(
    (candidate) =>
      candidate.year === key.year &&
      candidate.category === key.category &&
      (candidate.channel === null || candidate.channel === key.channel) &&
      (candidate.commodity === null || candidate.commodity === key.commodity) &&
      candidate.validityStart <= key.monthEnd &&
      (candidate.validityEnd === null || candidate.validityEnd >= key.monthStart),
  );
  const ranked = [...fitting].sort(
    (a, b) =>
      specificity(b) - specificity(a) || b.validityStart.localeCompare(a.validityStart) || b.id - a.id,
  );
  return ranked[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().min(1).max(40);
const codes = z.array(code).max(200).optional();
/** An appreciation's version as read: 0 while the folder's appreciation was never saved. */
const ZAppreciationVersionSchema = z.number().int().min(0);

const rowKey = {
  /** A counted action of the folder (an active action with a row in the approved counting). */
  actionId: ZIdSchema,
  /** The customer of the counted row. */
  customer: code,
};

export const ZVolumeAppreciationRowSchema = z.object({
  ...rowKey,
  /** At most the row's executed volume. */
  financeVolume: ZVolumeSchema,
});

export const ZCategoryAppreciationRowSchema = z.object({
  ...rowKey,
  /** The customer's sales of the action's category in the cycle, as finance states them. */
  categorySales: ZMoneySchema,
});

const saveBase = {
  folderId: ZIdSchema,
  /** The appreciation's version as read: 0 (or absent) for one not saved yet. */
  version: ZAppreciationVersionSchema.optional(),
};

/** The whole appreciation of a folder by one method; a counted row left out is not appreciated. */
export const ZFolderAppreciationSaveSchema = z.discriminatedUnion('method', [
  z.object({
    ...saveBase,
    method: z.literal('VOLUME'),
    rows: z.array(ZVolumeAppreciationRowSchema).max(2000),
  }),
  z.object({
    ...saveBase,
    method: z.literal('PERCENTUAL_CATEGORIA'),
    rows: z.array(ZCategoryAppreciationRowSchema).max(2000),
  }),
]);
export type TFolderAppreciationSave = z.output<typeof ZFolderAppreciationSaveSchema>;

/** A move of the appreciation: the folder's id and the appreciation's version. */
export const ZFolderAppreciationMoveSchema = z.object({ id: ZIdSchema, version: ZAppreciationVersionSchema });

export const ZFolderAppreciationSearchSchema = z.object({
  years: z.array(ZBudgetYearSchema).max(20).optional(),
  cycles: z.array(ZCycleSchema).max(12).optional(),
  channels: codes,
  commodities: codes,
  statuses: z.array(z.enum(FOLDER_APPRECIATION_STATUSES)).max(2).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TFolderAppreciationSearch = z.output<typeof ZFolderAppreciationSearchSchema>;

export const ZFolderAppreciationListRowSchema = ZFolderKeyRowSchema.extend({
  folderId: z.number().int(),
  /** The active actions' planned investment. */
  planned: z.string(),
  /** The approved counting's executed value. */
  executed: z.string(),
  /** The appreciated value of the saved rows. */
  appreciated: z.string(),
  /** The method of the saved appreciation; null while never saved. */
  method: z.enum(APPRECIATION_METHODS).nullable(),
  status: z.enum(FOLDER_APPRECIATION_STATUSES),
});
export type TFolderAppreciationListRow = z.infer<typeof ZFolderAppreciationListRowSchema>;

export const ZFolderAppreciationRowSchema = z.object({
  customer: z.string(),
  customerName: z.string().nullable(),
  executedVolume: z.string(),
  executedValue: z.string(),
  /** Null while the row is not appreciated, and for the other method's fields. */
  financeVolume: z.string().nullable(),
  categorySales: z.string().nullable(),
  percentage: z.string().nullable(),
  appreciatedValue: z.string().nullable(),
});
export type TFolderAppreciationRow = z.infer<typeof ZFolderAppreciationRowSchema>;

export const ZFolderAppreciationActionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tacticType: z.string(),
  description: z.string(),
  status: z.enum(CYCLE_ACTION_STATUSES),
  category: z.string().nullable(),
  unitValue: z.string(),
  executedVolume: z.string(),
  executedValue: z.string(),
  appreciatedValue: z.string(),
  rows: z.array(ZFolderAppreciationRowSchema),
});
export type TFolderAppreciationAction = z.infer<typeof ZFolderAppreciationActionSchema>;

export const ZFolderAppreciationSchema = ZFolderAppreciationListRowSchema.extend({
  /** The appreciation's version (0: not saved yet). */
  version: z.number().int(),
  /** The counted actions (those with rows in the approved counting). */
  actions: z.array(ZFolderAppreciationActionSchema),
});
export type TFolderAppreciation = z.infer<typeof ZFolderAppreciationSchema>;
