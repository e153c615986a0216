import type { CycleFolderReport } from '@trade-terms/domain/cycle-folder-report-declarations';
import type { ReportCell, TCycleFolderReportFilters } from '@trade-terms/domain/cycle-folder-reports';
import { CYCLE_ACTION_LEDGER_KIND } from '@trade-terms/domain/cycle-folders';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { lineKeysSql, referenceMoneySql } from '../budget-map/budget-line-reads';
import { registerRowsSql } from '../master-data/register-read-models';
import { cycleFolderAddenda, cycleFolderAddendumChanges } from './cycle-folder-addendum-table';
import { folderVisibleTo } from './cycle-folder-repository';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';
import { cycleFolderAppreciationRows, cycleFolderAppreciations } from './folder-appreciation-table';
import { cycleFolderCountingRows, cycleFolderCountings } from './folder-counting-table';

/**
 * The SQL of the cycle folder's reports. Every report starts from the same facts, one row per
 * action of an approved or closed folder under the filters, with its money: planned (an active
 * action's investment), reserved (what its reference and its payment items still hold on the
 * ledger), executed (its rows in an approved counting), appreciated (its rows in a confirmed
 * appreciation) and paid (the ledger's payments on its reference and its payment items); then
 * each report groups them its way.
 */

/**
 * Where a report looks: the filters, the cycles they cover and the caller's restrictions; and
 * where it reads what payments hold and paid of each action (payments' SQL, handed in).
 */
export interface ReportScope {
  filters: TCycleFolderReportFilters;
  cycles: readonly number[];
  restrictions: TRestrictions;
  actionPaymentMoney: SQL;
}

const MONEY_FOLDERS = sql.raw(`'APROVADA', 'ENCERRADA'`);
const asMoney = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(18,2)::text`;

/** The conditions on a folder and on the map line an action (or a change) draws from. */
function scopeConditions(scope: ReportScope, line: SQL): SQL {
  const { filters } = scope;
  const conditions: SQL[] = [
    sql`${cycleFolders.year} = ${filters.year}`,
    scope.cycles.length > 0 ? sql`${cycleFolders.cycle} in ${[...scope.cycles]}` : sql`false`,
    folderVisibleTo(scope.restrictions),
  ];
  if (filters.channels.length > 0) conditions.push(sql`${cycleFolders.channelCode} in ${filters.channels}`);
  if (filters.commodities.length > 0)
    conditions.push(sql`${cycleFolders.commodityCode} in ${filters.commodities}`);
  const lineConditions: SQL[] = [];
  if (filters.regions.length > 0) lineConditions.push(sql`l."region_code" in ${filters.regions}`);
  if (filters.cvaGroups.length > 0)
    lineConditions.push(
      sql`l."cva_code" in (select c."code" from ${registerRowsSql('cva', ['cvaGroup'])} c
        where c."cvaGroup" in ${filters.cvaGroups})`,
    );
  if (lineConditions.length > 0)
    conditions.push(
      sql`exists (select 1 from ${lineKeysSql()} l where l."id" = ${line} and ${sql.join(lineConditions, sql` and `)})`,
    );
  return sql.join(conditions, sql` and `);
}

/** An action's tactic as its register names it (`tt`), or its code when no record has it. */
const TACTIC_JOIN = sql`left join ${registerRowsSql('tacticType')} tt on tt."code" = a."tactic_type"`;
const TACTIC_NAME = sql`coalesce(tt."name", a."tactic_type")`;

/**
 * One row per action of an approved or closed folder under the scope, with its money. Worked out
 * once per query (a materialized CTE): left to itself, the planner would walk the folders in the
 * report's order and join every folder to all the actions' money again (6.5 s at a year of
 * folders instead of 0.3 s; docs/performance.md).
 */
function actionFacts(scope: ReportScope, funds: 'ON' | 'OFF' | undefined): SQL {
  const fundsCondition = funds ? sql`and bt."paymentType" = ${funds}` : sql``;
  return sql`(with action_facts as materialized (
    select a."id" as action_id, a."number" as action_number, a."tactic_type", ${TACTIC_NAME} as tactic_name,
      a."description" as action_description,
      a."status" as action_status, "cycle_folders"."id" as folder_id, "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code", "cycle_folders"."commodity_code",
      "cycle_folders"."description" as folder_description, "cycle_folders"."status" as folder_status, l."region_code",
      case when a."status" = 'ATIVA' then a."investment" else 0 end as planned,
      coalesce(rb.held, 0) + coalesce(pm.held, 0) as reserved, coalesce(rb.paid, 0) + coalesce(pm.paid, 0) as paid,
      coalesce(ex.executed, 0) as executed,
      coalesce(ap.appreciated, 0) as appreciated
    from ${cycleFolderActions} a
    join ${cycleFolders} on "cycle_folders"."id" = a."folder_id"
    join ${lineKeysSql()} l on l."id" = a."map_line_id"
    ${TACTIC_JOIN}
    left join ${registerRowsSql('budgetType', ['paymentType'])} bt on bt."code" = l."budget_type_code"
    left join ${referenceMoneySql(CYCLE_ACTION_LEDGER_KIND)} rb on rb."reference_id" = a."id"::text
    left join ${scope.actionPaymentMoney} pm on pm."action_id" = a."id"
    left join (
      select r."action_id", sum(r."executed_value") as executed
      from ${cycleFolderCountingRows} r
      join ${cycleFolderCountings} c on c."id" = r."counting_id" and c."status" = 'APROVADA'
      group by r."action_id"
    ) ex on ex."action_id" = a."id"
    left join (
      select r."action_id", sum(r."appreciated_value") as appreciated
      from ${cycleFolderAppreciationRows} r
      join ${cycleFolderAppreciations} v on v."id" = r."appreciation_id" and v."status" = 'CONFIRMADA'
      group by r."action_id"
    ) ap on ap."action_id" = a."id"
    where "cycle_folders"."status" in (${MONEY_FOLDERS}) and ${scopeConditions(scope, sql`a."map_line_id"`)} ${fundsCondition}
  ) select * from action_facts)`;
}

const MEASURE_SUMS = sql`${asMoney(sql`sum(planned)`)} as "planned", ${asMoney(sql`sum(reserved)`)} as "reserved",
  ${asMoney(sql`sum(executed)`)} as "executed", ${asMoney(sql`sum(appreciated)`)} as "appreciated",
  ${asMoney(sql`sum(paid)`)} as "paid"`;
const ACTIVE_COUNT = sql`(count(*) filter (where action_status = 'ATIVA'))::int as "actionCount"`;

export interface ReportTotals {
  planned: string;
  reserved: string;
  executed: string;
  appreciated: string;
  paid: string;
}

/** The money of every action under the scope (a report's totals, whatever page is shown). */
export async function reportTotals(
  db: Db,
  scope: ReportScope,
  report: CycleFolderReport,
): Promise<ReportTotals> {
  const [row] = await rowsOf<ReportTotals>(
    db,
    sql`select ${MEASURE_SUMS} from ${actionFacts(scope, report.funds)} facts`,
  );
  return row ?? { planned: '0.00', reserved: '0.00', executed: '0.00', appreciated: '0.00', paid: '0.00' };
}

export interface ReportPage {
  limit: number;
  offset: number;
}

type Rows = Record<string, ReportCell>[];

/** The rows of an aggregate report (by cycle, tactic or region): all of them. */
async function groupedRows(db: Db, scope: ReportScope, report: CycleFolderReport): Promise<Rows> {
  const facts = actionFacts(scope, report.funds);
  switch (report.grain) {
    case 'cycle':
      return rowsOf(
        db,
        sql`select "cycle"::int as "cycle", ${MEASURE_SUMS} from ${facts} facts group by "cycle" order by "cycle"`,
      );
    case 'tactic':
      return rowsOf(
        db,
        sql`select tactic_type as "tacticType", tactic_name as "tacticName", ${ACTIVE_COUNT}, ${MEASURE_SUMS}
          from ${facts} facts group by tactic_type, tactic_name order by sum(planned) desc, tactic_type`,
      );
    case 'region':
      return rowsOf(
        db,
        sql`select facts.region_code as "region", r."name" as "regionName", ${ACTIVE_COUNT}, ${MEASURE_SUMS}
          from ${facts} facts left join ${registerRowsSql('region')} r on r."code" = facts.region_code
          group by facts.region_code, r."name" order by facts.region_code`,
      );
    default:
      throw new Error(`report ${report.key} is paged`);
  }
}

const FOLDER_SELECT = sql`"year"::int as "year", "cycle"::int as "cycle", channel_code as "channel",
  commodity_code as "commodity", folder_description as "folderDescription"`;

/** The rows of a paged report (by folder or action), the page asked for and how many in all. */
async function factRows(
  db: Db,
  scope: ReportScope,
  report: CycleFolderReport,
  page: ReportPage,
): Promise<{ rows: Rows; total: number }> {
  const facts = actionFacts(scope, report.funds);
  const query =
    report.grain === 'folder'
      ? sql`select folder_id as "folderId", ${FOLDER_SELECT}, folder_status as "status", ${ACTIVE_COUNT}, ${MEASURE_SUMS}
          from ${facts} facts group by folder_id, "year", "cycle", channel_code, commodity_code, folder_description, folder_status
          order by "year", "cycle", channel_code, commodity_code, folder_id`
      : sql`select action_id as "actionId", folder_id as "folderId", ${FOLDER_SELECT}, action_number as "actionNumber",
          tactic_type as "tacticType", tactic_name as "tacticName", action_description as "actionDescription", action_status as "actionStatus",
          ${asMoney(sql`planned`)} as "planned", ${asMoney(sql`reserved`)} as "reserved",
          ${asMoney(sql`executed`)} as "executed", ${asMoney(sql`appreciated`)} as "appreciated",
          ${asMoney(sql`paid`)} as "paid", ${asMoney(sql`greatest(appreciated - paid, 0)`)} as "toPay"
          from ${facts} facts order by "year", "cycle", channel_code, commodity_code, folder_id, action_number`;
  return paged(db, query, page);
}

/** Every row of a counting of a folder under the scope, in any status of the counting. */
function countingRowsQuery(scope: ReportScope): SQL {
  return sql`select r."id" as "rowId", "cycle_folders"."id" as "folderId", "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code" as "channel",
      "cycle_folders"."commodity_code" as "commodity", "cycle_folders"."description" as "folderDescription", a."number" as "actionNumber",
      a."tactic_type" as "tacticType", ${TACTIC_NAME} as "tacticName", a."description" as "actionDescription",
      r."customer_code" as "customer",
      cu."name" as "customerName", a."planned_volume"::text as "plannedVolume",
      r."executed_volume"::text as "executedVolume", a."unit_value"::text as "unitValue",
      r."executed_value"::text as "executed", c."status" as "countingStatus"
    from ${cycleFolderCountingRows} r
    join ${cycleFolderCountings} c on c."id" = r."counting_id"
    join ${cycleFolderActions} a on a."id" = r."action_id"
    join ${cycleFolders} on "cycle_folders"."id" = a."folder_id"
    ${TACTIC_JOIN}
    left join ${registerRowsSql('customer')} cu on cu."code" = r."customer_code"
    where ${scopeConditions(scope, sql`a."map_line_id"`)}
    order by "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code", "cycle_folders"."commodity_code", "cycle_folders"."id", a."number", r."customer_code"`;
}

/**
 * Every change of an addendum of a folder under the scope: what the addendum added, replanned or
 * cancelled, the investment after the change, and the addendum's status and justification.
 */
function addendumChangesQuery(scope: ReportScope): SQL {
  return sql`select ch."id" as "changeId", "cycle_folders"."id" as "folderId", "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code" as "channel",
      "cycle_folders"."commodity_code" as "commodity", "cycle_folders"."description" as "folderDescription", ad."number" as "addendumNumber",
      ad."status" as "addendumStatus", ch."kind" as "changeKind", a."number" as "actionNumber",
      coalesce(ch."tactic_type", a."tactic_type") as "tacticType",
      coalesce(tt."name", ch."tactic_type", a."tactic_type") as "tacticName",
      coalesce(ch."description", a."description") as "actionDescription",
      case when ch."kind" = 'CANCELAMENTO' then '0.00' else ch."investment"::text end as "investment",
      ad."justification" as "justification"
    from ${cycleFolderAddendumChanges} ch
    join ${cycleFolderAddenda} ad on ad."id" = ch."addendum_id"
    join ${cycleFolders} on "cycle_folders"."id" = ad."folder_id"
    left join ${cycleFolderActions} a on a."id" = ch."action_id"
    left join ${registerRowsSql('tacticType')} tt on tt."code" = coalesce(ch."tactic_type", a."tactic_type")
    where ${scopeConditions(scope, sql`coalesce(ch."map_line_id", a."map_line_id")`)}
    order by "cycle_folders"."year", "cycle_folders"."cycle", "cycle_folders"."channel_code", "cycle_folders"."commodity_code", "cycle_folders"."id", ad."number", ch."position"`;
}

async function paged(db: Db, query: SQL, page: ReportPage): Promise<{ rows: Rows; total: number }> {
  const rows = await rowsOf<Record<string, ReportCell> & { full_count: number }>(
    db,
    sql`select q.*, (count(*) over ())::int as full_count from (${query}) q limit ${page.limit} offset ${page.offset}`,
  );
  const total = rows[0]?.full_count ?? (page.offset > 0 ? await countOf(db, query) : 0);
  return { rows: rows.map(({ full_count: _, ...row }) => row), total: Number(total) };
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from (${query}) q`);
  return Number(row?.count ?? 0);
}

/** A report's rows under the scope: a page of them when the report is paged, else all. */
export function reportRows(
  db: Db,
  scope: ReportScope,
  report: CycleFolderReport,
  page: ReportPage,
): Promise<{ rows: Rows; total: number }> {
  switch (report.grain) {
    case 'cycle':
    case 'tactic':
    case 'region':
      return groupedRows(db, scope, report).then((rows) => ({ rows, total: rows.length }));
    case 'countingRow':
      return paged(db, countingRowsQuery(scope), page);
    case 'addendumChange':
      return paged(db, addendumChangesQuery(scope), page);
    default:
      return factRows(db, scope, report, page);
  }
}
