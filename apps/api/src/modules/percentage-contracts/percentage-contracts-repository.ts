import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import type {
  PercentageContractStatus,
  TPercentageContractSearch,
} from '@trade-terms/domain/percentage-contracts';
import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';
import { percentageContracts } from './percentage-contracts-table';

/**
 * The contracts' SQL. A contract is seen through its customer's channel and region (the
 * customer register's) and its own business unit, in lists, counts and reads by id alike.
 */

export type ContractRecord = typeof percentageContracts.$inferSelect;

export interface ContractRow {
  id: number;
  version: number;
  customerCode: string;
  customerName: string | null;
  channel: string | null;
  budgetTypeCode: string;
  commodityCode: string | null;
  percentage: string;
  basis: ContractRecord['basis'];
  validityStart: string;
  validityEnd: string;
  payerCode: string;
  description: string;
  status: PercentageContractStatus;
  justification: string | null;
  approvalRequestId: number | null;
  total: number;
}

/** The customers a caller may see: their channel and region within the caller's restrictions. */
function customerVisible(restrictions: TRestrictions, alias: string): SQL {
  const c = sql.identifier(alias);
  return (
    restrictionCondition(restrictions, [
      { dimension: 'canais', column: sql`${c}."channel"` },
      { dimension: 'regioes', column: sql`${c}."region"` },
    ]) ?? sql`true`
  );
}

/**
 * The contracts a caller may see, for a query of the contracts as `p` joined to their customer
 * (`customersSql()`) as `c`: the customer's channel and region and the contract's business unit
 * within the caller's restrictions (a contract saved before it had a business unit is seen only
 * by callers open on business units).
 */
export function contractVisible(restrictions: TRestrictions): SQL {
  return sql`${customerVisible(restrictions, 'c')} and ${
    restrictionCondition(restrictions, [{ dimension: 'commodities', column: sql`p.commodity_code` }]) ??
    sql`true`
  }`;
}

export const customersSql = () => registerRowsSql('customer', ['channel', 'region']);

function filtersOf(search: Partial<TPercentageContractSearch>): SQL[] {
  const conditions: SQL[] = [];
  if (search.customer) conditions.push(sql`p.customer_code = ${search.customer}`);
  if (search.budgetType) conditions.push(sql`p.budget_type_code = ${search.budgetType}`);
  const month = search.competence ? competenceTextToIsoDate(search.competence) : null;
  if (month) conditions.push(sql`${month}::date between p.validity_start and p.validity_end`);
  return conditions;
}

const where = (conditions: readonly SQL[]) => sql.join([sql`true`, ...conditions], sql` and `);

function selectContracts(conditions: readonly SQL[], restrictions: TRestrictions, tail: SQL): SQL {
  return sql`select p.id, p.version, p.customer_code as "customerCode", c."name" as "customerName",
      c."channel", p.budget_type_code as "budgetTypeCode",
      p.commodity_code as "commodityCode", p.percentage::text as percentage, p.basis,
      p.validity_start::text as "validityStart", p.validity_end::text as "validityEnd",
      p.payer_code as "payerCode", p.description, p.status, p.justification,
      p.approval_request_id as "approvalRequestId", count(*) over ()::int as total
    from ${percentageContracts} p
    left join ${customersSql()} c on c."code" = p.customer_code
    where ${contractVisible(restrictions)} and ${where(conditions)}
    ${tail}`;
}

/** A page of the contracts under the filters, newest first. */
export function searchContracts(
  db: Db,
  search: TPercentageContractSearch,
  restrictions: TRestrictions,
): Promise<ContractRow[]> {
  const conditions = filtersOf(search);
  if (search.status) conditions.push(sql`p.status = ${search.status}`);
  return rowsOf<ContractRow>(
    db,
    selectContracts(
      conditions,
      restrictions,
      sql`order by p.id ${search.direction === 'asc' ? sql`asc` : sql`desc`}
        limit ${search.pageSize} offset ${(search.page - 1) * search.pageSize}`,
    ),
  );
}

/** How many contracts each status holds under the filters (the status filter left out). */
export async function countContracts(
  db: Db,
  search: TPercentageContractSearch,
  restrictions: TRestrictions,
): Promise<Map<PercentageContractStatus, number>> {
  const rows = await rowsOf<{ status: PercentageContractStatus; total: number }>(
    db,
    sql`select p.status, count(*)::int as total from ${percentageContracts} p
      left join ${customersSql()} c on c."code" = p.customer_code
      where ${contractVisible(restrictions)} and ${where(filtersOf(search))}
      group by p.status`,
  );
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** One contract as the list shows it, within the caller's restrictions. */
export async function contractRow(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<ContractRow | null> {
  const [row] = await rowsOf<ContractRow>(db, selectContracts([sql`p.id = ${id}`], restrictions, sql``));
  return row ?? null;
}

/** One contract's record within the caller's restrictions, locked for a move. */
export async function lockContract(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<ContractRecord | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from ${percentageContracts} p
      left join ${customersSql()} c on c."code" = p.customer_code
      where p.id = ${id} and ${contractVisible(restrictions)}
      for update of p`,
  );
  if (!row) return null;
  const [record] = await db.select().from(percentageContracts).where(sql`${percentageContracts.id} = ${id}`);
  return record ?? null;
}

export type ContractContent = Pick<
  ContractRecord,
  | 'customerCode'
  | 'budgetTypeCode'
  | 'commodityCode'
  | 'percentage'
  | 'basis'
  | 'validityStart'
  | 'validityEnd'
  | 'payerCode'
  | 'description'
>;

export async function insertContract(
  db: Db,
  content: ContractContent,
  actorId: number,
): Promise<ContractRecord> {
  const [row] = await db
    .insert(percentageContracts)
    .values({ ...content, status: 'EM_CADASTRO', createdBy: actorId, updatedBy: actorId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type ContractChange = Partial<
  ContractContent & Pick<ContractRecord, 'status' | 'approvalRequestId' | 'justification'>
>;

/** A save's or a move's columns; the version moves with them. */
export async function updateContract(db: Db, id: number, change: ContractChange, actorId: number) {
  await db
    .update(percentageContracts)
    .set({
      ...change,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${percentageContracts.version} + 1`,
    })
    .where(sql`${percentageContracts.id} = ${id}`);
}

export interface ReferencedCustomer {
  code: string;
  channel: string | null;
  sapPayer: boolean | null;
}

/** The customers of these codes the caller may see. */
export async function visibleCustomers(
  db: Db,
  codes: readonly string[],
  restrictions: TRestrictions,
): Promise<Map<string, ReferencedCustomer>> {
  const rows = await rowsOf<ReferencedCustomer>(
    db,
    sql`select c."code", c."channel", c."sapPayer" from ${registerRowsSql('customer', ['channel', 'region', 'sapPayer'])} c
      where c."code" = any(${sql.param([...codes])}::varchar[]) and c."active" and ${customerVisible(restrictions, 'c')}`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}
