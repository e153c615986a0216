import { CALCULATION_STEPS, type StepLabel } from '@trade-terms/domain/calculation-engine';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { formatValue } from './value-format';

// The engine's steps ("why this number") read the same in the simulator and in an ascertainment.

/** A step's value as the reader reads it: money and percentages in their separators, yes or no. */
export function stepValueText(
  label: StepLabel,
  value: string | null,
  language: Language,
  translate: (key: MessageKey) => string,
): string {
  if (value === null) return '';
  switch (CALCULATION_STEPS[label].kind) {
    case 'money':
      return formatValue('money', value, language);
    case 'percentage':
      return formatValue('percentage', value, language);
    case 'count':
      return formatValue('integer', value, language);
    case 'flag':
      return translate(value === 'true' ? 'simulator.flag.true' : 'simulator.flag.false');
    case 'text':
    case 'note':
      return value;
  }
}

/** Whether a step tells an inconsistency of the inputs (no audited store, an event without its photo). */
export function isWarningStep(label: StepLabel): boolean {
  return 'warning' in CALCULATION_STEPS[label];
}
