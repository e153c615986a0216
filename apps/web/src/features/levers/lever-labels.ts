import {
  type LeverStatus,
  PERIODICITIES,
  PERIODICITY_LABELS,
  type Periodicity,
} from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';

/**
 * What each of the lever's codes reads as. The keys are written out rather than built from the
 * codes, so the compiler asks for a label when the domain adds a code.
 */
export const STATUS_LABELS: Record<LeverStatus, MessageKey> = {
  ATIVO: 'levers.status.active',
  INATIVO: 'levers.status.inactive',
  VENCIDO: 'levers.status.overdue',
};

export const STATUS_COLORS: Record<LeverStatus, string | undefined> = {
  ATIVO: 'success',
  INATIVO: undefined,
  VENCIDO: 'warning',
};

/** A select's options over a list of codes, in the list's order. */
export function choicesOf<C extends string>(
  codes: readonly C[],
  labels: Record<C, MessageKey>,
  t: (key: MessageKey) => string,
): { value: C; label: string }[] {
  return codes.map((code) => ({ value: code, label: t(labels[code]) }));
}

/** The periodicities as the list shows them: in the catalogue's order, whatever order they came in. */
export function periodicitiesText(
  periodicities: readonly Periodicity[],
  t: (key: MessageKey) => string,
): string {
  return PERIODICITIES.filter((periodicity) => periodicities.includes(periodicity))
    .map((periodicity) => t(PERIODICITY_LABELS[periodicity]))
    .join(', ');
}
