import { isValidCnpj } from '@trade-terms/domain/cnpj';
import { parseBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import {
  ALL_OPTION,
  DECIMAL_SCALE,
  type FieldDeclaration,
  filterFields,
  listColumns,
  optionLabelKey,
  type RegisterDeclaration,
  type RegisterKey,
  type TRegisterRecord,
  type TRegisterSave,
  type TRegisterSearch,
  VALIDITY_END,
  VALIDITY_START,
} from '@trade-terms/domain/registers';
import type { ListQuery } from '../../platform/list-query';
import { recordLabel } from '../../platform/record-label';
import { formatValue } from '../../platform/value-format';

/**
 * The web side of the register engine: what the list asks for, how a declared field is
 * validated, shown and sent. Screens read only the declarations, never a register by name.
 */
export function registerOf(key: RegisterKey): RegisterDeclaration {
  return REGISTER_DECLARATIONS[key];
}

export const registerPaths = (register: RegisterDeclaration) => ({
  list: register.path,
  create: `${register.formPath}/register`,
  editPattern: `${register.formPath}/edit/:id`,
  edit: (id: number) => `${register.formPath}/edit/${id}`,
});

export type FilterValue = string | number | boolean | typeof ALL_OPTION;
export type ActiveFilter = boolean | typeof ALL_OPTION;

export interface RegisterListState {
  query: ListQuery<string>;
  search: string;
  filters: Record<string, FilterValue | undefined>;
  active: ActiveFilter;
}

export function initialListState(register: RegisterDeclaration): RegisterListState {
  const filters: Record<string, FilterValue | undefined> = {};
  for (const field of filterFields(register))
    filters[field.name] = isSelectFilter(field) ? ALL_OPTION : undefined;
  return {
    query: { page: 1, pageSize: 20, sortBy: listColumns(register)[0] ?? 'code', direction: 'asc' },
    search: '',
    filters,
    active: true,
  };
}

/** Filters with a closed set of values are selects with the all option; the others are typed. */
export function isSelectFilter(field: FieldDeclaration): boolean {
  return field.type === 'reference' || field.type === 'boolean' || field.type === 'enum';
}

/**
 * The body of `buscar` and `exportar`: empty typed filters are left out (the server then does
 * not filter on them), the all option travels as `*`.
 */
export function searchBodyOf(register: RegisterDeclaration, state: RegisterListState): TRegisterSearch {
  const filters: Record<string, unknown> = {};
  for (const field of filterFields(register)) {
    const value = state.filters[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    filters[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  const search = state.search.trim();
  return {
    ...state.query,
    ...(search ? { search } : {}),
    filters,
    active: state.active,
  };
}

export const isDecimalField = (
  field: FieldDeclaration,
): field is FieldDeclaration & {
  type: keyof typeof DECIMAL_SCALE;
} => field.type === 'money' || field.type === 'percentage' || field.type === 'quantity';

/** A decimal typed with the Brazilian comma, as the dot-separated text the server takes. */
export function decimalWireText(text: string): string {
  const trimmed = text.trim();
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

/** The CNPJ mask 00.000.000/0000-00 applied while typing. */
export function maskCnpj(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 14);
  const parts = [
    digits.slice(0, 2),
    digits.slice(2, 5),
    digits.slice(5, 8),
    digits.slice(8, 12),
    digits.slice(12),
  ];
  let masked = parts[0] ?? '';
  if (parts[1]) masked += `.${parts[1]}`;
  if (parts[2]) masked += `.${parts[2]}`;
  if (parts[3]) masked += `/${parts[3]}`;
  if (parts[4]) masked += `-${parts[4]}`;
  return masked;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One declarative rule of a field: a catalogue key and its parameters when the value breaks it. */
export interface FieldRule {
  check: (value: unknown, values: Record<string, unknown>) => boolean;
  message: MessageKey;
  params?: Record<string, string>;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The rules of one declared field, in the order the user should read them: required, length,
 * pattern, format (CNPJ, e-mail), bounds, and the validity end on or after its start.
 */
export function fieldRulesOf(register: RegisterDeclaration, field: FieldDeclaration): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required && field.type !== 'boolean')
    rules.push({ check: (value) => !isBlank(value), message: 'errors.required' });
  if (field.maxLength) {
    const max = field.maxLength;
    rules.push({
      check: (value) => isBlank(value) || String(value).trim().length <= max,
      message: 'validation.tooLong',
      params: { maximum: String(max) },
    });
  }
  if (field.pattern) {
    const regex = new RegExp(field.pattern.regex);
    rules.push({
      check: (value) => isBlank(value) || regex.test(String(value).trim()),
      message: field.pattern.message,
    });
  }
  if (field.format === 'cnpj')
    rules.push({
      check: (value) => isBlank(value) || isValidCnpj(String(value)),
      message: 'validation.invalidCnpj',
    });
  if (field.format === 'email')
    rules.push({
      check: (value) => isBlank(value) || EMAIL.test(String(value).trim()),
      message: 'validation.invalidEmail',
    });
  if (isDecimalField(field) || field.type === 'integer') {
    const scale = isDecimalField(field) ? DECIMAL_SCALE[field.type] : 0;
    const pattern = new RegExp(scale > 0 ? `^\\d+([.,]\\d{1,${scale}})?$` : '^\\d+$');
    if (isDecimalField(field))
      rules.push({
        check: (value) => isBlank(value) || pattern.test(String(value).trim()),
        message: `validation.decimal.${field.type}` as MessageKey,
      });
    const number = (value: unknown) => Number(decimalWireText(String(value)));
    const { min, max } = field;
    if (min !== undefined)
      rules.push({
        check: (value) => isBlank(value) || Number.isNaN(number(value)) || number(value) >= Number(min),
        message: 'validation.decimalTooSmall',
        params: { minimum: String(min) },
      });
    if (max !== undefined)
      rules.push({
        check: (value) => isBlank(value) || Number.isNaN(number(value)) || number(value) <= Number(max),
        message: 'validation.decimalTooBig',
        params: { maximum: String(max) },
      });
  }
  if (field.type === 'date')
    rules.push({
      check: (value) => isBlank(value) || parseBrDate(String(value)) !== null,
      message: 'validation.invalidDate',
    });
  if (register.hasValidity && field.name === VALIDITY_END) {
    rules.push({
      check: (value, values) => {
        const start = values[VALIDITY_START];
        if (isBlank(value) || isBlank(start)) return true;
        const from = parseBrDate(String(start));
        const to = parseBrDate(String(value));
        return !from || !to || to >= from;
      },
      message: 'validation.validityEndBeforeStart',
    });
  }
  return rules;
}

/** The first broken rule of a field, or null when its value passes them all. */
export function firstBrokenRule(
  register: RegisterDeclaration,
  field: FieldDeclaration,
  value: unknown,
  values: Record<string, unknown>,
): FieldRule | null {
  return fieldRulesOf(register, field).find((rule) => !rule.check(value, values)) ?? null;
}

/** A record as the form's values: the wire values themselves, empty ones as undefined. */
export function formValuesOf(
  register: RegisterDeclaration,
  record: TRegisterRecord,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of register.fields) {
    const value = record[field.name];
    values[field.name] = value === null ? undefined : value;
  }
  return values;
}

/** Empty values of a new record: booleans start false, everything else empty. */
export function emptyFormValues(register: RegisterDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of register.fields) values[field.name] = field.type === 'boolean' ? false : undefined;
  return values;
}

/**
 * The body of `salvar`: trimmed texts, decimals with a dot, empty optional values as null,
 * and on an edit the record's id and the version read.
 */
export function saveBodyOf(
  register: RegisterDeclaration,
  values: Record<string, unknown>,
  editing?: { id: number; version: number },
): TRegisterSave {
  const body: TRegisterSave = editing ? { id: editing.id, version: editing.version } : {};
  for (const field of register.fields) {
    const value = values[field.name];
    if (isBlank(value)) {
      body[field.name] = field.type === 'boolean' ? false : null;
      continue;
    }
    if (isDecimalField(field)) body[field.name] = decimalWireText(String(value));
    else if (field.type === 'integer' || field.type === 'reference') body[field.name] = Number(value);
    else if (field.type === 'boolean') body[field.name] = Boolean(value);
    else if (typeof value === 'string') body[field.name] = value.trim();
    else body[field.name] = value;
  }
  return body;
}

/** Whether the signed-in user may set a field: its own role besides the register's edit role. */
export function mayEditField(field: FieldDeclaration, hasRole: (role: string) => boolean): boolean {
  return !field.editRole || hasRole(field.editRole);
}

/** A list cell of a declared field, written the way the user's language writes it. */
/** An enum value as a reader sees it: its label where the declaration gives labels. */
export function optionLabel(field: FieldDeclaration, option: string, language: Language): string {
  const key = optionLabelKey(field, option);
  return key ? translate(language, key) : option;
}

/** The choices of an enum field, for its form select and its list filter. */
export function enumChoices(field: FieldDeclaration, language: Language) {
  return (field.options ?? []).map((option) => ({
    value: option,
    label: optionLabel(field, option, language),
  }));
}

export function displayValue(
  field: FieldDeclaration,
  record: TRegisterRecord,
  language: Language,
  yesNo: { yes: string; no: string },
): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'reference': {
      const label = record.references[field.name];
      return label ? recordLabel(label) : String(value);
    }
    case 'money':
    case 'percentage':
    case 'quantity':
    case 'integer':
    case 'date':
    case 'competence':
      return formatValue(field.type, String(value), language);
    case 'boolean':
      return value ? yesNo.yes : yesNo.no;
    case 'enum':
      return optionLabel(field, String(value), language);
    default:
      return formatValue(field.format === 'cnpj' ? 'cnpj' : 'text', String(value), language);
  }
}

export { ALL_OPTION };
