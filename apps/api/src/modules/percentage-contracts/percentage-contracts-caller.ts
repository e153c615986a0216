import type { TRestrictions } from '@trade-terms/domain/session';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/route-guard';

/** Who calls the percentage contracts' services: their id and data restrictions. */
export interface PercentageCaller {
  id: number;
  restrictions: TRestrictions;
}

/** How the audit trail and the approval engine name a contract and an ascertained month. */
export const CONTRACT_ENTITY = 'percentage_contract';
export const MONTH_ENTITY = 'percentage_ascertainment';

export function percentageCallerOf(request: FastifyRequest): PercentageCaller {
  const user = currentUser(request);
  return { id: user.id, restrictions: user.restricoes };
}
