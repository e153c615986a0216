import Decimal from 'decimal.js';
import { z } from 'zod';
import { competenceTextToIsoDate, parseCompetence } from './competence';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';
import type { FieldDeclaration } from './register-shape';
import { readCell } from './registers';
import { GOAL_ANSWER_TYPES, type GoalAnswerType } from './store-compliance';

/**
 * Target execution (spec §2 `/calc` "target execution", issue #13): the goal-execution
 * questions answered per audited PDV store and competence, about the store, a target-execution
 * product or a target-execution category. Answers are imported from Excel or keyed in; the
 * store-compliance reports and levers read them (`store-compliance.ts`).
 */

/** The job kind of its imports on the imports and exports dashboard. */
export const TARGET_EXECUTION_JOB_KIND = 'targetExecution';
export const TARGET_EXECUTION_TITLE: MessageKey = 'targetExecution.title';

const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());

const ZOptionalCode = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((code) => (code ? code.toUpperCase() : null));

const ZCompetenceSchema = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

/** A yes/no answer travels as SIM or NAO; a number as a decimal string with a dot; a text as it is. */
export const YES = 'SIM';
export const NO = 'NAO';

/**
 * `execucaoMeta/salvar`: without `id` it records an answer, with it (and the version read) it
 * changes one. The question's answer type decides how `answer` is read (`readAnswer`).
 */
export const ZTargetExecutionSaveSchema = z
  .object({
    id: ZIdSchema.optional(),
    version: ZVersionSchema.optional(),
    storeCode: ZCode,
    competence: ZCompetenceSchema,
    questionCode: ZCode,
    productCode: ZOptionalCode,
    categoryCode: ZOptionalCode,
    answer: z.string().trim().min(1).max(500),
  })
  .superRefine((value, ctx) => {
    requireVersionOnUpdate(value, ctx);
    if (value.productCode && value.categoryCode)
      ctx.addIssue({
        code: 'custom',
        path: ['categoryCode'],
        message: 'validation.targetExecution.oneSubject',
      });
  });
export type TTargetExecutionSave = z.output<typeof ZTargetExecutionSaveSchema>;
export type TTargetExecutionFields = Omit<TTargetExecutionSave, 'id' | 'version'>;

/** An answer as read back: its store, question and subject with their names, who and when. */
export const ZTargetExecutionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  customerCode: z.string(),
  channel: z.string().nullable(),
  region: z.string().nullable(),
  commodity: z.string().nullable(),
  competence: z.string(),
  questionCode: z.string(),
  question: z.string(),
  answerType: z.enum(GOAL_ANSWER_TYPES),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  answer: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TTargetExecution = z.infer<typeof ZTargetExecutionSchema>;

export const TARGET_EXECUTION_SORT_COLUMNS = [
  'competence',
  'storeCode',
  'questionCode',
  'updatedAt',
] as const;

/** The screen's list: a competence window, a store, a question, a text in store or question. */
export const ZTargetExecutionSearchSchema = ZPageRequestSchema.extend({
  competenceFrom: ZCompetenceSchema.optional(),
  competenceTo: ZCompetenceSchema.optional(),
  storeCode: ZCode.optional(),
  questionCode: ZCode.optional(),
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(TARGET_EXECUTION_SORT_COLUMNS).default('competence'),
});
export type TTargetExecutionSearch = z.output<typeof ZTargetExecutionSearchSchema>;

export const ZTargetExecutionRemovalSchema = z.object({ id: ZIdSchema, version: ZVersionSchema });

/** `execucaoMeta/buscarPerguntas`: the active questions, with the type their answer takes. */
export const ZGoalQuestionOptionsSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      answerType: z.enum(GOAL_ANSWER_TYPES),
      validityStart: z.string(),
      validityEnd: z.string().nullable(),
    }),
  ),
});

/** The stored columns of an answer: exactly one holds it, by the question's type. */
export interface StoredAnswer {
  compliant: boolean | null;
  numericValue: string | null;
  textValue: string | null;
}

const NUMBER = /^\d{1,14}(\.\d{1,4})?$/;

/**
 * Reads an answer as its question asks it: yes or no (in either language, as the spreadsheets'
 * yes/no cells), a number that is not negative with up to 4 decimals (a Brazilian comma taken),
 * or a text of up to 500 characters.
 */
export function readAnswer(
  answerType: GoalAnswerType,
  text: string,
): { ok: true; value: StoredAnswer } | { ok: false; message: MessageKey } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'errors.required' };
  switch (answerType) {
    case 'SIM_NAO': {
      const reading = readCell(
        { name: 'answer', type: 'boolean', label: 'targetExecution.fields.answer' },
        trimmed,
      );
      return reading.ok && typeof reading.value === 'boolean'
        ? { ok: true, value: { compliant: reading.value, numericValue: null, textValue: null } }
        : { ok: false, message: 'validation.targetExecution.yesNo' };
    }
    case 'NUMERO': {
      const decimal = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
      return NUMBER.test(decimal)
        ? {
            ok: true,
            value: { compliant: null, numericValue: new Decimal(decimal).toFixed(4), textValue: null },
          }
        : { ok: false, message: 'validation.targetExecution.number' };
    }
    case 'TEXTO':
      return trimmed.length <= 500
        ? { ok: true, value: { compliant: null, numericValue: null, textValue: trimmed } }
        : { ok: false, message: 'validation.targetExecution.text' };
  }
}

/** A stored answer on the wire: SIM or NAO, the number without trailing zeros, or the text. */
export function answerText(stored: StoredAnswer): string {
  if (stored.compliant !== null) return stored.compliant ? YES : NO;
  if (stored.numericValue !== null) return new Decimal(stored.numericValue).toString();
  return stored.textValue ?? '';
}

/** Whether a question valid from `start` to `end` (ISO dates, end optional) is asked in a competence. */
export function questionAskedIn(
  question: { validityStart: string; validityEnd: string | null },
  competence: string,
): boolean {
  const parsed = parseCompetence(competence);
  if (!parsed) return false;
  const first = competenceTextToIsoDate(competence) as string;
  const lastDay = new Date(Date.UTC(parsed.year, parsed.month, 0)).toISOString().slice(0, 10);
  return (
    question.validityStart <= lastDay && (question.validityEnd === null || question.validityEnd >= first)
  );
}

/**
 * The columns of the import sheet and its template, matched by label in either language or by
 * field name. Codes name the PDV store, the goal-execution question and the target-execution
 * product or category.
 */
export const TARGET_EXECUTION_SHEET: readonly FieldDeclaration[] = [
  { name: 'storeCode', type: 'text', label: 'fields.storeCode', required: true, maxLength: 40 },
  { name: 'competence', type: 'competence', label: 'fields.competence', required: true },
  {
    name: 'questionCode',
    type: 'text',
    label: 'targetExecution.fields.questionCode',
    required: true,
    maxLength: 40,
  },
  { name: 'productCode', type: 'text', label: 'targetExecution.fields.productCode', maxLength: 40 },
  { name: 'categoryCode', type: 'text', label: 'targetExecution.fields.categoryCode', maxLength: 40 },
  { name: 'answer', type: 'text', label: 'targetExecution.fields.answer', required: true, maxLength: 500 },
];

/** The rules of the sheet, for the template's instructions. */
export const TARGET_EXECUTION_SHEET_NOTES: readonly MessageKey[] = [
  'targetExecution.instructions.identity',
  'targetExecution.instructions.answer',
  'targetExecution.instructions.subject',
];
