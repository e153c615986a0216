import { createReadStream } from 'node:fs';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration, RegisterKey, TRegisterSearch } from '@trade-terms/domain/registers';
import { startJobPulse } from '../imports-exports/job-pulse';
import { carriedRestrictions } from '../imports-exports/job-restrictions';
import { findJob, finishJob, isFinished, markStarted } from '../imports-exports/jobs-service';
import type { JobDeps } from './register-import';
import { streamRows } from './register-repository';
import { restrictedScope } from './register-restrictions';
import { withReferences } from './register-service';
import {
  columnHeader,
  exportCell,
  openSheetWriter,
  removeTemporary,
  sheetColumns,
} from './register-spreadsheets';

export type ExportFilters = Omit<TRegisterSearch, 'pagina' | 'tamanhoPagina'>;

/** `clientes-sap-20260131-142530.xlsx`, in the business's clock. */
export function exportFileName(register: RegisterDeclaration, at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${register.fileName}-${part('year')}${part('month')}${part('day')}-${part('hour')}${part('minute')}${part('second')}.xlsx`;
}

/**
 * Writes the register's rows matching the filters to a spreadsheet, chunk by chunk, stores it
 * and closes the job. The columns are the import template's, so an export can be imported back.
 */
export async function runExport(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  const job = await findJob(deps.db, jobId);
  if (!job || isFinished(job)) return;
  const register = REGISTER_DECLARATIONS[job.register as RegisterKey];
  const language = job.language as Language;
  const carried = carriedRestrictions<ExportFilters>(job.parameters);
  if (!carried) {
    await finishJob(deps.db, jobId, { status: 'ERRO', message: { key: 'errors.internal' } });
    return;
  }
  const { restrictions, rest: filters } = carried;
  await markStarted(deps.db, jobId, 10);
  // The heartbeat only: the number of rows is not known before they are all written.
  const pulse = startJobPulse(deps.db, jobId, 10);
  const columns = sheetColumns(register);
  const writer = openSheetWriter(
    translate(language, register.title).slice(0, 31),
    columns.map((column) => columnHeader(language, column)),
  );
  let file: string | null = null;
  try {
    let rows = 0;
    const scope = restrictedScope(register, restrictions);
    for await (const chunk of streamRows(deps.db, register, filters, scope)) {
      for (const record of await withReferences(deps.db, register, chunk)) {
        writer.addRow(columns.map((column) => exportCell(language, column, record)));
        rows++;
      }
    }
    file = await writer.finish();
    const name = exportFileName(register, job.createdAt, timeZone);
    const key = `jobs/${job.id}/${name.toLowerCase()}`;
    await deps.storage.save(key, createReadStream(file));
    await finishJob(deps.db, jobId, {
      status: 'FINALIZADO',
      resultKey: key,
      resultName: name,
      counts: { read: rows, inserted: 0, updated: 0, unchanged: 0, rejected: 0 },
    });
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'export failed');
    await finishJob(deps.db, jobId, { status: 'ERRO', message: { key: 'errors.internal' } });
  } finally {
    await pulse.stop();
    if (file) await removeTemporary(file);
  }
}
