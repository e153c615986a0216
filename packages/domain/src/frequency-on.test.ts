import { describe, expect, it } from 'vitest';
import { onLeverYearMarks } from './frequency-on';

const WHOLE_YEAR = { start: '2026-01-01', end: '2026-12-31' };
const marked = (marks: string[][]) =>
  marks.flatMap((periods, index) => (periods.length > 0 ? [[index + 1, ...periods]] : []));

describe('ON lever year marks', () => {
  it('marks every month of a monthly lever, the quarters’ last months and December for the year', () => {
    expect(marked(onLeverYearMarks(['MONTHLY'], 2026, WHOLE_YEAR))).toHaveLength(12);
    expect(marked(onLeverYearMarks(['Q1', 'Q2', 'Q3', 'Q4'], 2026, WHOLE_YEAR))).toEqual([
      [3, 'Q1/2026'],
      [6, 'Q2/2026'],
      [9, 'Q3/2026'],
      [12, 'Q4/2026'],
    ]);
    expect(marked(onLeverYearMarks(['YEARLY', 'SEMIANNUAL'], 2026, WHOLE_YEAR))).toEqual([
      [6, 'S1/2026'],
      [12, '2026', 'S2/2026'],
    ]);
  });

  it('keeps the periods that share a day with the validity, whole', () => {
    const validity = { start: '2026-02-15', end: '2026-07-10' };
    expect(marked(onLeverYearMarks(['MONTHLY'], 2026, validity)).map(([month]) => month)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
    expect(marked(onLeverYearMarks(['Q1', 'Q2', 'Q3', 'Q4'], 2026, validity))).toEqual([
      [3, 'Q1/2026'],
      [6, 'Q2/2026'],
      [9, 'Q3/2026'],
    ]);
    expect(marked(onLeverYearMarks(['YEARLY'], 2026, validity))).toEqual([[12, '2026']]);
  });

  it('marks nothing in a year outside the validity', () => {
    expect(marked(onLeverYearMarks(['MONTHLY', 'YEARLY'], 2025, WHOLE_YEAR))).toEqual([]);
  });
});
