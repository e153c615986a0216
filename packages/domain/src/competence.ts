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

/** A calendar date of the month (the database keeps the first; any day names its month). */
const STORED = /^(\d{4})-(\d{2})-\d{2}$/;

/** The first day of the competence's month, as the database keeps it: `2026-03-01`. */
export function competenceIsoDate({ year, month }: Competence): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** A stored date (`2026-03-01`) as the competence of its month; null for anything else. */
export function competenceOfIsoDate(text: string): Competence | null {
  const match = STORED.exec(text.trim());
  if (!match) return null;
  return parseCompetence(`${match[2]}/${match[1]}`);
}

/** `03/2026` -> `2026-03-01`; null when the text is not a month in that format. */
export function competenceTextToIsoDate(text: string): string | null {
  const competence = parseCompetence(text);
  return competence ? competenceIsoDate(competence) : null;
}

/** `2026-03-01` -> `03/2026`; text that is no stored competence is given back as it came. */
export function isoDateToCompetenceText(text: string): string {
  const competence = competenceOfIsoDate(text);
  return competence ? formatCompetence(competence) : text;
}
