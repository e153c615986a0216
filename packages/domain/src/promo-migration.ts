import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZBudgetYearSchema } from './budget-map';
import { type Competence, parseCompetence } from './competence';
import { ZCycleFolderApprovalSchema } from './cycle-folders';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { sumMoney } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';

/**
 * The migration of a customer's promo OFF funds to promo ON (spec §1, §2 `/migration`, §4
 * "Migration"; docs/domain.md "Migration of promo OFF to promo ON"). The customer of a migration
 * is a holding (economic group) in one channel and year, as the budget map keeps its lines. Its
 * approval runs on the engine (action type MIGRACAO); the last approval moves the OFF lines'
 * available money, from the competence's month to the year's end, to the matching ON lines.
 * Pure: the server loads the balances, asks here and writes the ledger.
 */

/** A holding with no migration record is `NAO_MIGRADO`; a disapproved one goes back to it. */
export const PROMO_MIGRATION_STATUSES = ['NAO_MIGRADO', 'EM_APROVACAO', 'APROVADO', 'EXCLUIDO'] as const;
export type PromoMigrationStatus = (typeof PROMO_MIGRATION_STATUSES)[number];

/** The moves of a migration, each with the statuses it starts from. */
export const PROMO_MIGRATION_MOVES = {
  request: ['NAO_MIGRADO'],
  decide: ['EM_APROVACAO'],
  exclude: ['NAO_MIGRADO'],
  restore: ['EXCLUIDO'],
} as const satisfies Record<string, readonly PromoMigrationStatus[]>;
export type PromoMigrationMove = keyof typeof PROMO_MIGRATION_MOVES;

export function canMoveMigration(move: PromoMigrationMove, status: PromoMigrationStatus): boolean {
  return (PROMO_MIGRATION_MOVES[move] as readonly PromoMigrationStatus[]).includes(status);
}

/** The action type of the migration's approval flow on the engine. */
export const PROMO_MIGRATION_APPROVAL_TYPE = 'MIGRACAO';

/** How ledger rows of a migration name it (`MIGRACAO` / the migration's id). */
export const PROMO_MIGRATION_REFERENCE = 'MIGRACAO';

// ---------------------------------------------------------------------------------------------
// Money of a migration

export interface MonthFunds {
  month: number;
  available: string;
  reserved: string;
}

/** An OFF line of the customer, the ON line that receives its money, and the OFF line's months. */
export interface MigratedLine {
  offLineId: number;
  onLineId: number;
  months: readonly MonthFunds[];
}

export interface MigrationMovement {
  offLineId: number;
  onLineId: number;
  month: number;
  amount: string;
}

const fromMonth = (months: readonly MonthFunds[], first: number) =>
  months.filter((entry) => entry.month >= first);

/** The OFF months from the competence on that hold reserved money: they block the migration. */
export function reservedMonths(
  lines: readonly Pick<MigratedLine, 'offLineId' | 'months'>[],
  first: number,
): { lineId: number; month: number; reserved: string }[] {
  return lines.flatMap((line) =>
    fromMonth(line.months, first)
      .filter((entry) => new Decimal(entry.reserved).greaterThan(0))
      .map((entry) => ({ lineId: line.offLineId, month: entry.month, reserved: entry.reserved })),
  );
}

/**
 * What the approval writes: per OFF line and month from the competence on, its whole available
 * money leaves the OFF line and enters the ON line of the same key (a REMOVAL and an ADDITION of
 * the same amount). Months with nothing available move nothing.
 */
export function migrationMovements(lines: readonly MigratedLine[], first: number): MigrationMovement[] {
  return lines.flatMap((line) =>
    fromMonth(line.months, first)
      .filter((entry) => new Decimal(entry.available).greaterThan(0))
      .map((entry) => ({
        offLineId: line.offLineId,
        onLineId: line.onLineId,
        month: entry.month,
        amount: new Decimal(entry.available).toFixed(2),
      })),
  );
}

/** The money moved by a migration, exact. */
export function movedTotal(movements: readonly MigrationMovement[]): string {
  return sumMoney(movements.map((movement) => movement.amount));
}

/** A request's competence: a month of the migration's year, `MM/YYYY`. */
export function migrationCompetence(text: string, year: number): Competence | null {
  const competence = parseCompetence(text);
  return competence && competence.year === year ? competence : null;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().min(1).max(40);
const codes = z.array(code).max(200).optional();
/** A migration's version as read: 0 for a holding that has no migration record yet. */
const ZMigrationVersionSchema = z.number().int().min(0).max(2_147_483_647);
const ZCompetenceTextSchema = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { message: 'promoMigration.error.competenceFormat' });
const ZRequiredJustificationSchema = z
  .string()
  .trim()
  .min(1, { message: 'promoMigration.error.justificationRequired' })
  .max(JUSTIFICATION_MAX_LENGTH);

/** The customer of a migration: a holding in one channel and year. */
export const ZMigrationKeySchema = z.object({
  economicGroup: code,
  channel: code,
  year: ZBudgetYearSchema,
});
export type TMigrationKey = z.infer<typeof ZMigrationKeySchema>;

export const ZMigrationSearchSchema = ZPageRequestSchema.extend({
  year: ZBudgetYearSchema,
  /** The funds shown add up the months from this one to the year's end. */
  fromMonth: z.number().int().min(1).max(12).default(1),
  channels: codes,
  economicGroups: codes,
  /** Excluded customers are listed only when asked for. */
  statuses: z.array(z.enum(PROMO_MIGRATION_STATUSES)).max(4).optional(),
});
export type TMigrationSearch = z.output<typeof ZMigrationSearchSchema>;

export const ZMigrationRowSchema = ZMigrationKeySchema.extend({
  /** Null while the holding has no migration record. */
  id: z.number().int().nullable(),
  version: z.number().int(),
  economicGroupName: z.string().nullable(),
  status: z.enum(PROMO_MIGRATION_STATUSES),
  /** `MM/YYYY`: the month from which the requested or approved migration applies. */
  competence: z.string().nullable(),
  targetBudgetType: z.string().nullable(),
  /** The OFF lines' money from the search's month (or the migration's competence) on. */
  offAvailable: z.string(),
  offReserved: z.string(),
  onAvailable: z.string(),
  offLines: z.number().int(),
  /** What an approved migration moved. */
  moved: z.string().nullable(),
  approval: ZCycleFolderApprovalSchema.nullable(),
  /** Why it was excluded, or the last disapproval's justification. */
  justification: z.string().nullable(),
});
export type TMigrationRow = z.infer<typeof ZMigrationRowSchema>;

export const ZMigrationRequestSchema = ZMigrationKeySchema.extend({
  version: ZMigrationVersionSchema,
  competence: ZCompetenceTextSchema,
  /** The ON budget type whose lines (same key otherwise) receive the OFF lines' money. */
  targetBudgetType: code,
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional(),
});
export type TMigrationRequest = z.output<typeof ZMigrationRequestSchema>;

export const ZMigrationMoveSchema = z.object({ id: ZIdSchema, version: ZMigrationVersionSchema });

export const ZMigrationDecisionSchema = ZMigrationMoveSchema.extend({
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional(),
});

export const ZMigrationDisapprovalSchema = ZMigrationMoveSchema.extend({
  justification: ZRequiredJustificationSchema,
});

export const ZMigrationExclusionSchema = ZMigrationKeySchema.extend({
  version: ZMigrationVersionSchema,
  justification: ZRequiredJustificationSchema,
});

export const ZMigrationRestoreSchema = ZMigrationMoveSchema.extend({
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional(),
});

/** The ON budget types a migration may send money to (the register's payment type ON). */
export const ZOnBudgetTypeSchema = z.object({ code: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// New flags (banners) of a holding, born on the ON model

export const FLAG_NAME_MAX_LENGTH = 100;

export const ZFlagSaveSchema = z.object({
  id: ZIdSchema.optional(),
  version: z.number().int().min(1).optional(),
  economicGroup: code,
  name: z.string().trim().min(1).max(FLAG_NAME_MAX_LENGTH),
  /** `MM/YYYY`: the month from which the flag exists. */
  competence: ZCompetenceTextSchema,
});
export type TFlagSave = z.output<typeof ZFlagSaveSchema>;

export const ZFlagSearchSchema = ZPageRequestSchema.extend({
  economicGroups: codes,
  /** Inactive flags are listed only when asked for. */
  includeInactive: z.boolean().default(false),
});
export type TFlagSearch = z.output<typeof ZFlagSearchSchema>;

export const ZFlagSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  economicGroup: z.string(),
  economicGroupName: z.string().nullable(),
  name: z.string(),
  competence: z.string(),
  /** A new flag starts on the ON model. */
  fundsType: z.literal('ON'),
  active: z.boolean(),
});
export type TFlag = z.infer<typeof ZFlagSchema>;

export const ZFlagDeactivationSchema = z.object({
  id: ZIdSchema,
  version: z.number().int().min(1),
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional(),
});
