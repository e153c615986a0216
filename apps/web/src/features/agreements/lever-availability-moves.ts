import {
  LEVER_AVAILABILITY_MOVES,
  type LeverAvailabilityMove,
  mayMoveLever,
} from '@trade-terms/domain/agreement-moves';
import type { TAgreement, TAgreementLever } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { Role } from '@trade-terms/domain/permissions';

const CALLS = { DISABLE: agreementCalls.disableLevers, ACTIVATE: agreementCalls.activateLevers } as const;

/**
 * The availability moves a user may make on a lever now: its agreement is approved, the lever's
 * status allows the move, and a role the call accepts is held.
 */
export function availabilityMovesOf(
  agreement: Pick<TAgreement, 'status'>,
  lever: Pick<TAgreementLever, 'status'>,
  hasRole: (role: Role) => boolean,
): LeverAvailabilityMove[] {
  if (agreement.status !== 'APROVADO') return [];
  return LEVER_AVAILABILITY_MOVES.filter(
    (move) => mayMoveLever(move, lever.status) && CALLS[move].access.roles.some((role) => hasRole(role)),
  );
}
