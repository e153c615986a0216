import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { GoalAnswerType } from '@trade-terms/domain/store-compliance';
import type { TTargetExecutionSearch } from '@trade-terms/domain/target-execution';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { auditedProductsSql } from '../levers/lever-read-models';
import { registerRowsSql } from '../master-data/register-read-models';
import { targetExecutionAnswers } from './target-execution-table';

const a = targetExecutionAnswers;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const codes = (values: readonly string[]) => sql`${sql.param([...new Set(values)])}::varchar[]`;

// ---------------------------------------------------------------------------------------------
// What an answer names, by code

export interface StoreRef {
  id: number;
  code: string;
  name: string;
  active: boolean;
  auditedStore: boolean;
  customer: string;
  channel: string | null;
  region: string | null;
}

/** PDV stores by code, with their SAP customer's channel and region. */
export async function storesByCodes(db: Db, storeCodes: readonly string[]): Promise<Map<string, StoreRef>> {
  if (storeCodes.length === 0) return new Map();
  const rows = await rowsOf<StoreRef>(
    db,
    sql`select s."id", s."code", s."name", s."active", s."auditedStore", s."customer", c."channel", c."region"
      from ${registerRowsSql('customerPdv', ['customer', 'auditedStore'])} s
      left join ${registerRowsSql('customer', ['channel', 'region'])} c on c."id" = s."customerId"
      where s."code" = any(${codes(storeCodes)})`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

export interface QuestionRef {
  id: number;
  code: string;
  name: string;
  active: boolean;
  answerType: GoalAnswerType;
  validityStart: string;
  validityEnd: string | null;
}

const QUESTION_COLUMNS = sql`q."id", q."code", q."name", q."active", q."answerType",
  q."validityStart"::text as "validityStart", q."validityEnd"::text as "validityEnd"`;
const QUESTIONS = () =>
  registerRowsSql('goalExecutionQuestion', ['answerType', 'validityStart', 'validityEnd']);

/** Goal-execution questions by code. */
export async function questionsByCodes(db: Db, questionCodes: readonly string[]) {
  if (questionCodes.length === 0) return new Map<string, QuestionRef>();
  const rows = await rowsOf<QuestionRef>(
    db,
    sql`select ${QUESTION_COLUMNS} from ${QUESTIONS()} q where q."code" = any(${codes(questionCodes)})`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/** The active questions, by code (the answer form's choices). */
export function activeQuestions(db: Db): Promise<QuestionRef[]> {
  return rowsOf<QuestionRef>(
    db,
    sql`select ${QUESTION_COLUMNS} from ${QUESTIONS()} q where q."active" order by q."code"`,
  );
}

export interface SubjectRef {
  id: number;
  code: string;
  name: string;
  active: boolean;
  /** A product's SKU, a category's category (codes). */
  target: string | null;
  commodity: string | null;
}

/** Target-execution products by code, with their SKU and the SKU's business unit. */
export async function productsByCodes(db: Db, productCodes: readonly string[]) {
  if (productCodes.length === 0) return new Map<string, SubjectRef>();
  const rows = await rowsOf<SubjectRef>(
    db,
    sql`select tep."id", tep."code", tep."name", tep."active", tep."sku" as "target", cat."commodity"
      from ${registerRowsSql('targetExecutionProduct', ['sku'])} tep
      left join ${registerRowsSql('sku', ['ppaProduct'])} sku on sku."id" = tep."skuId"
      left join ${registerRowsSql('ppaProduct', ['brand'])} ppa on ppa."id" = sku."ppaProductId"
      left join ${registerRowsSql('brand', ['category'])} brand on brand."id" = ppa."brandId"
      left join ${registerRowsSql('category', ['commodity'])} cat on cat."id" = brand."categoryId"
      where tep."code" = any(${codes(productCodes)})`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/** Target-execution categories by code, with their category and its business unit. */
export async function categoriesByCodes(db: Db, categoryCodes: readonly string[]) {
  if (categoryCodes.length === 0) return new Map<string, SubjectRef>();
  const rows = await rowsOf<SubjectRef>(
    db,
    sql`select tec."id", tec."code", tec."name", tec."active", tec."category" as "target", cat."commodity"
      from ${registerRowsSql('targetExecutionCategory', ['category'])} tec
      left join ${registerRowsSql('category', ['commodity'])} cat on cat."id" = tec."categoryId"
      where tec."code" = any(${codes(categoryCodes)})`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/** The audited products of some codes (ISO dates), for `isAuditedProduct`. */
export function auditedProductsOf(db: Db, productCodes: readonly string[]) {
  if (productCodes.length === 0) return Promise.resolve([]);
  return rowsOf<{ productCode: string; region: string; validityStart: string; validityEnd: string | null }>(
    db,
    sql`select ap."productCode", ap."region", ap."validityStart"::text as "validityStart",
      ap."validityEnd"::text as "validityEnd"
      from ${auditedProductsSql()} ap where ap."productCode" = any(${codes(productCodes)})`,
  );
}

// ---------------------------------------------------------------------------------------------
// Answers

/** An answer's identity: store, competence (ISO first day), question, product or category. */
export interface AnswerKey {
  storeId: number;
  competence: string;
  questionId: number;
  productId: number | null;
  categoryId: number | null;
}

export const answerKeyText = (key: AnswerKey) =>
  JSON.stringify([key.storeId, key.competence, key.questionId, key.productId, key.categoryId]);

/** An answer's row as stored (the columns the import compares and writes). */
export type AnswerRow = typeof targetExecutionAnswers.$inferSelect;

/** The stored answers with these identities (locked until the transaction ends when asked). */
export async function answersByKeys(
  db: Db,
  keys: readonly AnswerKey[],
  options: { lock?: boolean } = {},
): Promise<Map<string, AnswerRow>> {
  if (keys.length === 0) return new Map();
  const storeIds = [...new Set(keys.map((key) => key.storeId))];
  const competences = [...new Set(keys.map((key) => key.competence))];
  const query = db
    .select()
    .from(a)
    .where(
      and(
        sql`${a.storeId} = any(${sql.param(storeIds)}::int[])`,
        sql`${a.competence} = any(${sql.param(competences)}::date[])`,
      ),
    );
  const rows = options.lock ? await query.for('update') : await query;
  const wanted = new Set(keys.map(answerKeyText));
  return new Map(rows.map((row) => [answerKeyText(row), row] as const).filter(([key]) => wanted.has(key)));
}

/** The answer's restricted dimensions: its store's customer's channel and region, its subject's business unit. */
export function answersWithin(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'canais', column: a.channelCode },
    { dimension: 'regioes', column: a.regionCode },
    { dimension: 'commodities', column: a.commodityCode },
  ]);
}

/** An answer as the screen reads it, before the users' names are put in. */
export interface AnswerView {
  id: number;
  version: number;
  storeCode: string;
  storeName: string;
  customerCode: string;
  channel: string | null;
  region: string | null;
  commodity: string | null;
  competence: string;
  questionCode: string;
  question: string;
  answerType: GoalAnswerType;
  productCode: string | null;
  productName: string | null;
  categoryCode: string | null;
  categoryName: string | null;
  compliant: boolean | null;
  numericValue: string | null;
  textValue: string | null;
  createdAt: string;
  createdBy: number | null;
  updatedAt: string;
  updatedBy: number | null;
}

const SORT: Record<TTargetExecutionSearch['sortBy'], SQL> = {
  competence: sql`${a.competence}`,
  storeCode: sql`s."code"`,
  questionCode: sql`q."code"`,
  updatedAt: sql`${a.updatedAt}`,
};

function viewSelect(where: SQL | undefined, tail: SQL): SQL {
  return sql`select ${a.id} as "id", ${a.version} as "version", s."code" as "storeCode", s."name" as "storeName",
      s."customer" as "customerCode", ${a.channelCode} as "channel", ${a.regionCode} as "region",
      ${a.commodityCode} as "commodity", ${a.competence}::text as "competence",
      q."code" as "questionCode", q."name" as "question", q."answerType" as "answerType",
      p."code" as "productCode", p."name" as "productName", c."code" as "categoryCode", c."name" as "categoryName",
      ${a.compliant} as "compliant", ${a.numericValue}::text as "numericValue", ${a.textValue} as "textValue",
      to_json(${a.createdAt}) #>> '{}' as "createdAt", ${a.createdBy} as "createdBy",
      to_json(${a.updatedAt}) #>> '{}' as "updatedAt", ${a.updatedBy} as "updatedBy"
    ${viewFrom(where)} ${tail}`;
}

function viewFrom(where: SQL | undefined): SQL {
  return sql`from ${a}
    join ${registerRowsSql('customerPdv', ['customer'])} s on s."id" = ${a.storeId}
    join ${registerRowsSql('goalExecutionQuestion', ['answerType'])} q on q."id" = ${a.questionId}
    left join ${registerRowsSql('targetExecutionProduct')} p on p."id" = ${a.productId}
    left join ${registerRowsSql('targetExecutionCategory')} c on c."id" = ${a.categoryId}
    where ${where ?? sql`true`}`;
}

/** A page of the answers under the filters and the caller's restrictions, and their number. */
export async function searchAnswers(
  db: Db,
  search: TTargetExecutionSearch & { from: string | null; to: string | null },
  restrictions: TRestrictions,
): Promise<{ rows: AnswerView[]; total: number }> {
  const text = search.search ? containsPattern(search.search.toLowerCase()) : null;
  const where = and(
    answersWithin(restrictions),
    search.from ? sql`${a.competence} >= ${search.from}::date` : undefined,
    search.to ? sql`${a.competence} <= ${search.to}::date` : undefined,
    search.storeCode ? sql`s."code" = ${search.storeCode}` : undefined,
    search.questionCode ? sql`q."code" = ${search.questionCode}` : undefined,
    text
      ? sql`(lower(s."code") like ${text} or lower(s."name") like ${text} or lower(q."code") like ${text} or lower(q."name") like ${text})`
      : undefined,
  );
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [count]] = await Promise.all([
    rowsOf<AnswerView>(
      db,
      viewSelect(
        where,
        sql`order by ${SORT[search.sortBy]} ${direction}, ${a.id} ${direction}
          limit ${search.pageSize} offset ${pageOffset(search)}`,
      ),
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as "total" ${viewFrom(where)}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One answer within the caller's restrictions (none for no restrictions given), or null. */
export async function findAnswerView(
  db: Db,
  id: number,
  restrictions?: TRestrictions,
): Promise<AnswerView | null> {
  const [row] = await rowsOf<AnswerView>(
    db,
    viewSelect(and(eq(a.id, id), restrictions ? answersWithin(restrictions) : undefined), sql``),
  );
  return row ?? null;
}
