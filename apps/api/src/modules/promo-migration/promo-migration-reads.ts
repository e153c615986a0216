import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { TMigrationKey, TMigrationRow, TMigrationSearch } from '@trade-terms/domain/promo-migration';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { approvalsByIds } from '../approval-flows/approval-requests-service';
import { registerRowsSql } from '../master-data/register-read-models';
import type { MigrationCaller } from './promo-migration-caller';
import { type MigrationListRow, searchMigrations } from './promo-migration-repository';

async function rowsOf(db: Db, rows: readonly MigrationListRow[], caller: MigrationCaller) {
  const approvals = await approvalsByIds(
    db,
    rows.flatMap((row) =>
      row.status === 'EM_APROVACAO' && row.approval_request_id ? [row.approval_request_id] : [],
    ),
  );
  return rows.map((row): TMigrationRow => {
    const approval =
      row.status === 'EM_APROVACAO' && row.approval_request_id !== null
        ? approvals.get(row.approval_request_id)
        : undefined;
    return {
      id: row.id,
      version: row.version,
      economicGroup: row.economic_group_code,
      economicGroupName: row.economic_group_name,
      channel: row.channel_code,
      year: row.year,
      status: row.status,
      competence: row.competence ? isoDateToCompetenceText(row.competence) : null,
      targetBudgetType: row.target_budget_type,
      offAvailable: row.off_available,
      offReserved: row.off_reserved,
      onAvailable: row.on_available,
      offLines: row.off_lines,
      moved: row.moved,
      approval: approval
        ? {
            step: approval.currentStep,
            stepCount: approval.stepCount,
            canDecide: approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
          }
        : null,
      justification: row.justification,
    };
  });
}

/** `migracao/buscar`: the holdings with OFF money on the map and their migration, paged. */
export async function searchPromoMigrations(db: Db, search: TMigrationSearch, caller: MigrationCaller) {
  const rows = await searchMigrations(db, search, caller.restrictions);
  return { items: await rowsOf(db, rows, caller), total: rows[0]?.total ?? 0 };
}

/** One holding's row as the list shows it (the whole year's money); 404 outside the caller's channels. */
export async function migrationRow(
  db: Db,
  key: TMigrationKey,
  caller: MigrationCaller,
): Promise<TMigrationRow> {
  const rows = await searchMigrations(
    db,
    { year: key.year, fromMonth: 1, page: 1, pageSize: 1, direction: 'asc' },
    caller.restrictions,
    key,
  );
  const [row] = await rowsOf(db, rows, caller);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** `migracao/buscarTiposVerbaOn`: the active budget types a migration may send money to. */
export async function onBudgetTypes(db: Db): Promise<{ code: string; name: string }[]> {
  const result = await db.execute(
    sql`select t."code", t."name" from ${registerRowsSql('budgetType', ['paymentType'])} t
      where t."paymentType" = 'ON' and t."active" order by t."code"`,
  );
  return (result as unknown as { rows: { code: string; name: string }[] }).rows;
}
