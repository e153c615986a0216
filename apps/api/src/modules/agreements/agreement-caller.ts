import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import type { LifecycleCaller } from './agreement-lifecycle';

/**
 * Who calls, as the agreements' rules need them: id, roles, restrictions, the business day and
 * the language their reasons are written in. The signatures and printing calls use it too.
 */
export function lifecycleCaller(context: AppContext) {
  return (request: FastifyRequest): LifecycleCaller => {
    const user = currentUser(request);
    return {
      id: user.id,
      roles: user.authorities,
      restrictions: user.restricoes,
      today: calendarDateIn(context.config.BUSINESS_TIME_ZONE),
      language: requestLanguage(request),
    };
  };
}
