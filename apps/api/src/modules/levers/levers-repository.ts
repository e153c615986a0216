import type { CalculationModel, LeverStatus, Periodicity, TLeverSearch } from '@trade-terms/domain/levers';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { leverEvents, levers } from './levers-table';

/** A quota event as stored: its competence is the first day of its month, its value numeric text. */
export interface EventContent {
  description: string;
  competence: string;
  value: string;
}

/** What a lever holds, as stored (ISO dates). */
export interface LeverContent {
  name: string;
  active: boolean;
  channelCode: string;
  validityStart: string;
  validityEnd: string | null;
  periodicities: Periodicity[];
  needsEvidence: boolean;
  calculationModel: CalculationModel;
  ascertainmentOrigin: string;
  calculationBasis: string | null;
  customerId: number | null;
  payerCustomerId: number | null;
  events: EventContent[];
}

export interface LeverRecord extends LeverContent {
  id: number;
  version: number;
  events: (EventContent & { id: number })[];
  createdAt: Date;
  updatedAt: Date;
}

const summaryColumns = {
  id: levers.id,
  name: levers.name,
  active: levers.active,
  channelCode: levers.channelCode,
  validityStart: levers.validityStart,
  validityEnd: levers.validityEnd,
  periodicities: levers.periodicities,
  needsEvidence: levers.needsEvidence,
  calculationModel: levers.calculationModel,
  ascertainmentOrigin: levers.ascertainmentOrigin,
  calculationBasis: levers.calculationBasis,
};

/** The caller's channels, in SQL: a lever outside them is neither listed, counted nor read. */
function withinRestrictions(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [{ dimension: 'canais', column: levers.channelCode }]);
}

/** The catalogue rows of these levers (whatever their channel: agreements check their own). */
export function leversByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(levers)
    .where(inArray(levers.id, [...new Set(ids)]));
}

/** The events of these levers, by lever, in their order. */
export async function eventsOfLevers(db: Db, ids: readonly number[]) {
  const byLever = new Map<number, { description: string; competence: string; value: string }[]>();
  if (ids.length === 0) return byLever;
  const rows = await db
    .select({
      leverId: leverEvents.leverId,
      description: leverEvents.description,
      competence: leverEvents.competence,
      value: leverEvents.value,
    })
    .from(leverEvents)
    .where(inArray(leverEvents.leverId, [...ids]))
    .orderBy(asc(leverEvents.leverId), asc(leverEvents.position));
  for (const { leverId, ...event } of rows) byLever.set(leverId, [...(byLever.get(leverId) ?? []), event]);
  return byLever;
}

async function eventsOf(db: Db, leverId: number) {
  return db
    .select({
      id: leverEvents.id,
      description: leverEvents.description,
      competence: leverEvents.competence,
      value: leverEvents.value,
    })
    .from(leverEvents)
    .where(eq(leverEvents.leverId, leverId))
    .orderBy(asc(leverEvents.position));
}

/** One lever with its events; null when there is none, or none the restrictions let through. */
export async function findLever(
  db: Db,
  id: number,
  restrictions?: TRestrictions,
): Promise<LeverRecord | null> {
  const [row] = await db
    .select()
    .from(levers)
    .where(and(eq(levers.id, id), restrictions ? withinRestrictions(restrictions) : undefined));
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    active: row.active,
    channelCode: row.channelCode,
    validityStart: row.validityStart,
    validityEnd: row.validityEnd,
    periodicities: row.periodicities as Periodicity[],
    needsEvidence: row.needsEvidence,
    calculationModel: row.calculationModel as CalculationModel,
    ascertainmentOrigin: row.ascertainmentOrigin,
    calculationBasis: row.calculationBasis,
    customerId: row.customerId,
    payerCustomerId: row.payerCustomerId,
    events: await eventsOf(db, id),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function replaceEvents(db: Db, leverId: number, content: LeverContent): Promise<void> {
  await db.delete(leverEvents).where(eq(leverEvents.leverId, leverId));
  if (content.events.length === 0) return;
  await db
    .insert(leverEvents)
    .values(content.events.map((event, position) => ({ leverId, position, ...event })));
}

/** Levers are saved through the platform's versioned save; their events go with them. */
export const leverRecords: VersionedRecords<typeof levers, LeverContent, LeverRecord> = {
  table: levers,
  columns: ({ events, ...columns }) => columns,
  writeParts: replaceEvents,
  read: (db, id) => findLever(db, id),
};

/** Whether another lever of the channel has the name, whatever its case. */
export async function isLeverNameTaken(
  db: Db,
  channelCode: string,
  name: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: levers.id })
    .from(levers)
    .where(
      and(
        eq(levers.channelCode, channelCode),
        sql`lower(${levers.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(levers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The condition of a status on a given day (`leverStatus` in the domain, in SQL). */
function statusCondition(status: LeverStatus, today: string): SQL | undefined {
  const ended = and(sql`${levers.validityEnd} is not null`, lt(levers.validityEnd, today));
  switch (status) {
    case 'INATIVO':
      return eq(levers.active, false);
    case 'VENCIDO':
      return and(eq(levers.active, true), ended);
    case 'ATIVO':
      return and(eq(levers.active, true), or(isNull(levers.validityEnd), gte(levers.validityEnd, today)));
  }
}

export interface LeverQuery {
  search: TLeverSearch;
  /** ISO dates; the window keeps levers valid on at least one of its days. */
  validFrom: string | null;
  validTo: string | null;
  today: string;
  restrictions: TRestrictions;
}

const SORT_COLUMNS = {
  name: levers.name,
  channel: levers.channelCode,
  validityStart: levers.validityStart,
  validityEnd: levers.validityEnd,
  calculationModel: levers.calculationModel,
};

export async function searchLevers(db: Db, query: LeverQuery) {
  const { search } = query;
  const where = and(
    withinRestrictions(query.restrictions),
    search.search ? sql`lower(${levers.name}) like lower(${containsPattern(search.search)})` : undefined,
    search.channels && search.channels.length > 0 ? inArray(levers.channelCode, search.channels) : undefined,
    search.status ? statusCondition(search.status, query.today) : undefined,
    query.validTo ? lte(levers.validityStart, query.validTo) : undefined,
    query.validFrom ? or(isNull(levers.validityEnd), gte(levers.validityEnd, query.validFrom)) : undefined,
  );
  const sortColumn = SORT_COLUMNS[search.sortBy];
  const order = search.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(levers)
      .where(where)
      .orderBy(order, asc(levers.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(levers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
