import {
  CYCLE_FOLDER_REPORT_KEYS,
  CYCLE_FOLDER_REPORTS,
  type CycleFolderReportKey,
} from '../cycle-folder-report-declarations';
import {
  ZCycleFolderReportExportSchema,
  ZCycleFolderReportRequestSchema,
  ZCycleFolderReportSchema,
} from '../cycle-folder-reports';
import { ZExportFileSchema } from '../import-export-jobs';
import { callRolesOfRoute } from '../route-access';
import { declareCall } from './call';

/** Each report's name in its calls (`/api/relatorioPastaCiclo/{name}`). */
const CALL_NAMES: Record<CycleFolderReportKey, string> = {
  finance: 'financeiro',
  countingDetail: 'detalheApuracao',
  general: 'geral',
  fundsTacticsOff: 'resumoVerbasTaticasOff',
  fundsTacticsOn: 'resumoVerbasTaticasOn',
  regional: 'regional',
  detailedMaintenance: 'manutencaoDetalhada',
  payments: 'pagamentos',
};

/**
 * A report's two calls, open to whoever may open its screen (its route's roles; the two fund
 * summaries have none, so any signed-in user).
 */
function reportCalls(key: CycleFolderReportKey) {
  const report = CYCLE_FOLDER_REPORTS[key];
  const roles = callRolesOfRoute(report.path);
  const path = `/relatorioPastaCiclo/${CALL_NAMES[key]}`;
  return {
    search: declareCall({
      method: 'POST',
      path,
      access: { roles },
      summary: `Cycle folder report "${key}": its rows under the filters, the totals of all of them and the cycles covered`,
      tag: 'cycle-folder-reports',
      body: ZCycleFolderReportRequestSchema,
      responses: { 200: ZCycleFolderReportSchema },
    }),
    export: declareCall({
      method: 'POST',
      path: `${path}/exportar`,
      access: { roles },
      summary: `Cycle folder report "${key}" as a spreadsheet, its money at the chosen scale`,
      tag: 'cycle-folder-reports',
      body: ZCycleFolderReportExportSchema,
      responses: { 200: ZExportFileSchema },
    }),
  };
}

/** The eight reports' calls, by report. */
export const cycleFolderReportCalls = Object.fromEntries(
  CYCLE_FOLDER_REPORT_KEYS.map((key) => [key, reportCalls(key)]),
) as Record<CycleFolderReportKey, ReturnType<typeof reportCalls>>;
