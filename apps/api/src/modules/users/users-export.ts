import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { TUserTabSearch } from '@trade-terms/domain/users';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import { allUsersInState } from './users-tabs-repository';

/**
 * The registered users under the list's filters and sort, as a spreadsheet in the caller's
 * language, answered as the spec's export response (the file in base64).
 */
export async function exportRegisteredUsers(
  db: Db,
  search: Omit<TUserTabSearch, 'page' | 'pageSize'>,
  language: Language,
  now: Date = new Date(),
): Promise<TExportFile> {
  const rows = await allUsersInState(db, 'CADASTRADO', search);
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('users.export.sheet'));
  sheet.columns = [
    { header: t('users.login'), key: 'login', width: 24 },
    { header: t('users.name'), key: 'name', width: 36 },
    { header: t('users.email'), key: 'email', width: 36 },
    { header: t('users.profile'), key: 'profile', width: 24 },
    { header: t('users.status'), key: 'status', width: 12 },
    { header: t('users.lastAccess'), key: 'lastAccessAt', width: 22, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      login: row.login,
      name: row.name,
      email: row.email,
      profile: row.profile ?? '',
      status: translate(language, row.status === 'ATIVO' ? 'users.status.ATIVO' : 'users.status.INATIVO'),
      lastAccessAt: row.lastAccessAt ?? null,
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const stamp = now.toISOString().slice(0, 10);
  return {
    content: Buffer.from(buffer).toString('base64'),
    fileName: `${t('users.export.fileName')}_${stamp}.xlsx`,
    fileType: 'xlsx',
    mime: SPREADSHEET_MIME,
  };
}
