import { describe, expect, it } from 'vitest';
import {
  CALC_DATA_JOB_KINDS,
  CALC_DATA_SOURCES,
  calcDataSourceOfJobKind,
  competenceWindowMonths,
  ZCalcDataSearchSchema,
} from './calculation-data';

describe('calculation data', () => {
  it('counts the months of a competence window, both ends included', () => {
    expect(competenceWindowMonths('01/2026', '01/2026')).toBe(1);
    expect(competenceWindowMonths('11/2025', '02/2026')).toBe(4);
    expect(competenceWindowMonths('03/2026', '01/2026')).toBe(-1);
    expect(competenceWindowMonths('13/2026', '01/2026')).toBeNull();
  });

  it('takes a window of at most 36 months that does not end before it starts', () => {
    const search = (competenceFrom: string, competenceTo: string) =>
      ZCalcDataSearchSchema.safeParse({ competenceFrom, competenceTo });
    expect(search('01/2024', '12/2026').success).toBe(true);
    const tooLong = search('01/2024', '01/2027');
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('calcData.windowTooLong');
    expect(search('02/2026', '01/2026').error?.issues[0]?.message).toBe('calcData.windowOrder');
    expect(search('2026-01', '01/2026').success).toBe(false);
  });

  it('names each source’s dashboard jobs with a kind of its own, and reads the source back', () => {
    for (const source of CALC_DATA_SOURCES)
      expect(calcDataSourceOfJobKind(CALC_DATA_JOB_KINDS[source])).toBe(source);
    expect(calcDataSourceOfJobKind('customer')).toBeNull();
  });
});
