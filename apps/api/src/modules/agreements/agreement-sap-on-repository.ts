import type { SapOnShownState, SapOnState, TSapOnSearch } from '@trade-terms/domain/agreement-sap-on';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { agreementSapConditions } from './agreement-sap-on-table';
import { withinRestrictions } from './agreements-repository';
import { agreementLevers, agreements } from './agreements-table';

/**
 * The SQL of the ON levers of approved agreements and SAP's answers for them. A lever is listed
 * while its agreement is approved (current or with its validity ended, as long as SAP may still
 * hold the condition) and the lever is not closed; the caller's restrictions apply to every read.
 */

/** The state the screen shows (`shownSapOnState` in the domain, in SQL). */
/** The SAP state an ON lever shows: pending, set up, refused, or outdated by a change of terms. */
export const shownState = sql<SapOnShownState>`case
  when ${agreementSapConditions.id} is null then 'PENDENTE'
  when ${agreementSapConditions.state} = 'CADASTRADA' and (
    ${agreementSapConditions.setUpDiscountPercent} is distinct from ${agreementLevers.discountPercent}
    or ${agreementSapConditions.setUpValidityStart} <> ${agreements.validityStart}
    or ${agreementSapConditions.setUpValidityEnd} <> ${agreements.validityEnd}
  ) then 'DESATUALIZADA'
  else ${agreementSapConditions.state} end`;

/** An ON lever of an approved agreement the caller may see. */
function onLeverCondition(restrictions: TRestrictions): SQL | undefined {
  return and(
    eq(agreements.status, 'APROVADO'),
    eq(agreementLevers.fundsType, 'ON'),
    ne(agreementLevers.status, 'ENCERRADA'),
    withinRestrictions(restrictions),
  );
}

const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

export interface SapOnQuery {
  search: Omit<TSapOnSearch, 'page' | 'pageSize' | 'direction'> &
    Partial<Pick<TSapOnSearch, 'page' | 'pageSize' | 'direction'>>;
  /** ISO dates of the validity window. */
  validFrom: string | null;
  validTo: string | null;
  restrictions: TRestrictions;
}

function filterCondition(query: SapOnQuery): SQL | undefined {
  const { search } = query;
  const text = search.search;
  const number = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  return and(
    onLeverCondition(query.restrictions),
    text
      ? or(
          sql`lower(${agreements.description}) like lower(${containsPattern(text)})`,
          number === null ? undefined : eq(agreements.id, number),
        )
      : undefined,
    some(search.channels)
      ? sql`${agreements.channels} && ${sql.param(search.channels)}::varchar[]`
      : undefined,
    some(search.economicGroups)
      ? inArray(agreements.economicGroupCode, [...search.economicGroups])
      : undefined,
    some(search.businessUnits)
      ? inArray(agreementLevers.commodityCode, [...search.businessUnits])
      : undefined,
    some(search.states) ? sql`(${shownState}) in ${[...search.states]}` : undefined,
    query.validTo ? lte(agreements.validityStart, query.validTo) : undefined,
    query.validFrom ? gte(agreements.validityEnd, query.validFrom) : undefined,
  );
}

const selection = {
  agreementId: agreements.id,
  description: agreements.description,
  economicGroupCode: agreements.economicGroupCode,
  channels: agreements.channels,
  validityStart: agreements.validityStart,
  validityEnd: agreements.validityEnd,
  leverId: agreementLevers.leverId,
  commodityCode: agreementLevers.commodityCode,
  customers: agreementLevers.customers,
  payers: agreementLevers.payers,
  discountPercent: agreementLevers.discountPercent,
  shownState,
  conditionNumber: agreementSapConditions.conditionNumber,
  refusalReason: agreementSapConditions.refusalReason,
  setUpDiscountPercent: agreementSapConditions.setUpDiscountPercent,
  setUpValidityStart: agreementSapConditions.setUpValidityStart,
  setUpValidityEnd: agreementSapConditions.setUpValidityEnd,
  answeredAt: agreementSapConditions.updatedAt,
  answeredBy: agreementSapConditions.updatedBy,
  version: agreementSapConditions.version,
};

function fromOnLevers(db: Db) {
  return db
    .select(selection)
    .from(agreementLevers)
    .innerJoin(agreements, eq(agreements.id, agreementLevers.agreementId))
    .leftJoin(
      agreementSapConditions,
      and(
        eq(agreementSapConditions.agreementId, agreementLevers.agreementId),
        eq(agreementSapConditions.leverId, agreementLevers.leverId),
      ),
    );
}

/** A listed lever with its agreement and SAP's answer (the answer's columns null when none). */
export type SapOnRow = Awaited<ReturnType<typeof fromOnLevers>>[number];

/** By agreement (the oldest first unless `desc`), each one's levers in their order. */
function listOrder(query: SapOnQuery): SQL[] {
  const direction = query.search.direction === 'desc' ? desc : asc;
  return [direction(agreements.id), asc(agreementLevers.position)];
}

/** One page of the list, and how many levers the filters match. */
export async function searchSapOnLevers(db: Db, query: SapOnQuery) {
  const where = filterCondition(query);
  const page = { page: query.search.page ?? 1, pageSize: query.search.pageSize ?? 20 };
  const [rows, [total]] = await Promise.all([
    fromOnLevers(db)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(fromOnLevers(db).where(where).as('matched')),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every lever the filters match, up to `limit` (an export asks one more than it may write). */
export async function sapOnLeversForExport(db: Db, query: SapOnQuery, limit: number) {
  return await fromOnLevers(db)
    .where(filterCondition(query))
    .orderBy(...listOrder(query))
    .limit(limit);
}

/** The ON levers named by (agreement, catalogue lever) that the caller may see, by that pair. */
export async function sapOnLeversByKeys(
  db: Db,
  keys: readonly { agreementId: number; leverId: number }[],
  restrictions: TRestrictions,
): Promise<Map<string, SapOnRow>> {
  if (keys.length === 0) return new Map();
  const rows = await fromOnLevers(db).where(
    and(
      onLeverCondition(restrictions),
      inArray(agreements.id, [...new Set(keys.map((key) => key.agreementId))]),
      inArray(agreementLevers.leverId, [...new Set(keys.map((key) => key.leverId))]),
    ),
  );
  return new Map(rows.map((row) => [sapOnKey(row), row]));
}

export const sapOnKey = (key: { agreementId: number; leverId: number }) =>
  `${key.agreementId}:${key.leverId}`;

export type StoredSapCondition = typeof agreementSapConditions.$inferSelect & { state: SapOnState };

/** The answers stored for these levers, held until the transaction ends. */
export async function lockSapConditions(
  db: Db,
  keys: readonly { agreementId: number; leverId: number }[],
): Promise<Map<string, StoredSapCondition>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(agreementSapConditions)
    .where(
      and(
        inArray(agreementSapConditions.agreementId, [...new Set(keys.map((key) => key.agreementId))]),
        inArray(agreementSapConditions.leverId, [...new Set(keys.map((key) => key.leverId))]),
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [sapOnKey(row), row as StoredSapCondition]));
}

/** Which levers hold these condition numbers. */
export async function conditionNumberHolders(
  db: Db,
  numbers: readonly string[],
): Promise<Map<string, { agreementId: number; leverId: number }>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({
      conditionNumber: agreementSapConditions.conditionNumber,
      agreementId: agreementSapConditions.agreementId,
      leverId: agreementSapConditions.leverId,
    })
    .from(agreementSapConditions)
    .where(inArray(agreementSapConditions.conditionNumber, [...new Set(numbers)]));
  return new Map(rows.map((row) => [row.conditionNumber ?? '', row]));
}

/**
 * Serialises the writers of SAP answers (imports and edits), so two of them never hand one
 * condition number to two levers; readers are not held.
 */
export async function holdSapAnswers(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('agreement_sap_conditions', 0))`);
}

export interface SapAnswerWrite {
  agreementId: number;
  leverId: number;
  state: SapOnState;
  conditionNumber: string | null;
  refusalReason: string | null;
  setUpDiscountPercent: string | null;
  setUpValidityStart: string;
  setUpValidityEnd: string;
}

/** Writes an answer: a new row, or the stored one changed with its version moved on. */
export async function writeSapAnswer(
  db: Db,
  answer: SapAnswerWrite,
  stored: StoredSapCondition | undefined,
  actorId: number,
): Promise<StoredSapCondition> {
  if (!stored) {
    const [row] = await db
      .insert(agreementSapConditions)
      .values({ ...answer, createdBy: actorId, updatedBy: actorId })
      .returning();
    return row as StoredSapCondition;
  }
  const [row] = await db
    .update(agreementSapConditions)
    .set({
      ...answer,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${agreementSapConditions.version} + 1`,
    })
    .where(eq(agreementSapConditions.id, stored.id))
    .returning();
  return row as StoredSapCondition;
}
