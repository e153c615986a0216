import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import {
  HOME_JOB_DAYS,
  HOME_OLDEST_APPROVALS,
  homeDashboardAreas,
  type THomeDashboard,
} from '@trade-terms/domain/home-dashboard';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { countAgreementsByStatus } from '../agreements/agreement-read-models';
import { pendingSummaryFor } from '../approval-flows/approval-requests-service';
import { ascertainmentMonthTotals } from '../ascertainment/ascertainment-reads';
import { yearTotals } from '../budget-map/budget-line-reads';
import { countProblemJobs } from '../imports-exports/jobs-service';
import { usersByIds } from '../users/users-service';

export interface HomeCaller {
  id: number;
  authorities: readonly string[];
  restrictions: TRestrictions;
  /** The business day (ISO), whose month is the default competence. */
  today: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The home dashboard: each part read from its owning module's counting and summing functions
 * (aggregates in SQL, no rows), only the parts the caller may see, all at once.
 */
export async function homeDashboard(
  db: Db,
  caller: HomeCaller,
  asked: string | undefined,
): Promise<THomeDashboard> {
  const competence = asked ?? isoDateToCompetenceText(`${caller.today.slice(0, 7)}-01`);
  // The schema let only a valid month through, and today's is one.
  const month = competenceTextToIsoDate(competence) as string;
  const year = Number(month.slice(0, 4));
  const areas = homeDashboardAreas(caller.authorities);
  const { restrictions } = caller;
  const [approvals, agreements, ascertainment, budgetMap, jobs] = await Promise.all([
    approvalsWaitingFor(db, caller.id),
    areas.agreements ? countAgreementsByStatus(db, restrictions) : null,
    areas.ascertainment ? ascertainmentMonthTotals(db, month, restrictions) : null,
    areas.budgetMap ? yearTotals(db, year, restrictions) : null,
    countProblemJobs(
      db,
      { id: caller.id, seesAll: areas.allJobs, restrictions },
      new Date(Date.now() - HOME_JOB_DAYS * DAY_MS),
    ),
  ]);
  return {
    competence,
    approvals,
    agreements: agreements && {
      total: agreements.reduce((sum, row) => sum + row.total, 0),
      byStatus: agreements as NonNullable<THomeDashboard['agreements']>['byStatus'],
    },
    ascertainment,
    budgetMap,
    jobs: { scope: areas.allJobs ? 'ALL' : 'OWN', days: HOME_JOB_DAYS, ...jobs },
  };
}

/** The items waiting for the caller, with the access state of the users whose access waits. */
async function approvalsWaitingFor(db: Db, userId: number): Promise<THomeDashboard['approvals']> {
  const summary = await pendingSummaryFor(db, userId, HOME_OLDEST_APPROVALS);
  const accessUserIds = summary.oldest
    .filter((item) => item.actionType === 'ACESSO_USUARIO')
    .map((item) => Number(item.entityId));
  const accessUsers = await usersByIds(db, accessUserIds);
  return {
    total: summary.total,
    byActionType: summary.byActionType,
    oldest: summary.oldest.map((item) => ({
      requestId: item.requestId,
      actionType: item.actionType,
      entity: item.entity,
      entityId: item.entityId,
      flowName: item.flowName,
      requester: item.requester.name,
      startedAt: item.startedAt,
      userAccessState:
        item.actionType === 'ACESSO_USUARIO'
          ? (accessUsers.get(Number(item.entityId))?.accessState ?? null)
          : null,
    })),
  };
}
