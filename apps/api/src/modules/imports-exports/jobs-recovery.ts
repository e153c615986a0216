import { AGREEMENT_TEMPLATE_KIND } from '@trade-terms/domain/agreement-template';
import { ACHIEVEMENTS_JOB_KIND } from '@trade-terms/domain/ascertainment-achievements-edit';
import { ASCERTAINMENT_REPORT_JOB_KIND } from '@trade-terms/domain/ascertainment-details-report';
import { BUDGET_MAP_JOB_KIND } from '@trade-terms/domain/budget-map';
import { calcDataSourceOfJobKind } from '@trade-terms/domain/calculation-data';
import type { JobType } from '@trade-terms/domain/import-export-jobs';
import { isLeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { PAYMENT_SAP_RETURN_JOB_KIND } from '@trade-terms/domain/payments';
import { TARGET_EXECUTION_JOB_KIND } from '@trade-terms/domain/target-execution';
import { appendAudit } from '../../platform/audit/audit-log';
import { isDatabaseUnavailable } from '../../platform/db/connection-errors';
import type { Db } from '../../platform/db/database';
import { type JobQueue, QUEUES } from '../../platform/jobs/job-queue';
import { isRunningHere, STALE_SECONDS } from './job-pulse';
import { claimStaleJob, finishJob, staleJobs } from './jobs-repository';

/** How often a worker process looks for jobs of dead workers. */
export const RECOVERY_INTERVAL_SECONDS = 5;

/** The queue a job runs on: the registers', a lever table's, the answers' or the massive template's. */
function queueOf(job: { type: string; register: string }): string {
  const imports = job.type === ('IMPORTACAO' satisfies JobType);
  if (job.register === TARGET_EXECUTION_JOB_KIND) return QUEUES.targetExecution;
  if (job.register === PAYMENT_SAP_RETURN_JOB_KIND) return QUEUES.paymentSapReturn;
  if (job.register === ASCERTAINMENT_REPORT_JOB_KIND) return QUEUES.ascertainmentReportExport;
  if (job.register === ACHIEVEMENTS_JOB_KIND) return QUEUES.ascertainmentAchievements;
  if (calcDataSourceOfJobKind(job.register)) return imports ? QUEUES.calcDataImport : QUEUES.calcDataExport;
  if (job.register === AGREEMENT_TEMPLATE_KIND)
    return imports ? QUEUES.agreementTemplate : QUEUES.agreementTemplateExport;
  if (isLeverSheetKind(job.register)) return imports ? QUEUES.leverSheet : QUEUES.leverSheetExport;
  if (job.register === BUDGET_MAP_JOB_KIND) return QUEUES.budgetMapSheet;
  return imports ? QUEUES.import : QUEUES.export;
}

export interface RecoveryDeps {
  db: Db;
  jobs: JobQueue;
  log: { error(object: unknown, message: string): void };
}

/**
 * Jobs whose worker died (a crash, `kill -9`, a lost machine) stop renewing their heartbeat.
 * Each is handed back to the queue to run again from the start (an import applies its rows in
 * one transaction, so nothing of it was kept), or closed as an error once it has used its
 * attempts; either way its message says what happened.
 */
export async function recoverAbandonedJobs(deps: RecoveryDeps): Promise<void> {
  for (const job of await staleJobs(deps.db, STALE_SECONDS)) {
    if (isRunningHere(job.id)) continue;
    if (!(await claimStaleJob(deps.db, job.id, STALE_SECONDS, 'jobs.interruptedRetrying'))) continue;
    const outcome = await deps.jobs.retryAbandoned(queueOf(job), job.id);
    if (outcome === 'failed') {
      await finishJob(deps.db, job.id, { status: 'ERRO', message: { key: 'jobs.interrupted' } });
    }
    await appendAudit(deps.db, {
      entity: 'import_export_job',
      entityId: job.id,
      action: outcome === 'failed' ? 'INTERROMPIDO' : 'REENFILEIRADO',
      actorId: null,
      before: { status: job.status, progress: job.progress, heartbeatAt: job.heartbeatAt },
      justification: 'worker stopped while running the job',
    });
  }
}

/** Looks at once (a restart finds its predecessor's jobs), then every few seconds. */
export function startJobRecovery(deps: RecoveryDeps): { stop(): void } {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = recoverAbandonedJobs(deps)
      .catch((error: unknown) => {
        // A database that is down is reported by the health check; the next look retries.
        if (!isDatabaseUnavailable(error))
          deps.log.error({ err: error }, 'recovery of abandoned jobs failed');
      })
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, RECOVERY_INTERVAL_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
