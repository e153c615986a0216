import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { outsideRestrictions, type RestrictionDimension } from '@trade-terms/domain/data-restrictions';
import { formatBrDate } from '@trade-terms/domain/dates';
import type { TRestrictions } from '@trade-terms/domain/session';
import { isAuditedProduct } from '@trade-terms/domain/store-compliance';
import {
  answerText,
  questionAskedIn,
  readAnswer,
  type StoredAnswer,
  type TTargetExecution,
  type TTargetExecutionFields,
  type TTargetExecutionSave,
  type TTargetExecutionSearch,
} from '@trade-terms/domain/target-execution';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { removeVersioned, saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { usersByIds } from '../users/users-service';
import {
  type AnswerKey,
  type AnswerRow,
  type AnswerView,
  activeQuestions,
  answerKeyText,
  answersByKeys,
  auditedProductsOf,
  categoriesByCodes,
  findAnswerView,
  productsByCodes,
  questionsByCodes,
  searchAnswers,
  storesByCodes,
} from './target-execution-repository';
import { targetExecutionAnswers } from './target-execution-table';

export interface AnswerCaller {
  id: number | null;
  restrictions: TRestrictions;
}

/** An answer ready to store: what it names (ids), its value, and its restricted dimensions. */
export interface ResolvedAnswer extends AnswerKey, StoredAnswer {
  channelCode: string | null;
  regionCode: string | null;
  commodityCode: string | null;
}

/** The ids a stored answer holds: an inactive record it already names stays acceptable. */
export type Held = Pick<AnswerKey, 'storeId' | 'questionId' | 'productId' | 'categoryId'> | null;

const problem = (field: string, message: FieldProblem['message'], params?: Record<string, string>) =>
  ({ path: [field], message, ...(params ? { params } : {}) }) as FieldProblem;

/**
 * Resolves answers as typed (codes) against the registers and checks every rule, each problem on
 * the field to change: the store exists and is an audited store; the question exists and is
 * valid in the competence; a product has a SKU that is an audited product in the store's region
 * then; a category has a category; the answer is what the question asks; the store's channel and
 * region and the subject's business unit are within the caller's restrictions; records named
 * anew are active.
 */
export async function resolveAnswers(
  db: Db,
  inputs: readonly TTargetExecutionFields[],
  restrictions: TRestrictions,
  /** The ids the stored answers hold, or how to find them from the answers' identities. */
  heldBy: readonly Held[] | ((keys: (AnswerKey | null)[]) => Promise<readonly Held[]>) = [],
): Promise<{ resolved: (ResolvedAnswer | null)[]; problems: FieldProblem[][] }> {
  const pick = (name: 'productCode' | 'categoryCode') =>
    inputs.flatMap((input) => (input[name] ? [input[name] as string] : []));
  // One after the other: inside a transaction the queries share one connection.
  const stores = await storesByCodes(
    db,
    inputs.map((input) => input.storeCode),
  );
  const questions = await questionsByCodes(
    db,
    inputs.map((input) => input.questionCode),
  );
  const products = await productsByCodes(db, pick('productCode'));
  const categories = await categoriesByCodes(db, pick('categoryCode'));
  const audited = await auditedProductsOf(db, [
    ...new Set([...products.values()].flatMap((product) => (product.target ? [product.target] : []))),
  ]);
  const keys = inputs.map((input): AnswerKey | null => {
    const store = stores.get(input.storeCode);
    const question = questions.get(input.questionCode);
    const product = input.productCode ? products.get(input.productCode) : null;
    const category = input.categoryCode ? categories.get(input.categoryCode) : null;
    if (!store || !question || product === undefined || category === undefined) return null;
    return {
      storeId: store.id,
      competence: competenceTextToIsoDate(input.competence) as string,
      questionId: question.id,
      productId: product?.id ?? null,
      categoryId: category?.id ?? null,
    };
  });
  const held = typeof heldBy === 'function' ? await heldBy(keys) : heldBy;
  const resolved: (ResolvedAnswer | null)[] = [];
  const problems: FieldProblem[][] = [];
  inputs.forEach((input, index) => {
    const found: FieldProblem[] = [];
    const before = held[index] ?? null;
    const inactive = (
      field: string,
      record: { id: number; code: string; active: boolean },
      heldId?: number | null,
    ) => {
      if (!record.active && record.id !== heldId)
        found.push(problem(field, 'validation.leverSheets.inactiveReference', { code: record.code }));
    };
    const competence = competenceTextToIsoDate(input.competence) as string;
    const store = stores.get(input.storeCode);
    if (!store)
      found.push(problem('storeCode', 'validation.targetExecution.unknownStore', { value: input.storeCode }));
    else {
      inactive('storeCode', store, before?.storeId);
      if (!store.auditedStore)
        found.push(problem('storeCode', 'validation.targetExecution.notAuditedStore', { value: store.code }));
    }
    const question = questions.get(input.questionCode);
    if (!question)
      found.push(
        problem('questionCode', 'validation.targetExecution.unknownQuestion', { value: input.questionCode }),
      );
    else {
      inactive('questionCode', question, before?.questionId);
      if (!questionAskedIn(question, input.competence))
        found.push(
          problem('questionCode', 'validation.targetExecution.questionNotAsked', {
            value: question.code,
            competence: input.competence,
          }),
        );
    }
    const product = input.productCode ? products.get(input.productCode) : undefined;
    if (input.productCode && !product)
      found.push(
        problem('productCode', 'validation.targetExecution.unknownProduct', { value: input.productCode }),
      );
    if (product) {
      inactive('productCode', product, before?.productId);
      if (!product.target)
        found.push(
          problem('productCode', 'validation.targetExecution.productWithoutSku', { value: product.code }),
        );
      else if (store && !isAuditedProduct(audited, product.target, store.region, competence))
        found.push(
          problem('productCode', 'validation.targetExecution.productNotAudited', {
            sku: product.target,
            region: store.region ?? '—',
            competence: input.competence,
          }),
        );
    }
    const category = input.categoryCode ? categories.get(input.categoryCode) : undefined;
    if (input.categoryCode && !category)
      found.push(
        problem('categoryCode', 'validation.targetExecution.unknownCategory', { value: input.categoryCode }),
      );
    if (category) {
      inactive('categoryCode', category, before?.categoryId);
      if (!category.target)
        found.push(
          problem('categoryCode', 'validation.targetExecution.categoryWithoutCategory', {
            value: category.code,
          }),
        );
    }
    const reading = question ? readAnswer(question.answerType, input.answer) : null;
    if (reading && !reading.ok) found.push(problem('answer', reading.message));
    const subject = product ?? category;
    const commodity = subject?.commodity ?? null;
    const outside = (dimension: RestrictionDimension, code: string | null, field: string) =>
      found.push(...outsideRestrictions(restrictions, dimension, code, [field]));
    if (store) {
      outside('canais', store.channel, 'storeCode');
      outside('regioes', store.region, 'storeCode');
    }
    outside('commodities', commodity, product ? 'productCode' : category ? 'categoryCode' : 'storeCode');
    problems.push(found);
    resolved.push(
      found.length === 0 && store && question && reading?.ok
        ? {
            storeId: store.id,
            competence,
            questionId: question.id,
            productId: product?.id ?? null,
            categoryId: category?.id ?? null,
            ...reading.value,
            channelCode: store.channel,
            regionCode: store.region,
            commodityCode: commodity,
          }
        : null,
    );
  });
  return { resolved, problems };
}

/** The stored columns of a resolved answer. */
export function answerColumns(answer: ResolvedAnswer) {
  return {
    storeId: answer.storeId,
    competence: answer.competence,
    questionId: answer.questionId,
    productId: answer.productId,
    categoryId: answer.categoryId,
    compliant: answer.compliant,
    numericValue: answer.numericValue,
    textValue: answer.textValue,
    channelCode: answer.channelCode,
    regionCode: answer.regionCode,
    commodityCode: answer.commodityCode,
  };
}

/** Whether a stored row already holds exactly what a resolved answer would write. */
export function sameAnswer(row: AnswerRow, answer: ResolvedAnswer): boolean {
  const columns = answerColumns(answer);
  return (Object.keys(columns) as (keyof typeof columns)[]).every(
    (name) => (row[name] ?? null) === (columns[name] ?? null),
  );
}

/** An answer as the audit trail keeps it: what users read, codes and the answer's text. */
export function auditViewOf(view: AnswerView) {
  return {
    store: view.storeCode,
    competence: isoDateToCompetenceText(view.competence),
    question: view.questionCode,
    product: view.productCode,
    category: view.categoryCode,
    answer: answerText(view),
  };
}

const ANSWERS: VersionedEntity<typeof targetExecutionAnswers, ResolvedAnswer, AnswerView> = {
  table: targetExecutionAnswers,
  entity: 'target_execution_answer',
  columns: answerColumns,
  read: (db, id) => findAnswerView(db, id),
  auditView: auditViewOf,
  refusal: (error) =>
    isUniqueViolation(error, 'target_execution_answers_key')
      ? invalidFields([problem('questionCode', 'validation.targetExecution.answerTaken')])
      : undefined,
};

/** Answers as the screen reads them: who created and last changed them by name. */
async function withNames(db: Db, views: readonly AnswerView[]): Promise<TTargetExecution[]> {
  const users = await usersByIds(
    db,
    views.flatMap((view) => [view.createdBy, view.updatedBy]).filter((id): id is number => id !== null),
  );
  return views.map(({ compliant, numericValue, textValue, createdBy, updatedBy, ...view }) => ({
    ...view,
    competence: isoDateToCompetenceText(view.competence),
    answer: answerText({ compliant, numericValue, textValue }),
    createdBy: createdBy === null ? null : (users.get(createdBy)?.name ?? null),
    updatedBy: updatedBy === null ? null : (users.get(updatedBy)?.name ?? null),
  }));
}

export async function findAnswers(db: Db, search: TTargetExecutionSearch, caller: AnswerCaller) {
  const { rows, total } = await searchAnswers(
    db,
    {
      ...search,
      from: search.competenceFrom ? competenceTextToIsoDate(search.competenceFrom) : null,
      to: search.competenceTo ? competenceTextToIsoDate(search.competenceTo) : null,
    },
    caller.restrictions,
  );
  return { items: await withNames(db, rows), total };
}

export async function getAnswer(db: Db, id: number, caller: AnswerCaller): Promise<TTargetExecution> {
  const view = await findAnswerView(db, id, caller.restrictions);
  if (!view) throw new AppError('NOT_FOUND');
  const [answer] = await withNames(db, [view]);
  return answer as TTargetExecution;
}

/** Refuses an answer whose identity another stored answer has. */
async function refuseTaken(tx: Db, answer: ResolvedAnswer, exceptId: number | undefined) {
  const taken = (await answersByKeys(tx, [answer])).get(answerKeyText(answer));
  if (taken && taken.id !== exceptId)
    throw invalidFields([problem('questionCode', 'validation.targetExecution.answerTaken')]);
}

/**
 * Records an answer, or changes one held at the caller's version, with its audit row, in one
 * transaction. A stored answer outside the caller's restrictions is not found.
 */
export async function saveAnswer(db: Db, input: TTargetExecutionSave, caller: AnswerCaller) {
  const { id, version, ...fields } = input;
  const saved = await saveVersioned(db, ANSWERS, {
    id,
    version,
    actorId: caller.id,
    content: async (tx) => {
      // A stored answer outside the caller's restrictions is not found, before any of its rules.
      if (id !== undefined && !(await findAnswerView(tx, id, caller.restrictions)))
        throw new AppError('NOT_FOUND');
      const [stored] =
        id === undefined
          ? []
          : await tx.select().from(targetExecutionAnswers).where(eq(targetExecutionAnswers.id, id));
      const { resolved, problems } = await resolveAnswers(tx, [fields], caller.restrictions, [
        stored ?? null,
      ]);
      if ((problems[0] ?? []).length > 0) throw invalidFields(problems[0] ?? []);
      return resolved[0] as ResolvedAnswer;
    },
    check: async (tx, content) => {
      if (id === undefined) await refuseTaken(tx, content, undefined);
    },
    checkChange: async (tx, before, content) => {
      if (!(await findAnswerView(tx, before.id, caller.restrictions))) throw new AppError('NOT_FOUND');
      await refuseTaken(tx, content, before.id);
    },
  });
  return (await withNames(db, [saved]))[0] as TTargetExecution;
}

/** Removes an answer at the caller's version, audited; 404 outside the caller's restrictions. */
export async function removeAnswer(db: Db, removal: { id: number; version: number }, caller: AnswerCaller) {
  await removeVersioned(db, ANSWERS, {
    id: removal.id,
    version: removal.version,
    actorId: caller.id,
    check: async (tx, before) => {
      if (!(await findAnswerView(tx, before.id, caller.restrictions))) throw new AppError('NOT_FOUND');
    },
  });
  return { id: removal.id };
}

/** The active questions with their answer types and validity (DD/MM/YYYY). */
export async function questionOptions(db: Db) {
  const questions = await activeQuestions(db);
  return {
    list: questions.map(({ active: _active, validityStart, validityEnd, ...question }) => ({
      ...question,
      validityStart: formatBrDate(validityStart),
      validityEnd: validityEnd ? formatBrDate(validityEnd) : null,
    })),
  };
}
