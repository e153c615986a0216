import { cycleFolderReportCalls } from '@trade-terms/domain/calls/cycle-folder-report-calls';
import { CYCLE_FOLDER_REPORT_KEYS } from '@trade-terms/domain/cycle-folder-report-declarations';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { folderCallerOf } from './cycle-folder-caller';
import type { CycleFolderNeighbours } from './cycle-folder-neighbours';
import { exportReport, searchReport } from './cycle-folder-reports';

/** The cycle folder's eight reports (`/api/relatorioPastaCiclo/`): each one's rows and its sheet. */
export function cycleFolderReportRoutes(
  context: AppContext,
  neighbours: CycleFolderNeighbours,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  const today = () => calendarDateIn(context.config.BUSINESS_TIME_ZONE);
  return async (app) => {
    for (const key of CYCLE_FOLDER_REPORT_KEYS) {
      const calls = cycleFolderReportCalls[key];
      serveCall(app, calls.search, (request) =>
        searchReport(db, key, request.body, folderCallerOf(request), today(), neighbours),
      );
      serveCall(app, calls.export, (request) =>
        exportReport(
          db,
          key,
          request.body,
          folderCallerOf(request),
          today(),
          context.config.EXPORT_INLINE_MAX_ROWS,
          neighbours,
        ),
      );
    }
  };
}
