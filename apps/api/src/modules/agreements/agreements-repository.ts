import type {
  AgreementLeverStatus,
  AgreementStatus,
  AgreementTab,
  ApproverStatus,
  FundsType,
  SignatureStatus,
  TAgreementSearch,
} from '@trade-terms/domain/agreements';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { agreementLevers, agreements } from './agreements-table';

/** A lever as stored in an agreement (competences as ISO first days, decimals as text). */
export type StoredAgreementLever = Omit<
  typeof agreementLevers.$inferInsert,
  'id' | 'agreementId' | 'position'
> & {
  fundsType: FundsType;
  expectedYearlyValue: string;
  events: { description: string; competence: string; value: string }[];
};

/** What a save writes: the main information, the totals and the levers. */
export interface AgreementContent {
  main: Omit<
    typeof agreements.$inferInsert,
    | 'id'
    | 'status'
    | 'signatureStatus'
    | 'approverStatus'
    | 'approvalRequestId'
    | 'copiedFromId'
    | 'createdAt'
    | 'createdBy'
    | 'updatedAt'
    | 'updatedBy'
    | 'version'
  >;
  /** Only when creating: a new agreement starts in registration (a copy says where from). */
  created?: { status: AgreementStatus; copiedFromId: number | null };
  levers: StoredAgreementLever[];
}

export type AgreementRow = typeof agreements.$inferSelect & {
  status: AgreementStatus;
  signatureStatus: SignatureStatus;
  approverStatus: ApproverStatus | null;
};
export type AgreementLeverRow = typeof agreementLevers.$inferSelect & {
  fundsType: FundsType;
  status: AgreementLeverStatus;
};
export interface AgreementRecord extends AgreementRow {
  levers: AgreementLeverRow[];
}

/** The caller's channels, region and business unit, in SQL (every channel must be theirs). */
export function withinRestrictions(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'canais', column: agreements.channels, array: true },
    { dimension: 'regioes', column: agreements.regionCode },
    { dimension: 'commodities', column: agreements.businessUnitCode },
  ]);
}

export async function findAgreement(
  db: Db,
  id: number,
  options: { restrictions?: TRestrictions; lock?: boolean } = {},
): Promise<AgreementRecord | null> {
  const query = db
    .select()
    .from(agreements)
    .where(
      and(eq(agreements.id, id), options.restrictions ? withinRestrictions(options.restrictions) : undefined),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const levers = await db
    .select()
    .from(agreementLevers)
    .where(eq(agreementLevers.agreementId, id))
    .orderBy(asc(agreementLevers.position));
  return { ...(row as AgreementRow), levers: levers as AgreementLeverRow[] };
}

async function replaceLevers(db: Db, agreementId: number, content: AgreementContent): Promise<void> {
  await db.delete(agreementLevers).where(eq(agreementLevers.agreementId, agreementId));
  if (content.levers.length === 0) return;
  await db
    .insert(agreementLevers)
    .values(content.levers.map((lever, position) => ({ ...lever, agreementId, position })));
}

/** Agreements are saved through the platform's versioned save; their levers go with them. */
export const agreementRecords: VersionedRecords<typeof agreements, AgreementContent, AgreementRecord> = {
  table: agreements,
  columns: (content) => ({ ...content.main, ...(content.created ?? {}) }),
  writeParts: replaceLevers,
  read: (db, id) => findAgreement(db, id),
};

/** A lifecycle move's columns: status, approval, validity; the version moves with them. */
export interface LifecycleChange {
  status?: AgreementStatus;
  signatureStatus?: SignatureStatus;
  approverStatus?: ApproverStatus | null;
  approvalRequestId?: number | null;
  validityEnd?: string;
  terminatedOn?: string | null;
}

export async function updateLifecycle(
  db: Db,
  id: number,
  change: LifecycleChange,
  actorId: number,
): Promise<void> {
  await db
    .update(agreements)
    .set({ ...change, updatedAt: new Date(), updatedBy: actorId, version: sql`${agreements.version} + 1` })
    .where(eq(agreements.id, id));
}

/** The condition of a tab on a day (`agreementTab` in the domain, in SQL). */
export function tabCondition(tab: AgreementTab, today: string): SQL | undefined {
  switch (tab) {
    case 'registering':
      return inArray(agreements.status, ['EM_CADASTRO', 'REPROVADO', 'AGUARDANDO_APROVACAO']);
    case 'current':
      return and(eq(agreements.status, 'APROVADO'), gte(agreements.validityEnd, today));
    case 'closed':
      return or(
        eq(agreements.status, 'ENCERRADO'),
        and(eq(agreements.status, 'APROVADO'), lt(agreements.validityEnd, today)),
      );
    case 'canceled':
      return eq(agreements.status, 'CANCELADO');
  }
}

export interface AgreementQuery {
  /** The list's filters; an export's carry no page, and may carry no tab. */
  search: Omit<TAgreementSearch, 'tab' | 'page' | 'pageSize'> &
    Partial<Pick<TAgreementSearch, 'tab' | 'page' | 'pageSize'>>;
  /** ISO dates: agreements valid on at least one day of the window. */
  validFrom: string | null;
  validTo: string | null;
  /** The holdings a CNPJ root names (null: no such filter). */
  cnpjRootGroups: string[] | null;
  today: string;
  restrictions: TRestrictions;
}

const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/** Every filter but the tab. */
export function filterCondition(query: AgreementQuery): SQL | undefined {
  const { search } = query;
  const text = search.search;
  const numeric = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  return and(
    withinRestrictions(query.restrictions),
    text
      ? or(
          sql`lower(${agreements.description}) like lower(${containsPattern(text)})`,
          numeric === null ? undefined : eq(agreements.id, numeric),
        )
      : undefined,
    some(search.economicGroups)
      ? inArray(agreements.economicGroupCode, [...search.economicGroups])
      : undefined,
    some(search.channels)
      ? sql`${agreements.channels} && ${sql.param(search.channels)}::varchar[]`
      : undefined,
    some(search.statuses) ? inArray(agreements.status, [...search.statuses]) : undefined,
    some(search.signatureStatuses)
      ? inArray(agreements.signatureStatus, [...search.signatureStatuses])
      : undefined,
    some(search.regions) ? inArray(agreements.regionCode, [...search.regions]) : undefined,
    some(search.businessUnits) ? inArray(agreements.businessUnitCode, [...search.businessUnits]) : undefined,
    search.customer
      ? sql`exists (select 1 from ${agreementLevers} where ${agreementLevers.agreementId} = ${agreements.id} and ${agreementLevers.customers} @> ${sql.param([search.customer])}::varchar[])`
      : undefined,
    query.cnpjRootGroups ? inArray(agreements.economicGroupCode, query.cnpjRootGroups) : undefined,
    query.validTo ? lte(agreements.validityStart, query.validTo) : undefined,
    query.validFrom ? gte(agreements.validityEnd, query.validFrom) : undefined,
  );
}

const SORT_COLUMNS = {
  id: agreements.id,
  description: agreements.description,
  validityStart: agreements.validityStart,
  validityEnd: agreements.validityEnd,
  status: agreements.status,
};

/**
 * The list's order: the chosen column, then the id. Ties go the sort's way too, so one index on
 * (column, id) serves both directions (see "Agreements at scale" in docs/performance.md).
 */
export function listOrder(search: AgreementQuery['search']): [SQL, SQL] {
  const direction = search.direction === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[search.sortBy]), direction(agreements.id)];
}

export async function searchAgreements(db: Db, query: AgreementQuery) {
  const { search } = query;
  if (query.cnpjRootGroups?.length === 0) return { rows: [], total: 0 };
  const where = and(filterCondition(query), search.tab ? tabCondition(search.tab, query.today) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agreements)
      .where(where)
      .orderBy(...listOrder(search))
      .limit(search.pageSize ?? 20)
      .offset(pageOffset({ page: search.page ?? 1, pageSize: search.pageSize ?? 20 })),
    db.select({ value: count() }).from(agreements).where(where),
  ]);
  return { rows: rows as AgreementRow[], total: total?.value ?? 0 };
}

/** How many agreements each tab holds under the filters, in one pass over the table. */
export async function countTabs(db: Db, query: AgreementQuery): Promise<Record<AgreementTab, number>> {
  if (query.cnpjRootGroups?.length === 0) return { registering: 0, current: 0, closed: 0, canceled: 0 };
  const counted = (tab: AgreementTab) =>
    sql<number>`(count(*) filter (where ${tabCondition(tab, query.today)}))::int`;
  const [row] = await db
    .select({
      registering: counted('registering'),
      current: counted('current'),
      closed: counted('closed'),
      canceled: counted('canceled'),
    })
    .from(agreements)
    .where(filterCondition(query));
  return row ?? { registering: 0, current: 0, closed: 0, canceled: 0 };
}

/**
 * The levers of the agreements the filters match, each with its agreement, in the list's order;
 * at most `limit` rows (an export asks one more than it may write, to know it would be cut).
 */
export async function agreementLeverRows(
  db: Db,
  query: AgreementQuery,
  options: { limit: number; onlyWithEvents?: boolean },
) {
  if (query.cnpjRootGroups?.length === 0) return [];
  const { search } = query;
  const rows = await db
    .select({ agreement: agreements, lever: agreementLevers })
    .from(agreementLevers)
    .innerJoin(agreements, eq(agreements.id, agreementLevers.agreementId))
    .where(
      and(
        filterCondition(query),
        search.tab ? tabCondition(search.tab, query.today) : undefined,
        options.onlyWithEvents ? sql`jsonb_array_length(${agreementLevers.events}) > 0` : undefined,
      ),
    )
    .orderBy(...listOrder(search), asc(agreementLevers.position))
    .limit(options.limit);
  return rows as { agreement: AgreementRow; lever: AgreementLeverRow }[];
}

/** One lever of an agreement by its id (its agreement is read and locked by the caller). */
export async function findAgreementLever(db: Db, id: number): Promise<AgreementLeverRow | null> {
  const [row] = await db.select().from(agreementLevers).where(eq(agreementLevers.id, id));
  return (row as AgreementLeverRow | undefined) ?? null;
}

export async function updateAgreementLever(
  db: Db,
  id: number,
  change: Partial<Omit<typeof agreementLevers.$inferInsert, 'id' | 'agreementId'>>,
): Promise<void> {
  await db.update(agreementLevers).set(change).where(eq(agreementLevers.id, id));
}

/** The agreement's totals, rewritten after its levers' values changed; its version moves. */
export async function updateTotals(
  db: Db,
  id: number,
  totals: Pick<typeof agreements.$inferInsert, 'totalOn' | 'totalOff' | 'totalsByCommodity'>,
): Promise<void> {
  await db
    .update(agreements)
    .set({ ...totals, updatedAt: new Date(), version: sql`${agreements.version} + 1` })
    .where(eq(agreements.id, id));
}
