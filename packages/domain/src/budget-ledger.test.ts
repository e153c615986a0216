import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  balanceOf,
  LEDGER_KINDS,
  type LedgerMovement,
  type MonthBalance,
  refusalOf,
  signedAmount,
  yearBalance,
  ZERO_BALANCE,
} from './budget-ledger';

const cents = fc.integer({ min: 1, max: 5_000_000 }).map((value) => new Decimal(value).div(100).toFixed(2));
const movement = fc.record({ kind: fc.constantFrom(...LEDGER_KINDS), value: cents, lower: fc.boolean() }).map(
  ({ kind, value, lower }): LedgerMovement => ({
    kind,
    amount:
      kind === 'BUDGET' && lower ? signedAmount(kind, new Decimal(value).neg()) : signedAmount(kind, value),
  }),
);

/** Applies what the ledger takes, skips what it refuses (as the database does). */
function run(movements: readonly LedgerMovement[]) {
  let balance: MonthBalance = ZERO_BALANCE;
  const accepted: LedgerMovement[] = [];
  for (const next of movements) {
    if (refusalOf(balance, next) !== null) continue;
    balance = applyMovement(balance, next);
    accepted.push(next);
  }
  return { balance, accepted };
}

const d = (value: string) => new Decimal(value);

describe('the budget ledger rules', () => {
  it('never lets the available balance or the reserved amount go below zero', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        const { balance } = run(movements);
        expect(d(balance.available).isNegative()).toBe(false);
        expect(d(balance.reserved).isNegative()).toBe(false);
      }),
    );
  });

  it('keeps available = budget + additions − removals − reserved − paid, and the ledger explains every cent', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        const { balance, accepted } = run(movements);
        const formula = d(balance.budget)
          .plus(balance.additions)
          .minus(balance.removals)
          .minus(balance.reserved)
          .minus(balance.paid);
        expect(formula.toFixed(2)).toBe(balance.available);
        const ledgerSum = accepted
          .filter((row) => row.kind !== 'PAYMENT')
          .reduce((total, row) => total.plus(row.amount), new Decimal(0));
        expect(ledgerSum.toFixed(2)).toBe(balance.available);
        expect(balanceOf(accepted)).toEqual(balance);
      }),
    );
  });

  it('refuses a reservation above the available balance and a release above the reserved amount', () => {
    fc.assert(
      fc.property(cents, cents, (budget, asked) => {
        const start = applyMovement(ZERO_BALANCE, { kind: 'BUDGET', amount: budget });
        const reservation = { kind: 'RESERVATION' as const, amount: signedAmount('RESERVATION', asked) };
        expect(refusalOf(start, reservation)).toBe(d(asked).gt(budget) ? 'INSUFFICIENT_FUNDS' : null);
        expect(refusalOf(start, { kind: 'RELEASE', amount: asked })).toBe('ABOVE_RESERVED');
        expect(refusalOf(start, { kind: 'PAYMENT', amount: asked })).toBe('ABOVE_RESERVED');
      }),
    );
  });

  it('a payment moves reserved money to paid and leaves the available balance as it is', () => {
    const reserved = balanceOf([
      { kind: 'BUDGET', amount: '100.00' },
      { kind: 'RESERVATION', amount: '-60.00' },
    ]);
    expect(applyMovement(reserved, { kind: 'PAYMENT', amount: '60.00' })).toEqual({
      ...reserved,
      reserved: '0.00',
      paid: '60.00',
    });
  });

  it('sums the months into the year', () => {
    const month = balanceOf([
      { kind: 'BUDGET', amount: '10.10' },
      { kind: 'ADDITION', amount: '0.20' },
    ]);
    expect(yearBalance([month, month, ZERO_BALANCE])).toMatchObject({
      budget: '20.20',
      additions: '0.40',
      available: '20.60',
    });
  });
});
