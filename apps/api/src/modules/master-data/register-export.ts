import { dateTimePartsIn } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration, RegisterKey, TRegisterSearch } from '@trade-terms/domain/registers';
import { type JobDeps, runExportJob } from '../imports-exports/job-runner';
import { streamRows } from './register-repository';
import { restrictedScope } from './register-restrictions';
import { withReferences } from './register-service';
import { columnHeader, exportCell, openSheetWriter, sheetColumns } from './register-spreadsheets';

export type ExportFilters = Omit<TRegisterSearch, 'page' | 'pageSize'>;

/** `clientes-sap-20260131-142530.xlsx`, in the business's clock. */
export function exportFileName(
  register: Pick<RegisterDeclaration, 'fileName'>,
  at: Date,
  timeZone: string,
): string {
  const { year, month, day, hour, minute, second } = dateTimePartsIn(timeZone, at);
  return `${register.fileName}-${year}${month}${day}-${hour}${minute}${second}.xlsx`;
}

/**
 * Writes the register's rows matching the filters to a spreadsheet, chunk by chunk, stores it
 * and closes the job (`runExportJob`). The columns are the import template's, so an export can
 * be imported back.
 */
export function runExport(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  return runExportJob<ExportFilters>(deps, jobId, async (job, restrictions, filters) => {
    const register = REGISTER_DECLARATIONS[job.register as RegisterKey];
    const language = job.language as Language;
    const columns = sheetColumns(register);
    const writer = openSheetWriter(
      translate(language, register.title).slice(0, 31),
      columns.map((column) => columnHeader(language, column)),
    );
    let rows = 0;
    const scope = restrictedScope(register, restrictions);
    for await (const chunk of streamRows(deps.db, register, filters, scope)) {
      for (const record of await withReferences(deps.db, register, chunk)) {
        writer.addRow(columns.map((column) => exportCell(language, column, record)));
        rows++;
      }
    }
    return { file: await writer.finish(), rows, name: exportFileName(register, job.createdAt, timeZone) };
  });
}
