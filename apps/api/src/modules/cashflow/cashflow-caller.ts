import type { Language } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';

/** Who calls the cashflow's services: their id, data restrictions and language. */
export interface CashflowCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

/** How the audit trail and the approval engine name a detached ascertainment. */
export const DETACHED_ENTITY = 'detached_ascertainment';

export function cashflowCallerOf(request: FastifyRequest): CashflowCaller {
  const user = currentUser(request);
  return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
}
