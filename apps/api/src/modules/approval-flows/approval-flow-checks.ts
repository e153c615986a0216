import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { Db } from '../../platform/db/database';
import { recordIdsByCodes } from '../master-data/register-records';
import { profileNamesByIds } from '../profiles/profiles-service';
import { usersByIds } from '../users/users-service';
import type { FlowContent, FlowRecord } from './approval-flows-repository';

/** Criteria that name a register's record: a code nobody registered would never match an item. */
const REGISTER_CRITERIA = [
  { field: 'channel', register: 'channel' },
  { field: 'budgetType', register: 'budgetType' },
] as const;

/**
 * The rules that need the database: channel and budget type are registered codes, the
 * requester profile exists, every user exists, and a responsible can still sign in (an inactive
 * one would leave the step without anyone to act).
 */
export async function referenceProblems(db: Db, content: FlowContent): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { field, register } of REGISTER_CRITERIA) {
    const code = content[field];
    if (code === null) continue;
    const known = await recordIdsByCodes(db, register, [code]);
    if (!known.has(code))
      problems.push({ path: [field], message: 'validation.unknownCode', params: { code } });
  }
  if (content.requesterProfileId !== null) {
    const names = await profileNamesByIds(db, [content.requesterProfileId]);
    if (!names.has(content.requesterProfileId)) {
      problems.push({
        path: ['requesterProfileId'],
        message: 'validation.unknownProfile',
        params: { id: content.requesterProfileId },
      });
    }
  }
  const known = await usersByIds(
    db,
    content.steps.flatMap((step) => [...step.responsibleIds, ...step.notifiedIds]),
  );
  content.steps.forEach((step, index) => {
    step.responsibleIds.forEach((id, position) => {
      const user = known.get(id);
      const path = ['steps', index, 'responsibleIds', position];
      if (!user) problems.push({ path, message: 'validation.unknownUser', params: { id } });
      else if (!user.active)
        problems.push({ path, message: 'validation.inactiveUser', params: { name: user.label } });
    });
    step.notifiedIds.forEach((id, position) => {
      if (!known.has(id)) {
        problems.push({
          path: ['steps', index, 'notifiedIds', position],
          message: 'validation.unknownUser',
          params: { id },
        });
      }
    });
  });
  return problems;
}

/**
 * Items under way follow the flow for the steps not yet decided (so replacing someone who left
 * unblocks what waits on them); the flow must still have the step each item stands at, and keep
 * its action type.
 */
export function pendingItemProblems(
  before: FlowRecord,
  content: FlowContent,
  pending: readonly { currentStep: number }[],
): FieldProblem[] {
  if (pending.length === 0) return [];
  const problems: FieldProblem[] = [];
  if (content.actionType !== before.actionType) {
    problems.push({ path: ['actionType'], message: 'approval.actionTypeUnderWay' });
  }
  const furthest = Math.max(...pending.map((item) => item.currentStep));
  if (content.steps.length < furthest) {
    problems.push({ path: ['steps'], message: 'approval.stepsUnderWay', params: { step: furthest } });
  }
  return problems;
}
