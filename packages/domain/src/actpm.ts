import Decimal from 'decimal.js';
import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { type Competence, competenceTextToIsoDate, parseCompetence } from './competence';
import { roundMoney } from './money';
import { MAX_PAGE_SIZE } from './paging';

/**
 * ACTPM ascertainment (`/ascertainment-actpm`, docs/domain.md "ACTPM ascertainment"): per
 * competence, per budget type carrying an ACTPM code, business unit and channel, what the budget
 * map held and what was spent on it, settled into an ascertained value and then approved.
 */

export const ACTPM_STATUSES = ['APURADO', 'APROVADO'] as const;
export type ActpmStatus = (typeof ACTPM_STATUSES)[number];

/** The key of one row: a competence (first day, ISO) and the map's budget type, business unit and channel. */
export interface ActpmKey {
  budgetType: string;
  commodity: string;
  channel: string;
}

/** What the budget map's ledger says of a key's month. */
export interface ActpmMapFigures extends ActpmKey {
  /** The month's budget plus additions less removals. */
  budget: string;
  /** Still reserved (reserved less released less paid). */
  reserved: string;
  /** Reserved money the ledger moved to paid. */
  consumed: string;
}

/** What the payments module paid of a key's competence (items SAP returned with a payment). */
export interface ActpmPaidFigures extends ActpmKey {
  paid: string;
}

export interface ActpmFigures extends ActpmKey {
  budget: string;
  reserved: string;
  consumed: string;
  paid: string;
  /** What the period spent: still reserved plus paid. */
  ascertained: string;
  /** Budget less ascertained: negative when more was spent than budgeted (a type the map does not check). */
  balance: string;
}

const keyText = (key: ActpmKey) => `${key.budgetType}\u0000${key.commodity}\u0000${key.channel}`;

/**
 * The ascertained rows of a competence: one per key found on the map or in payments, for the
 * ACTPM budget types only. Every figure is exact; the ascertained value is what is still held
 * reserved plus what was paid, so money reserved and later paid counts once.
 */
export function ascertainActpm(
  actpmBudgetTypes: ReadonlySet<string>,
  map: readonly ActpmMapFigures[],
  payments: readonly ActpmPaidFigures[],
): ActpmFigures[] {
  const rows = new Map<
    string,
    { key: ActpmKey; budget: Decimal; reserved: Decimal; consumed: Decimal; paid: Decimal }
  >();
  const rowOf = (key: ActpmKey) => {
    const text = keyText(key);
    let row = rows.get(text);
    if (!row) {
      row = {
        key: { budgetType: key.budgetType, commodity: key.commodity, channel: key.channel },
        budget: new Decimal(0),
        reserved: new Decimal(0),
        consumed: new Decimal(0),
        paid: new Decimal(0),
      };
      rows.set(text, row);
    }
    return row;
  };
  for (const figures of map) {
    if (!actpmBudgetTypes.has(figures.budgetType)) continue;
    const row = rowOf(figures);
    row.budget = row.budget.plus(figures.budget);
    row.reserved = row.reserved.plus(figures.reserved);
    row.consumed = row.consumed.plus(figures.consumed);
  }
  for (const figures of payments) {
    if (!actpmBudgetTypes.has(figures.budgetType)) continue;
    const row = rowOf(figures);
    row.paid = row.paid.plus(figures.paid);
  }
  return [...rows.values()]
    .sort((a, b) => keyText(a.key).localeCompare(keyText(b.key)))
    .map(({ key, budget, reserved, consumed, paid }) => {
      const ascertained = reserved.plus(paid);
      return {
        ...key,
        budget: roundMoney(budget),
        reserved: roundMoney(reserved),
        consumed: roundMoney(consumed),
        paid: roundMoney(paid),
        ascertained: roundMoney(ascertained),
        balance: roundMoney(budget.minus(ascertained)),
      };
    });
}

/** A row with nothing budgeted nor spent says nothing to ascertain. */
export function hasMoney(figures: Pick<ActpmFigures, 'budget' | 'reserved' | 'consumed' | 'paid'>): boolean {
  return [figures.budget, figures.reserved, figures.consumed, figures.paid].some(
    (value) => !new Decimal(value).isZero(),
  );
}

/** A competence after the current month cannot be ascertained yet. */
export function isFutureCompetence(competence: Competence, now: Date = new Date()): boolean {
  const current = now.getFullYear() * 12 + now.getMonth();
  return competence.year * 12 + (competence.month - 1) > current;
}

const ZCompetenceText = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

const codes = z.array(z.string().trim().min(1).max(40)).max(200).optional();

/** A period's call: its competence, MM/YYYY. */
export const ZActpmPeriodSchema = z.object({ competence: onWire('competencia', ZCompetenceText) });
export type TActpmPeriod = z.output<typeof ZActpmPeriodSchema>;

export const ZActpmRowSchema = z.object({
  id: z.number().int(),
  competence: onWire('competencia', z.string()),
  budgetType: z.string(),
  budgetTypeName: z.string().nullable(),
  actpmCode: z.string().nullable(),
  commodity: z.string(),
  channel: z.string(),
  budget: z.string(),
  reserved: z.string(),
  consumed: z.string(),
  paid: z.string(),
  ascertained: z.string(),
  balance: z.string(),
  status: z.enum(ACTPM_STATUSES),
  ascertainedAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type TActpmRow = z.infer<typeof ZActpmRowSchema>;

/** A period as the screen shows it: its rows and their totals; `status` is null before any ascertainment. */
export const ZActpmPeriodViewSchema = z.object({
  competence: onWire('competencia', z.string()),
  status: z.enum(ACTPM_STATUSES).nullable(),
  items: z.array(ZActpmRowSchema),
  totals: z.object({ budget: z.string(), paid: z.string(), ascertained: z.string() }),
});
export type TActpmPeriodView = z.infer<typeof ZActpmPeriodViewSchema>;

const ZActpmReportBase = z.object({
  competenceFrom: onWire('competenciaInicial', ZCompetenceText),
  competenceTo: onWire('competenciaFinal', ZCompetenceText),
  budgetTypes: codes,
  commodities: codes,
  statuses: z.array(z.enum(ACTPM_STATUSES)).max(2).optional(),
});

const windowInOrder = (value: { competenceFrom: string; competenceTo: string }) => {
  const from = parseCompetence(value.competenceFrom);
  const to = parseCompetence(value.competenceTo);
  return !from || !to || from.year * 12 + from.month <= to.year * 12 + to.month;
};
const WINDOW_ORDER = { message: 'actpm.error.window', path: ['competenceTo'] };

export const ZActpmReportFiltersSchema = ZActpmReportBase.refine(windowInOrder, WINDOW_ORDER);
export type TActpmReportFilters = z.output<typeof ZActpmReportFiltersSchema>;

export const ZActpmReportSearchSchema = ZActpmReportBase.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
}).refine(windowInOrder, WINDOW_ORDER);
export type TActpmReportSearch = z.output<typeof ZActpmReportSearchSchema>;

export const ZActpmReportPageSchema = z.object({
  items: z.array(ZActpmRowSchema),
  total: z.number().int(),
  totals: z.object({ budget: z.string(), paid: z.string(), ascertained: z.string() }),
});
