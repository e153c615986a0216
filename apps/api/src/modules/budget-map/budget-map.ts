import { MONTHS, yearBalance, ZERO_BALANCE } from '@trade-terms/domain/budget-ledger';
import {
  MAP_KEY_FIELDS,
  referenceText,
  type TConsolidatedFilters,
  type TConsolidatedRow,
  type TMapLine,
  type TMapLineKey,
  type TMapLineSave,
  type TMapSearch,
  type TReferenceOrigin,
} from '@trade-terms/domain/budget-map';
import { outsideRestrictions } from '@trade-terms/domain/data-restrictions';
import type { Language } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import Decimal from 'decimal.js';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import { changeBudget, lineBalance, type MapLine } from './budget-ledger';
import {
  allLines,
  type BalanceRow,
  balancesOf,
  existingCodes,
  findLine,
  insertLine,
  lineOfKey,
  linePage,
  referencesOf,
  touchLine,
} from './budget-map-repository';

/**
 * `/payments/map`: the budget map's lines with their balances, their save from the grid, and the
 * consolidated report (`/api/mapaboa/`). The money moves through `budget-ledger.ts`.
 */

export interface MapCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

const ENTITY = 'budget_map_line';

function keyOf(line: MapLine): TMapLineKey {
  return {
    commodity: line.commodity,
    economicGroup: line.economicGroup,
    channel: line.channel,
    segment: line.segment,
    region: line.region,
    cva: line.cva,
    budgetType: line.budgetType,
    ricBox: line.ricBox,
    year: line.year,
  };
}

function monthsOf(rows: readonly BalanceRow[]) {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return MONTHS.map((month) => {
    const row = byMonth.get(month);
    return row
      ? {
          month,
          budget: row.budget,
          additions: row.additions,
          removals: row.removals,
          reserved: row.reserved,
          paid: row.paid,
          available: row.available,
        }
      : { month, ...ZERO_BALANCE };
  });
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function lineView(line: MapLine, balances: readonly BalanceRow[]): TMapLine {
  const months = monthsOf(balances);
  return {
    id: line.id,
    version: line.version,
    active: line.active,
    ...keyOf(line),
    months,
    total: yearBalance(months),
  };
}

/** `mapaboa/buscar`: a page of lines with their twelve months and their year. */
export async function searchLines(db: Db, search: TMapSearch, caller: MapCaller) {
  const { lines, total } = await linePage(db, search, caller.restrictions);
  const balances = await balancesOf(
    db,
    lines.map((line) => line.id),
  );
  const byLine = groupBy(balances, (row) => String(row.lineId));
  return { items: lines.map((line) => lineView(line, byLine.get(String(line.id)) ?? [])), total };
}

/** `mapaboa/buscarLinha`: one visible line with its balances. */
export async function getLine(db: Db, id: number, caller: MapCaller): Promise<TMapLine> {
  const line = await findLine(db, id, caller.restrictions);
  if (!line) throw new AppError('NOT_FOUND');
  return lineView(line, await balancesOf(db, [id]));
}

const KEY_REGISTERS = {
  commodity: 'commodity',
  economicGroup: 'economicGroup',
  channel: 'channel',
  segment: 'segment',
  region: 'region',
  cva: 'cva',
  budgetType: 'budgetType',
} as const;

/** Each key code the registers do not hold, as a field problem; and the caller's restrictions. */
export async function keyProblems(db: Db, keys: readonly TMapLineKey[], restrictions: TRestrictions) {
  const unknown = new Map<string, Set<string>>();
  for (const [field, register] of Object.entries(KEY_REGISTERS) as [keyof typeof KEY_REGISTERS, never][]) {
    const codes = keys.map((key) => key[field]);
    const found = await existingCodes(db, register, codes);
    unknown.set(field, new Set(codes.filter((code) => !found.has(code))));
  }
  const outside = (key: TMapLineKey): FieldProblem[] =>
    (
      [
        ['canais', 'channel'],
        ['commodities', 'commodity'],
        ['regioes', 'region'],
      ] as const
    ).flatMap(([dimension, field]) => outsideRestrictions(restrictions, dimension, key[field], [field]));
  return (key: TMapLineKey, path: (string | number)[] = []): FieldProblem[] => {
    const problems: FieldProblem[] = [];
    for (const field of Object.keys(KEY_REGISTERS) as (keyof typeof KEY_REGISTERS)[]) {
      if (unknown.get(field)?.has(key[field])) {
        problems.push({
          path: [...path, field],
          message: 'validation.unknownCode',
          params: { code: key[field] },
        });
      }
    }
    if (problems.length > 0) return problems;
    return outside(key).map((problem) => ({ ...problem, path: [...path, ...problem.path] }));
  };
}

/**
 * Writes a line's monthly budgets as ledger rows: each month's difference from what it holds.
 * A month lowered below what is reserved or paid is refused ("Insufficient funds").
 */
export async function writeBudgets(
  tx: Db,
  lineId: number,
  budgets: readonly string[],
  userId: number,
  justification: string | null,
) {
  const current = await lineBalance(tx, lineId);
  const changes: { month: number; from: string; to: string }[] = [];
  for (const month of MONTHS) {
    const from = current.months[month - 1]?.budget ?? '0.00';
    const to = new Decimal(budgets[month - 1] ?? '0').toFixed(2);
    const delta = new Decimal(to).minus(from);
    if (delta.isZero()) continue;
    await changeBudget(tx, { lineId, month, delta: delta.toFixed(2), userId, justification });
    changes.push({ month, from, to });
  }
  return changes;
}

/**
 * `mapaboa/salvar`: a new line with its twelve budgets, or a change of a line's budgets and
 * active flag (its key is fixed: the ledger's rows belong to it). One transaction with its
 * audit row; a stale version answers 409, a key already in the map 422.
 */
export async function saveLine(db: Db, input: TMapLineSave, caller: MapCaller): Promise<TMapLine> {
  const problemsOf = await keyProblems(db, [input], caller.restrictions);
  const problems = problemsOf(input);
  if (problems.length > 0) throw invalidFields(problems);
  try {
    const id = await db.transaction(async (tx) => {
      if (input.id === undefined) {
        if (await lineOfKey(tx, input)) throw duplicateKey();
        const lineId = await insertLine(tx, input, input.active, caller.id);
        const changes = await writeBudgets(tx, lineId, input.budgets, caller.id, null);
        await appendAudit(tx, {
          entity: ENTITY,
          entityId: lineId,
          action: 'CRIADO',
          actorId: caller.id,
          after: { ...keyOfInput(input), active: input.active, budgets: changes },
        });
        return lineId;
      }
      if (input.version === undefined) {
        throw invalidFields([{ path: ['version'], message: 'validation.versionRequired' }]);
      }
      const line = await findLine(tx, input.id, caller.restrictions, { lock: true });
      if (!line) throw new AppError('NOT_FOUND');
      if (line.version !== input.version) throw new AppError('STALE_VERSION');
      const changed = MAP_KEY_FIELDS.filter((field) => line[field] !== input[field]);
      if (changed.length > 0) {
        throw invalidFields(
          changed.map((field) => ({ path: [field], message: 'validation.budgetMap.keyFixed' })),
        );
      }
      const changes = await writeBudgets(tx, line.id, input.budgets, caller.id, null);
      await touchLine(tx, line.id, input.active, caller.id);
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: line.id,
        action: 'ALTERADO',
        actorId: caller.id,
        before: { active: line.active },
        after: { active: input.active, budgets: changes },
      });
      return line.id;
    });
    return getLine(db, id, caller);
  } catch (error) {
    if (isUniqueViolation(error, 'budget_map_lines_key')) throw duplicateKey();
    throw error;
  }
}

function keyOfInput(input: TMapLineKey): TMapLineKey {
  return Object.fromEntries(MAP_KEY_FIELDS.map((field) => [field, input[field]])) as TMapLineKey;
}

function duplicateKey() {
  return invalidFields([{ path: ['ricBox'], message: 'validation.budgetMap.duplicateLine' }]);
}

/**
 * Answers the origins of ledger references by `kind:id`; the payments module answers for its
 * items (it draws on the map, so the map cannot ask it directly), a reference it does not know
 * is left out.
 */
export type ReferenceOrigins = (
  db: Db,
  references: readonly { kind: string; id: string }[],
) => Promise<Map<string, TReferenceOrigin>>;

/**
 * `mapaboa/relatorioConsolidado`: per line and month, the balances and the references behind
 * the reserved and paid money, each with the agreement and ascertainment it pays. Channel and
 * commodity are required (the schema refuses without).
 */
export async function consolidatedReport(
  db: Db,
  filters: TConsolidatedFilters,
  caller: MapCaller,
  originsOf: ReferenceOrigins,
): Promise<TConsolidatedRow[]> {
  const lines = await allLines(
    db,
    { ...filters, includeInactive: true, economicGroup: undefined },
    caller.restrictions,
  );
  const ids = lines.map((line) => line.id);
  const [balances, references] = await Promise.all([balancesOf(db, ids), referencesOf(db, ids)]);
  const balancesByLine = groupBy(balances, (row) => String(row.lineId));
  const referencesByMonth = groupBy(references, (row) => `${row.lineId}:${row.month}`);
  const origins = await originsOf(
    db,
    references.map((row) => ({ kind: row.referenceKind, id: row.referenceId })),
  );
  const rows: TConsolidatedRow[] = [];
  for (const line of lines) {
    for (const month of monthsOf(balancesByLine.get(String(line.id)) ?? [])) {
      if (filters.month !== undefined && month.month !== filters.month) continue;
      rows.push({
        lineId: line.id,
        ...keyOf(line),
        ...month,
        references: (referencesByMonth.get(`${line.id}:${month.month}`) ?? []).map((row) => ({
          kind: row.referenceKind,
          id: row.referenceId,
          reserved: new Decimal(row.reserved).minus(row.released).minus(row.paid).toFixed(2),
          paid: row.paid,
          origin: origins.get(`${row.referenceKind}:${row.referenceId}`) ?? null,
        })),
      });
    }
  }
  return rows;
}

const REPORT_COLUMNS: SheetColumn[] = [
  { header: 'budgetMap.field.channel', key: 'channel', width: 12 },
  { header: 'budgetMap.field.commodity', key: 'commodity', width: 12 },
  { header: 'budgetMap.field.economicGroup', key: 'economicGroup', width: 16 },
  { header: 'budgetMap.field.segment', key: 'segment', width: 12 },
  { header: 'budgetMap.field.region', key: 'region', width: 10 },
  { header: 'budgetMap.field.cva', key: 'cva', width: 10 },
  { header: 'budgetMap.field.budgetType', key: 'budgetType', width: 14 },
  { header: 'budgetMap.field.ricBox', key: 'ricBox', width: 12 },
  { header: 'budgetMap.field.year', key: 'year', width: 8 },
  { header: 'budgetMap.field.month', key: 'month', width: 8 },
  { header: 'budgetMap.balance.budget', key: 'budget', width: 16 },
  { header: 'budgetMap.balance.additions', key: 'additions', width: 16 },
  { header: 'budgetMap.balance.removals', key: 'removals', width: 16 },
  { header: 'budgetMap.balance.reserved', key: 'reserved', width: 16 },
  { header: 'budgetMap.balance.paid', key: 'paid', width: 16 },
  { header: 'budgetMap.balance.available', key: 'available', width: 16 },
  { header: 'budgetMap.report.references', key: 'references', width: 40 },
];

/** `mapaboa/exportarRelatorioConsolidado`: the report as a spreadsheet (decimals as text). */
export async function exportConsolidatedReport(
  db: Db,
  filters: TConsolidatedFilters,
  caller: MapCaller,
  originsOf: ReferenceOrigins,
): Promise<TExportFile> {
  const rows = await consolidatedReport(db, filters, caller, originsOf);
  return workbookFile(
    caller.language,
    { sheet: 'budgetMap.report.sheet', file: 'budgetMap.report.file' },
    REPORT_COLUMNS,
    rows.map((row) => ({
      ...row,
      references: row.references.map((reference) => referenceText(caller.language, reference)).join('; '),
    })),
  );
}
