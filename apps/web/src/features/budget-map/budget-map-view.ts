import type { TMonthBalance } from '@trade-terms/domain/budget-map';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';

/** The balances the map shows beside each budget, in the spec's order. */
export const BALANCE_KEYS = ['budget', 'additions', 'removals', 'reserved', 'paid', 'available'] as const;
export type BalanceKey = (typeof BALANCE_KEYS)[number];

export const BALANCE_LABELS: Record<BalanceKey, MessageKey> = {
  budget: 'budgetMap.balance.budget',
  additions: 'budgetMap.balance.additions',
  removals: 'budgetMap.balance.removals',
  reserved: 'budgetMap.balance.reserved',
  paid: 'budgetMap.balance.paid',
  available: 'budgetMap.balance.available',
};

/** A month's short name in the reader's language (`jan.`, `Jan`). */
export function monthName(month: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** The twelve budgets of a line as the save takes them. */
export function budgetsOf(months: readonly (TMonthBalance & { month: number })[]): string[] {
  return months.map((month) => month.budget);
}
