import type {
  AgreementAuditAction,
  AgreementLeverStatus,
  AgreementStatus,
  FundsType,
} from '@trade-terms/domain/agreements';
import { addDays } from '@trade-terms/domain/dates';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit-table';
import type { Db } from '../../platform/db/database';
import {
  type AgreementQuery,
  type AgreementRow,
  filterCondition,
  listOrder,
  withinRestrictions,
} from './agreements-repository';
import { agreementLevers, agreements } from './agreements-table';

/** The agreement's audit rows are keyed by its id as text; this reads that key back as the id. */
const auditedAgreementId = sql`${auditLog.entityId}::int`;
const ofAgreements = eq(auditLog.entity, 'agreement');

/** The agreement's row when the caller may see it (channels, region, business unit), else null. */
export async function agreementWithin(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<AgreementRow | null> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), withinRestrictions(restrictions)));
  return (row as AgreementRow | undefined) ?? null;
}

/** One page of an agreement's levers as summary rows, counted in SQL, in the agreement's order. */
export async function leverPage(
  db: Db,
  agreementId: number,
  page: { page: number; pageSize: number; statuses?: readonly AgreementLeverStatus[] | undefined },
) {
  const where = and(
    eq(agreementLevers.agreementId, agreementId),
    page.statuses && page.statuses.length > 0
      ? inArray(agreementLevers.status, [...page.statuses])
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agreementLevers.id,
        position: agreementLevers.position,
        leverId: agreementLevers.leverId,
        status: agreementLevers.status,
        fundsType: agreementLevers.fundsType,
        commodity: agreementLevers.commodityCode,
        budgetType: agreementLevers.budgetType,
        expectedYearlyValue: agreementLevers.expectedYearlyValue,
        customerCount: sql<number>`cardinality(${agreementLevers.customers})::int`,
        payerCount: sql<number>`cardinality(${agreementLevers.payers})::int`,
        eventCount: sql<number>`jsonb_array_length(${agreementLevers.events})::int`,
        hasPendingValues: sql<boolean>`${agreementLevers.pendingValues} is not null`,
        inactivePeriods: agreementLevers.inactivePeriods,
      })
      .from(agreementLevers)
      .where(where)
      .orderBy(asc(agreementLevers.position), asc(agreementLevers.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(agreementLevers).where(where),
  ]);
  type Row = Omit<(typeof rows)[number], 'status' | 'fundsType'> & {
    status: AgreementLeverStatus;
    fundsType: FundsType;
  };
  return { rows: rows as Row[], total: total?.value ?? 0 };
}

/** How many of an agreement's levers stand in each status. */
export async function leverStatusCounts(
  db: Db,
  agreementId: number,
): Promise<Map<AgreementLeverStatus, number>> {
  const rows = await db
    .select({ status: agreementLevers.status, value: count() })
    .from(agreementLevers)
    .where(eq(agreementLevers.agreementId, agreementId))
    .groupBy(agreementLevers.status);
  return new Map(rows.map((row) => [row.status as AgreementLeverStatus, row.value]));
}

/** The agreement's latest audit row of an action, or null. */
export async function lastMove(db: Db, agreementId: number, action: AgreementAuditAction) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(ofAgreements, eq(auditLog.entityId, String(agreementId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

/** Whether the agreement was approved after an instant (its turn back was settled since). */
export async function approvedAfter(db: Db, agreementId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        ofAgreements,
        eq(auditLog.entityId, String(agreementId)),
        eq(auditLog.action, 'APROVADO'),
        gt(auditLog.at, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The moves recorded on one lever of an agreement (its id in the agreement), oldest first. */
export function leverMoves(db: Db, agreementId: number, leverRowId: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        ofAgreements,
        eq(auditLog.entityId, String(agreementId)),
        sql`${auditLog.after}->>'lever' = ${String(leverRowId)}`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** Registration's statuses: where a turned-back agreement stands until it is approved again. */
const REGISTERING = ['EM_CADASTRO', 'AGUARDANDO_APROVACAO', 'REPROVADO'];

/**
 * The agreements turned back to registration and not approved since, under the list's filters:
 * each with its latest turn back (who, when, why), a page at a time.
 */
export async function returnedAgreements(
  db: Db,
  query: AgreementQuery & { byReturn: 'asc' | 'desc' | null },
) {
  if (query.cnpjRootGroups?.length === 0) return { rows: [], total: 0 };
  const lastReturn = db
    .selectDistinctOn([auditLog.entityId], {
      entityId: auditLog.entityId,
      at: auditLog.at,
      actorId: auditLog.actorId,
      justification: auditLog.justification,
    })
    .from(auditLog)
    .where(and(ofAgreements, eq(auditLog.action, 'RETORNADO_CADASTRO')))
    .orderBy(auditLog.entityId, desc(auditLog.at), desc(auditLog.id))
    .as('last_return');
  const approvedSince = sql`exists (select 1 from ${auditLog} where ${ofAgreements} and ${auditLog.entityId} = ${lastReturn.entityId} and ${auditLog.action} = 'APROVADO' and ${auditLog.at} > ${lastReturn.at})`;
  const where: SQL | undefined = and(
    filterCondition(query),
    inArray(agreements.status, REGISTERING),
    sql`not ${approvedSince}`,
  );
  const joined = eq(sql`${agreements.id}::text`, lastReturn.entityId);
  const order = query.byReturn
    ? query.byReturn === 'asc'
      ? [asc(lastReturn.at), asc(agreements.id)]
      : [desc(lastReturn.at), desc(agreements.id)]
    : listOrder(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        agreement: agreements,
        returnedAt: lastReturn.at,
        returnedBy: lastReturn.actorId,
        justification: lastReturn.justification,
      })
      .from(agreements)
      .innerJoin(lastReturn, joined)
      .where(where)
      .orderBy(...order)
      .limit(query.search.pageSize ?? 20)
      .offset(pageOffset({ page: query.search.page ?? 1, pageSize: query.search.pageSize ?? 20 })),
    db.select({ value: count() }).from(agreements).innerJoin(lastReturn, joined).where(where),
  ]);
  return {
    rows: rows as {
      agreement: AgreementRow;
      returnedAt: Date;
      returnedBy: number | null;
      justification: string | null;
    }[],
    total: total?.value ?? 0,
  };
}

/** The first instant of a business day (an ISO date) in the business's time zone, in SQL. */
const startOfDay = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The levers' customers and payers of an agreement's image, as the audit log keeps it. */
type LeverImages = { leverId: number; customers: string[]; payers: string[] }[] | null;

/**
 * A batch of the saves that may have changed agreements' customers (creations, copies and
 * changes) in a window of instants, after the audit row `afterId`, of the agreements the caller
 * may see: each with the levers before and after and the agreement as it is now.
 */
export async function customerChangeBatch(
  db: Db,
  window: { since: string; until: string | null; timeZone: string; afterId: number; limit: number },
  restrictions: TRestrictions,
) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      before: sql<LeverImages>`${auditLog.before}->'levers'`,
      after: sql<LeverImages>`${auditLog.after}->'levers'`,
      agreementId: agreements.id,
      description: agreements.description,
      economicGroupCode: agreements.economicGroupCode,
      status: agreements.status,
    })
    .from(auditLog)
    .innerJoin(agreements, eq(agreements.id, auditedAgreementId))
    .where(
      and(
        ofAgreements,
        inArray(auditLog.action, ['CRIADO', 'ALTERADO']),
        sql`${auditLog.at} >= ${startOfDay(window.since, window.timeZone)}`,
        window.until
          ? sql`${auditLog.at} < ${startOfDay(addDays(window.until, 1), window.timeZone)}`
          : undefined,
        gt(auditLog.id, window.afterId),
        withinRestrictions(restrictions),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(window.limit);
  return rows as ((typeof rows)[number] & { status: AgreementStatus })[];
}
