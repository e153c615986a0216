import { randomUUID } from 'node:crypto';
import { isRestricted, RESTRICTION_DIMENSIONS } from '@trade-terms/domain/data-restrictions';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { JobStatus, JobType, TJob, TJobSearch } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { pageOffset } from '@trade-terms/domain/paging';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { importExportJobs } from './jobs-table';

export type JobRow = typeof importExportJobs.$inferSelect;

const EXPORT_IN_PROGRESS_KEY = 'import_export_jobs_one_export_key';
const REPROCESS_IN_PROGRESS_KEY = 'import_export_jobs_one_reprocess_key';

export interface NewJob {
  type: JobType;
  register: RegisterKey;
  requester: { id: number; name: string; authorities: readonly string[] };
  language: Language;
  parameters?: unknown;
  file?: { name: string; key: string; hash: string };
  sourceJobId?: string;
}

/**
 * Records a job as processing. A second export of a register while one runs, or a second
 * reprocessing of a file, is refused by a partial unique index, so two API processes cannot
 * both start one.
 */
export async function createJob(db: Db, job: NewJob): Promise<JobRow> {
  try {
    const [row] = await db
      .insert(importExportJobs)
      .values({
        id: randomUUID(),
        type: job.type,
        register: job.register,
        status: 'PROCESSANDO',
        requestedBy: job.requester.id,
        requestedByName: job.requester.name,
        authorities: [...job.requester.authorities],
        language: job.language,
        parameters: job.parameters ?? null,
        fileName: job.file?.name ?? null,
        fileKey: job.file?.key ?? null,
        fileHash: job.file?.hash ?? null,
        sourceJobId: job.sourceJobId ?? null,
      })
      .returning();
    if (!row) throw new Error('job insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, EXPORT_IN_PROGRESS_KEY)) throw new AppError('EXPORT_IN_PROGRESS');
    if (isUniqueViolation(error, REPROCESS_IN_PROGRESS_KEY)) throw new AppError('REPROCESS_IN_PROGRESS');
    throw error;
  }
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

export function isFinished(row: JobRow): boolean {
  return row.status !== 'PROCESSANDO';
}

export function toJob(language: Language, row: JobRow): TJob {
  const register = REGISTER_DECLARATIONS[row.register as RegisterKey];
  return {
    id: row.id,
    tipo: row.type as JobType,
    cadastro: register ? translate(language, register.title) : row.register,
    chaveCadastro: row.register,
    status: row.status as JobStatus,
    progresso: row.progress,
    nomeArquivo: row.fileName ?? row.resultName,
    solicitante: row.requestedByName,
    solicitadoEm: row.createdAt.toISOString(),
    iniciadoEm: row.startedAt?.toISOString() ?? null,
    terminadoEm: row.finishedAt?.toISOString() ?? null,
    linhasLidas: row.rowsRead,
    linhasIncluidas: row.rowsInserted,
    linhasAlteradas: row.rowsUpdated,
    linhasSemAlteracao: row.rowsUnchanged,
    linhasRejeitadas: row.rowsRejected,
    temResultado: Boolean(row.resultKey ?? (row.type === 'IMPORTACAO' ? row.fileKey : null)),
    temErros: Boolean(row.errorsKey),
    mensagem: row.messageKey
      ? translate(language, row.messageKey as MessageKey, (row.messageParams as Record<string, string>) ?? {})
      : null,
  };
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
    const carried = sql`coalesce(${importExportJobs.parameters} -> 'restrictions' -> ${dimension}, '[]'::jsonb)`;
    return sql`(jsonb_array_length(${carried}) > 0 and ${carried} <@ ${JSON.stringify(viewer.restrictions[dimension])}::jsonb)`;
  });
  return narrower.length > 0 ? or(own, and(...narrower)) : undefined;
}

/** The imports and exports dashboard: jobs of the last 30, 60 or 90 days, newest first. */
export async function searchJobs(
  db: Db,
  search: TJobSearch,
  viewer: JobViewer,
  language: Language,
): Promise<{ itens: TJob[]; total: number }> {
  const since = new Date(Date.now() - search.dias * 24 * 3600 * 1000);
  const statuses = search.status === '*' ? null : [search.status].flat();
  const where = and(
    gte(importExportJobs.createdAt, since),
    statuses ? inArray(importExportJobs.status, statuses) : undefined,
    search.tipo === '*' ? undefined : eq(importExportJobs.type, search.tipo),
    search.somenteMeus ? eq(importExportJobs.requestedBy, viewer.id) : undefined,
    visibleJobs(viewer),
  );
  const rows = await db
    .select()
    .from(importExportJobs)
    .where(where)
    .orderBy(search.direcao === 'asc' ? importExportJobs.createdAt : desc(importExportJobs.createdAt))
    .limit(search.tamanhoPagina)
    .offset(pageOffset(search));
  const [counted] = await db.select({ total: count() }).from(importExportJobs).where(where);
  return { itens: rows.map((row) => toJob(language, row)), total: counted?.total ?? 0 };
}

/** A job the viewer may see (`visibleJobs`); any other answers as a missing one. */
export async function visibleJob(db: Db, id: string, viewer: JobViewer): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(importExportJobs)
    .where(and(eq(importExportJobs.id, id), visibleJobs(viewer)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
