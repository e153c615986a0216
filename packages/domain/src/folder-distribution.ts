import Decimal from 'decimal.js';
import { z } from 'zod';
import { CYCLE_ACTION_STATUSES, type CycleActionStatus, ZFolderKeyRowSchema } from './cycle-folders';
import { COUNTED_FOLDER_STATUSES } from './folder-counting';
import { ExactDecimal, roundMoney, sumMoney, ZMoneySchema } from './money';
import { ZIdSchema } from './records';

/**
 * The distribution of an approved cycle folder's money among regional coordinators, and the
 * coordinators' assignment of the folder's actions to customers (spec §2 "Cycle folder":
 * `/counting/distribute-money`, `/counting/assignActions`; docs/domain.md "Cycle folder
 * distribution and assignment"). Pure: the server loads, asks here and stores.
 */

/** A distribution and its assignments exist for the folders a counting exists for. */
export const DISTRIBUTED_FOLDER_STATUSES = COUNTED_FOLDER_STATUSES;

// ---------------------------------------------------------------------------------------------
// The distribution's money

export interface DistributionBalance {
  /** What the shares add up to. */
  distributed: string;
  /** The folder's total minus the shares: positive when money is left, negative when too much is given. */
  difference: string;
  balanced: boolean;
}

/** Whether the shares add up to the folder's total exactly, and by how much they miss. */
export function distributionBalance(
  total: Decimal.Value,
  shares: readonly Decimal.Value[],
): DistributionBalance {
  const distributed = sumMoney(shares);
  const difference = roundMoney(new Decimal(total).minus(distributed));
  return { distributed, difference, balanced: new Decimal(difference).isZero() };
}

/**
 * The total split by weights in whole cents with the largest-remainder method: each part is its
 * exact quota rounded down, and the cents left go one each to the largest fractions (the first
 * of equal ones), so the parts add up to the total exactly and none is negative. Weights all zero
 * (no action names any of the regions) split it equally.
 */
export function proposeDistribution(total: Decimal.Value, weights: readonly Decimal.Value[]): string[] {
  if (weights.length === 0) return [];
  const cents = new ExactDecimal(roundMoney(total)).times(100);
  if (cents.isNegative() || weights.some((weight) => new ExactDecimal(weight).isNegative()))
    throw new RangeError('Propose a distribution of a total and weights that are not negative');
  const weightSum = weights.reduce<Decimal>((sum, weight) => sum.plus(weight), new ExactDecimal(0));
  const used = weightSum.isZero()
    ? weights.map(() => new ExactDecimal(1))
    : weights.map((w) => new ExactDecimal(w));
  const usedSum = weightSum.isZero() ? new ExactDecimal(weights.length) : weightSum;
  const quotas = used.map((weight) => cents.times(weight).dividedBy(usedSum));
  const parts = quotas.map((quota) => quota.floor());
  const left = cents
    .minus(parts.reduce<Decimal>((sum, part) => sum.plus(part), new ExactDecimal(0)))
    .toNumber();
  const byFraction = quotas
    .map((quota, index) => ({ index, fraction: quota.minus(quota.floor()) }))
    .sort((a, b) => b.fraction.comparedTo(a.fraction) || a.index - b.index);
  for (const { index } of byFraction.slice(0, left)) parts[index] = (parts[index] as Decimal).plus(1);
  return parts.map((part) => part.dividedBy(100).toFixed(2));
}

export interface WeighedAction {
  status: CycleActionStatus;
  region: string | null;
  investment: string;
}

/** Per region, the planned investment of the folder's active actions that name it (the proposal's weights). */
export function plannedByRegion(actions: readonly WeighedAction[]): Map<string, string> {
  const totals = new Map<string, Decimal>();
  for (const action of actions) {
    if (action.status !== 'ATIVA' || !action.region) continue;
    totals.set(action.region, (totals.get(action.region) ?? new Decimal(0)).plus(action.investment));
  }
  return new Map([...totals].map(([region, total]) => [region, roundMoney(total)]));
}

/** A coordinator's share: the amounts of the regions he coordinates, added up. */
export function sharesByCoordinator(
  rows: readonly { coordinatorId: number; amount: string }[],
): Map<number, string> {
  const shares = new Map<number, Decimal>();
  for (const row of rows)
    shares.set(row.coordinatorId, (shares.get(row.coordinatorId) ?? new Decimal(0)).plus(row.amount));
  return new Map([...shares].map(([id, share]) => [id, roundMoney(share)]));
}

/** How much the assigned amounts pass a coordinator's share; zero when they fit. */
export function assignmentExcess(share: Decimal.Value, amounts: readonly Decimal.Value[]): string {
  const excess = new Decimal(sumMoney(amounts)).minus(share);
  return excess.isPositive() && !excess.isZero() ? roundMoney(excess) : '0.00';
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const code = z.string().trim().min(1).max(40);
/** A version as read: 0 while nothing was saved yet. */
const ZReadVersionSchema = z.number().int().min(0);

export const ZFolderDistributionRowSaveSchema = z.object({
  /** A code of the region register, active, once per distribution. */
  region: code,
  /** An active user (the users module). */
  coordinatorId: ZIdSchema,
  amount: ZMoneySchema,
});

export const ZFolderDistributionSaveSchema = z.object({
  folderId: ZIdSchema,
  /** The distribution's version as read: 0 (or absent) for one not saved yet. */
  version: ZReadVersionSchema.optional(),
  rows: z.array(ZFolderDistributionRowSaveSchema).max(200),
});
export type TFolderDistributionSave = z.output<typeof ZFolderDistributionSaveSchema>;

const ZFolderDistributedRowSchema = ZFolderKeyRowSchema.extend({
  folderId: z.number().int(),
  folderStatus: z.enum(DISTRIBUTED_FOLDER_STATUSES),
  /** The folder's approved money: its active actions' planned investment. */
  total: z.string(),
  distributed: z.string(),
  difference: z.string(),
  balanced: z.boolean(),
});

export const ZFolderDistributionRowSchema = z.object({
  region: z.string(),
  regionName: z.string().nullable(),
  coordinatorId: z.number().int(),
  coordinatorName: z.string().nullable(),
  amount: z.string(),
});
export type TFolderDistributionRow = z.infer<typeof ZFolderDistributionRowSchema>;

export const ZFolderDistributionSchema = ZFolderDistributedRowSchema.extend({
  /** The distribution's version (0: not saved yet). */
  version: z.number().int(),
  rows: z.array(ZFolderDistributionRowSchema),
  /** Per region named by an active action, its planned investment: the proposal's weights. */
  plannedByRegion: z.array(
    z.object({ region: z.string(), regionName: z.string().nullable(), planned: z.string() }),
  ),
});
export type TFolderDistribution = z.infer<typeof ZFolderDistributionSchema>;

export const ZCoordinatorSearchSchema = z.object({ search: z.string().trim().max(100).optional() });
export const ZCoordinatorSchema = z.object({ id: z.number().int(), name: z.string() });

export const ZFolderAssignmentRowSaveSchema = z.object({
  /** An active action of the folder. */
  actionId: ZIdSchema,
  /** A code of the customer register, active. */
  customer: code,
  amount: ZMoneySchema,
});

export const ZFolderAssignmentsSaveSchema = z.object({
  folderId: ZIdSchema,
  /** A coordinator of the folder's distribution. */
  coordinatorId: ZIdSchema,
  /** The coordinator's assignments' version as read: 0 (or absent) for none saved yet. */
  version: ZReadVersionSchema.optional(),
  rows: z.array(ZFolderAssignmentRowSaveSchema).max(2000),
});
export type TFolderAssignmentsSave = z.output<typeof ZFolderAssignmentsSaveSchema>;

export const ZFolderAssignmentRowSchema = z.object({
  actionId: z.number().int(),
  customer: z.string(),
  customerName: z.string().nullable(),
  amount: z.string(),
});

export const ZCoordinatorAssignmentsSchema = z.object({
  coordinatorId: z.number().int(),
  coordinatorName: z.string().nullable(),
  /** The regions' amounts he coordinates, added up. */
  share: z.string(),
  assigned: z.string(),
  /** What the assignments pass the share by (after a new distribution lowered it); zero when they fit. */
  excess: z.string(),
  /** The assignments' version (0: none saved yet). */
  version: z.number().int(),
  rows: z.array(ZFolderAssignmentRowSchema),
});
export type TCoordinatorAssignments = z.infer<typeof ZCoordinatorAssignmentsSchema>;

export const ZFolderAssignmentsSchema = ZFolderDistributedRowSchema.extend({
  /** The folder's active actions, to assign. */
  actions: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      tacticType: z.string(),
      description: z.string(),
      status: z.enum(CYCLE_ACTION_STATUSES),
      investment: z.string(),
    }),
  ),
  coordinators: z.array(ZCoordinatorAssignmentsSchema),
});
export type TFolderAssignments = z.infer<typeof ZFolderAssignmentsSchema>;
