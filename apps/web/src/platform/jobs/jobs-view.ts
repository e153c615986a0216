import type { JobStatus, TJob } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';

/** How often a screen asks again while a job runs (spec §4: a live progress). */
export const RUNNING_REFETCH_MS = 2000;

export const isRunning = (job: Pick<TJob, 'status'>) => job.status === 'PROCESSANDO';

/** TanStack Query's refetch interval: every 2 s while any job runs, otherwise none. */
export function refetchWhileRunning(jobs: readonly Pick<TJob, 'status'>[]): number | false {
  return jobs.some(isRunning) ? RUNNING_REFETCH_MS : false;
}

/** The colour of a status tag. */
export function statusColor(status: JobStatus): string {
  switch (status) {
    case 'PROCESSANDO':
      return 'processing';
    case 'FINALIZADO':
      return 'success';
    case 'ERRO':
      return 'error';
    case 'FINALIZADO_COM_INCONSISTENCIAS':
      return 'warning';
  }
}

/** The progress bar's state. */
export function progressStatus(status: JobStatus): 'active' | 'success' | 'exception' | 'normal' {
  if (status === 'PROCESSANDO') return 'active';
  if (status === 'FINALIZADO') return 'success';
  if (status === 'ERRO') return 'exception';
  return 'normal';
}

/** A job's register named by its declaration title; an unknown key is shown as it came. */
export function registerTitleKey(key: string): MessageKey | null {
  const register = REGISTER_DECLARATIONS[key as RegisterKey];
  return register ? register.title : null;
}

/** An import that failed or rejected rows: the spec's message and the error sheet. */
export function importHasErrors(job: Pick<TJob, 'type' | 'status' | 'rowsRejected'>): boolean {
  return (
    job.type === 'IMPORTACAO' &&
    (job.status === 'ERRO' || job.status === 'FINALIZADO_COM_INCONSISTENCIAS' || job.rowsRejected > 0)
  );
}

/** The server reprocesses a finished import with its file kept. */
export function mayReprocess(job: Pick<TJob, 'type' | 'status' | 'hasResult'>, canEdit: boolean): boolean {
  return canEdit && job.type === 'IMPORTACAO' && !isRunning(job) && job.hasResult;
}
