import { cnpjDigits, isValidCnpj } from '@trade-terms/domain/cnpj';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { type Language, translate } from '@trade-terms/domain/i18n';
import {
  type IntegrationColumn,
  type IntegrationDeclaration,
  normalizeHeader,
} from '@trade-terms/domain/integrations';
import { en } from '@trade-terms/domain/messages/en';
import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import { type CellValue, normalizeCode, readCell } from '@trade-terms/domain/registers';

/** Why a row was not integrated: a message key and its values, translated when read. */
export interface RowReason {
  key: string;
  params?: Record<string, string>;
}

export interface ReadRow {
  number: number;
  values: Record<string, string | null>;
  reason: RowReason | null;
}

/** Maps a header row to columns; headers match in either language, without accents or asterisks. */
export function mapHeader(
  integration: IntegrationDeclaration,
  cells: CellValue[],
): { columns: (IntegrationColumn | null)[]; missing: IntegrationColumn[] } {
  const names = (column: IntegrationColumn) =>
    [ptBR[column.label], en[column.label], column.name].map(normalizeHeader);
  const columns = cells.map((cell) => {
    const text = normalizeHeader(cell === null ? '' : String(cell));
    return integration.columns.find((column) => names(column).includes(text)) ?? null;
  });
  const missing = integration.columns.filter((column) => column.required && !columns.includes(column));
  return { columns, missing };
}

export function columnLabels(language: Language, columns: readonly IntegrationColumn[]): string {
  return columns.map((column) => translate(language, column.label)).join(', ');
}

function readValue(column: IntegrationColumn, cell: CellValue): { value: string | null } | RowReason {
  const field = (type: 'money' | 'quantity' | 'competence' | 'text') => ({
    name: column.name,
    type,
    label: column.label,
  });
  const invalid = (key: string, params: Record<string, string> = {}): RowReason => ({
    key,
    params: { field: column.label, ...params },
  });
  const reading = readCell(
    field(
      column.kind === 'decimal2'
        ? 'money'
        : column.kind === 'decimal3'
          ? 'quantity'
          : column.kind === 'competence'
            ? 'competence'
            : 'text',
    ),
    cell,
  );
  if (!reading.ok) return invalid(reading.message, reading.params);
  if (reading.value === null) {
    return column.required ? invalid('errors.required') : { value: null };
  }
  const text = String(reading.value);
  if (column.maxLength !== undefined && text.length > column.maxLength) {
    return invalid('validation.tooLong', { maximum: String(column.maxLength) });
  }
  switch (column.kind) {
    case 'code':
      return { value: normalizeCode(text) };
    case 'cnpj': {
      const digits = cnpjDigits(text);
      return digits && isValidCnpj(digits) ? { value: digits } : invalid('validation.invalidCnpj');
    }
    case 'competence':
      return { value: competenceTextToIsoDate(text) };
    default:
      return { value: text };
  }
}

/** Reads one data row; null for an empty row. The first problem found is the row's reason. */
export function readRow(
  number: number,
  columns: readonly (IntegrationColumn | null)[],
  integration: IntegrationDeclaration,
  cells: CellValue[],
): ReadRow | null {
  if (cells.every((cell) => cell === null || String(cell).trim() === '')) return null;
  const row: ReadRow = { number, values: {}, reason: null };
  for (const column of integration.columns) row.values[column.name] = null;
  columns.forEach((column, index) => {
    if (!column) return;
    const read = readValue(column, cells[index] ?? null);
    if ('value' in read) row.values[column.name] = read.value;
    else row.reason ??= read;
  });
  for (const column of integration.columns) {
    if (column.required && row.values[column.name] === null && !row.reason) {
      row.reason = { key: 'errors.required', params: { field: column.label } };
    }
  }
  return row;
}
