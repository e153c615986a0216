import { randomUUID } from 'node:crypto';
import { AGREEMENT_TEMPLATE_KIND } from '@trade-terms/domain/agreement-template';
import {
  ACHIEVEMENTS_JOB_KIND,
  ACHIEVEMENTS_JOB_TITLE,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import { ASCERTAINMENT_REPORT_JOB_KIND } from '@trade-terms/domain/ascertainment-details-report';
import { BUDGET_MAP_JOB_KIND } from '@trade-terms/domain/budget-map';
import {
  CALC_DATA_TITLES,
  type CalcDataJobKind,
  calcDataSourceOfJobKind,
} from '@trade-terms/domain/calculation-data';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { JobStatus, JobType, TJob, TJobSearch } from '@trade-terms/domain/import-export-jobs';
import { isLeverSheetKind, LEVER_SHEET_TITLES, type LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { PAYMENT_SAP_RETURN_JOB_KIND } from '@trade-terms/domain/payments';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { TARGET_EXECUTION_JOB_KIND, TARGET_EXECUTION_TITLE } from '@trade-terms/domain/target-execution';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import {
  findVisibleJob,
  finishJob,
  insertJob,
  type JobRow,
  type JobViewer,
  searchJobRows,
} from './jobs-repository';

// What the modules that run jobs (master-data's imports and exports) read and write of them.
export {
  countProblemJobs,
  findJob,
  finishJob,
  type JobOutcome,
  type JobRow,
  type JobViewer,
  markStarted,
} from './jobs-repository';

const EXPORT_IN_PROGRESS_KEY = 'import_export_jobs_one_export_key';
const REPROCESS_IN_PROGRESS_KEY = 'import_export_jobs_one_reprocess_key';

export interface NewJob {
  type: JobType;
  /** A register, one of the lever tables, the target-execution answers or the massive template. */
  register:
    | RegisterKey
    | LeverSheetKind
    | typeof TARGET_EXECUTION_JOB_KIND
    | typeof AGREEMENT_TEMPLATE_KIND
    | typeof ASCERTAINMENT_REPORT_JOB_KIND
    | typeof ACHIEVEMENTS_JOB_KIND
    | typeof PAYMENT_SAP_RETURN_JOB_KIND
    | typeof BUDGET_MAP_JOB_KIND
    | CalcDataJobKind;
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
    return await insertJob(db, {
      id: randomUUID(),
      type: job.type,
      register: job.register,
      requestedBy: job.requester.id,
      requestedByName: job.requester.name,
      authorities: [...job.requester.authorities],
      language: job.language,
      parameters: job.parameters ?? null,
      fileName: job.file?.name ?? null,
      fileKey: job.file?.key ?? null,
      fileHash: job.file?.hash ?? null,
      sourceJobId: job.sourceJobId ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error, EXPORT_IN_PROGRESS_KEY)) throw new AppError('EXPORT_IN_PROGRESS');
    if (isUniqueViolation(error, REPROCESS_IN_PROGRESS_KEY)) throw new AppError('REPROCESS_IN_PROGRESS');
    throw error;
  }
}

/** Queues a recorded job; if the queue refuses it, the job is closed as an error, not left hanging. */
export async function queueRecordedJob(db: Db, jobs: JobQueue, queue: string, job: JobRow): Promise<void> {
  try {
    await jobs.send(queue, job.id, { jobId: job.id });
  } catch (error) {
    await finishJob(db, job.id, { status: 'ERRO', message: { key: 'imports.failed' } });
    throw error;
  }
}

export function isFinished(row: JobRow): boolean {
  return row.status !== 'PROCESSANDO';
}

export function toJob(language: Language, row: JobRow): TJob {
  const calcData = calcDataSourceOfJobKind(row.register);
  const title = isLeverSheetKind(row.register)
    ? LEVER_SHEET_TITLES[row.register]
    : calcData
      ? CALC_DATA_TITLES[calcData]
      : row.register === TARGET_EXECUTION_JOB_KIND
        ? TARGET_EXECUTION_TITLE
        : row.register === AGREEMENT_TEMPLATE_KIND
          ? 'agreementTemplate.title'
          : row.register === ASCERTAINMENT_REPORT_JOB_KIND
            ? 'ascertainmentReport.title'
            : row.register === ACHIEVEMENTS_JOB_KIND
              ? ACHIEVEMENTS_JOB_TITLE
              : row.register === PAYMENT_SAP_RETURN_JOB_KIND
                ? 'payments.sapReturn.title'
                : row.register === BUDGET_MAP_JOB_KIND
                  ? 'budgetMap.title'
                  : REGISTER_DECLARATIONS[row.register as RegisterKey]?.title;
  return {
    id: row.id,
    type: row.type as JobType,
    register: title ? translate(language, title) : row.register,
    registerKey: row.register,
    status: row.status as JobStatus,
    progress: row.progress,
    fileName: row.fileName ?? row.resultName,
    requester: row.requestedByName,
    requestedAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    rowsRead: row.rowsRead,
    rowsInserted: row.rowsInserted,
    rowsUpdated: row.rowsUpdated,
    rowsUnchanged: row.rowsUnchanged,
    rowsRejected: row.rowsRejected,
    hasResult: Boolean(row.resultKey ?? (row.type === 'IMPORTACAO' ? row.fileKey : null)),
    hasErrors: Boolean(row.errorsKey),
    message: row.messageKey
      ? translate(language, row.messageKey as MessageKey, (row.messageParams as Record<string, string>) ?? {})
      : null,
  };
}

/**
 * The imports and exports dashboard: jobs of the last 30, 60 or 90 days, newest first. Holders
 * of the dashboard role see everyone's; others see their own.
 */
export async function searchJobs(
  db: Db,
  search: TJobSearch,
  viewer: JobViewer,
  language: Language,
): Promise<{ items: TJob[]; total: number }> {
  const { rows, total } = await searchJobRows(
    db,
    {
      since: new Date(Date.now() - search.days * 24 * 3600 * 1000),
      statuses: search.status === '*' ? null : [search.status].flat(),
      type: search.type === '*' ? null : search.type,
      onlyOwnOf: search.onlyMine ? viewer.id : null,
      viewer,
      direction: search.direction === 'asc' ? 'asc' : 'desc',
    },
    search,
  );
  return { items: rows.map((row) => toJob(language, row)), total };
}

/** A job the viewer may see (`JobViewer`); any other answers as a missing one. */
export async function visibleJob(db: Db, id: string, viewer: JobViewer): Promise<JobRow> {
  const row = await findVisibleJob(db, id, viewer);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
