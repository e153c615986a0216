import Decimal from 'decimal.js';
import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { isValidCnpj } from './cnpj';
import { competenceTextToIsoDate, isoDateToCompetenceText } from './competence';
import { formatBrDate, parseBrDate } from './dates';
import { LANGUAGES, translate } from './i18n';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';
import { requireVersionOnUpdate, ZDbIntegerSchema, ZIdSchema, ZVersionSchema } from './records';
import {
  ACTIVE_FIELD,
  DECIMAL_PRECISION,
  DECIMAL_SCALE,
  type FieldDeclaration,
  optionLabelKey,
  type RegisterDeclaration,
  type RegisterKey,
  VALIDITY_END,
  VALIDITY_START,
} from './register-shape';

// The declarations' shape lives apart, light enough for the web's route table; this file adds
// the schemas and spreadsheet rules built from it.
export * from './register-shape';

type DecimalType = keyof typeof DECIMAL_SCALE;

/** The spec's name of a record's active flag on the wire, in records, saves and searches. */
const ACTIVE_ON_WIRE = 'ativo';

export function listColumns(register: RegisterDeclaration): string[] {
  return register.fields.filter((field) => field.list).map((field) => field.name);
}

export function filterFields(register: RegisterDeclaration): FieldDeclaration[] {
  return register.fields.filter((field) => field.filter);
}

export function exportedFields(register: RegisterDeclaration): FieldDeclaration[] {
  return register.fields.filter((field) => field.exported !== false);
}

export function importedFields(register: RegisterDeclaration): FieldDeclaration[] {
  return register.fields.filter((field) => field.exported !== false && field.imported !== false);
}

export function referenceFields(register: RegisterDeclaration): FieldDeclaration[] {
  return register.fields.filter((field) => field.type === 'reference');
}

/** "Região não encontrada: SUL": each register's own words, since Portuguese nouns have a gender. */
export function unknownReferenceMessage(register: RegisterKey): MessageKey {
  return `validation.unknownReference.${register}`;
}

// ---------------------------------------------------------------------------------------------
// Values

function decimalPattern(type: DecimalType): RegExp {
  const integerDigits = DECIMAL_PRECISION[type] - DECIMAL_SCALE[type];
  return new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,${DECIMAL_SCALE[type]}})?$`);
}

/** A decimal string written with the type's scale ("12.5" -> "12.5000" for a percentage). */
export function normalizeDecimal(type: DecimalType, text: string): string {
  return new Decimal(text).toFixed(DECIMAL_SCALE[type]);
}

/** The zod schema of one field's value as a save call sends it (null or absent = empty). */
function fieldValueSchema(field: FieldDeclaration): z.ZodType {
  switch (field.type) {
    case 'text': {
      let schema = z.string().trim();
      if (field.required) schema = schema.min(1);
      if (field.maxLength) schema = schema.max(field.maxLength);
      let refined: z.ZodType<string> = schema;
      const { pattern, format } = field;
      if (pattern) {
        const regex = new RegExp(pattern.regex);
        refined = refined.refine((text) => text === '' || regex.test(text), { message: pattern.message });
      }
      if (format === 'cnpj') {
        refined = refined.refine((text) => text === '' || isValidCnpj(text), {
          message: 'validation.invalidCnpj',
        });
      }
      if (format === 'email') {
        refined = refined.refine((text) => text === '' || z.email().safeParse(text).success, {
          message: 'validation.invalidEmail',
        });
      }
      return refined;
    }
    case 'integer': {
      let schema = ZDbIntegerSchema;
      if (typeof field.min === 'number') schema = schema.min(field.min);
      if (typeof field.max === 'number') schema = schema.max(field.max);
      return schema;
    }
    case 'money':
    case 'percentage':
    case 'quantity': {
      const type = field.type;
      const pattern = decimalPattern(type);
      const { min, max } = field;
      return z
        .string()
        .trim()
        .min(field.required ? 1 : 0)
        .refine((text) => text === '' || pattern.test(text), {
          message: `validation.decimal.${type}` as MessageKey,
        })
        .refine((text) => !pattern.test(text) || min === undefined || new Decimal(text).gte(min), {
          message: 'validation.decimalTooSmall',
          params: { minimum: String(min) },
        })
        .refine((text) => !pattern.test(text) || max === undefined || new Decimal(text).lte(max), {
          message: 'validation.decimalTooBig',
          params: { maximum: String(max) },
        });
    }
    case 'date':
      return z
        .string()
        .trim()
        .min(field.required ? 1 : 0)
        .refine((text) => text === '' || parseBrDate(text) !== null, { message: 'validation.invalidDate' });
    case 'competence':
      return z
        .string()
        .trim()
        .min(field.required ? 1 : 0)
        .refine((text) => text === '' || competenceTextToIsoDate(text) !== null, {
          message: 'validation.invalidCompetence',
        });
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum((field.options ?? []) as [string, ...string[]]);
    case 'reference':
      return ZIdSchema;
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The body of `salvar`: without `id` it creates, with `id` it changes the record at its
 * `version`. Empty optional values may be null or left out; a required one is "required".
 */
export function saveSchemaOf(register: RegisterDeclaration) {
  const shape: Record<string, z.ZodType> = {
    id: ZIdSchema.optional(),
    version: ZVersionSchema.optional(),
    [ACTIVE_FIELD]: onWire(ACTIVE_ON_WIRE, z.boolean()).optional(),
  };
  for (const field of register.fields) {
    const value = fieldValueSchema(field);
    shape[field.name] = field.required ? value : value.nullish();
  }
  return z
    .object(shape)
    .strict()
    .superRefine((value, ctx) => {
      requireVersionOnUpdate(value as { id?: number; version?: number }, ctx);
      if (!register.hasValidity) return;
      const start = value[VALIDITY_START];
      const end = value[VALIDITY_END];
      if (typeof start !== 'string' || typeof end !== 'string' || isEmpty(start) || isEmpty(end)) return;
      const from = parseBrDate(start);
      const to = parseBrDate(end);
      if (from && to && to < from) {
        ctx.addIssue({ code: 'custom', path: [VALIDITY_END], message: 'validation.validityEndBeforeStart' });
      }
    });
}
export type TRegisterSave = Record<string, unknown> & { id?: number; version?: number; active?: boolean };

/** A record as calls answer it: its fields, plus the code and name of what its references point to. */
export const ZReferenceLabelSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TReferenceLabel = z.infer<typeof ZReferenceLabelSchema>;

export function recordSchemaOf(register: RegisterDeclaration) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    version: z.number().int(),
    [ACTIVE_FIELD]: onWire(ACTIVE_ON_WIRE, z.boolean()),
    references: onWire('referencias', z.record(z.string(), ZReferenceLabelSchema.nullable())),
    createdAt: z.string(),
    updatedAt: z.string(),
  };
  for (const field of register.fields) {
    const value =
      field.type === 'integer' || field.type === 'reference'
        ? z.number()
        : field.type === 'boolean'
          ? z.boolean()
          : z.string();
    shape[field.name] = value.nullable();
  }
  return z.object(shape);
}
export type TRegisterRecord = Record<string, unknown> & {
  id: number;
  version: number;
  active: boolean;
  references: Record<string, TReferenceLabel | null>;
  createdAt: string;
  updatedAt: string;
};

/** The all option of list filters (spec §9). */
export const ALL_OPTION = '*';

function filterValueSchema(field: FieldDeclaration): z.ZodType {
  const all = z.literal(ALL_OPTION);
  switch (field.type) {
    case 'reference':
    case 'integer':
      return z.union([all, ZDbIntegerSchema, z.array(ZDbIntegerSchema).max(500)]);
    case 'boolean':
      return z.union([all, z.boolean()]);
    case 'enum': {
      const option = z.enum((field.options ?? []) as [string, ...string[]]);
      return z.union([all, option, z.array(option).max(100)]);
    }
    default:
      return z.union([all, z.string().trim().max(200), z.array(z.string().trim().max(200)).max(500)]);
  }
}

/**
 * The body of `buscar` and `exportar`: paging, sort by a list column, a text searched in code
 * and name, the declared filters (each may be `*`, a value or a list of values) and the active
 * flag (`true` by default: deactivated records are shown when asked for, or with `*`).
 */
export function searchSchemaOf(register: RegisterDeclaration) {
  const filters: Record<string, z.ZodType> = {};
  for (const field of filterFields(register)) filters[field.name] = filterValueSchema(field).optional();
  const sortable = listColumns(register) as [string, ...string[]];
  return ZPageRequestSchema.extend({
    sortBy: z.enum(sortable).default('code'),
    search: z.string().trim().max(100).optional(),
    filters: z.object(filters).strict().default({}),
    [ACTIVE_FIELD]: onWire(ACTIVE_ON_WIRE, z.union([z.literal(ALL_OPTION), z.boolean()])).default(true),
  });
}
export interface TRegisterSearch {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
  sortBy: string;
  search?: string | undefined;
  filters: Record<string, unknown>;
  active: boolean | typeof ALL_OPTION;
}

/** Options of searchable selects: active records whose code or name holds the text. */
export const ZRegisterOptionsRequestSchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  /** Ids to include even when inactive or outside the text, so a form shows its saved value. */
  ids: z.array(ZIdSchema).max(100).optional(),
  /** Codes to include the same way, for fields that keep codes (a profile's domains). */
  codes: z.array(z.string().trim().min(1).max(40)).max(200).optional(),
  /**
   * Yes/no fields the offered records must have set (a SAP payer's picker asks for `sapPayer`);
   * the included ids and codes show whatever they hold.
   */
  flagged: onWire('marcados', z.array(z.string().trim().min(1).max(60)).max(5)).optional(),
});
export type TRegisterOptionsRequest = z.infer<typeof ZRegisterOptionsRequestSchema>;
export const ZRegisterOptionsSchema = z.object({ list: z.array(ZReferenceLabelSchema) });

export const ZDeactivateSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema.optional(),
});
export type TDeactivate = z.infer<typeof ZDeactivateSchema>;

// ---------------------------------------------------------------------------------------------
// Spreadsheet cells

/** What a spreadsheet cell can hold once read (formulas and rich text already resolved). */
export type CellValue = string | number | boolean | Date | null;

export type CellReading =
  | { ok: true; value: string | number | boolean | null }
  | { ok: false; message: MessageKey; params?: Record<string, string> };

function cellText(cell: CellValue): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function dateCell(cell: CellValue): string | null {
  // Excel keeps dates as instants at midnight UTC; text cells must read DD/MM/YYYY.
  if (cell instanceof Date) return formatBrDate(cell.toISOString().slice(0, 10));
  const text = cellText(cell);
  return parseBrDate(text) ? text : null;
}

const TRUE_WORDS = new Set(['sim', 's', 'true', 'verdadeiro', 'yes', 'y', 'x', '1']);
const FALSE_WORDS = new Set(['não', 'nao', 'n', 'false', 'falso', 'no', '0']);

/**
 * Reads one cell of an import into the value the save schema takes. References are returned
 * as the code text; the caller turns codes into ids. Empty cells read as null.
 */
export function readCell(field: FieldDeclaration, cell: CellValue): CellReading {
  const text = cellText(cell);
  if (text === '') return { ok: true, value: null };
  switch (field.type) {
    case 'integer': {
      const number = typeof cell === 'number' ? cell : Number(text.replace(',', '.'));
      if (!Number.isInteger(number)) return { ok: false, message: 'imports.notAnInteger' };
      return { ok: true, value: number };
    }
    case 'money':
    case 'percentage':
    case 'quantity': {
      // Numbers keep their shortest decimal form; typed text may use the Brazilian comma.
      const candidate = typeof cell === 'number' ? String(cell) : text.replace(/\./g, '').replace(',', '.');
      const decimalText = typeof cell === 'number' || text.includes(',') ? candidate : text;
      if (!/^-?\d+(\.\d+)?$/.test(decimalText)) return { ok: false, message: 'imports.notANumber' };
      const scale = DECIMAL_SCALE[field.type];
      const decimal = new Decimal(decimalText);
      if (decimal.decimalPlaces() > scale) {
        return { ok: false, message: 'imports.tooManyDecimals', params: { scale: String(scale) } };
      }
      return { ok: true, value: decimal.toFixed(scale) };
    }
    case 'date': {
      const date = dateCell(cell);
      return date ? { ok: true, value: date } : { ok: false, message: 'validation.invalidDate' };
    }
    case 'competence': {
      if (cell instanceof Date)
        return { ok: true, value: isoDateToCompetenceText(cell.toISOString().slice(0, 10)) };
      return competenceTextToIsoDate(text)
        ? { ok: true, value: text }
        : { ok: false, message: 'validation.invalidCompetence' };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { ok: true, value: cell };
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return { ok: false, message: 'imports.notABoolean' };
    }
    case 'enum': {
      // The code or, for labelled values, the label in either language (what exports write).
      const option = (field.options ?? []).find((candidate) => {
        const key = optionLabelKey(field, candidate);
        const names = [candidate, ...(key ? LANGUAGES.map((language) => translate(language, key)) : [])];
        return names.some((name) => name.toLowerCase() === text.toLowerCase());
      });
      return option
        ? { ok: true, value: option }
        : {
            ok: false,
            message: 'validation.invalidOption',
            params: { options: (field.options ?? []).join(', ') },
          };
    }
    default:
      return { ok: true, value: typeof cell === 'number' ? String(cell) : text };
  }
}

/** Codes are kept trimmed and in upper case, so `hc` and `HC` are one channel. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
