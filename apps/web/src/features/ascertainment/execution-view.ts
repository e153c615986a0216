import type { TExecutionRow } from '@trade-terms/domain/ascertainment-execution';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { BASIS_LABELS, MODEL_LABELS } from '../../platform/calculation-labels';

/**
 * The metric of a lever line as the analyst reads it: the calculation model, the basis it is
 * measured on and, for a goal, the contract's goal (`Meta · NIV · meta 1.000.000,00`).
 */
export function metricDescription(
  row: Pick<TExecutionRow, 'calculationModel' | 'calculationBasis' | 'goal'>,
  t: (key: MessageKey) => string,
  money: (value: string) => string,
): string {
  const parts = [t(MODEL_LABELS[row.calculationModel])];
  if (row.calculationBasis) parts.push(t(BASIS_LABELS[row.calculationBasis]));
  if (row.calculationModel === 'GOAL' && row.goal !== null)
    parts.push(`${t('ascExecution.goal')} ${money(row.goal)}`);
  return parts.join(' · ');
}
