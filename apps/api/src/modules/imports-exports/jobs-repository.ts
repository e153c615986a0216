import { isRestricted, RESTRICTION_DIMENSIONS } from '@trade-terms/domain/data-restrictions';
import type { JobStatus, JobType } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { pageOffset, type TPageRequest } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { RESTRICTIONS_KEY } from './job-restrictions';
import { importExportJobs } from './jobs-table';

export type JobRow = typeof importExportJobs.$inferSelect;
export type NewJobRow = Omit<typeof importExportJobs.$inferInsert, 'status'>;

/** Records a job as processing. */
export async function insertJob(db: Db, job: NewJobRow): Promise<JobRow> {
  const [row] = await db
    .insert(importExportJobs)
    .values({ ...job, status: 'PROCESSANDO' })
    .returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function findJob(db: Db, id: string, options: { lock?: boolean } = {}): Promise<JobRow | null> {
  const query = db.select().from(importExportJobs).where(eq(importExportJobs.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markStarted(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(importExportJobs)
    .set({
      startedAt: sql`coalesce(${importExportJobs.startedAt}, now())`,
      progress,
      heartbeatAt: sql`now()`,
    })
    .where(eq(importExportJobs.id, id));
}

/** The running job's progress and heartbeat; a closed job is left as it was closed. */
export async function renewJob(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(importExportJobs)
    .set({ progress, heartbeatAt: sql`now()` })
    .where(and(eq(importExportJobs.id, id), eq(importExportJobs.status, 'PROCESSANDO')));
}

const staleSince = (seconds: number) =>
  lt(importExportJobs.heartbeatAt, sql`now() - make_interval(secs => ${seconds})`);

/** Started jobs whose worker has not renewed them for `staleSeconds`. */
export async function staleJobs(db: Db, staleSeconds: number): Promise<JobRow[]> {
  return db
    .select()
    .from(importExportJobs)
    .where(and(eq(importExportJobs.status, 'PROCESSANDO'), staleSince(staleSeconds)));
}

/**
 * Puts a stale job back to waiting (progress 0, not started), noting why. Only one caller wins
 * when several processes find it stale at once; the others get false.
 */
export async function claimStaleJob(
  db: Db,
  id: string,
  staleSeconds: number,
  note: MessageKey,
): Promise<boolean> {
  const claimed = await db
    .update(importExportJobs)
    .set({ startedAt: null, heartbeatAt: null, progress: 0, messageKey: note, messageParams: null })
    .where(
      and(eq(importExportJobs.id, id), eq(importExportJobs.status, 'PROCESSANDO'), staleSince(staleSeconds)),
    )
    .returning({ id: importExportJobs.id });
  return claimed.length > 0;
}

export interface JobOutcome {
  status: JobStatus;
  message?: { key: MessageKey; params?: Record<string, string> };
  resultKey?: string;
  resultName?: string;
  errorsKey?: string;
  counts?: { read: number; inserted: number; updated: number; unchanged: number; rejected: number };
}

/** Closes a job; call it inside the transaction of the work it records. */
export async function finishJob(db: Db, id: string, outcome: JobOutcome): Promise<void> {
  await db
    .update(importExportJobs)
    .set({
      status: outcome.status,
      progress: 100,
      finishedAt: new Date(),
      startedAt: sql`coalesce(${importExportJobs.startedAt}, now())`,
      messageKey: outcome.message?.key ?? null,
      messageParams: outcome.message?.params ?? null,
      resultKey: outcome.resultKey ?? null,
      resultName: outcome.resultName ?? null,
      errorsKey: outcome.errorsKey ?? null,
      ...(outcome.counts
        ? {
            rowsRead: outcome.counts.read,
            rowsInserted: outcome.counts.inserted,
            rowsUpdated: outcome.counts.updated,
            rowsUnchanged: outcome.counts.unchanged,
            rowsRejected: outcome.counts.rejected,
          }
        : {}),
    })
    .where(eq(importExportJobs.id, id));
}

export interface JobFilters {
  since: Date;
  /** None: every status. */
  statuses: readonly string[] | null;
  /** None: every type. */
  type: JobType | null;
  /** The viewer's own jobs only ("only mine"); none: every job the viewer may see. */
  onlyOwnOf: number | null;
  viewer: JobViewer;
  direction: 'asc' | 'desc';
}

/** One page of jobs, by the time they were asked for, with the count of all that match. */
export async function searchJobRows(
  db: Db,
  filters: JobFilters,
  page: TPageRequest,
): Promise<{ rows: JobRow[]; total: number }> {
  const where: SQL | undefined = and(
    gte(importExportJobs.createdAt, filters.since),
    filters.statuses ? inArray(importExportJobs.status, [...filters.statuses]) : undefined,
    filters.type ? eq(importExportJobs.type, filters.type) : undefined,
    filters.onlyOwnOf === null ? undefined : eq(importExportJobs.requestedBy, filters.onlyOwnOf),
    visibleJobs(filters.viewer),
  );
  const rows = await db
    .select()
    .from(importExportJobs)
    .where(where)
    .orderBy(filters.direction === 'asc' ? importExportJobs.createdAt : desc(importExportJobs.createdAt))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const [counted] = await db.select({ total: count() }).from(importExportJobs).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Who looks at the dashboard: their own jobs always, everyone's with the dashboard role. */
export interface JobViewer {
  id: number;
  seesAll: boolean;
  restrictions: TRestrictions;
}

/**
 * The jobs a viewer may see. Another user's export or import file holds the records that user
 * could see, so a viewer with data restrictions sees it only when the job carries restrictions
 * (in `parameters`) at least as narrow as theirs on every dimension they are restricted on; a
 * job without them (from before restrictions travelled with jobs) counts as unrestricted.
 */
function visibleJobs(viewer: JobViewer): SQL | undefined {
  const own = eq(importExportJobs.requestedBy, viewer.id);
  if (!viewer.seesAll) return own;
  const narrower = RESTRICTION_DIMENSIONS.filter((dimension) =>
    isRestricted(viewer.restrictions, dimension),
  ).map((dimension) => {
    const carried = sql`coalesce(${importExportJobs.parameters} -> ${RESTRICTIONS_KEY} -> ${dimension}, '[]'::jsonb)`;
    return sql`(jsonb_array_length(${carried}) > 0 and ${carried} <@ ${JSON.stringify(viewer.restrictions[dimension])}::jsonb)`;
  });
  return narrower.length > 0 ? or(own, and(...narrower)) : undefined;
}

export async function findVisibleJob(db: Db, id: string, viewer: JobViewer): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(importExportJobs)
    .where(and(eq(importExportJobs.id, id), visibleJobs(viewer)));
  return row ?? null;
}

/** How many jobs the viewer may see, asked for since a moment, ended in error or with inconsistencies. */
export async function countProblemJobs(db: Db, viewer: JobViewer, since: Date) {
  const status = (value: JobStatus) =>
    sql<number>`(count(*) filter (where ${importExportJobs.status} = ${value}))::int`;
  const [row] = await db
    .select({ errors: status('ERRO'), withInconsistencies: status('FINALIZADO_COM_INCONSISTENCIAS') })
    .from(importExportJobs)
    .where(
      and(
        gte(importExportJobs.createdAt, since),
        inArray(importExportJobs.status, ['ERRO', 'FINALIZADO_COM_INCONSISTENCIAS']),
        visibleJobs(viewer),
      ),
    );
  return { errors: row?.errors ?? 0, withInconsistencies: row?.withInconsistencies ?? 0 };
}
