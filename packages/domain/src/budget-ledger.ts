import Decimal from 'decimal.js';

/**
 * The budget map's fund ledger (DOMAIN.md, "Payments and the budget map"): every movement of a
 * map line's money is one append-only row. These are its rules, the same ones the database's
 * trigger and checks enforce, written once here for the screens and the property tests.
 */
export const LEDGER_KINDS = ['BUDGET', 'ADDITION', 'REMOVAL', 'RESERVATION', 'RELEASE', 'PAYMENT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** One line's month (or year) as its ledger rows sum it up; decimal strings with 2 places. */
export interface MonthBalance {
  budget: string;
  additions: string;
  removals: string;
  reserved: string;
  paid: string;
  available: string;
}

export const ZERO_BALANCE: MonthBalance = {
  budget: '0.00',
  additions: '0.00',
  removals: '0.00',
  reserved: '0.00',
  paid: '0.00',
  available: '0.00',
};

/** A movement as the ledger stores it: `amount` signed as the database's check wants it. */
export interface LedgerMovement {
  kind: LedgerKind;
  amount: string;
}

/**
 * The signed amount a movement of `value` (a positive amount; for BUDGET, the signed change of
 * the month's budget) is stored with: the change of the available balance, except for PAYMENT,
 * whose positive amount moves reserved money to paid.
 */
export function signedAmount(kind: LedgerKind, value: Decimal.Value): string {
  const amount = new Decimal(value);
  const negative = kind === 'REMOVAL' || kind === 'RESERVATION';
  return (negative ? amount.neg() : amount).toFixed(2);
}

const add = (a: string, b: Decimal.Value) => new Decimal(a).plus(b).toFixed(2);

/** The balance after one more movement, as the database's trigger computes it. */
export function applyMovement(balance: MonthBalance, movement: LedgerMovement): MonthBalance {
  const amount = new Decimal(movement.amount);
  switch (movement.kind) {
    case 'BUDGET':
      return { ...balance, budget: add(balance.budget, amount), available: add(balance.available, amount) };
    case 'ADDITION':
      return {
        ...balance,
        additions: add(balance.additions, amount),
        available: add(balance.available, amount),
      };
    case 'REMOVAL':
      return {
        ...balance,
        removals: add(balance.removals, amount.neg()),
        available: add(balance.available, amount),
      };
    case 'RESERVATION':
    case 'RELEASE':
      return {
        ...balance,
        reserved: add(balance.reserved, amount.neg()),
        available: add(balance.available, amount),
      };
    case 'PAYMENT':
      return { ...balance, reserved: add(balance.reserved, amount.neg()), paid: add(balance.paid, amount) };
  }
}

/** Why the ledger refuses a movement, or null when it takes it. */
export type LedgerRefusal = 'INSUFFICIENT_FUNDS' | 'ABOVE_RESERVED' | null;

/** Whether the ledger takes the movement on this balance: nothing may go below zero. */
export function refusalOf(balance: MonthBalance, movement: LedgerMovement): LedgerRefusal {
  const after = applyMovement(balance, movement);
  if (new Decimal(after.reserved).isNegative()) return 'ABOVE_RESERVED';
  if (new Decimal(after.available).isNegative()) return 'INSUFFICIENT_FUNDS';
  return null;
}

/** The balance that explains a list of movements (the report's sums). */
export function balanceOf(movements: readonly LedgerMovement[]): MonthBalance {
  return movements.reduce(applyMovement, ZERO_BALANCE);
}

/** The year of a line: the sum of its months. */
export function yearBalance(months: readonly MonthBalance[]): MonthBalance {
  const sum = (pick: keyof MonthBalance) =>
    months.reduce((total, month) => total.plus(month[pick]), new Decimal(0)).toFixed(2);
  return {
    budget: sum('budget'),
    additions: sum('additions'),
    removals: sum('removals'),
    reserved: sum('reserved'),
    paid: sum('paid'),
    available: sum('available'),
  };
}
