import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, formatBrDate, parseBrDate, ZBrDateSchema } from './dates';
import { describeIssue } from './validation-messages';

describe('dates as the spec shows them', () => {
  it('reads DD/MM/YYYY into an ISO calendar date and back', () => {
    expect(parseBrDate('31/12/2026')).toBe('2026-12-31');
    expect(parseBrDate(' 01/02/2027 ')).toBe('2027-02-01');
    expect(formatBrDate('2026-12-31')).toBe('31/12/2026');
  });

  it('refuses dates that do not exist or are written otherwise', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '01/13/2026',
      '2026-12-31',
      '1/1/2026',
      '',
    ]) {
      expect(parseBrDate(text), text).toBeNull();
    }
    expect(parseBrDate('29/02/2028')).toBe('2028-02-29');
    expect(() => formatBrDate('31/12/2026')).toThrow();
  });

  it('explains a bad date in both languages, and a blank one as required', () => {
    const bad = ZBrDateSchema.safeParse('31/02/2026');
    expect(bad.success).toBe(false);
    const issue = bad.error?.issues[0];
    if (!issue) throw new Error('no issue');
    expect(describeIssue('pt-BR', issue)).toBe('Data inválida: use o formato DD/MM/AAAA');
    expect(describeIssue('en', issue)).toBe('Invalid date: use the format DD/MM/YYYY');
    const blank = ZBrDateSchema.safeParse('  ');
    expect(blank.error?.issues.map((i) => i.code)).toEqual(['too_small']);
  });

  it('tells the calendar date of an instant in the business time zone', () => {
    const lateEveningInSaoPaulo = new Date('2026-03-02T01:30:00Z');
    expect(calendarDateIn('America/Sao_Paulo', lateEveningInSaoPaulo)).toBe('2026-03-01');
    expect(calendarDateIn('UTC', lateEveningInSaoPaulo)).toBe('2026-03-02');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
