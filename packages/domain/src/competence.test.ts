import { describe, expect, it } from 'vitest';
import { currentCompetence, formatCompetence, parseCompetence } from './competence';

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
});
