import { describe, expect, it } from 'vitest';
import {
  achievementSourcesOf,
  DEFAULT_TOLERANCE_PERCENT,
  gapPercent,
  notAscertained,
  withinTolerance,
  ZFindingOverrideSchema,
} from './ascertainment-reconciliation';

describe('reconciliation rules', () => {
  it('compares sell-in with sell-out plus DMS within the tolerance, in exact decimals', () => {
    expect(withinTolerance('1000.00', '900.00', '10')).toBe(true);
    expect(withinTolerance('1000.00', '899.99', '10')).toBe(false);
    expect(withinTolerance('1000.00', '1100.00', '10')).toBe(true);
    expect(withinTolerance('1000.00', '1100.01', '10')).toBe(false);
    // 0.1 + 0.2 in floats is not 0.3: the rule must not drift.
    expect(withinTolerance('0.30', '0.33', '10')).toBe(true);
    expect(withinTolerance('0.30', '0.3300001', '10')).toBe(false);
    expect(withinTolerance('1000.00', '1000.00', '0')).toBe(true);
    // Without sell-in there is nothing to compare: the missing sell-in is its own finding.
    expect(withinTolerance('0', '500.00', '10')).toBe(true);
    expect(DEFAULT_TOLERANCE_PERCENT).toBe('10');
  });

  it('tells the gap as a percentage of the sell-in, rounded half away from zero', () => {
    expect(gapPercent('1000.00', '500.00')).toBe('50.00');
    expect(gapPercent('3.00', '2.00')).toBe('33.33');
    expect(gapPercent('8.00', '7.9996')).toBe('0.01');
    expect(gapPercent('0', '10')).toBe('0.00');
  });

  it('needs sell-out or DMS only for the levers ascertained from them', () => {
    expect(achievementSourcesOf('SELL_OUT')).toEqual(['SELL_OUT']);
    expect(achievementSourcesOf('DMS')).toEqual(['DMS']);
    expect(achievementSourcesOf('SELL_IN')).toEqual([]);
    expect(achievementSourcesOf('EVIDENCE')).toEqual([]);
  });

  it('finds the lever lines without a value, named by their lever', () => {
    const names = new Map([
      [1, 'Meta mensal sell-out'],
      [2, 'Crescimento trimestral sell-in'],
    ]);
    expect(
      notAscertained(
        [
          { agreementLeverId: 1, accurateValue: null },
          { agreementLeverId: 2, accurateValue: '0.00' },
          { agreementLeverId: 3, accurateValue: null },
        ],
        names,
      ),
    ).toEqual([
      { code: 'LEVER_NOT_ASCERTAINED', detail: 'Meta mensal sell-out' },
      { code: 'LEVER_NOT_ASCERTAINED', detail: '3' },
    ]);
  });

  it('asks a justification to override a finding', () => {
    const base = { id: 1, version: 1, findingId: 2 };
    expect(ZFindingOverrideSchema.safeParse({ ...base, justification: '   ' }).success).toBe(false);
    expect(
      ZFindingOverrideSchema.safeParse({ ...base, justification: 'Cliente em integração' }).success,
    ).toBe(true);
    expect(ZFindingOverrideSchema.safeParse({ ...base, justification: 'x'.repeat(501) }).success).toBe(false);
  });
});
