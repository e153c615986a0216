import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import {
  ACTIVE_FIELD,
  type CellValue,
  type FieldDeclaration,
  importedFields,
  optionLabelKey,
  type RegisterDeclaration,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { FileStorage } from '../../platform/storage/file-storage';

const TEMPLATE_ROWS = 1000;

/** A column of the register's spreadsheets: a declared field, or the active flag. */
export type SheetColumn = { kind: 'field'; field: FieldDeclaration } | { kind: 'active' };

/** The columns of exports, templates and imports, in one order, so an export can be imported back. */
export function sheetColumns(register: RegisterDeclaration): SheetColumn[] {
  return [
    ...importedFields(register).map((field) => ({ kind: 'field' as const, field })),
    { kind: 'active' as const },
  ];
}

export function columnHeader(language: Language, column: SheetColumn): string {
  if (column.kind === 'active') return translate(language, 'fields.active');
  return `${translate(language, column.field.label)}${column.field.required ? ' *' : ''}`;
}

const headerKey = (text: string) => text.replace(/\*/g, '').trim().toLowerCase();

/** The texts a header cell may hold for a column: its label in any language, or its field name. */
export function headerAliases(column: SheetColumn): string[] {
  if (column.kind === 'active') {
    return [ACTIVE_FIELD, translate('pt-BR', 'fields.active'), translate('en', 'fields.active')].map(
      headerKey,
    );
  }
  const { field } = column;
  return [field.name, translate('pt-BR', field.label), translate('en', field.label)].map(headerKey);
}

export function matchesHeader(column: SheetColumn, cellText: string): boolean {
  return headerAliases(column).includes(headerKey(cellText));
}

function yesNo(language: Language, value: boolean): string {
  return translate(language, value ? 'imports.yes' : 'imports.no');
}

/** Decimals go out as numbers when a number holds them exactly, otherwise as text. */
function decimalCell(text: string): number | string {
  const number = Number(text);
  return Number.isFinite(number) && new Decimal(number).eq(text) ? number : text;
}

export function exportCell(
  language: Language,
  column: SheetColumn,
  record: TRegisterRecord,
): string | number | null {
  if (column.kind === 'active') return yesNo(language, record.active);
  const { field } = column;
  const value = record[field.name];
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'reference':
      return record.references[field.name]?.code ?? null;
    case 'boolean':
      return yesNo(language, Boolean(value));
    case 'money':
    case 'percentage':
    case 'quantity':
      return decimalCell(String(value));
    case 'integer':
      return Number(value);
    case 'enum': {
      const key = optionLabelKey(field, String(value));
      return key ? translate(language, key) : String(value);
    }
    default:
      return String(value);
  }
}

/** A spreadsheet written row by row to a temporary file (flat memory whatever its size). */
export interface SheetWriter {
  addRow(values: readonly (string | number | null)[]): void;
  /** Finishes the file and returns its path; the caller removes it. */
  finish(): Promise<string>;
}

/**
 * A sheet written row by row; `instructions`, when given, are written after it on a sheet of
 * their own (the template's rules travel with an export meant to be filled in and sent back).
 */
export function openSheetWriter(
  sheetName: string,
  header: readonly string[],
  instructions?: { sheetName: string; lines: readonly string[] },
): SheetWriter {
  const filename = path.join(tmpdir(), `tt-${randomUUID()}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((title) => ({
    header: title,
    width: Math.min(Math.max(title.length + 4, 12), 50),
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    addRow(values) {
      sheet.addRow([...values]).commit();
    },
    async finish() {
      sheet.commit();
      if (instructions) {
        const notes = workbook.addWorksheet(instructions.sheetName);
        notes.getColumn(1).width = 120;
        for (const [index, line] of instructions.lines.entries()) {
          const row = notes.addRow([line]);
          if (index === 0) row.font = { bold: true, size: 14 };
          row.commit();
        }
        notes.commit();
      }
      await workbook.commit();
      return filename;
    },
  };
}

export async function removeTemporary(file: string): Promise<void> {
  await rm(file, { force: true });
}

/**
 * The error sheet of an import (spec §8): one line per rejected row, its number, the row as sent
 * under the file's own header, and the reasons. Written only when a row is rejected.
 */
export class ErrorSheet {
  private writer: SheetWriter | null = null;

  constructor(private readonly language: Language) {}

  add(header: readonly string[], number: number, raw: readonly CellValue[], reasons: string): void {
    if (!this.writer) {
      this.writer = openSheetWriter(translate(this.language, 'imports.errorsSheet'), [
        translate(this.language, 'imports.rowColumn'),
        ...header,
        translate(this.language, 'imports.reasonColumn'),
      ]);
    }
    const cells = header.map((_, index) => {
      const cell = raw[index] ?? null;
      return cell instanceof Date
        ? cell.toISOString().slice(0, 10)
        : typeof cell === 'boolean'
          ? String(cell)
          : cell;
    });
    this.writer.addRow([number, ...cells, reasons]);
  }

  /** A closing line below the rows (a sheet cut short says how many rows it leaves out). */
  note(columns: number, text: string): void {
    this.writer?.addRow([null, ...Array.from({ length: columns }, () => null), text]);
  }

  /** The sheet, stored under `key`; undefined when no row was rejected. */
  async store(storage: FileStorage, key: string): Promise<string | undefined> {
    if (!this.writer) return undefined;
    const file = await this.writer.finish();
    try {
      await storage.save(key, createReadStream(file));
    } finally {
      await removeTemporary(file);
    }
    return key;
  }
}

function ruleOf(language: Language, field: FieldDeclaration): string {
  const key = `imports.rule.${field.type}` as MessageKey;
  switch (field.type) {
    case 'text':
      return translate(language, key, { max: field.maxLength ?? 255 });
    case 'enum':
      return translate(language, key, { options: (field.options ?? []).join(', ') });
    case 'reference':
      return translate(language, key, {
        register: translate(language, REGISTER_DECLARATIONS[field.references ?? 'category'].title),
      });
    default:
      return translate(language, key);
  }
}

function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** Worksheets keep validations by range; the typings only show the per-cell form. */
function validations(sheet: ExcelJS.Worksheet) {
  return (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;
}

/** The import template: the header, lists for option columns, and a sheet of instructions. */
export function templateWorkbook(register: RegisterDeclaration, language: Language): Promise<Buffer> {
  return sheetTemplate(language, translate(language, register.title), sheetColumns(register), [
    translate(language, 'imports.instructions.code'),
  ]);
}

/**
 * An import template of any table: the columns' header, drop-down lists on option and yes/no
 * columns, and an instructions sheet (the title, the table's own `notes`, the rule of every column).
 */
export async function sheetTemplate(
  language: Language,
  title: string,
  columns: readonly SheetColumn[],
  notes: readonly string[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const dataName = translate(language, 'imports.dataSheet');
  const sheet = workbook.addWorksheet(dataName);
  sheet.columns = columns.map((column) => {
    const header = columnHeader(language, column);
    return { header, width: Math.min(Math.max(header.length + 4, 14), 50) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const yesNoList = `"${yesNo(language, true)},${yesNo(language, false)}"`;
  columns.forEach((column, index) => {
    const range = `${columnLetter(index)}2:${columnLetter(index)}${TEMPLATE_ROWS + 1}`;
    const list =
      column.kind === 'active' || column.field.type === 'boolean'
        ? yesNoList
        : column.field.type === 'enum'
          ? `"${(column.field.options ?? []).join(',')}"`
          : null;
    if (list) {
      validations(sheet).add(range, {
        type: 'list',
        allowBlank: column.kind === 'active' || !column.field.required,
        formulae: [list],
        showErrorMessage: true,
      });
    }
  });
  const instructions = workbook.addWorksheet(translate(language, 'imports.instructionsSheet'));
  instructions.getColumn(1).width = 120;
  const lines = instructionLines(language, title, columns, notes);
  for (const line of lines) instructions.addRow([line]);
  instructions.getRow(1).font = { bold: true, size: 14 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The instructions of a template: its title, how rows are filled in, the table's own `notes`,
 * the common rules, and the rule of every column.
 */
export function instructionLines(
  language: Language,
  title: string,
  columns: readonly SheetColumn[],
  notes: readonly string[],
): string[] {
  return [
    translate(language, 'imports.instructions.title', { register: title }),
    '',
    translate(language, 'imports.instructions.rows', { sheet: translate(language, 'imports.dataSheet') }),
    ...notes,
    translate(language, 'imports.instructions.required'),
    translate(language, 'imports.instructions.formats'),
    translate(language, 'imports.instructions.errors'),
    '',
    ...columns.map((column) =>
      translate(language, 'imports.instructions.column', {
        column: columnHeader(language, column),
        rule:
          column.kind === 'active'
            ? translate(language, 'imports.rule.boolean')
            : ruleOf(language, column.field),
      }),
    ),
  ];
}
