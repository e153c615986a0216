import {
  type LedgerKind,
  MONTHS,
  type MonthBalance,
  signedAmount,
  yearBalance,
  ZERO_BALANCE,
} from '@trade-terms/domain/budget-ledger';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sqlState } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { registerRowsSql } from '../master-data/register-read-models';
import { budgetLedger, budgetLineBalances, budgetMapLines } from './budget-map-table';

/**
 * The ledger's service functions: what the payments and the map's own screens call, always
 * inside the caller's transaction. Every movement is one appended `budget_ledger` row; the
 * database's trigger moves the balances in the same statement and its checks refuse what would
 * go below zero, so the rule holds whatever the concurrency. The ledger row is itself the trail
 * of the movement (who, when, why, for which reference); the caller audits its own record.
 */

/** What identifies a map line: the spec's BOA entry key. */
export interface MapLineKey {
  commodity: string;
  economicGroup: string;
  channel: string;
  segment: string;
  region: string;
  cva: string;
  budgetType: string;
  ricBox: string;
  year: number;
}

export interface MapLine extends MapLineKey {
  id: number;
  active: boolean;
  version: number;
}

/** What a reservation, release or payment is for, e.g. `{ kind: 'PAYMENT_GROUP', id: 42 }`. */
export interface LedgerReference {
  kind: string;
  id: string | number;
}

export interface LedgerEntry {
  id: number;
  lineId: number;
  month: number;
  kind: LedgerKind;
  /** Signed as stored (see `budget-map-table.ts`). */
  amount: string;
  reference: { kind: string; id: string } | null;
  justification: string | null;
  userId: number | null;
  createdAt: string;
}

interface Movement {
  lineId: number;
  month: number;
  /** A positive decimal string (for BUDGET: the signed change of the month's budget). */
  amount: string;
  reference?: LedgerReference | undefined;
  userId: number | null;
  justification?: string | null | undefined;
}

export const lineColumns = {
  id: budgetMapLines.id,
  commodity: budgetMapLines.commodityCode,
  economicGroup: budgetMapLines.economicGroupCode,
  channel: budgetMapLines.channelCode,
  segment: budgetMapLines.segmentCode,
  region: budgetMapLines.regionCode,
  cva: budgetMapLines.cvaCode,
  budgetType: budgetMapLines.budgetTypeCode,
  ricBox: budgetMapLines.ricBox,
  year: budgetMapLines.year,
  active: budgetMapLines.active,
  version: budgetMapLines.version,
};

/** The lines of one key (the spec's BOA entry: every field of it, year included). */
export function ofKey(key: MapLineKey) {
  return and(
    eq(budgetMapLines.commodityCode, key.commodity),
    eq(budgetMapLines.economicGroupCode, key.economicGroup),
    eq(budgetMapLines.channelCode, key.channel),
    eq(budgetMapLines.segmentCode, key.segment),
    eq(budgetMapLines.regionCode, key.region),
    eq(budgetMapLines.cvaCode, key.cva),
    eq(budgetMapLines.budgetTypeCode, key.budgetType),
    eq(budgetMapLines.ricBox, key.ricBox),
    eq(budgetMapLines.year, key.year),
  );
}

/** The active map line of a key, or null when the map has none. */
export async function findMapLine(tx: Db, key: MapLineKey): Promise<MapLine | null> {
  const [line] = await tx
    .select(lineColumns)
    .from(budgetMapLines)
    .where(and(ofKey(key), eq(budgetMapLines.active, true)));
  return line ?? null;
}

/** The map line key as one text, to find a line among many (`findMapLines`). */
export const mapLineKeyText = (key: MapLineKey) =>
  JSON.stringify([
    key.commodity,
    key.economicGroup,
    key.channel,
    key.segment,
    key.region,
    key.cva,
    key.budgetType,
    key.ricBox,
    key.year,
  ]);

/** The active map lines of many keys in one read, by `mapLineKeyText`; a key without a line is absent. */
export async function findMapLines(tx: Db, keys: readonly MapLineKey[]): Promise<Map<string, MapLine>> {
  const distinct = [...new Map(keys.map((key) => [mapLineKeyText(key), key])).values()];
  if (distinct.length === 0) return new Map();
  const tuples = distinct.map(
    (key) =>
      sql`(${key.commodity}, ${key.economicGroup}, ${key.channel}, ${key.segment}, ${key.region}, ${key.cva}, ${key.budgetType}, ${key.ricBox}, ${key.year}::int)`,
  );
  const lines = await tx
    .select(lineColumns)
    .from(budgetMapLines)
    .where(
      and(
        eq(budgetMapLines.active, true),
        sql`(${budgetMapLines.commodityCode}, ${budgetMapLines.economicGroupCode}, ${budgetMapLines.channelCode},
          ${budgetMapLines.segmentCode}, ${budgetMapLines.regionCode}, ${budgetMapLines.cvaCode},
          ${budgetMapLines.budgetTypeCode}, ${budgetMapLines.ricBox}, ${budgetMapLines.year}) in (${sql.join(tuples, sql`, `)})`,
      ),
    );
  return new Map(lines.map((line) => [mapLineKeyText(line), line]));
}

/**
 * Whether payments of a budget type are checked against the map (its "validate BOA" flag).
 * A code the register does not hold is checked, so nothing passes by a typing mistake.
 */
export async function budgetTypeNeedsMap(tx: Db, budgetTypeCode: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select t."validateBoa" from ${registerRowsSql('budgetType', ['validateBoa'])} t where t."code" = ${budgetTypeCode}`,
  );
  const [row] = (result as unknown as { rows: { validateBoa: boolean | null }[] }).rows;
  return row ? row.validateBoa !== false : true;
}

/** Reserves `amount` of the line's month for the reference; "Insufficient funds" when short. */
export function reserveFunds(
  tx: Db,
  input: { lineId: number; month: number; amount: string; reference: LedgerReference; userId: number | null },
): Promise<LedgerEntry> {
  return appendMovement(tx, 'RESERVATION', input);
}

/**
 * Reserves many amounts at once (a payment group's items), one ledger row each, in one statement:
 * a line's month is locked for the fewest round trips. "Insufficient funds" refuses them all.
 */
export function reserveFundsMany(
  tx: Db,
  inputs: readonly {
    lineId: number;
    month: number;
    amount: string;
    reference: LedgerReference;
    userId: number | null;
  }[],
): Promise<LedgerEntry[]> {
  return appendMovements(tx, 'RESERVATION', inputs);
}

/** Gives back reserved money of the reference; never more than it holds reserved. */
export function releaseFunds(
  tx: Db,
  input: {
    lineId: number;
    month: number;
    amount: string;
    reference: LedgerReference;
    userId: number | null;
    justification: string;
  },
): Promise<LedgerEntry> {
  return appendMovement(tx, 'RELEASE', input);
}

/** Turns reserved money of the reference into paid money; never more than it holds reserved. */
export function recordPayment(
  tx: Db,
  input: { lineId: number; month: number; amount: string; reference: LedgerReference; userId: number | null },
): Promise<LedgerEntry> {
  return appendMovement(tx, 'PAYMENT', input);
}

/** A change of a month's budget (the grid, an upload): signed, refused below what is used. */
export function changeBudget(
  tx: Db,
  input: {
    lineId: number;
    month: number;
    delta: string;
    userId: number | null;
    justification?: string | null;
  },
): Promise<LedgerEntry> {
  return appendMovement(tx, 'BUDGET', { ...input, amount: input.delta });
}

/** An approved addition or removal of money on a line's month. */
export function recordAddition(
  tx: Db,
  input: {
    lineId: number;
    month: number;
    amount: string;
    removal: boolean;
    reference: LedgerReference;
    userId: number | null;
    justification: string;
  },
): Promise<LedgerEntry> {
  return appendMovement(tx, input.removal ? 'REMOVAL' : 'ADDITION', input);
}

const POSITIVE_CENTS = /^\d{1,16}(\.\d{1,2})?$/;
const SIGNED_CENTS = /^-?\d{1,16}(\.\d{1,2})?$/;

async function appendMovement(tx: Db, kind: LedgerKind, movement: Movement): Promise<LedgerEntry> {
  const [entry] = await appendMovements(tx, kind, [movement]);
  if (!entry) throw new Error('ledger insert answered no row');
  return entry;
}

/**
 * Appends movements of one kind as one multi-row insert (the trigger checks each row as it would
 * alone): all are kept or, on a refusal, none, and the caller's transaction stays usable.
 */
async function appendMovements(
  tx: Db,
  kind: LedgerKind,
  movements: readonly Movement[],
): Promise<LedgerEntry[]> {
  const pattern = kind === 'BUDGET' ? SIGNED_CENTS : POSITIVE_CENTS;
  for (const movement of movements) {
    const problems = [];
    const text = String(movement.amount).trim();
    if (!pattern.test(text) || new Decimal(text).isZero()) {
      problems.push({ path: ['amount'], message: 'validation.decimal.money' as const });
    }
    if (!Number.isInteger(movement.month) || movement.month < 1 || movement.month > 12) {
      problems.push({ path: ['month'], message: 'validation.tooBig' as const, params: { maximum: 12 } });
    }
    if (problems.length > 0) throw invalidFields(problems);
  }
  if (movements.length === 0) return [];
  const values = movements.map((movement) => {
    const reference = movement.reference
      ? { kind: movement.reference.kind, id: String(movement.reference.id) }
      : null;
    return {
      lineId: movement.lineId,
      month: movement.month,
      kind,
      amount: signedAmount(kind, String(movement.amount).trim()),
      referenceKind: reference?.kind ?? null,
      referenceId: reference?.id ?? null,
      justification: movement.justification ?? null,
      userId: movement.userId,
    };
  });
  try {
    // A savepoint: a refusal leaves the caller's transaction usable (it may answer and go on).
    const rows = await tx.transaction((savepoint) =>
      savepoint.insert(budgetLedger).values(values).returning(),
    );
    return rows.map(entryOf);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

function refusalOf(error: unknown): AppError | null {
  const state = sqlState(error);
  if (state?.code === '23503') return new AppError('NOT_FOUND');
  if (state?.code !== '23514') return null;
  if (state.constraint === 'budget_line_balances_available_check') return new AppError('INSUFFICIENT_FUNDS');
  if (
    state.constraint === 'budget_line_balances_reserved_check' ||
    state.constraint === 'budget_reference_balances_open_check'
  ) {
    return new AppError('BUDGET_ABOVE_RESERVED');
  }
  return null;
}

function entryOf(row: typeof budgetLedger.$inferSelect): LedgerEntry {
  return {
    id: row.id,
    lineId: row.lineId,
    month: row.month,
    kind: row.kind as LedgerKind,
    amount: row.amount,
    reference:
      row.referenceKind !== null && row.referenceId !== null
        ? { kind: row.referenceKind, id: row.referenceId }
        : null,
    justification: row.justification,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface LineBalance {
  lineId: number;
  months: (MonthBalance & { month: number })[];
  year: MonthBalance;
}

/** A line's twelve months and its year, as the ledger's balances hold them. */
export async function lineBalance(tx: Db, lineId: number): Promise<LineBalance> {
  const rows = await tx
    .select({
      month: budgetLineBalances.month,
      budget: budgetLineBalances.budget,
      additions: budgetLineBalances.additions,
      removals: budgetLineBalances.removals,
      reserved: budgetLineBalances.reserved,
      paid: budgetLineBalances.paid,
      available: budgetLineBalances.available,
    })
    .from(budgetLineBalances)
    .where(eq(budgetLineBalances.lineId, lineId));
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = MONTHS.map((month) => {
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
  return { lineId, months, year: yearBalance(months) };
}

/** The available money of many lines' months in one read, by `lineId:month` (a month without a row is absent). */
export async function availableOfLines(tx: Db, lineIds: readonly number[]): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      lineId: budgetLineBalances.lineId,
      month: budgetLineBalances.month,
      available: budgetLineBalances.available,
    })
    .from(budgetLineBalances)
    .where(inArray(budgetLineBalances.lineId, [...new Set(lineIds)]));
  return new Map(rows.map((row) => [`${row.lineId}:${row.month}`, row.available]));
}

/** The ledger's own sum of a line's month, from its rows (the report's proof of the balance). */
export async function ledgerSum(tx: Db, lineId: number, month: number): Promise<string> {
  const [row] = await tx
    .select({
      available: sql<string>`coalesce(sum(case when ${budgetLedger.kind} = 'PAYMENT' then 0 else ${budgetLedger.amount} end), 0)::numeric(18,2)::text`,
    })
    .from(budgetLedger)
    .where(and(eq(budgetLedger.lineId, lineId), eq(budgetLedger.month, month)));
  return row?.available ?? '0.00';
}
