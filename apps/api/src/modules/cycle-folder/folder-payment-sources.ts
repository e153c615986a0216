import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { lineKeysSql } from '../budget-map/budget-line-reads';
import { folderVisibleTo } from './cycle-folder-repository';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';
import { cycleFolderAppreciationRows, cycleFolderAppreciations } from './folder-appreciation-table';

/**
 * The read model payments take cycle folders' money from (docs/domain.md "Cycle folder
 * payments"): the confirmed appreciations of the folders of a competence's cycle, row by row, with
 * the map line each action draws on. The folder tables stay behind it. The appreciations read are
 * share-locked until the caller's transaction ends, so a reopening (which locks the appreciation
 * for update and asks whether payment items use it) waits for a generation in flight.
 */

export interface PayableAppreciationRow {
  folderId: number;
  year: number;
  cycle: number;
  channel: string;
  commodity: string;
  actionId: number;
  actionNumber: number;
  actionEconomicGroup: string | null;
  appreciationRowId: number;
  customerCode: string;
  value: string;
  mapLineId: number;
  lineEconomicGroup: string;
  lineSegment: string;
  lineRegion: string;
  lineCva: string;
  budgetType: string;
  ricBox: string;
}

/** The folders whose cycle is the competence's month (cycle N of a year is its month N). */
export function payableAppreciationRows(
  db: Db,
  competence: string,
  restrictions: TRestrictions,
): Promise<PayableAppreciationRow[]> {
  const year = Number(competence.slice(0, 4));
  const cycle = Number(competence.slice(5, 7));
  return rowsOf<PayableAppreciationRow>(
    db,
    sql`select "cycle_folders"."id" as "folderId", "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code" as "channel", "cycle_folders"."commodity_code" as "commodity",
        a."id" as "actionId", a."number" as "actionNumber", a."economic_group_code" as "actionEconomicGroup",
        r."id" as "appreciationRowId", r."customer_code" as "customerCode", r."appreciated_value"::text as "value",
        a."map_line_id" as "mapLineId", l."economic_group_code" as "lineEconomicGroup", l."segment_code" as "lineSegment",
        l."region_code" as "lineRegion", l."cva_code" as "lineCva", l."budget_type_code" as "budgetType", l."ric_box" as "ricBox"
      from ${cycleFolderAppreciations} v
      join ${cycleFolders} on "cycle_folders"."id" = v."folder_id"
      join ${cycleFolderAppreciationRows} r on r."appreciation_id" = v."id"
      join ${cycleFolderActions} a on a."id" = r."action_id"
      join ${lineKeysSql()} l on l."id" = a."map_line_id"
      where v."status" = 'CONFIRMADA' and "cycle_folders"."status" in ('APROVADA', 'ENCERRADA') and a."status" = 'ATIVA'
        and "cycle_folders"."year" = ${year} and "cycle_folders"."cycle" = ${cycle} and r."appreciated_value" > 0
        and ${folderVisibleTo(restrictions)}
      order by "cycle_folders"."id", a."number", r."customer_code", r."id"
      for share of v`,
  );
}

/**
 * Of these folders, those still approved (not closed), share-locked until the caller's
 * transaction ends: a closing waits, so money given back to an action is never left behind by a
 * closing that released the action's reservation a moment before.
 */
export async function approvedFolderIds(db: Db, folderIds: readonly number[]): Promise<Set<number>> {
  if (folderIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select f."id" from ${cycleFolders} f
      where f."id" = any(${sql.param([...new Set(folderIds)])}::int[]) and f."status" = 'APROVADA'
      for share of f`,
  );
  return new Set(rows.map((row) => row.id));
}
