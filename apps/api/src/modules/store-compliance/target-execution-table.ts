import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { registerTables } from '../master-data/register-tables';

/**
 * Target execution: a goal-execution question answered for an audited PDV store in a competence
 * (the first day of its month), about the store itself, a target-execution product or a
 * target-execution category. An answer is identified by the four (the unique key, nulls equal),
 * which is what an imported row is matched by. Exactly one of the answer columns holds it, by
 * the question's type. The channel and region of the store's SAP customer and the business unit
 * of the subject are kept on the row as at its last save: they are its data restrictions.
 */
export const targetExecutionAnswers = pgTable(
  'target_execution_answers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => registerTables.customerPdv.id),
    competence: date('competence', { mode: 'string' }).notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => registerTables.goalExecutionQuestion.id),
    productId: integer('product_id').references(() => registerTables.targetExecutionProduct.id),
    categoryId: integer('category_id').references(() => registerTables.targetExecutionCategory.id),
    compliant: boolean('compliant'),
    numericValue: numeric('numeric_value', { precision: 18, scale: 4 }),
    textValue: varchar('text_value', { length: 500 }),
    channelCode: varchar('channel_code', { length: 40 }),
    regionCode: varchar('region_code', { length: 40 }),
    commodityCode: varchar('commodity_code', { length: 40 }),
    ...auditColumns(),
  },
  (table) => [
    unique('target_execution_answers_key')
      .on(table.storeId, table.competence, table.questionId, table.productId, table.categoryId)
      .nullsNotDistinct(),
    index('target_execution_answers_competence_idx').on(table.competence, table.storeId),
    index('target_execution_answers_question_idx').on(table.questionId),
    check(
      'target_execution_answers_one_subject_check',
      sql`${table.productId} is null or ${table.categoryId} is null`,
    ),
    check(
      'target_execution_answers_one_answer_check',
      sql`num_nonnulls(${table.compliant}, ${table.numericValue}, ${table.textValue}) = 1`,
    ),
    check('target_execution_answers_competence_check', sql`extract(day from ${table.competence}) = 1`),
  ],
);
