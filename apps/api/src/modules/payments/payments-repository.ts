import type { TReferenceOrigin } from '@trade-terms/domain/budget-map';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { pageOffset } from '@trade-terms/domain/paging';
import {
  type PaymentStage,
  type PaymentTab,
  TAB_STAGE,
  type TPaymentFilters,
} from '@trade-terms/domain/payments';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { referenceMoneySql } from '../budget-map/budget-line-reads';
import { registerRowsSql } from '../master-data/register-read-models';
import { monthContractsSql } from '../percentage-contracts/percentage-payment-sources';
import { paymentGroups, paymentItems, paymentLineAllocations, paymentLots } from './payments-table';

/** The SQL of payments: groups, items, lots and the line allocations. */

export type GroupRecord = typeof paymentGroups.$inferSelect;
export type ItemRecord = typeof paymentItems.$inferSelect;
export type NewItem = typeof paymentItems.$inferInsert;

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

/** The caller's channels and commodities, on a group's columns. */
export function groupVisibleTo(restrictions: TRestrictions): SQL {
  return (
    restrictionCondition(restrictions, [
      { dimension: 'canais', column: paymentGroups.channel },
      { dimension: 'commodities', column: paymentGroups.commodity },
    ]) ?? sql`true`
  );
}

function filterConditions(filters: TPaymentFilters): SQL[] {
  const months = filters.competences.map((text) => competenceTextToIsoDate(text) as string);
  const conditions: SQL[] = [sql`${paymentGroups.competence} = any(${sql.param(months)}::date[])`];
  if (filters.channels?.length)
    conditions.push(sql`${paymentGroups.channel} = any(${codes(filters.channels)})`);
  if (filters.commodities?.length)
    conditions.push(sql`${paymentGroups.commodity} = any(${codes(filters.commodities)})`);
  if (filters.budgetTypes?.length)
    conditions.push(sql`${paymentGroups.budgetType} = any(${codes(filters.budgetTypes)})`);
  if (filters.salesOrganizations?.length)
    conditions.push(sql`${paymentGroups.salesOrganization} = any(${codes(filters.salesOrganizations)})`);
  return conditions;
}

export interface GroupRow extends GroupRecord {
  calculated: string;
  toPay: string;
  items: number;
  ascertainments: number;
  lotCode: string | null;
}

/** A page of one stage's visible groups under the filters, with their totals. */
export async function searchGroups(
  db: Db,
  search: TPaymentFilters & { tab: PaymentTab; page: number; pageSize: number },
  restrictions: TRestrictions,
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = and(
    eq(paymentGroups.stage, TAB_STAGE[search.tab]),
    groupVisibleTo(restrictions),
    ...filterConditions(search),
  );
  const rows = await db
    .select({
      ...getTableColumns(paymentGroups),
      calculated: sql<string>`coalesce(sum(${paymentItems.calculated}), 0)::text`,
      toPay: sql<string>`coalesce(sum(${paymentItems.amount}), 0)::text`,
      items: sql<number>`count(${paymentItems.id})::int`,
      ascertainments: sql<number>`count(distinct ${paymentItems.ascertainmentId})::int`,
      lotCode: sql<string | null>`max(${paymentLots.code})`,
    })
    .from(paymentGroups)
    .leftJoin(paymentItems, eq(paymentItems.groupId, paymentGroups.id))
    .leftJoin(paymentLots, eq(paymentLots.id, paymentGroups.lotId))
    .where(where)
    .groupBy(paymentGroups.id)
    .orderBy(asc(paymentGroups.competence), asc(paymentGroups.id))
    .limit(search.pageSize)
    .offset(pageOffset(search));
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(paymentGroups).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/** How many visible groups each stage holds under the filters. */
export async function countStages(
  db: Db,
  filters: TPaymentFilters,
  restrictions: TRestrictions,
): Promise<Map<PaymentStage, number>> {
  const rows = await db
    .select({ stage: paymentGroups.stage, total: sql<number>`count(*)::int` })
    .from(paymentGroups)
    .where(and(groupVisibleTo(restrictions), ...filterConditions(filters)))
    .groupBy(paymentGroups.stage);
  return new Map(rows.map((row) => [row.stage, Number(row.total)]));
}

/** A visible group, locked until the transaction ends. */
export async function lockGroup(
  db: Db,
  id: number,
  restrictions: TRestrictions,
): Promise<GroupRecord | null> {
  const [row] = await db
    .select()
    .from(paymentGroups)
    .where(and(eq(paymentGroups.id, id), groupVisibleTo(restrictions)))
    .for('update');
  return row ?? null;
}

export async function insertGroup(db: Db, group: typeof paymentGroups.$inferInsert): Promise<GroupRecord> {
  const [row] = await db.insert(paymentGroups).values(group).returning();
  if (!row) throw new Error('payment group not inserted');
  return row;
}

export async function updateGroup(
  db: Db,
  id: number,
  change: Partial<Pick<GroupRecord, 'stage' | 'approvalRequestId' | 'disapprovalJustification' | 'lotId'>>,
  actorId: number,
): Promise<void> {
  await db
    .update(paymentGroups)
    .set({ ...change, updatedAt: new Date(), updatedBy: actorId, version: sql`${paymentGroups.version} + 1` })
    .where(eq(paymentGroups.id, id));
}

export function itemsOfGroup(db: Db, groupId: number): Promise<ItemRecord[]> {
  return db
    .select()
    .from(paymentItems)
    .where(eq(paymentItems.groupId, groupId))
    .orderBy(asc(paymentItems.position), asc(paymentItems.id));
}

export async function insertItems(db: Db, items: readonly NewItem[]): Promise<ItemRecord[]> {
  if (items.length === 0) return [];
  return db
    .insert(paymentItems)
    .values([...items])
    .returning();
}

export async function updateItem(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      ItemRecord,
      | 'groupId'
      | 'position'
      | 'active'
      | 'mapLineId'
      | 'reserved'
      | 'daughterBudgetCode'
      | 'paymentNumber'
      | 'paymentDate'
      | 'paymentStatus'
    >
  >,
): Promise<void> {
  await db.update(paymentItems).set(change).where(eq(paymentItems.id, id));
}

/**
 * Records where each item reserved and how much (and, for a cycle folder's item, what it took over
 * of its action's reservation), in one statement.
 */
export async function markReserved(
  db: Db,
  items: readonly { id: number; lineId: number; amount: string; takenOver?: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.execute(sql`update ${paymentItems} i set map_line_id = v.line_id, reserved = v.amount, taken_over = v.taken_over
    from unnest(${sql.param(items.map((item) => item.id))}::int[], ${sql.param(items.map((item) => item.lineId))}::int[],
      ${sql.param(items.map((item) => item.amount))}::numeric[],
      ${sql.param(items.map((item) => item.takenOver ?? null))}::numeric[]) as v(id, line_id, amount, taken_over)
    where i.id = v.id`);
}

/**
 * Marks an item's reservation released, once: answers false when it was released already (or
 * never reserved), so a second disapproval returns nothing.
 */
export async function markReleased(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(paymentItems)
    .set({ released: sql`${paymentItems.reserved}` })
    .where(
      and(
        eq(paymentItems.id, id),
        sql`${paymentItems.reserved} is not null`,
        sql`${paymentItems.released} is null`,
      ),
    )
    .returning({ id: paymentItems.id });
  return rows.length === 1;
}

/** How the budget map's ledger names a payment item's reservation, release and payment. */
export const PAYMENT_ITEM_REFERENCE = 'PAYMENT_ITEM';

/**
 * What the budget map's references to payment items pay, by `PAYMENT_ITEM:id` (the map's
 * consolidated report names them); other references are not payments' and are left out.
 */
export async function paymentItemOrigins(
  db: Db,
  references: readonly { kind: string; id: string }[],
): Promise<Map<string, TReferenceOrigin>> {
  const ids = [
    ...new Set(
      references
        .filter((reference) => reference.kind === PAYMENT_ITEM_REFERENCE && /^\d{1,9}$/.test(reference.id))
        .map((reference) => Number(reference.id)),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: paymentItems.id,
      agreementId: paymentItems.agreementId,
      ascertainmentId: paymentItems.ascertainmentId,
      folderId: paymentItems.folderId,
      folderActionId: paymentItems.folderActionId,
      detachedId: paymentItems.detachedAscertainmentId,
      // The contract of the percentage month the item pays, if it pays one.
      percentageContractId: sql<number | null>`m."contract_id"`,
      payerCode: paymentItems.payerCode,
    })
    .from(paymentItems)
    .leftJoin(sql`${monthContractsSql()} m`, sql`m."month_id" = ${paymentItems.percentageAscertainmentId}`)
    .where(inArray(paymentItems.id, ids));
  const originOf = (row: (typeof rows)[number]): TReferenceOrigin | null => {
    const { payerCode } = row;
    if (row.folderId !== null && row.folderActionId !== null)
      return { folderId: row.folderId, folderActionId: row.folderActionId, payerCode };
    if (row.agreementId !== null && row.ascertainmentId !== null)
      return { agreementId: row.agreementId, ascertainmentId: row.ascertainmentId, payerCode };
    if (row.detachedId !== null) return { detachedId: row.detachedId, payerCode };
    const contract = row.percentageContractId;
    return contract === null ? null : { percentageContractId: contract, payerCode };
  };
  return new Map(
    rows.flatMap((row) => {
      const origin = originOf(row);
      return origin ? [[`${PAYMENT_ITEM_REFERENCE}:${row.id}`, origin] as const] : [];
    }),
  );
}

/** Whether an ascertainment has a payment item still in the payment stages (not disapproved). */
export async function ascertainmentInPayment(db: Db, ascertainmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(and(eq(paymentItems.ascertainmentId, ascertainmentId), eq(paymentItems.active, true)))
    .limit(1);
  return row !== undefined;
}

/** The appreciation rows of cycle folders that already have active items (their money is taken). */
export async function appreciationRowsWithActiveItems(
  db: Db,
  rowIds: readonly number[],
): Promise<Set<number>> {
  if (rowIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ rowId: paymentItems.appreciationRowId })
    .from(paymentItems)
    .where(and(inArray(paymentItems.appreciationRowId, [...rowIds]), eq(paymentItems.active, true)));
  return new Set(rows.flatMap((row) => (row.rowId === null ? [] : [row.rowId])));
}

/** Of these ascertained months of percentage contracts, those an active payment item pays. */
export async function percentageMonthsWithActiveItems(
  db: Db,
  monthIds: readonly number[],
): Promise<Set<number>> {
  if (monthIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ monthId: paymentItems.percentageAscertainmentId })
    .from(paymentItems)
    .where(
      and(inArray(paymentItems.percentageAscertainmentId, [...monthIds]), eq(paymentItems.active, true)),
    );
  return new Set(rows.flatMap((row) => (row.monthId === null ? [] : [row.monthId])));
}

/** Whether a cycle folder has a payment item still in the payment stages (not disapproved). */
export async function folderInPayment(db: Db, folderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(and(eq(paymentItems.folderId, folderId), eq(paymentItems.active, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Per cycle folder action (`action_id`), what its payment items still hold reserved on the map
 * (`held`) and what was paid on them (`paid`), for the folder reports to join on.
 */
export function folderActionPaymentMoneySql(): SQL {
  return sql`(select i."folder_action_id" as "action_id", sum(m."held") as "held", sum(m."paid") as "paid"
    from ${paymentItems} i join ${referenceMoneySql(PAYMENT_ITEM_REFERENCE)} m on m."reference_id" = i."id"::text
    where i."folder_action_id" is not null group by i."folder_action_id")`;
}

export async function linesWithActiveItems(db: Db, lineIds: readonly number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ lineId: paymentItems.ascertainmentLineId })
    .from(paymentItems)
    .where(and(inArray(paymentItems.ascertainmentLineId, [...lineIds]), eq(paymentItems.active, true)));
  return new Set(rows.flatMap((row) => (row.lineId === null ? [] : [row.lineId])));
}

/**
 * Adds to what a line's items take (the row is created at the line's first item with its
 * to-pay): the check constraint refuses a total above the to-pay, and writers of one line queue
 * on its row.
 */
export async function allocate(db: Db, lineId: number, toPay: string, amount: string): Promise<void> {
  await db
    .insert(paymentLineAllocations)
    .values({ ascertainmentLineId: lineId, toPay, allocated: amount })
    .onConflictDoUpdate({
      target: paymentLineAllocations.ascertainmentLineId,
      set: { allocated: sql`${paymentLineAllocations.allocated} + excluded.allocated` },
    });
}

/** Gives back what a disapproved item took of its line. */
export async function deallocate(db: Db, lineId: number, amount: string): Promise<void> {
  await db
    .update(paymentLineAllocations)
    .set({ allocated: sql`${paymentLineAllocations.allocated} - ${amount}::numeric` })
    .where(eq(paymentLineAllocations.ascertainmentLineId, lineId));
}

export async function insertLot(
  db: Db,
  actorId: number,
  code: (id: number) => string,
): Promise<{ id: number; code: string }> {
  const [next] = await rowsOf<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('payment_lots', 'id'))::int as id`,
  );
  const id = next?.id as number;
  await db.insert(paymentLots).values({ id, code: code(id), createdBy: actorId });
  return { id, code: code(id) };
}

export async function findLot(db: Db, code: string): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: paymentLots.id, code: paymentLots.code })
    .from(paymentLots)
    .where(eq(paymentLots.code, code));
  return row ?? null;
}

export interface ItemRow extends ItemRecord {
  channel: string;
  competence: string;
  commodity: string;
  budgetType: string;
  salesOrganization: string;
  ricBox: string;
  origin: string;
  stage: PaymentStage;
  fatherBudgetCode: string | null;
  lotCode: string | null;
  payerName: string | null;
}

const ITEM_COLUMNS = sql`i.id, i.group_id as "groupId", i.position, i.ascertainment_id as "ascertainmentId",
  i.ascertainment_line_id as "ascertainmentLineId", i.agreement_id as "agreementId", i.folder_id as "folderId",
  i.folder_action_id as "folderActionId", i.appreciation_row_id as "appreciationRowId",
  i.detached_ascertainment_id as "detachedAscertainmentId",
  i.percentage_ascertainment_id as "percentageAscertainmentId",
  i.taken_over::text as "takenOver", i.economic_group as "economicGroup",
  i.payer_code as "payerCode", i.segment, i.segment_type as "segmentType", i.region, i.cva, i.calculated::text as "calculated",
  i.amount::text as "amount", i.active, i.map_line_id as "mapLineId", i.reserved::text as "reserved",
  i.released::text as "released", i.daughter_budget_code as "daughterBudgetCode", i.due_date::text as "dueDate",
  i.payment_number as "paymentNumber", i.payment_date::text as "paymentDate", i.payment_status as "paymentStatus",
  g.channel, g.competence::text as "competence", g.commodity, g.budget_type as "budgetType",
  g.sales_organization as "salesOrganization", g.ric_box as "ricBox", g.origin, g.stage, lt.code as "lotCode",
  p."name" as "payerName"`;

function itemsFrom(where: SQL): SQL {
  return sql`from ${paymentItems} i join ${paymentGroups} g on g.id = i.group_id
    left join ${paymentLots} lt on lt.id = g.lot_id
    left join ${registerRowsSql('customer')} p on p."code" = i.payer_code
    where ${where}`;
}

const visibleAlias = (restrictions: TRestrictions) =>
  restrictionCondition(restrictions, [
    { dimension: 'canais', column: sql.raw('g.channel') },
    { dimension: 'commodities', column: sql.raw('g.commodity') },
  ]) ?? sql`true`;

function filterAlias(filters: TPaymentFilters): SQL {
  const months = filters.competences.map((text) => competenceTextToIsoDate(text) as string);
  const conditions: SQL[] = [sql`g.competence = any(${sql.param(months)}::date[])`];
  if (filters.channels?.length) conditions.push(sql`g.channel = any(${codes(filters.channels)})`);
  if (filters.commodities?.length) conditions.push(sql`g.commodity = any(${codes(filters.commodities)})`);
  if (filters.budgetTypes?.length) conditions.push(sql`g.budget_type = any(${codes(filters.budgetTypes)})`);
  if (filters.salesOrganizations?.length)
    conditions.push(sql`g.sales_organization = any(${codes(filters.salesOrganizations)})`);
  return sql.join(conditions, sql` and `);
}

/** A page of the visible items under the filters (one stage, or all), for the created tab and the report. */
export async function searchItems(
  db: Db,
  search: TPaymentFilters & { page: number; pageSize: number; stage?: PaymentStage },
  restrictions: TRestrictions,
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = sql`${visibleAlias(restrictions)} and ${filterAlias(search)}
    ${search.stage ? sql`and g.stage = ${search.stage}` : sql``}`;
  const rows = await rowsOf<ItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} ${itemsFrom(where)} order by g.competence, g.id, i.position, i.id
      limit ${search.pageSize} offset ${pageOffset(search)}`,
  );
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${itemsFrom(where)}`);
  return { rows, total: count?.total ?? 0 };
}

/** The visible items of some groups (all of them, in order). */
export function itemsOfGroups(db: Db, groupIds: readonly number[], restrictions: TRestrictions) {
  return rowsOf<ItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} ${itemsFrom(sql`${visibleAlias(restrictions)} and g.id = any(${sql.param([...groupIds])}::int[])`)}
      order by g.id, i.position, i.id`,
  );
}

/** The visible items of a lot, in order. */
export function itemsOfLot(db: Db, lotId: number, restrictions: TRestrictions) {
  return rowsOf<ItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} ${itemsFrom(sql`${visibleAlias(restrictions)} and g.lot_id = ${lotId} and i.active`)}
      order by g.id, i.position, i.id`,
  );
}

/** Items by id, locked, whatever the caller's restrictions (the SAP return names them). */
export async function lockItems(db: Db, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<ItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} ${itemsFrom(sql`i.id = any(${sql.param([...ids])}::int[])`)} for update of i`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether every active item of a group has come back from SAP with its payment number. */
export async function groupFullyPaid(db: Db, groupId: number): Promise<boolean> {
  const [row] = await rowsOf<{ open: number }>(
    db,
    sql`select count(*)::int as open from ${paymentItems}
      where ${paymentItems.groupId} = ${groupId} and ${paymentItems.active} and ${paymentItems.paymentNumber} is null`,
  );
  return (row?.open ?? 0) === 0;
}

/** Whether an item holds this payment number already. */
export async function paymentNumberTaken(db: Db, paymentNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(eq(paymentItems.paymentNumber, paymentNumber))
    .limit(1);
  return row !== undefined;
}

export { rowsOf };
