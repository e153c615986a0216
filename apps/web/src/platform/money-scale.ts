import { atScale, type MoneyScale } from '@trade-terms/domain/budget-map';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { formatValue } from './value-format';

/** The spec's money scales (§9) as a picker names them: the map's and the reports'. */
export const SCALE_LABELS: Record<MoneyScale, MessageKey> = {
  NONE: 'budgetMap.scale.NONE',
  THOUSANDS: 'budgetMap.scale.THOUSANDS',
  MILLIONS: 'budgetMap.scale.MILLIONS',
};

/** An amount at the chosen scale in the reader's separators (`1.234,50` thousands). */
export function scaledText(amount: string, scale: MoneyScale, language: Language): string {
  return formatValue({ decimals: 2 }, atScale(amount, scale), language);
}
