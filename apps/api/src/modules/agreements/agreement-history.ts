import {
  AGREEMENT_AUDIT_ACTIONS,
  AGREEMENT_STATUSES,
  type AgreementAuditAction,
  type AgreementStatus,
  APPROVER_STATUSES,
  type ApproverStatus,
  SIGNATURE_STATUSES,
  type SignatureStatus,
} from '@trade-terms/domain/agreements';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import ExcelJS from 'exceljs';
import { auditTrail } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { usersByIds } from '../users/users-service';

type Snapshot = Record<string, unknown> | null;

/** A status's words in the caller's language, for the fields that hold one. */
function valueWords(language: Language, field: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (field === 'status' && (AGREEMENT_STATUSES as readonly string[]).includes(value)) {
    return translate(language, `agreement.status.${value as AgreementStatus}`);
  }
  if (field === 'approverStatus' && (APPROVER_STATUSES as readonly string[]).includes(value)) {
    return translate(language, `agreement.approver.${value as ApproverStatus}`);
  }
  if (field === 'signatureStatus' && (SIGNATURE_STATUSES as readonly string[]).includes(value)) {
    return translate(language, `agreement.signature.${value as SignatureStatus}`);
  }
  return null;
}

/** What changed between two audit images, one "field: before → after" a line. */
function changedFields(language: Language, before: Snapshot, after: Snapshot): string[] {
  if (!after) return [];
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined
      ? ''
      : (valueWords(language, field, value) ?? JSON.stringify(value));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) =>
      before
        ? `${key}: ${shown(key, before[key])} → ${shown(key, after[key])}`
        : `${key}: ${shown(key, after[key])}`,
    );
}

/**
 * `contrato/exportarHistoricoContrato`: the agreement's change history read from the audit log
 * (who, when, what, what changed, justification), as a spreadsheet in the caller's language.
 */
export async function agreementHistory(db: Db, id: number, language: Language): Promise<TExportFile> {
  const rows = await auditTrail(db, 'agreement', id);
  const people = await usersByIds(
    db,
    rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
  );
  const t = (key: MessageKey) => translate(language, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('agreement.history.sheet'));
  sheet.columns = [
    { header: t('agreement.history.at'), key: 'at', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm:ss' } },
    { header: t('agreement.history.user'), key: 'user', width: 30 },
    { header: t('agreement.history.action'), key: 'action', width: 26 },
    { header: t('agreement.history.changes'), key: 'changes', width: 80 },
    { header: t('agreement.history.justification'), key: 'justification', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const known = (AGREEMENT_AUDIT_ACTIONS as readonly string[]).includes(row.action);
    sheet.addRow({
      at: row.at,
      user:
        row.actorId === null
          ? t('agreement.history.system')
          : (people.get(row.actorId)?.name ?? String(row.actorId)),
      action: known
        ? translate(language, `agreement.history.action.${row.action as AgreementAuditAction}`)
        : row.action,
      changes: changedFields(language, row.before as Snapshot, row.after as Snapshot).join('\n'),
      justification: row.justification ?? '',
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    content: Buffer.from(buffer).toString('base64'),
    fileName: `${t('agreement.history.fileName')}_${id}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}
