import { describe, expect, it } from 'vitest';
import { monthsOfPeriod } from '../src/modules/ascertainment/ascertainment-evidence-check';

describe('the months an evidence file may name', () => {
  it('are every month of the ascertainment’s period, first to last', () => {
    expect(monthsOfPeriod('2026-03-01', '2026-03-01')).toEqual(['2026-03']);
    expect(monthsOfPeriod('2026-01-01', '2026-03-01')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsOfPeriod('2025-11-01', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOfPeriod('2026-01-01', '2026-12-01')).toHaveLength(12);
  });
});
