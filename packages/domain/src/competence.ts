/** A competence is a month, shown MM/YYYY (spec, section 9). */
export const COMPETENCE_FORMAT = 'MM/YYYY';

export interface Competence {
  year: number;
  /** 1 to 12. */
  month: number;
}

export function competenceOf(date: Date): Competence {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

export function formatCompetence({ year, month }: Competence): string {
  return `${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** The default competence filter: the current month. */
export function currentCompetence(now: Date = new Date()): string {
  return formatCompetence(competenceOf(now));
}

export function parseCompetence(text: string): Competence | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12 || year < 1900) return null;
  return { year, month };
}
