import type { CalcDataSource } from '@trade-terms/domain/calculation-data';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { calcChangedPeriods } from './calculation-data-tables';

/**
 * The insert that records changed periods, to put in a `with` of the statement that changed
 * them: `periods` is a select of `customer_id, competence` (distinct).
 */
export function recordChangedPeriods(
  periods: SQL,
  source: CalcDataSource,
  by: { jobId?: string; integrationId?: number },
): SQL {
  return sql`insert into ${calcChangedPeriods} (customer_id, competence, source, job_id, integration_id)
    select p.customer_id, p.competence, ${source}, ${by.jobId ?? null}::uuid, ${by.integrationId ?? null}::integer
    from (${periods}) p
    returning 1`;
}

export interface ChangedPeriod {
  customerId: number;
  /** ISO date of the competence's first day. */
  competence: string;
  source: CalcDataSource;
  /** The latest change of the period after `since`, and the import or integration that made it. */
  changedAt: Date;
  jobId: string | null;
  integrationId: number | null;
}

/**
 * The periods (customer, competence, source) whose data changed after `since`, each once with its
 * latest change; narrowed to some customers and a window of competences (ISO first days).
 */
export async function changedPeriodsSince(
  db: Db,
  since: Date,
  scope: { customerIds?: readonly number[]; competenceFrom?: string; competenceTo?: string } = {},
): Promise<ChangedPeriod[]> {
  const p = calcChangedPeriods;
  const conditions: SQL[] = [sql`${p.changedAt} > ${since.toISOString()}::timestamptz`];
  if (scope.customerIds)
    conditions.push(sql`${p.customerId} = any(${sql.param([...scope.customerIds])}::int[])`);
  if (scope.competenceFrom) conditions.push(sql`${p.competence} >= ${scope.competenceFrom}::date`);
  if (scope.competenceTo) conditions.push(sql`${p.competence} <= ${scope.competenceTo}::date`);
  const result = await db.execute(sql`
    select distinct on (customer_id, competence, source)
      customer_id as "customerId", competence::text as "competence", source,
      changed_at as "changedAt", job_id as "jobId", integration_id as "integrationId"
    from ${p}
    where ${sql.join(conditions, sql` and `)}
    order by customer_id, competence, source, changed_at desc, id desc`);
  return (result as unknown as { rows: ChangedPeriod[] }).rows.map((row) => ({
    ...row,
    changedAt: new Date(row.changedAt),
  }));
}

/**
 * The changed-periods record for another module's SQL (a report joining it in the database): a
 * parenthesised select of `customerId`, `competence` (first day), `source` and `changedAt`.
 */
export function changedPeriodsSql(): SQL {
  const p = calcChangedPeriods;
  return sql`(select ${p.customerId} as "customerId", ${p.competence} as "competence", ${p.source} as "source",
    ${p.changedAt} as "changedAt" from ${p})`;
}
