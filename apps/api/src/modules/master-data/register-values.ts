import { cnpjDigits } from '@trade-terms/domain/cnpj';
import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import {
  type FieldDeclaration,
  normalizeCode,
  normalizeDecimal,
  type RegisterDeclaration,
  type TReferenceLabel,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import type { RegisterRow, RowValues } from './register-repository';

/** A wire value (as the save schema accepted it) in its database form. */
export function toColumnValue(field: FieldDeclaration, value: unknown): unknown {
  if (value === undefined || value === null || value === '') {
    return field.type === 'boolean' ? false : null;
  }
  switch (field.type) {
    case 'text': {
      const text = String(value).trim();
      if (field.name === 'code') return normalizeCode(text);
      if (field.format === 'cnpj') return cnpjDigits(text) ?? text;
      return text;
    }
    case 'money':
    case 'percentage':
    case 'quantity':
      return normalizeDecimal(field.type, String(value));
    case 'date':
      return parseBrDate(String(value));
    case 'competence':
      return competenceTextToIsoDate(String(value));
    default:
      return value;
  }
}

/** A database value as calls answer it (dates DD/MM/YYYY, competences MM/YYYY, decimals as text). */
export function toWireValue(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'boolean' ? false : null;
  switch (field.type) {
    case 'date':
      return formatBrDate(String(value));
    case 'competence':
      return isoDateToCompetenceText(String(value));
    case 'integer':
    case 'reference':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    default:
      return String(value);
  }
}

/** The values to write for the fields present in the input (absent fields are left alone). */
export function rowValuesOf(register: RegisterDeclaration, input: Record<string, unknown>): RowValues {
  const values: RowValues = {};
  for (const field of register.fields) {
    if (!(field.name in input)) continue;
    values[field.name] = toColumnValue(field, input[field.name]);
  }
  return values;
}

/** Whether writing these values would change the stored row. */
export function changesRow(row: RegisterRow, values: RowValues): boolean {
  return Object.entries(values).some(([name, value]) => {
    const stored = row[name];
    return (stored ?? null) !== (value ?? null) && String(stored ?? '') !== String(value ?? '');
  });
}

export function toRecord(
  register: RegisterDeclaration,
  row: RegisterRow,
  references: Record<string, TReferenceLabel | null> = {},
): TRegisterRecord {
  const record: TRegisterRecord = {
    id: row.id,
    version: row.version,
    active: row.active,
    references,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const field of register.fields) record[field.name] = toWireValue(field, row[field.name]);
  return record;
}

/**
 * The key of the active flag in the audit trail's images: the images written so far hold the
 * flag under it, and a record's history reads the same from its first row to its last.
 */
const AUDITED_ACTIVE_KEY = 'ativo';

/** The record as the audit trail keeps it: its values, without bookkeeping columns. */
export function auditView(register: RegisterDeclaration, row: RegisterRow): Record<string, unknown> {
  const view: Record<string, unknown> = { [AUDITED_ACTIVE_KEY]: row.active };
  for (const field of register.fields) view[field.name] = toWireValue(field, row[field.name]);
  return view;
}
