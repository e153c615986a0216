import { describe, expect, it } from 'vitest';
import {
  competenceIsoDate,
  competenceOfIsoDate,
  competenceTextToIsoDate,
  currentCompetence,
  formatCompetence,
  isoDateToCompetenceText,
  parseCompetence,
} from './competence';

describe('competence', () => {
  it('is the current month as MM/YYYY by default', () => {
    expect(currentCompetence(new Date(2026, 0, 31))).toBe('01/2026');
    expect(currentCompetence(new Date(2025, 11, 1))).toBe('12/2025');
  });

  it('formats and reads back a month', () => {
    expect(formatCompetence({ year: 2026, month: 3 })).toBe('03/2026');
    expect(parseCompetence('03/2026')).toEqual({ year: 2026, month: 3 });
  });

  it('refuses what is not a month', () => {
    for (const text of ['13/2026', '00/2026', '3/2026', '2026-03', '', '03/26']) {
      expect(parseCompetence(text), text).toBeNull();
    }
  });

  it('is kept as the first day of its month and read back from any day of it', () => {
    expect(competenceIsoDate({ year: 2026, month: 3 })).toBe('2026-03-01');
    expect(competenceOfIsoDate('2026-03-01')).toEqual({ year: 2026, month: 3 });
    expect(competenceOfIsoDate('2026-03-15')).toEqual({ year: 2026, month: 3 });
    for (const text of ['2026-13-01', '03/2026', '', '1899-12-01'])
      expect(competenceOfIsoDate(text), text).toBeNull();
  });

  it('goes between the wire text and the stored date', () => {
    expect(competenceTextToIsoDate(' 03/2026 ')).toBe('2026-03-01');
    expect(competenceTextToIsoDate('13/2026')).toBeNull();
    expect(isoDateToCompetenceText('2026-03-01')).toBe('03/2026');
    // What is no stored date is given back as it came (a row the server could not read).
    expect(isoDateToCompetenceText('13/2026')).toBe('13/2026');
  });
});
