import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZBudgetYearSchema } from './budget-map';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { ExactDecimal, roundMoney, sumMoney } from './money';
import { MAX_PAGE_SIZE } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * The cycle folder's planning (spec §2 "Cycle folder", §4; DOMAIN.md "Cycle folder"): one folder
 * plans the promotional actions (tactics) of one cycle of a year for a channel and a business
 * unit, each action drawing its planned investment from one line of the budget map. A cycle is a
 * month of the year (twelve cycles), so an approved folder reserves on its lines' month of the
 * same number. Pure: the server loads, asks here and stores (docs/domain.md "Cycle folder").
 */

export const CYCLE_FOLDER_STATUSES = [
  'EM_CADASTRO',
  'EM_APROVACAO',
  'APROVADA',
  'REPROVADA',
  'ENCERRADA',
] as const;
export type CycleFolderStatus = (typeof CYCLE_FOLDER_STATUSES)[number];

export const CYCLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const CYCLE_ACTION_STATUSES = ['ATIVA', 'CANCELADA'] as const;
export type CycleActionStatus = (typeof CYCLE_ACTION_STATUSES)[number];

/** The folder's moves, each with the statuses it starts from. */
export const CYCLE_FOLDER_MOVES = {
  edit: ['EM_CADASTRO', 'REPROVADA'],
  sendToApproval: ['EM_CADASTRO', 'REPROVADA'],
  decide: ['EM_APROVACAO'],
  closePlanning: ['APROVADA'],
  reopenPlanning: ['APROVADA'],
  close: ['APROVADA'],
} as const satisfies Record<string, readonly CycleFolderStatus[]>;
export type CycleFolderMove = keyof typeof CYCLE_FOLDER_MOVES;

export function canMove(move: CycleFolderMove, status: CycleFolderStatus, planningOpen: boolean): boolean {
  if (!(CYCLE_FOLDER_MOVES[move] as readonly CycleFolderStatus[]).includes(status)) return false;
  if (move === 'closePlanning') return planningOpen;
  if (move === 'reopenPlanning') return !planningOpen;
  return true;
}

/** The reference of an action's reservation on the budget map's ledger. */
export const CYCLE_ACTION_LEDGER_KIND = 'CYCLE_FOLDER_ACTION';

// ---------------------------------------------------------------------------------------------
// Money of the plan

const VOLUME_TEXT = /^\d{1,12}(\.\d{1,3})?$/;
const UNIT_VALUE_TEXT = /^\d{1,12}(\.\d{1,4})?$/;
const MONEY_TEXT = /^\d{1,16}\.\d{2}$/;

/** A planned volume as typed: up to 12 integer digits and 3 decimals (`numeric(15,3)`). */
export const ZVolumeSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => VOLUME_TEXT.test(text), { message: 'validation.decimal.volume' })
  .transform((text) => new Decimal(text).toFixed(3));

/** A unit value as typed: up to 4 decimals (`numeric(16,4)`), so a price per unit keeps its cents' fractions. */
export const ZUnitValueSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((text) => UNIT_VALUE_TEXT.test(text), { message: 'validation.decimal.unitValue' })
  .transform((text) => new Decimal(text).toFixed(4));

/** An action's planned investment: volume × unit value, exact, rounded once to cents. */
export function plannedInvestment(volume: Decimal.Value, unitValue: Decimal.Value): string {
  return roundMoney(new ExactDecimal(volume).times(unitValue));
}

/** What a folder plans: the sum of its active actions' investments. */
export function folderInvestment(
  actions: readonly { status: CycleActionStatus; investment: string }[],
): string {
  return sumMoney(actions.filter((action) => action.status === 'ATIVA').map((action) => action.investment));
}

/** What a folder reserves on each map line (its active actions' investments, added up per line). */
export function reservationsByLine(
  actions: readonly { status: CycleActionStatus; mapLineId: number; investment: string }[],
): Map<number, string> {
  const byLine = new Map<number, Decimal>();
  for (const action of actions) {
    if (action.status !== 'ATIVA') continue;
    byLine.set(action.mapLineId, (byLine.get(action.mapLineId) ?? new Decimal(0)).plus(action.investment));
  }
  return new Map([...byLine].map(([lineId, total]) => [lineId, roundMoney(total)]));
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().min(1).max(40);
const optionalCode = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => (value ? value : null));
const codes = z.array(code).max(200).optional();
/** An action's tactic: the code of an active record of the tactic types register (`tacticType`). */
export const ZTacticTypeSchema = code.transform((value) => value.toUpperCase());

export const ZCycleSchema = z.number().int().min(1).max(12);

export const ZCycleActionSaveSchema = z
  .object({
    /** Absent for a new action; an existing action keeps its id (its reservation is its). */
    id: ZIdSchema.optional(),
    tacticType: ZTacticTypeSchema,
    description: z.string().trim().min(1).max(200),
    /** The customers the action is for: a holding (economic group) or a region, or both. */
    economicGroup: optionalCode,
    region: optionalCode,
    category: optionalCode,
    brand: optionalCode,
    sku: optionalCode,
    plannedVolume: ZVolumeSchema,
    unitValue: ZUnitValueSchema,
    /** The map line the action draws from: active, of the folder's year, channel and business unit. */
    mapLineId: ZIdSchema,
    status: z.enum(CYCLE_ACTION_STATUSES).default('ATIVA'),
  })
  // The investment is stored as money (`numeric(18,2)`): a product beyond it is refused as typed.
  // It runs even when a number was refused on its own field (zod goes on to object checks),
  // so it reads only numbers that were accepted.
  .superRefine((action, context) => {
    const volume = String(action.plannedVolume);
    const unitValue = String(action.unitValue);
    if (!VOLUME_TEXT.test(volume) || !UNIT_VALUE_TEXT.test(unitValue)) return;
    if (!MONEY_TEXT.test(plannedInvestment(volume, unitValue)))
      context.addIssue({
        code: 'custom',
        path: ['unitValue'],
        message: 'cycleFolder.error.investmentTooLarge',
      });
  });
export type TCycleActionSave = z.output<typeof ZCycleActionSaveSchema>;

export const ZCycleFolderSaveSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  year: ZBudgetYearSchema,
  cycle: ZCycleSchema,
  channel: code,
  commodity: code,
  description: z.string().trim().min(1).max(200),
  actions: z.array(ZCycleActionSaveSchema).max(500),
});
export type TCycleFolderSave = z.output<typeof ZCycleFolderSaveSchema>;

export const ZCycleFolderFiltersSchema = z.object({
  years: z.array(ZBudgetYearSchema).max(20).optional(),
  cycles: z.array(ZCycleSchema).max(12).optional(),
  channels: codes,
  commodities: codes,
  statuses: z.array(z.enum(CYCLE_FOLDER_STATUSES)).max(5).optional(),
  planningOpen: z.boolean().optional(),
});
export type TCycleFolderFilters = z.output<typeof ZCycleFolderFiltersSchema>;

export const ZCycleFolderSearchSchema = ZCycleFolderFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TCycleFolderSearch = z.output<typeof ZCycleFolderSearchSchema>;

const ZMoneyText = z.string();

/** What names a folder in a list: its key with the channel's and business unit's names. */
export const ZFolderKeyRowSchema = z.object({
  year: z.number().int(),
  cycle: z.number().int(),
  channel: z.string(),
  channelName: z.string().nullable(),
  commodity: z.string(),
  commodityName: z.string().nullable(),
  description: z.string(),
});

export const ZCycleFolderRowSchema = ZFolderKeyRowSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(CYCLE_FOLDER_STATUSES),
  planningOpen: z.boolean(),
  actionCount: z.number().int(),
  /** The active actions' planned investment. */
  planned: ZMoneyText,
  /** What the folder holds reserved on the map now (zero before approval and after closing). */
  reserved: ZMoneyText,
  updatedAt: z.string(),
});
export type TCycleFolderRow = z.infer<typeof ZCycleFolderRowSchema>;

export const ZCycleActionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tacticType: z.string(),
  description: z.string(),
  economicGroup: z.string().nullable(),
  region: z.string().nullable(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  plannedVolume: z.string(),
  unitValue: z.string(),
  investment: ZMoneyText,
  mapLineId: z.number().int(),
  /** The line's key as the map shows it: "segment · region · CVA · budget type · RIC box · holding". */
  mapLineLabel: z.string(),
  budgetType: z.string(),
  /** ON or OFF funds: the budget type's payment type. */
  fundsType: z.enum(['ON', 'OFF']).nullable(),
  status: z.enum(CYCLE_ACTION_STATUSES),
  /** Held reserved on the map for this action now. */
  reserved: ZMoneyText,
});
export type TCycleAction = z.infer<typeof ZCycleActionSchema>;

/** The approval as the folder's screen shows it: the step, and whether the caller may decide it. */
export const ZCycleFolderApprovalSchema = z.object({
  step: z.number().int(),
  stepCount: z.number().int(),
  canDecide: z.boolean(),
});

export const ZCycleFolderSchema = ZCycleFolderRowSchema.extend({
  actions: z.array(ZCycleActionSchema),
  approval: ZCycleFolderApprovalSchema.nullable(),
  /** The last disapproval's justification, shown while the folder is disapproved. */
  disapprovalJustification: z.string().nullable(),
});
export type TCycleFolder = z.infer<typeof ZCycleFolderSchema>;

export const ZCycleFolderMoveSchema = z.object({ id: ZIdSchema, version: ZVersionSchema });

export const ZCycleFolderDecisionSchema = ZCycleFolderMoveSchema.extend({
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional(),
});

export const ZCycleFolderDisapprovalSchema = ZCycleFolderMoveSchema.extend({
  justification: z
    .string()
    .trim()
    .min(1, { message: 'cycleFolder.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});

/** The map lines a folder's action may draw from, with the available money of the folder's cycle. */
export const ZCycleFolderLinesRequestSchema = z.object({
  year: ZBudgetYearSchema,
  cycle: ZCycleSchema,
  channel: code,
  commodity: code,
});

export const ZCycleFolderLineOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  economicGroup: z.string(),
  region: z.string(),
  budgetType: z.string(),
  fundsType: z.enum(['ON', 'OFF']).nullable(),
  /** Available on the line's month of the cycle, as the ledger's balance holds it now. */
  available: ZMoneyText,
});
export type TCycleFolderLineOption = z.infer<typeof ZCycleFolderLineOptionSchema>;
