/** Justifications of decisions and requests (spec, sections 5 and 9): trimmed, at most 500. */
export const JUSTIFICATION_MAX_LENGTH = 500;

/** Trims a justification; a blank one is no justification at all. */
export function normaliseJustification(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
