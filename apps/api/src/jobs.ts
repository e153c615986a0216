import { calendarDateIn } from '@trade-terms/domain/dates';
import type { AppContext } from './app-context';
import { runTemplateExport } from './modules/agreements/agreement-template-export';
import { runTemplateApply } from './modules/agreements/agreement-template-import';
import { runAchievementsJob } from './modules/ascertainment/ascertainment-achievements';
import { runReportExport } from './modules/ascertainment/ascertainment-report';
import { runMapSheetApply } from './modules/budget-map/budget-map-sheet';
import { runCalcDataExport } from './modules/calculation-data/calculation-data-export';
import { runCalcDataImport } from './modules/calculation-data/calculation-data-import';
import { startJobRecovery } from './modules/imports-exports/jobs-recovery';
import { runIntegration } from './modules/integrations/integrations-service';
import { runSheetApply, runSheetExport } from './modules/levers/lever-sheet-import';
import { runExport } from './modules/master-data/register-export';
import { runImport } from './modules/master-data/register-import';
import { runSapReturnImport } from './modules/payments/payments-sap';
import { runAnswersImport } from './modules/store-compliance/target-execution-import';
import { QUEUES } from './platform/jobs/job-queue';

export interface JobLogger {
  error(object: unknown, message: string): void;
}

export interface Workers {
  stop(): void;
}

/**
 * Starts this process's workers for every queue, and the check that hands back the jobs of
 * workers that died (this process's predecessor's, after a crash and a restart).
 */
export async function startWorkers(
  context: Omit<AppContext, 'tokens' | 'info'>,
  log: JobLogger,
): Promise<Workers> {
  const deps = { db: context.database.db, storage: context.storage, log };
  await context.jobs.work(QUEUES.import, (data) => runImport(deps, String(data.jobId)));
  await context.jobs.work(QUEUES.export, (data) =>
    runExport(deps, String(data.jobId), context.config.BUSINESS_TIME_ZONE),
  );
  await context.jobs.work(QUEUES.integration, (data) => runIntegration(deps, Number(data.integrationId)));
  await context.jobs.work(QUEUES.leverSheet, (data) => runSheetApply(deps, String(data.jobId)));
  await context.jobs.work(QUEUES.leverSheetExport, (data) =>
    runSheetExport(deps, String(data.jobId), context.config.BUSINESS_TIME_ZONE),
  );
  await context.jobs.work(QUEUES.targetExecution, (data) => runAnswersImport(deps, String(data.jobId)));
  await context.jobs.work(QUEUES.agreementTemplate, (data) =>
    runTemplateApply(deps, String(data.jobId), context.config.BUSINESS_TIME_ZONE),
  );
  await context.jobs.work(QUEUES.agreementTemplateExport, (data) =>
    runTemplateExport(deps, String(data.jobId), context.config.BUSINESS_TIME_ZONE),
  );
  await context.jobs.work(QUEUES.calcDataImport, (data) => runCalcDataImport(deps, String(data.jobId)));
  await context.jobs.work(QUEUES.calcDataExport, (data) =>
    runCalcDataExport(deps, String(data.jobId), context.config.BUSINESS_TIME_ZONE),
  );
  await context.jobs.work(QUEUES.budgetMapSheet, (data) => runMapSheetApply(deps, String(data.jobId)));
  await context.jobs.work(QUEUES.ascertainmentReportExport, (data) =>
    runReportExport(
      deps,
      String(data.jobId),
      context.config.BUSINESS_TIME_ZONE,
      calendarDateIn(context.config.BUSINESS_TIME_ZONE),
    ),
  );
  await context.jobs.work(QUEUES.ascertainmentAchievements, (data) =>
    runAchievementsJob(deps, String(data.jobId), {
      overdueDays: context.config.ASCERTAINMENT_OVERDUE_DAYS,
      tolerancePercent: context.config.RECONCILIATION_TOLERANCE_PERCENT,
    }),
  );
  await context.jobs.work(QUEUES.paymentSapReturn, (data) => runSapReturnImport(deps, String(data.jobId)));
  return startJobRecovery({ db: context.database.db, jobs: context.jobs, log });
}
