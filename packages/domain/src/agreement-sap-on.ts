import Decimal from 'decimal.js';
import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { parseBrDate, ZBrDateSchema } from './dates';
import { ZMessageEnvelopeSchema } from './errors';
import { type Language, translate } from './i18n';
import { normalizeHeader } from './integrations';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema, ZVersionSchema } from './records';

/**
 * ON agreements in SAP (spec §2 `/agreements/agreementsOn-edit`, §7 `buscarAlavancasContratoSapOn`,
 * `exportContratoSapOn`, `importarContratoSapOnTela`). An ON lever is a discount granted on the
 * invoice, so SAP must hold a pricing condition for it: the commercial team exports the ON levers
 * of approved agreements, SAP's team sets the conditions up and answers with the same file, with
 * each lever's condition number, or the reason SAP refused it.
 */

/** What SAP answered of a lever: not set up yet, set up (with its condition number), refused. */
export const SAP_ON_STATES = ['PENDENTE', 'CADASTRADA', 'RECUSADA'] as const;
export type SapOnState = (typeof SAP_ON_STATES)[number];

/**
 * What the screen shows: the answer, or `DESATUALIZADA` when a condition was set up for values the
 * agreement no longer has (a lever change approved since, an extension): SAP must change it.
 */
export const SAP_ON_SHOWN_STATES = [...SAP_ON_STATES, 'DESATUALIZADA'] as const;
export type SapOnShownState = (typeof SAP_ON_SHOWN_STATES)[number];

/** SAP's condition record number (KNUMH): up to ten digits. */
export const SAP_CONDITION_NUMBER = /^\d{1,10}$/;
export const SAP_REFUSAL_REASON_MAX = 500;

/** The values a condition is set up for: what must match the lever for it to stay current. */
export interface SapOnTerms {
  /** Percentage with four decimals, as stored (`1.5000`). */
  discountPercent: string | null;
  /** ISO dates. */
  validityStart: string;
  validityEnd: string;
}

const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Decimal(a).eq(b);

/** Whether an answer says something other than what is stored (absent: pending, nothing else). */
export function answerChanges(
  stored: {
    state: SapOnState;
    conditionNumber: string | null;
    refusalReason: string | null;
    terms: SapOnTerms;
  } | null,
  answer: { state: SapOnState; conditionNumber: string | null; refusalReason: string | null },
  terms: SapOnTerms,
): boolean {
  const before = stored ?? { state: 'PENDENTE' as const, conditionNumber: null, refusalReason: null, terms };
  return (
    before.state !== answer.state ||
    before.conditionNumber !== answer.conditionNumber ||
    before.refusalReason !== answer.refusalReason ||
    (answer.state === 'CADASTRADA' && !sameTerms(before.terms, terms))
  );
}

/** Whether two sets of terms are the same condition (decimals compared by value). */
export function sameTerms(a: SapOnTerms, b: SapOnTerms): boolean {
  return (
    sameDecimal(a.discountPercent, b.discountPercent) &&
    a.validityStart === b.validityStart &&
    a.validityEnd === b.validityEnd
  );
}

/** The state a lever shows: a set-up condition whose terms the lever no longer has is outdated. */
export function shownSapOnState(
  answer: { state: SapOnState; terms: SapOnTerms | null } | null,
  current: SapOnTerms,
): SapOnShownState {
  if (!answer) return 'PENDENTE';
  if (answer.state === 'CADASTRADA' && answer.terms && !sameTerms(answer.terms, current)) {
    return 'DESATUALIZADA';
  }
  return answer.state;
}

/** What an answer keeps: the number only when set up, the reason only when refused. */
export function keptAnswer(answer: {
  state: SapOnState;
  conditionNumber?: string | null | undefined;
  refusalReason?: string | null | undefined;
}): { state: SapOnState; conditionNumber: string | null; refusalReason: string | null } {
  return {
    state: answer.state,
    conditionNumber: answer.state === 'CADASTRADA' ? (answer.conditionNumber?.trim() ?? null) : null,
    refusalReason: answer.state === 'RECUSADA' ? (answer.refusalReason?.trim() ?? null) : null,
  };
}

/** The problems of an answer, each on its field: a set-up needs its number, a refusal its reason. */
export function sapOnAnswerProblems(answer: {
  state: SapOnState;
  conditionNumber?: string | null | undefined;
  refusalReason?: string | null | undefined;
}): { path: ['conditionNumber' | 'refusalReason']; message: MessageKey }[] {
  const kept = keptAnswer(answer);
  const problems: { path: ['conditionNumber' | 'refusalReason']; message: MessageKey }[] = [];
  if (kept.state === 'CADASTRADA') {
    if (!kept.conditionNumber)
      problems.push({ path: ['conditionNumber'], message: 'validation.sapOn.conditionNumberRequired' });
    else if (!SAP_CONDITION_NUMBER.test(kept.conditionNumber))
      problems.push({ path: ['conditionNumber'], message: 'validation.sapOn.conditionNumberFormat' });
  }
  if (kept.state === 'RECUSADA') {
    if (!kept.refusalReason)
      problems.push({ path: ['refusalReason'], message: 'validation.sapOn.refusalReasonRequired' });
    else if (kept.refusalReason.length > SAP_REFUSAL_REASON_MAX)
      problems.push({ path: ['refusalReason'], message: 'validation.sapOn.refusalReasonTooLong' });
  }
  return problems;
}

const ZCode = z.string().trim().min(1).max(40);

/** `buscarAlavancasContratoSapOn`: the ON levers of approved agreements, paged and filtered. */
export const ZSapOnSearchSchema = ZPageRequestSchema.extend({
  /** An agreement's number, or text in its description. */
  search: z.string().trim().max(100).optional(),
  channels: z.array(ZCode).max(50).optional(),
  economicGroups: z.array(ZCode).max(50).optional(),
  businessUnits: z.array(ZCode).max(50).optional(),
  states: z.array(z.enum(SAP_ON_SHOWN_STATES)).max(4).optional(),
  /** Levers of agreements valid on at least one day of the window. */
  validFrom: ZBrDateSchema.optional(),
  validTo: ZBrDateSchema.optional(),
});
export type TSapOnSearch = z.output<typeof ZSapOnSearchSchema>;

/** The export takes the list's filters, without its paging. */
export const ZSapOnExportSchema = ZSapOnSearchSchema.omit({
  page: true,
  pageSize: true,
  direction: true,
});
export type TSapOnExport = z.output<typeof ZSapOnExportSchema>;

/** One ON lever of an approved agreement, with its condition in SAP. */
export const ZSapOnLeverSchema = z.object({
  agreementId: z.number().int(),
  description: z.string(),
  economicGroup: z.object({ code: z.string(), name: z.string() }),
  channels: z.array(z.string()),
  businessUnit: z.string(),
  leverId: z.number().int(),
  leverName: z.string(),
  customers: z.array(z.string()),
  payers: z.array(z.string()),
  discountPercent: z.string().nullable(),
  validityStart: z.string(),
  validityEnd: z.string(),
  state: z.enum(SAP_ON_SHOWN_STATES),
  conditionNumber: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** The terms the condition was set up for, when it is outdated: what SAP still holds. */
  setUpFor: z
    .object({ discountPercent: z.string().nullable(), validityStart: z.string(), validityEnd: z.string() })
    .nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  /** The answer's version (0: never answered), sent back by an edit. */
  version: z.number().int(),
});
export type TSapOnLever = z.infer<typeof ZSapOnLeverSchema>;

/** The edit of one lever's condition on the screen (`salvarCondicaoSapOn`). */
export const ZSapOnSaveSchema = z
  .object({
    agreementId: ZIdSchema,
    leverId: ZIdSchema,
    state: z.enum(SAP_ON_STATES),
    conditionNumber: z.string().trim().max(40).nullable().optional(),
    refusalReason: z.string().trim().max(2000).nullable().optional(),
    /** The version read; 0 for a lever never answered. */
    version: z.union([z.literal(0), ZVersionSchema]),
  })
  .superRefine((answer, ctx) => {
    for (const problem of sapOnAnswerProblems(answer)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type TSapOnSave = z.input<typeof ZSapOnSaveSchema>;

/** The import's answer: the spec's Upload result, with the counts its message gives. */
export const ZSapOnImportResultSchema = z.object({
  errors: onWire('erros', z.array(z.string())),
  finished: onWire('terminado', z.boolean()),
  read: onWire('lidas', z.number().int()),
  changed: onWire('alteradas', z.number().int()),
  unchanged: onWire('semAlteracao', z.number().int()),
  refused: onWire('recusadas', z.number().int()),
  ...ZMessageEnvelopeSchema.shape,
});
export type TSapOnImportResult = z.infer<typeof ZSapOnImportResultSchema>;

/** How many rows one screen import takes: it is answered at once, in one transaction. */
export const SAP_ON_IMPORT_MAX_ROWS = 5000;

/**
 * The file SAP's team loads and answers. `key` columns name the lever, `check` columns are the
 * terms it was exported with (an answer for other terms is refused: the agreement changed since),
 * `answer` columns are SAP's; the others are there to be read.
 */
export const SAP_ON_COLUMNS = [
  { key: 'agreementId', label: 'sapOn.column.agreementId', role: 'key', width: 10 },
  { key: 'description', label: 'sapOn.column.description', role: 'info', width: 36 },
  { key: 'holding', label: 'sapOn.column.holding', role: 'info', width: 32 },
  { key: 'channels', label: 'sapOn.column.channels', role: 'info', width: 10 },
  { key: 'businessUnit', label: 'sapOn.column.businessUnit', role: 'info', width: 12 },
  { key: 'leverId', label: 'sapOn.column.leverId', role: 'key', width: 12 },
  { key: 'leverName', label: 'sapOn.column.leverName', role: 'info', width: 30 },
  { key: 'customers', label: 'sapOn.column.customers', role: 'info', width: 30 },
  { key: 'payers', label: 'sapOn.column.payers', role: 'info', width: 24 },
  { key: 'discountPercent', label: 'sapOn.column.discountPercent', role: 'check', width: 12 },
  { key: 'validityStart', label: 'sapOn.column.validityStart', role: 'check', width: 14 },
  { key: 'validityEnd', label: 'sapOn.column.validityEnd', role: 'check', width: 14 },
  { key: 'state', label: 'sapOn.column.state', role: 'answer', width: 16 },
  { key: 'conditionNumber', label: 'sapOn.column.conditionNumber', role: 'answer', width: 18 },
  { key: 'refusalReason', label: 'sapOn.column.refusalReason', role: 'answer', width: 40 },
] as const satisfies readonly {
  key: string;
  label: MessageKey;
  role: 'key' | 'info' | 'check' | 'answer';
  width: number;
}[];
export type SapOnColumnKey = (typeof SAP_ON_COLUMNS)[number]['key'];

/** The columns an answer file must have; the number and the reason may be left out when unused. */
export const SAP_ON_REQUIRED_COLUMNS: readonly SapOnColumnKey[] = [
  'agreementId',
  'leverId',
  'discountPercent',
  'validityStart',
  'validityEnd',
  'state',
];

/** The column a header cell names: its label in either language, or its key. */
export function sapOnColumnOf(header: string): SapOnColumnKey | null {
  const text = normalizeHeader(header);
  if (text === '') return null;
  const found = SAP_ON_COLUMNS.find((column) =>
    [column.key, translate('pt-BR', column.label), translate('en', column.label)]
      .map(normalizeHeader)
      .includes(text),
  );
  return found?.key ?? null;
}

export const SAP_ON_STATE_LABELS = {
  PENDENTE: 'sapOn.state.PENDENTE',
  CADASTRADA: 'sapOn.state.CADASTRADA',
  RECUSADA: 'sapOn.state.RECUSADA',
  DESATUALIZADA: 'sapOn.state.DESATUALIZADA',
} as const satisfies Record<SapOnShownState, MessageKey>;

/** A state as SAP's team wrote it: the code, or its label in either language. */
export function sapOnStateOf(text: string): SapOnShownState | null {
  const wanted = normalizeHeader(text);
  return (
    SAP_ON_SHOWN_STATES.find((state) =>
      [state, translate('pt-BR', SAP_ON_STATE_LABELS[state]), translate('en', SAP_ON_STATE_LABELS[state])]
        .map(normalizeHeader)
        .includes(wanted),
    ) ?? null
  );
}

/** One row of an answer file, its cells as text (dates DD/MM/YYYY, numbers as written). */
export type SapOnRawRow = Partial<Record<SapOnColumnKey, string | null>>;

/** A row read: which lever, which terms it answers for, and SAP's answer. */
export interface SapOnAnswerRow {
  agreementId: number;
  leverId: number;
  terms: SapOnTerms;
  /**
   * SAP's answer; null for a row still marked outdated, which SAP's team has not answered yet:
   * it changes nothing (they answer it as set up, with the number, or as refused).
   */
  answer: { state: SapOnState; conditionNumber: string | null; refusalReason: string | null } | null;
}

export type SapOnRowReading =
  | { ok: true; row: SapOnAnswerRow }
  | {
      ok: false;
      problems: { column: SapOnColumnKey; message: MessageKey; params?: Record<string, string> }[];
    };

const PERCENT = /^\d{1,3}([.,]\d{1,4})?$/;

/** Reads one row of SAP's answer: every problem on its column, or the row. */
export function readSapOnRow(raw: SapOnRawRow): SapOnRowReading {
  const problems: Extract<SapOnRowReading, { ok: false }>['problems'] = [];
  const text = (column: SapOnColumnKey) => raw[column]?.trim() || null;
  const id = (column: 'agreementId' | 'leverId') => {
    const value = text(column);
    if (value === null) problems.push({ column, message: 'errors.required' });
    else if (!/^\d{1,9}$/.test(value)) problems.push({ column, message: 'imports.notAnInteger' });
    else return Number(value);
    return 0;
  };
  const date = (column: 'validityStart' | 'validityEnd') => {
    const value = text(column);
    const iso = value === null ? null : parseBrDate(value);
    if (value === null) problems.push({ column, message: 'errors.required' });
    else if (iso === null) problems.push({ column, message: 'validation.invalidDate' });
    return iso ?? '';
  };
  const agreementId = id('agreementId');
  const leverId = id('leverId');
  const percentText = text('discountPercent');
  let discountPercent: string | null = null;
  if (percentText !== null) {
    if (!PERCENT.test(percentText) || new Decimal(percentText.replace(',', '.')).gt(100)) {
      problems.push({ column: 'discountPercent', message: 'validation.percentUpTo100' });
    } else discountPercent = new Decimal(percentText.replace(',', '.')).toFixed(4);
  }
  const validityStart = date('validityStart');
  const validityEnd = date('validityEnd');
  const stateText = text('state');
  const state = stateText === null ? null : sapOnStateOf(stateText);
  if (stateText === null) problems.push({ column: 'state', message: 'errors.required' });
  else if (state === null)
    problems.push({
      column: 'state',
      message: 'validation.sapOn.unknownState',
      params: { value: stateText },
    });
  if (state && state !== 'DESATUALIZADA') {
    const answer = { state, conditionNumber: text('conditionNumber'), refusalReason: text('refusalReason') };
    for (const problem of sapOnAnswerProblems(answer))
      problems.push({ column: problem.path[0], message: problem.message });
  }
  if (problems.length > 0 || !state) return { ok: false, problems };
  return {
    ok: true,
    row: {
      agreementId,
      leverId,
      terms: { discountPercent, validityStart, validityEnd },
      answer:
        state === 'DESATUALIZADA'
          ? null
          : keptAnswer({
              state,
              conditionNumber: text('conditionNumber'),
              refusalReason: text('refusalReason'),
            }),
    },
  };
}

/** A row's problems in words, each named by its column: "Situação SAP: O campo é obrigatório". */
export function describeSapOnProblems(
  language: Language,
  problems: Extract<SapOnRowReading, { ok: false }>['problems'],
): string {
  return problems
    .map((problem) => {
      const column = SAP_ON_COLUMNS.find((candidate) => candidate.key === problem.column);
      const message = translate(language, problem.message, problem.params ?? {});
      return column ? `${translate(language, column.label)}: ${message}` : message;
    })
    .join('; ');
}
