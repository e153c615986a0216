import { z } from 'zod';
import { USER_ACCESS_STATES } from './access-requests';
import { AGREEMENT_STATUSES } from './agreements';
import { APPROVAL_ACTION_TYPES } from './approval-engine';
import { onWire } from './calls/wire-names';
import { competenceTextToIsoDate } from './competence';
import { holdsAnyRole, type Role } from './permissions';
import { mayOpenRoute } from './route-access';

/**
 * The home dashboard (`/`): what the caller must act on and how the money stands, within their
 * data restrictions, in one call. Each area part is answered only to whoever may open that
 * area's screen; the approvals waiting for the caller are answered to everyone (being listed in
 * an item's current step is the permission).
 */

/** Everyone's imports and exports, not only one's own, as on the imports and exports dashboard. */
export const ALL_JOBS_ROLE: Role = 'ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES';

/** The window of the imports part, the imports and exports dashboard's shortest. */
export const HOME_JOB_DAYS = 30;

/** How many of the oldest items waiting for the caller are listed by name. */
export const HOME_OLDEST_APPROVALS = 5;

/** The area parts a session may see, read from the screens' own route rules. */
export function homeDashboardAreas(authorities: readonly string[]) {
  return {
    agreements: mayOpenRoute('/agreements', authorities),
    ascertainment: mayOpenRoute('/trade-agreements-ascertainment', authorities),
    budgetMap: mayOpenRoute('/payments/map', authorities),
    allJobs: holdsAnyRole(authorities, [ALL_JOBS_ROLE]),
  };
}
export type HomeDashboardAreas = ReturnType<typeof homeDashboardAreas>;

export const ZHomeDashboardQuerySchema = z.object({
  /** The month of the ascertainment part and the year of the budget map part; today's by default. */
  competence: onWire(
    'competencia',
    z
      .string()
      .trim()
      .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' }),
  ).optional(),
});
export type THomeDashboardQuery = z.infer<typeof ZHomeDashboardQuerySchema>;

/** Exact decimal text with a dot ("1234.50"), summed in SQL. */
const ZMoneyText = z.string();
const ZCount = z.number().int().nonnegative();

const ZPendingApprovalItemSchema = z.object({
  requestId: z.number().int(),
  actionType: z.enum(APPROVAL_ACTION_TYPES),
  entity: z.string(),
  entityId: z.string(),
  flowName: z.string(),
  requester: z.string(),
  startedAt: z.string(),
  /** For user access items: the user's access state, which names the screen that decides it. */
  userAccessState: z.enum(USER_ACCESS_STATES).nullable(),
});
export type THomePendingApproval = z.infer<typeof ZPendingApprovalItemSchema>;

export const ZHomeDashboardSchema = z.object({
  competence: onWire('competencia', z.string()),
  approvals: z.object({
    total: ZCount,
    byActionType: z.array(z.object({ actionType: z.enum(APPROVAL_ACTION_TYPES), total: ZCount })),
    oldest: z.array(ZPendingApprovalItemSchema),
  }),
  agreements: z
    .object({
      total: ZCount,
      byStatus: z.array(z.object({ status: z.enum(AGREEMENT_STATUSES), total: ZCount })),
    })
    .nullable(),
  ascertainment: z
    .object({ ascertainments: ZCount, accurate: ZMoneyText, final: ZMoneyText, toPay: ZMoneyText })
    .nullable(),
  budgetMap: z
    .object({
      year: z.number().int(),
      lines: ZCount,
      /** Monthly budgets plus additions minus removals: what the year may spend. */
      budget: ZMoneyText,
      reserved: ZMoneyText,
      paid: ZMoneyText,
      available: ZMoneyText,
    })
    .nullable(),
  jobs: z.object({
    scope: z.enum(['OWN', 'ALL']),
    days: z.number().int(),
    errors: ZCount,
    withInconsistencies: ZCount,
  }),
});
export type THomeDashboard = z.infer<typeof ZHomeDashboardSchema>;
