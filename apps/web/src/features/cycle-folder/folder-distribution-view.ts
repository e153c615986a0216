import {
  distributionBalance,
  proposeDistribution,
  type TCoordinatorAssignments,
  type TFolderAssignments,
  type TFolderDistribution,
} from '@trade-terms/domain/folder-distribution';

/** A region's row as keyed in on the distribution screen. */
export interface DistributionDraft {
  key: string;
  region: string | null;
  coordinatorId: number | null;
  /** The coordinator's name as last read or picked, shown before any search brings it. */
  coordinatorName: string | null;
  amount: string | null;
}

/** An assignment as keyed in on the assignment screen. */
export interface AssignmentDraft {
  key: string;
  actionId: number | null;
  customer: string | null;
  amount: string | null;
}

let nextKey = 0;
export const draftKey = () => {
  nextKey += 1;
  return `new-${nextKey}`;
};

export function distributionDraftsOf(distribution: TFolderDistribution): DistributionDraft[] {
  return distribution.rows.map((row) => ({
    key: `stored-${row.region}`,
    region: row.region,
    coordinatorId: row.coordinatorId,
    coordinatorName: row.coordinatorName,
    amount: row.amount,
  }));
}

export function assignmentDraftsOf(coordinator: TCoordinatorAssignments | undefined): AssignmentDraft[] {
  return (coordinator?.rows ?? []).map((row) => ({
    key: `stored-${row.actionId}-${row.customer}`,
    actionId: row.actionId,
    customer: row.customer,
    amount: row.amount,
  }));
}

const amountsOf = (drafts: readonly { amount: string | null }[]) =>
  drafts.map((draft) => draft.amount ?? '0');

/** The live totals of the distribution screen: the folder's total, what the rows distribute, the difference. */
export function liveDistribution(total: string, drafts: readonly DistributionDraft[]) {
  return { total, ...distributionBalance(total, amountsOf(drafts)) };
}

/**
 * "Propor divisão": the folder's total split among the table's regions by what the folder's
 * active actions plan in each (equally when none does); with no row yet, a row for each region the
 * actions name. Coordinators already chosen are kept.
 */
export function proposedDrafts(
  distribution: TFolderDistribution,
  drafts: readonly DistributionDraft[],
): DistributionDraft[] {
  const planned = new Map(distribution.plannedByRegion.map((each) => [each.region, each.planned]));
  const rows: DistributionDraft[] =
    drafts.length > 0
      ? [...drafts]
      : distribution.plannedByRegion.map((each) => ({
          key: draftKey(),
          region: each.region,
          coordinatorId: null,
          coordinatorName: null,
          amount: null,
        }));
  const parts = proposeDistribution(
    distribution.total,
    rows.map((row) => (row.region ? (planned.get(row.region) ?? '0') : '0')),
  );
  return rows.map((row, index) => ({ ...row, amount: parts[index] ?? null }));
}

/** The live figures of a coordinator's assignments: his share, what the rows assign, what is left. */
export function liveAssignment(share: string, drafts: readonly AssignmentDraft[]) {
  const { distributed, difference } = distributionBalance(share, amountsOf(drafts));
  return { share, assigned: distributed, balance: difference };
}

/**
 * The (action, customer) pairs the coordinators assigned that the counting does not hold yet, in
 * the assignments' order: what the counting screen proposes as its rows ("Incluir clientes
 * atribuídos").
 */
export function assignedPairsMissing(
  held: readonly { actionId: number; customer: string | undefined }[],
  assignments: Pick<TFolderAssignments, 'coordinators'>,
): { actionId: number; customer: string }[] {
  const seen = new Set(held.map((row) => `${row.actionId}:${row.customer ?? ''}`));
  return assignments.coordinators.flatMap((coordinator) =>
    coordinator.rows.flatMap((row) => {
      const key = `${row.actionId}:${row.customer}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ actionId: row.actionId, customer: row.customer }];
    }),
  );
}
