import type { ApprovalStepMembers } from '@trade-terms/domain/approval-engine';
import type { StepMemberKind } from './approval-flows-table';

export interface StepMemberRow {
  ownerId: number;
  stepNumber: number;
  /** Null for a step stored without members (a left join). */
  userId: number | null;
  kind: StepMemberKind | null;
}

interface MutableStep {
  stepNumber: number;
  responsibleIds: number[];
  notifiedIds: number[];
}

/** Groups member rows (of flows or of items) into ordered steps per owner. */
export function groupSteps(
  ownerIds: readonly number[],
  rows: readonly StepMemberRow[],
): Map<number, ApprovalStepMembers[]> {
  const steps = new Map<number, MutableStep[]>(ownerIds.map((id) => [id, []]));
  for (const row of rows) {
    const owned = steps.get(row.ownerId) ?? [];
    steps.set(row.ownerId, owned);
    let step = owned.find((candidate) => candidate.stepNumber === row.stepNumber);
    if (!step) {
      step = { stepNumber: row.stepNumber, responsibleIds: [], notifiedIds: [] };
      owned.push(step);
    }
    if (row.userId === null) continue;
    (row.kind === 'RESPONSAVEL' ? step.responsibleIds : step.notifiedIds).push(row.userId);
  }
  for (const owned of steps.values()) owned.sort((a, b) => a.stepNumber - b.stepNumber);
  return steps;
}

/** The member rows of some steps, one per responsible and per notified user. */
export function memberRows<T extends object>(
  steps: readonly ApprovalStepMembers[],
  extra: (step: ApprovalStepMembers) => T,
): (T & { userId: number; kind: StepMemberKind })[] {
  return steps.flatMap((step) => [
    ...step.responsibleIds.map((userId) => ({ ...extra(step), userId, kind: 'RESPONSAVEL' as const })),
    ...step.notifiedIds.map((userId) => ({ ...extra(step), userId, kind: 'NOTIFICADO' as const })),
  ]);
}
