import type { CalcDataRowProblem, CalcDataSource } from '@trade-terms/domain/calculation-data';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { registerRowsSql } from '../master-data/register-read-models';
import { dms, sellIn, sellOut } from './calculation-data-tables';
import { recordChangedPeriods } from './changed-periods-repository';

/**
 * The set-based apply of an import: the file's rows are staged as text in a temporary table
 * (many rows a statement), checked against the registers in SQL, and the valid ones written with
 * one `insert … select … on conflict do update … where the values differ`. The temporary tables
 * live in the import's transaction and are dropped at its end.
 */

/** A staged row: the file's cells as text (codes trimmed and upper-cased), by column. */
export interface StagedRow {
  number: number;
  customerCode: string | null;
  storeCode: string | null;
  distributorCode: string | null;
  skuCode: string | null;
  competence: string | null;
  volume: string | null;
  niv: string | null;
  gsv: string | null;
  grossRevenue: string | null;
  /**
   * Which of the competence and the values are no valid text (`INVALID` bits), judged while the
   * file is read: a regular expression per cell costs the database far more than the reader.
   */
  invalid: number;
}

/** The bits of `StagedRow.invalid`. */
export const INVALID = { competence: 1, volume: 2, niv: 4, gsv: 8, grossRevenue: 16 } as const;

const STAGED_COLUMNS = [
  'customerCode',
  'storeCode',
  'distributorCode',
  'skuCode',
  'competence',
  'volume',
  'niv',
  'gsv',
  'grossRevenue',
] as const satisfies readonly (keyof StagedRow)[];

export async function createStaging(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists calc_staging`);
  await db.execute(sql`create temporary table calc_staging (
    row_number integer not null,
    customer_code text, store_code text, distributor_code text, sku_code text,
    competence text, volume text, niv text, gsv text, gross_revenue text, invalid integer not null
  ) on commit drop`);
}

/** The staging table's `COPY` (PostgreSQL): rows as `stagedValues` gives them. */
export const STAGING_COPY =
  'copy calc_staging (row_number, customer_code, store_code, distributor_code, sku_code, competence, volume, niv, gsv, gross_revenue, invalid) from stdin';

/** A staged row's values in the staging table's column order. */
export const stagedValues = (row: StagedRow): (string | number | null)[] => [
  row.number,
  ...STAGED_COLUMNS.map((column) => row[column]),
  row.invalid,
];

/** Stages rows in one statement: one array parameter per column, whatever the batch's size. */
export async function stageRows(db: Db, rows: readonly StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = STAGED_COLUMNS.map((column) => sql`${sql.param(rows.map((row) => row[column]))}::text[]`);
  await db.execute(sql`insert into calc_staging
    select * from unnest(${sql.param(rows.map((row) => row.number))}::integer[], ${sql.join(arrays, sql`, `)},
      ${sql.param(rows.map((row) => row.invalid))}::integer[])`);
}

/** The memory the check's sort and hashes may take, for the import's transaction only. */
const CHECK_WORK_MEM = '256MB';

/** Non-negative decimals with at most `scale` places, within numeric(18, scale). */
const decimalPattern = (scale: number) => new RegExp(`^[0-9]{1,${18 - scale}}(\\.[0-9]{1,${scale}})?$`);
/** MM/YYYY from year 1000 on (a year 0000 would fail the date's cast, and the whole import with it). */
const COMPETENCE_PATTERN = /^(0[1-9]|1[0-2])\/[1-9][0-9]{3}$/;
const VALUE_PATTERNS = {
  volume: decimalPattern(3),
  niv: decimalPattern(2),
  gsv: decimalPattern(2),
  grossRevenue: decimalPattern(2),
} as const;

/** The `INVALID` bits of a row's competence and values (a missing one is invalid). */
export function invalidBits(row: Omit<StagedRow, 'invalid' | 'number'>): number {
  let bits = row.competence !== null && COMPETENCE_PATTERN.test(row.competence) ? 0 : INVALID.competence;
  for (const field of ['volume', 'niv', 'gsv', 'grossRevenue'] as const) {
    const value = row[field];
    if (value === null || !VALUE_PATTERNS[field].test(value)) bits |= INVALID[field];
  }
  return bits;
}

/**
 * What identifies a row of each source: its resolved ids in the checked rows (`resolved`, with
 * the competence's date) and in its table (`ids`).
 */
const KEYS: Record<CalcDataSource, { resolved: readonly string[]; ids: SQL; table: PgTable }> = {
  sellIn: { resolved: ['customer_id', 'sku_id'], ids: sql`customer_id, sku_id, competence`, table: sellIn },
  sellOut: { resolved: ['store_id', 'sku_id'], ids: sql`store_id, sku_id, competence`, table: sellOut },
  dms: {
    resolved: ['distributor_id', 'store_id', 'sku_id'],
    ids: sql`distributor_id, store_id, sku_id, competence`,
    table: dms,
  },
};

/**
 * Checks the staged rows: resolves the codes (sell-in's customer; sell-out's and DMS's store and,
 * through it, its SAP customer; DMS's distributor; the SKU), reads the competence and the values,
 * and marks a row repeating the identity of an earlier one. `problems` lists what is wrong.
 */
export async function checkStaged(db: Db, source: CalcDataSource): Promise<void> {
  const identity = [...KEYS[source].resolved, 'competence_date'];
  // Codes are unique in their register: the same codes resolve to the same ids. A row whose
  // identity is not fully resolved (an unknown code, a bad competence) is refused for that and
  // is grouped with no other row.
  const partition = sql.raw(
    `${identity.join(', ')}, case when ${identity.map((column) => `${column} is null`).join(' or ')} then row_number end`,
  );
  const decimal = (column: string, bit: number, scale: number) =>
    sql`case when invalid & ${sql.raw(String(bit))} = 0 then ${sql.raw(column)}::numeric(18, ${sql.raw(String(scale))}) end`;
  const storeJoin =
    source === 'sellIn'
      ? sql`left join ${registerRowsSql('customer')} c on c."code" = s.customer_code
         left join (select null::integer as "id", null::integer as "customerId") st on false`
      : sql`left join ${registerRowsSql('customerPdv', ['customer'])} st on st."code" = s.store_code
         left join (select null::integer as "id") c on false`;
  const distributorJoin =
    source === 'dms'
      ? sql`left join ${registerRowsSql('customer')} d on d."code" = s.distributor_code`
      : sql`left join (select null::integer as "id") d on false`;
  const problem = (name: CalcDataRowProblem, condition: string) =>
    sql`case when ${sql.raw(condition)} then ${name} end`;
  const checks: SQL[] = [
    ...(source === 'sellIn' ? [problem('unknownCustomer', 'customer_id is null')] : []),
    ...(source !== 'sellIn' ? [problem('unknownStore', 'store_id is null')] : []),
    ...(source === 'dms' ? [problem('unknownDistributor', 'distributor_id is null')] : []),
    problem('unknownSku', 'sku_id is null'),
    problem('badCompetence', 'competence_date is null'),
    problem('badVolume', 'volume_value is null'),
    problem('badNiv', 'niv_value is null'),
    problem('badGsv', 'gsv_value is null'),
    problem('badGrossRevenue', 'gross_revenue_value is null'),
    problem('duplicated', 'first_row <> row_number'),
  ];
  // The check sorts every staged row by its identity and hashes the registers: with the server's
  // default work_mem (4 MB) both spill to disk. For this transaction only.
  await db.execute(sql.raw(`set local work_mem = '${CHECK_WORK_MEM}'`));
  await db.execute(sql`drop table if exists calc_checked`);
  // The duplicate check sorts by the identity's integer ids and date, narrower and cheaper to
  // compare than the codes' text; the casts of the values are done after it.
  await db.execute(sql`create temporary table calc_checked on commit drop as
    select resolved.*,
      nullif(array_remove(array[${sql.join(checks, sql`, `)}]::text[], null), '{}') as problems
    from (
      select windowed.*,
        ${decimal('volume', INVALID.volume, 3)} as volume_value,
        ${decimal('niv', INVALID.niv, 2)} as niv_value,
        ${decimal('gsv', INVALID.gsv, 2)} as gsv_value,
        ${decimal('gross_revenue', INVALID.grossRevenue, 2)} as gross_revenue_value
      from (
        select joined.*, min(row_number) over (partition by ${partition}) as first_row
        from (
          select s.*, st."id" as store_id, coalesce(st."customerId", c."id") as customer_id,
            d."id" as distributor_id, k."id" as sku_id,
            case when s.invalid & ${sql.raw(String(INVALID.competence))} = 0
              then make_date(substr(s.competence, 4, 4)::int, substr(s.competence, 1, 2)::int, 1) end as competence_date
          from calc_staging s
          ${storeJoin}
          ${distributorJoin}
          left join ${registerRowsSql('sku')} k on k."code" = s.sku_code
        ) joined
      ) windowed
    ) resolved`);
}

export interface RejectedRow extends StagedRow {
  problems: CalcDataRowProblem[];
  firstRow: number;
}

/** A page of the rejected rows, in file order, after row `after` (memory holds one page). */
export async function rejectedRows(db: Db, after: number, limit: number): Promise<RejectedRow[]> {
  const result = await db.execute(sql`select row_number as "number", customer_code as "customerCode",
      store_code as "storeCode", distributor_code as "distributorCode", sku_code as "skuCode",
      competence, volume, niv, gsv, gross_revenue as "grossRevenue", problems, first_row as "firstRow"
    from calc_checked where problems is not null and row_number > ${after}
    order by row_number limit ${limit}`);
  return (result as unknown as { rows: RejectedRow[] }).rows;
}

/** How many checked rows were refused. */
export async function countRejected(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as "count" from calc_checked where problems is not null`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/**
 * Writes the valid checked rows: new keys inserted, stored rows whose values differ updated,
 * equal ones untouched; the customers and competences written are recorded as changed periods.
 */
export async function applyChecked(
  db: Db,
  source: CalcDataSource,
  jobId: string | null,
): Promise<{ valid: number; inserted: number; updated: number }> {
  const { ids, table } = KEYS[source];
  const stores =
    source === 'sellIn' ? sql`` : source === 'sellOut' ? sql`store_id, ` : sql`distributor_id, store_id, `;
  // Sell-out and DMS keep the store's customer on the row: a store that changed customer is
  // rewritten by the next import.
  const customerChanged = source === 'sellIn' ? sql`` : sql`customer_id = excluded.customer_id, `;
  const result = await db.execute(sql`
    with written as (
      insert into ${table} (${stores}customer_id, sku_id, competence, volume, niv, gsv, gross_revenue, job_id, updated_at)
      select ${stores}customer_id, sku_id, competence_date, volume_value, niv_value, gsv_value,
        gross_revenue_value, ${jobId}::uuid, now()
      from calc_checked where problems is null
      on conflict (${ids}) do update set ${customerChanged}volume = excluded.volume, niv = excluded.niv,
        gsv = excluded.gsv, gross_revenue = excluded.gross_revenue, job_id = excluded.job_id,
        updated_at = excluded.updated_at
      where (${table}.customer_id, ${table}.volume, ${table}.niv, ${table}.gsv, ${table}.gross_revenue)
        is distinct from (excluded.customer_id, excluded.volume, excluded.niv, excluded.gsv, excluded.gross_revenue)
      returning (xmax = 0) as inserted, customer_id, competence
    ), periods as (
      ${recordChangedPeriods(sql`select distinct customer_id, competence from written`, source, jobId ? { jobId } : {})}
    )
    select (select count(*) from calc_checked where problems is null)::int as "valid",
      (select count(*) from written where inserted)::int as "inserted",
      (select count(*) from written where not inserted)::int as "updated",
      (select count(*) from periods)::int as "periods"`);
  const row = (result as unknown as { rows: { valid: number; inserted: number; updated: number }[] }).rows[0];
  return { valid: row?.valid ?? 0, inserted: row?.inserted ?? 0, updated: row?.updated ?? 0 };
}
