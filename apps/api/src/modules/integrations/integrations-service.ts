import { createHash, randomUUID } from 'node:crypto';
import { type Language, type MessageParams, translate } from '@trade-terms/domain/i18n';
import type { TImportUpload } from '@trade-terms/domain/import-export-jobs';
import {
  INTEGRATION_TABS,
  INTEGRATIONS,
  type IntegrationKind,
  type IntegrationStatus,
  type IntegrationTab,
  type TIntegration,
  type TIntegrationRow,
  type TIntegrationRows,
  type TIntegrationRowsRequest,
} from '@trade-terms/domain/integrations';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { TPageRequest } from '@trade-terms/domain/paging';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { AppContext } from '../../app-context';
import { appendAudit, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { QUEUES } from '../../platform/jobs/job-queue';
import { type FileStorage, readWhole } from '../../platform/storage/file-storage';
import { firstSheetRows, UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
import { countSellIn, loadIntegratedSellIn } from '../calculation-data/calculation-data-service';
import {
  ppaProductLineage,
  recordsByCodes,
  skuIdsOfCommodity,
  upsertRecords,
} from '../master-data/register-records';
import { checkedSpreadsheet, type Requester } from '../master-data/register-uploads';
import { auditView } from '../master-data/register-values';
import { usersByIds } from '../users/users-service';
import {
  compareWithRegister,
  productInput,
  type SortedRow,
  sortRows,
  TARGET_REGISTER,
} from './integration-compare';
import { columnLabels, mapHeader, type ReadRow, type RowReason, readRow } from './integration-reading';
import {
  countIntegrations,
  countRowsByTab,
  deleteIntegrationRows,
  findIntegrationRow,
  findIntegrations,
  findTabRows,
  type IntegrationRecord,
  insertIntegration,
  insertIntegrationRows,
  lockIntegration,
  markIntegrationApproved,
  markIntegrationCompared,
  markIntegrationFailed,
  rowsToApply,
  sellInRowsToApply,
  setIntegrationCounts,
  updateIntegrationRow,
} from './integrations-repository';

/** Rows compared and stored per round trip; memory holds one batch at a time, whatever the file. */
const BATCH = 2000;

export interface IntegrationJobDeps {
  db: Db;
  storage: FileStorage;
  log: { error(object: unknown, message: string): void };
}

function emptyCounts(): Record<IntegrationTab, number> {
  return Object.fromEntries(INTEGRATION_TABS.map((tab) => [tab, 0])) as Record<IntegrationTab, number>;
}

/** Stores the checked file, records the integration and queues its comparison. */
export async function receiveIntegration(
  context: AppContext,
  kind: IntegrationKind,
  upload: TImportUpload,
  requester: Requester,
  language: Language,
): Promise<number> {
  const file = await checkedSpreadsheet(context, upload);
  const key = `integrations/${randomUUID()}.xlsx`;
  await context.storage.save(key, file);
  const id = await insertIntegration(context.database.db, {
    kind,
    fileName: upload.fileName.trim(),
    fileKey: key,
    fileHash: createHash('sha256').update(file).digest('hex'),
    language,
    importedBy: requester.id,
  });
  try {
    await context.jobs.send(QUEUES.integration, randomUUID(), { integrationId: id });
  } catch (error) {
    await markIntegrationFailed(context.database.db, id, { key: 'integrations.failed' });
    throw error;
  }
  return id;
}

async function storeRows(db: Db, integrationId: number, rows: readonly SortedRow[]): Promise<void> {
  await insertIntegrationRows(
    db,
    integrationId,
    rows.map((row) => ({
      rowNumber: row.number,
      tab: row.tab,
      values: row.values,
      resolved: row.resolved,
      changed: row.changed,
      previous: row.previous,
      missing: row.missing,
      reason: row.reason,
    })),
  );
}

/**
 * Compares a file with the registers (the job): reads it as a stream, sorts each batch into the
 * tabs and stores it. Nothing is applied to the registers until the approval. A job delivered
 * twice finds its integration no longer processing and does nothing.
 */
export async function compareIntegration(
  db: Db,
  storage: FileStorage,
  integration: IntegrationRecord,
): Promise<{ counts: Record<IntegrationTab, number> } | { error: RowReason }> {
  const kind = integration.kind as IntegrationKind;
  const declaration = INTEGRATIONS[kind];
  const language = integration.language as Language;
  const counts = emptyCounts();
  const seen = new Map<string, number>();
  let header: ReturnType<typeof mapHeader> | null = null;
  let batch: ReadRow[] = [];
  let read = 0;
  const flush = async () => {
    const sortedRows = await sortRows(db, kind, batch);
    for (const row of sortedRows) counts[row.tab]++;
    await storeRows(db, integration.id, sortedRows);
    batch = [];
  };
  for await (const { number, cells } of firstSheetRows(await readWhole(storage, integration.fileKey))) {
    if (number === 1) {
      header = mapHeader(declaration, cells);
      if (header.missing.length > 0) break;
      continue;
    }
    if (!header) continue;
    const row = readRow(number, header.columns, declaration, cells);
    if (!row) continue;
    read++;
    // Register files hold one row per code; sell-in repeats are settled at approval (last wins).
    if (kind !== 'sellIn' && !row.reason && row.values.code) {
      const first = seen.get(row.values.code);
      if (first !== undefined) {
        row.reason = { key: 'integrations.reason.duplicated', params: { row: String(first) } };
      } else seen.set(row.values.code, number);
    }
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  if (!header) return { error: { key: 'imports.emptySheet' } };
  if (header.missing.length > 0) {
    return {
      error: { key: 'imports.missingColumns', params: { columns: columnLabels(language, header.missing) } },
    };
  }
  if (batch.length > 0) await flush();
  if (read === 0) return { error: { key: 'imports.emptySheet' } };
  return { counts };
}

/** The queue's handler: one comparison, its rows and the integration's closing in one transaction. */
export async function runIntegration(deps: IntegrationJobDeps, integrationId: number): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockIntegration(tx, integrationId);
      if (locked?.status !== 'PROCESSANDO') return;
      const outcome = await compareIntegration(tx, deps.storage, locked);
      if ('error' in outcome) {
        await deleteIntegrationRows(tx, integrationId);
        await markIntegrationFailed(tx, integrationId, outcome.error);
        return;
      }
      await markIntegrationCompared(tx, integrationId, outcome.counts);
    });
  } catch (error) {
    const unreadable = error instanceof UnreadableSpreadsheetError;
    if (!unreadable) deps.log.error({ err: error, integrationId }, 'integration failed');
    await markIntegrationFailed(deps.db, integrationId, {
      key: unreadable ? 'imports.unreadable' : 'integrations.failed',
    });
  }
}

function translateReason(language: Language, reason: RowReason | null): string | null {
  if (!reason) return null;
  const params: MessageParams = { ...(reason.params ?? {}) };
  const field = reason.params?.field;
  if (field) params.field = translate(language, field as MessageKey);
  const text = translate(language, reason.key as MessageKey, params);
  // Messages that do not name the field themselves are prefixed with it.
  return field && !reason.key.startsWith('integrations.') ? `${params.field}: ${text}` : text;
}

async function integrationViews(
  db: Db,
  language: Language,
  filter: { kind: IntegrationKind; id?: number | undefined },
  page?: TPageRequest,
): Promise<TIntegration[]> {
  const rows = await findIntegrations(db, filter, page);
  const people = await usersByIds(
    db,
    rows.flatMap((row) => (row.approvedBy === null ? [row.importedBy] : [row.importedBy, row.approvedBy])),
  );
  return rows.map((integration) => ({
    id: integration.id,
    kind: integration.kind as IntegrationKind,
    status: integration.status as IntegrationStatus,
    fileName: integration.fileName,
    requester: people.get(integration.importedBy)?.name ?? '',
    importedAt: integration.importedAt.toISOString(),
    approver: integration.approvedBy === null ? null : (people.get(integration.approvedBy)?.name ?? null),
    approvedAt: integration.approvedAt?.toISOString() ?? null,
    message: integration.message ? translateReason(language, integration.message) : null,
    counts: { ...emptyCounts(), ...integration.counts },
  }));
}

/** One tab of an integration (the latest of its kind when none is named), paged, with the tab counts. */
export async function integrationRowsPage(
  db: Db,
  kind: IntegrationKind,
  request: TIntegrationRowsRequest,
  language: Language,
): Promise<TIntegrationRows> {
  const [integration] = await integrationViews(db, language, { kind, id: request.integrationId });
  if (!integration) {
    if (request.integrationId) throw new AppError('NOT_FOUND');
    return { integration: null, items: [], total: 0 };
  }
  const { rows, total } = await findTabRows(db, integration.id, request.tab, request);
  return {
    integration,
    total,
    items: rows.map(
      (row): TIntegrationRow => ({
        id: row.id,
        line: row.rowNumber,
        tab: row.tab as IntegrationTab,
        values: row.values,
        changed: row.changed,
        previous: row.previous,
        reason: translateReason(language, row.reason),
        missing: row.missing,
      }),
    ),
  };
}

export async function integrationHistory(
  db: Db,
  kind: IntegrationKind,
  page: TPageRequest,
  language: Language,
): Promise<{ items: TIntegration[]; total: number }> {
  const items = await integrationViews(db, language, { kind }, page);
  return { items, total: await countIntegrations(db, kind) };
}

async function lockPending(db: Db, kind: IntegrationKind, id: number): Promise<IntegrationRecord> {
  const locked = await lockIntegration(db, id, kind);
  if (!locked) throw new AppError('NOT_FOUND');
  if (locked.status !== 'AGUARDANDO_APROVACAO') throw new AppError('INTEGRATION_NOT_PENDING');
  return locked;
}

async function recount(db: Db, integrationId: number): Promise<void> {
  const counts = emptyCounts();
  for (const item of await countRowsByTab(db, integrationId)) counts[item.tab as IntegrationTab] = item.total;
  await setIntegrationCounts(db, integrationId, counts);
}

/**
 * Resolves a product row pending association with the PPA product the user picked (its brand and
 * category come with it); the row then joins the new, updates or integrated tab.
 */
export async function associateProduct(db: Db, rowId: number, ppaProductId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findIntegrationRow(tx, rowId);
    if (!row) throw new AppError('NOT_FOUND');
    await lockPending(tx, 'product', row.integrationId);
    if (row.tab !== 'PENDENTES_ASSOCIACAO') throw new AppError('INTEGRATION_ROW_NOT_PENDING');
    const picked = await ppaProductLineage(tx, ppaProductId);
    if (!picked) throw new AppError('NOT_FOUND');
    const values = {
      ...row.values,
      ppaProduct: String(picked.code),
      brand: String(picked.brand),
      category: String(picked.category),
    };
    const read: ReadRow = { number: row.rowNumber, values, reason: null };
    const [resorted] = await compareWithRegister(tx, 'product', [
      { row: read, input: productInput(read, ppaProductId) },
    ]);
    if (!resorted) throw new Error('association sorted no row');
    await updateIntegrationRow(tx, rowId, {
      tab: resorted.tab,
      values,
      resolved: resorted.resolved,
      changed: resorted.changed,
      previous: resorted.previous,
      missing: [],
    });
    await recount(tx, row.integrationId);
  });
}

const APPLY_CHUNK = 1000;

/** Applies the new and updated rows of a register integration, with one audit row per record changed. */
async function applyToRegister(db: Db, integration: IntegrationRecord, actorId: number): Promise<number> {
  const register =
    REGISTER_DECLARATIONS[TARGET_REGISTER[integration.kind as Exclude<IntegrationKind, 'sellIn'>]];
  const justification = `integração ${integration.id}`;
  let applied = 0;
  let after = 0;
  for (;;) {
    const rows = await rowsToApply(db, integration.id, after, APPLY_CHUNK);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    const existing = await recordsByCodes(
      db,
      register,
      rows.map((row) => String(row.resolved.code)),
      { lock: true },
    );
    // One upsert for the chunk (a record already holding these values is left alone) and one
    // insert of its audit rows, one per record created or changed.
    const written = await upsertRecords(
      db,
      register,
      rows.map((row) => row.resolved),
      actorId,
    );
    await appendAudits(
      db,
      written.map(({ row, inserted }) => {
        const before = inserted ? undefined : existing.get(String(row.code));
        return {
          entity: register.key,
          entityId: row.id,
          action: inserted ? 'CRIADO' : 'ALTERADO',
          actorId,
          ...(before ? { before: auditView(register, before) } : {}),
          after: auditView(register, row),
          justification,
        };
      }),
    );
    applied += written.length;
  }
  return applied;
}

/**
 * Loads the new and updated sell-in rows in one statement; a key repeated in the file keeps its
 * last row. One audit row records the load.
 */
async function applySellIn(db: Db, integration: IntegrationRecord, actorId: number): Promise<number> {
  const applied = await loadIntegratedSellIn(db, sellInRowsToApply(integration.id), integration.id);
  if (applied > 0) {
    await appendAudit(db, {
      entity: 'sellIn',
      entityId: integration.id,
      action: 'INTEGRADO',
      actorId,
      after: { linhas: applied, arquivo: integration.fileName },
      justification: `integração ${integration.id}`,
    });
  }
  return applied;
}

/** Approves an integration: its new and updated rows reach the registers in one transaction. */
export async function approveIntegration(
  db: Db,
  kind: IntegrationKind,
  integrationId: number,
  actorId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const integration = await lockPending(tx, kind, integrationId);
    const applied =
      kind === 'sellIn'
        ? await applySellIn(tx, integration, actorId)
        : await applyToRegister(tx, integration, actorId);
    await markIntegrationApproved(tx, integrationId, actorId);
    await appendAudit(tx, {
      entity: 'integration',
      entityId: integrationId,
      action: 'APROVADO',
      actorId,
      after: { tipo: kind, aplicadas: applied, contagens: integration.counts },
    });
    return applied;
  });
}

export async function checkSellIn(
  db: Db,
  competence: string,
  commodityId: number,
  language: Language,
): Promise<{ exists: boolean; rows: number; message: string | null }> {
  const [month, year] = competence.split('/');
  const total = await countSellIn(db, `${year}-${month}-01`, skuIdsOfCommodity(db, commodityId));
  return {
    exists: total > 0,
    rows: total,
    message: total > 0 ? null : translate(language, 'integrations.noSellIn'),
  };
}
