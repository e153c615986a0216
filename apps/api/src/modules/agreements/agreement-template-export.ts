import { readFile } from 'node:fs/promises';
import type { TConsolidatedExport } from '@trade-terms/domain/agreement-reports';
import {
  AGREEMENT_TEMPLATE_COLUMNS,
  AGREEMENT_TEMPLATE_KIND,
  AGREEMENT_TEMPLATE_NOTES,
  templateRowsOf,
} from '@trade-terms/domain/agreement-template';
import { agreementFieldsOf } from '@trade-terms/domain/agreements';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { TRestrictions } from '@trade-terms/domain/session';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { QUEUES } from '../../platform/jobs/job-queue';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { type JobDeps, runExportJob } from '../imports-exports/job-runner';
import { createJob, type JobRow, queueRecordedJob } from '../imports-exports/jobs-service';
import { catalogueEntries } from '../levers/levers-service';
import { exportFileName } from '../master-data/register-export';
import {
  columnHeader,
  instructionLines,
  openSheetWriter,
  removeTemporary,
  type SheetColumn,
} from '../master-data/register-spreadsheets';
import { templateAgreements, templateRowCount } from './agreement-template-repository';
import { agreementOf } from './agreement-view';
import { agreementQuery } from './agreements-service';

/** Agreements read per round trip while the template is written. */
const CHUNK = 200;

const COLUMNS: SheetColumn[] = AGREEMENT_TEMPLATE_COLUMNS.map((field) => ({ kind: 'field', field }));

/** Who exports: the restrictions the rows are read under, the business day and the language. */
export interface TemplateExporter {
  restrictions: TRestrictions;
  today: string;
  language: Language;
}

/** The list's filters (channel and business unit required), without paging. */
export type TemplateFilters = TConsolidatedExport;

/** How many rows the template of the filtered agreements has (within the exporter's restrictions). */
async function templateSize(db: Db, filters: TemplateFilters, exporter: TemplateExporter) {
  return templateRowCount(db, await agreementQuery(db, filters, exporter));
}

/**
 * Writes the filtered agreements in the template's layout to a temporary file, agreement by
 * agreement, with the instructions sheet; the caller removes the file. No agreement: the empty
 * template.
 */
async function writeTemplate(
  db: Db,
  filters: TemplateFilters,
  exporter: TemplateExporter,
): Promise<{ file: string; rows: number }> {
  const { language } = exporter;
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const writer = openSheetWriter(
    t('imports.dataSheet'),
    COLUMNS.map((column) => columnHeader(language, column)),
    {
      sheetName: t('imports.instructionsSheet'),
      lines: instructionLines(
        language,
        t('agreementTemplate.title'),
        COLUMNS,
        AGREEMENT_TEMPLATE_NOTES.map(t),
      ),
    },
  );
  const query = await agreementQuery(db, filters, exporter);
  let rows = 0;
  let afterId = 0;
  for (;;) {
    const chunk = await templateAgreements(db, query, afterId, CHUNK);
    if (chunk.length === 0) break;
    const catalogue = await catalogueEntries(
      db,
      chunk.flatMap((record) => record.levers.map((lever) => lever.leverId)),
      exporter.today,
    );
    for (const record of chunk) {
      const view = agreementOf(record, {
        holdingName: '',
        flag: null,
        catalogue,
        approval: null,
        today: exporter.today,
      });
      const values = templateRowsOf(
        { ...agreementFieldsOf(view), id: record.id, version: record.version },
        {
          status: translate(language, `agreement.status.${record.status}`),
          leverName: (leverId) => catalogue.get(leverId)?.name ?? '',
        },
      );
      for (const row of values) {
        // Decimals, dates and codes go out as text, never as spreadsheet floats.
        writer.addRow(AGREEMENT_TEMPLATE_COLUMNS.map((column) => row[column.name] ?? null));
        rows++;
      }
    }
    afterId = chunk[chunk.length - 1]?.id ?? afterId;
  }
  return { file: await writer.finish(), rows };
}

const fileNameOf = (language: Language, at: Date, timeZone: string) =>
  exportFileName({ fileName: translate(language, 'agreementTemplate.fileName') }, at, timeZone);

/** A small export: the file answered at once. */
async function templateFile(
  db: Db,
  filters: TemplateFilters,
  exporter: TemplateExporter,
  timeZone: string,
): Promise<TExportFile> {
  const { file } = await writeTemplate(db, filters, exporter);
  try {
    return {
      content: (await readFile(file)).toString('base64'),
      fileName: fileNameOf(exporter.language, new Date(), timeZone),
      fileType: 'xlsx',
      mime: SPREADSHEET_MIME,
    };
  } finally {
    await removeTemporary(file);
  }
}

/** A large export: the queue's handler writes the file and keeps it as the job's result. */
export function runTemplateExport(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  return runExportJob<TemplateFilters>(deps, jobId, async (job, restrictions, filters) => {
    const language = job.language as Language;
    // The agreements' tabs are read on the day the export runs.
    const exporter = { restrictions, language, today: calendarDateIn(timeZone) };
    const written = await writeTemplate(deps.db, filters, exporter);
    return { ...written, name: fileNameOf(language, job.createdAt, timeZone) };
  });
}

/**
 * `exportarTemplateMassivo`: the file at once up to `EXPORT_INLINE_MAX_ROWS` rows; beyond, a job
 * on the imports and exports dashboard (one template export at a time), which exports what the
 * requester may see: their restrictions travel with it.
 */
export async function exportTemplate(
  context: Pick<AppContext, 'database' | 'jobs' | 'config'>,
  filters: TemplateFilters,
  exporter: TemplateExporter & { requester: { id: number; name: string; authorities: readonly string[] } },
): Promise<TExportFile | { queued: JobRow }> {
  const { db } = context.database;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  if ((await templateSize(db, filters, exporter)) <= context.config.EXPORT_INLINE_MAX_ROWS) {
    return templateFile(db, filters, exporter, timeZone);
  }
  const job = await createJob(db, {
    type: 'EXPORTACAO',
    register: AGREEMENT_TEMPLATE_KIND,
    requester: exporter.requester,
    language: exporter.language,
    parameters: restrictedParameters(filters, exporter.restrictions),
  });
  await queueRecordedJob(db, context.jobs, QUEUES.agreementTemplateExport, job);
  return { queued: job };
}
