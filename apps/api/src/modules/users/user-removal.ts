import type { Db } from '../../platform/db/database';
import type { OutcomeMessage } from '../../platform/http/success-message';
import type { AccessApprovals } from './users-neighbours';
import { deactivateUser } from './users-service';

/**
 * Removing a user deactivates them at once, even when approval flows still name them: cutting
 * off someone who left must never wait. The answer warns when flows name them as responsible, so
 * the administrator replaces them and the items waiting on them move on.
 */
export async function removeUser(
  db: Db,
  userId: number,
  actorId: number,
  { flowsWithResponsible }: Pick<AccessApprovals, 'flowsWithResponsible'>,
): Promise<OutcomeMessage[]> {
  await deactivateUser(db, userId, actorId);
  const flows = await flowsWithResponsible(db, userId);
  return [
    { kind: 'SUCESSO', key: 'success.userDeactivated' },
    ...(flows > 0
      ? [{ kind: 'ALERTA' as const, key: 'alerts.userIsFlowResponsible' as const, params: { count: flows } }]
      : []),
  ];
}
