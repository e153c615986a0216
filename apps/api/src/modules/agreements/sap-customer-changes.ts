import {
  leverCustomerChanges,
  type SapCustomerChange,
  type SapCustomerRole,
  type TSapCustomerChangesExport,
} from '@trade-terms/domain/agreement-details';
import type { AgreementStatus } from '@trade-terms/domain/agreements';
import { dateTimeTextIn, parseBrDate } from '@trade-terms/domain/dates';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { workbookFile } from '../../platform/export/workbook-file';
import { catalogueEntries } from '../levers/levers-service';
import { recordsByCodes } from '../master-data/register-records';
import { usersByIds } from '../users/users-service';
import type { LifecycleCaller } from './agreement-lifecycle';
import { customerChangeBatch } from './agreement-reads-repository';
import { holdingNames } from './agreements-service';

const ROLE_LABELS = {
  CLIENTE: 'agreement.sapChanges.role.CLIENTE',
  PAGADOR: 'agreement.sapChanges.role.PAGADOR',
} as const satisfies Record<SapCustomerRole, MessageKey>;
const CHANGE_LABELS = {
  INCLUIDO: 'agreement.sapChanges.change.INCLUIDO',
  REMOVIDO: 'agreement.sapChanges.change.REMOVIDO',
} as const satisfies Record<SapCustomerChange, MessageKey>;

/** Audit rows read a batch at a time, so a long window never sits whole in memory. */
const BATCH = 200;

interface ChangeRow {
  at: Date;
  actorId: number | null;
  agreementId: number;
  description: string;
  economicGroupCode: string;
  status: AgreementStatus;
  leverId: number;
  role: SapCustomerRole;
  code: string;
  change: SapCustomerChange;
}

/** The window of days asked: a start, and an end on or after it when given (ISO dates). */
function windowOf(input: TSapCustomerChangesExport): { since: string; until: string | null } {
  const since = parseBrDate(input.since);
  const until = input.until ? parseBrDate(input.until) : null;
  if (!since) throw invalidFields([{ path: ['since'], message: 'validation.invalidDate' }]);
  if (input.until && !until) throw invalidFields([{ path: ['until'], message: 'validation.invalidDate' }]);
  if (until && until < since)
    throw invalidFields([{ path: ['until'], message: 'validation.endBeforeStart' }]);
  return { since, until };
}

/**
 * The customer changes of the window, read from the audit log (creations, copies and changes of
 * the agreements the caller may see), refused past `maxRows` rows: a narrower window is asked.
 */
async function changeRows(
  db: Db,
  window: { since: string; until: string | null },
  caller: LifecycleCaller,
  options: { timeZone: string; maxRows: number },
): Promise<ChangeRow[]> {
  const rows: ChangeRow[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await customerChangeBatch(
      db,
      { ...window, timeZone: options.timeZone, afterId, limit: BATCH },
      caller.restrictions,
    );
    for (const audit of batch) {
      for (const change of leverCustomerChanges(audit.before, audit.after)) {
        rows.push({ ...audit, ...change });
      }
      if (rows.length > options.maxRows) {
        throw new AppError('EXPORT_TOO_LARGE', { max: String(options.maxRows) });
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return rows;
    afterId = last.id;
  }
}

/**
 * `contrato/exportarAlteracoesIntegracaoClienteSap`: every SAP customer and payer put on or taken
 * off an agreement's lever from a day on (up to a day, when given), one row each: when, who, the
 * agreement, its holding and current status, the lever, customer or payer, the customer's code
 * and name, and whether it came in or went out. For the team that keeps SAP's customers in step.
 */
export async function sapCustomerChangesExport(
  db: Db,
  input: TSapCustomerChangesExport,
  caller: LifecycleCaller,
  options: { timeZone: string; maxRows: number },
): Promise<TExportFile> {
  const rows = await changeRows(db, windowOf(input), caller, options);
  const [levers, customers, people, holdings] = await Promise.all([
    catalogueEntries(db, [...new Set(rows.map((row) => row.leverId))], caller.today),
    recordsByCodes(db, REGISTER_DECLARATIONS.customer, [...new Set(rows.map((row) => row.code))]),
    usersByIds(
      db,
      rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
    ),
    holdingNames(
      db,
      rows.map((row) => row.economicGroupCode),
    ),
  ]);
  const t = (key: MessageKey) => translate(caller.language, key);
  return workbookFile(
    caller.language,
    { sheet: 'agreement.sapChanges.sheet', file: 'agreement.sapChanges.fileName' },
    [
      { header: 'agreement.history.at', key: 'at', width: 20 },
      { header: 'agreement.history.user', key: 'user', width: 28 },
      { header: 'agreement.export.id', key: 'agreement', width: 10 },
      { header: 'agreement.export.description', key: 'description', width: 36 },
      { header: 'agreement.export.holding', key: 'holding', width: 32 },
      { header: 'agreement.export.status', key: 'status', width: 22 },
      { header: 'agreement.export.lever', key: 'lever', width: 32 },
      { header: 'agreement.sapChanges.role', key: 'role', width: 14 },
      { header: 'agreement.sapChanges.customer', key: 'customer', width: 14 },
      { header: 'agreement.sapChanges.customerName', key: 'customerName', width: 36 },
      { header: 'agreement.sapChanges.change', key: 'change', width: 12 },
    ],
    rows.map((row) => ({
      at: dateTimeTextIn(options.timeZone, row.at),
      user:
        row.actorId === null
          ? t('agreement.history.system')
          : (people.get(row.actorId)?.name ?? String(row.actorId)),
      agreement: row.agreementId,
      description: row.description,
      holding: `${row.economicGroupCode} — ${holdings.get(row.economicGroupCode) ?? ''}`,
      status: t(`agreement.status.${row.status}`),
      lever: levers.get(row.leverId)?.name ?? String(row.leverId),
      role: t(ROLE_LABELS[row.role]),
      // Codes go out as text: SAP codes keep their leading zeros.
      customer: row.code,
      customerName: String(customers.get(row.code)?.name ?? ''),
      change: t(CHANGE_LABELS[row.change]),
    })),
  );
}
