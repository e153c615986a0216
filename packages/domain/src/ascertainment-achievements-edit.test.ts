import { describe, expect, it } from 'vitest';
import {
  readTypedAchievement,
  takesTypedAchievement,
  ZAchievementsSaveSchema,
} from './ascertainment-achievements-edit';
import { ascertainLine, type LineLever } from './ascertainment-calculation';

/** Worked example 2's goal lever: goal 500 000.00, minimum 90 % at 1.0 %, potential 3.0 %. */
const GOAL: LineLever = {
  model: 'GOAL',
  basis: 'GROSS_REVENUE',
  fundsType: 'OFF',
  needsEvidence: false,
  discountPercent: '2.0',
  goal: '500000.00',
  minimumPercent: '90',
  minimumDiscountPercent: '1.0',
  potentialDiscountPercent: '3.0',
  growthPercent: null,
  thresholdPercent: null,
  fixedValue: null,
};
const GROWTH: LineLever = {
  ...GOAL,
  model: 'GROWTH',
  basis: 'NIV',
  goal: null,
  minimumPercent: null,
  minimumDiscountPercent: null,
  potentialDiscountPercent: null,
  discountPercent: '2.5',
  growthPercent: '5',
};

describe('which lines take a typed achievement', () => {
  it('goal levers of any origin, growth levers only from evidence, no other model', () => {
    expect(takesTypedAchievement('GOAL', 'SELL_OUT')).toBe(true);
    expect(takesTypedAchievement('GOAL', 'EVIDENCE')).toBe(true);
    expect(takesTypedAchievement('GROWTH', 'EVIDENCE')).toBe(true);
    expect(takesTypedAchievement('GROWTH', 'SELL_IN')).toBe(false);
    expect(takesTypedAchievement('STORE_COMPLIANCE', 'EVIDENCE')).toBe(false);
    expect(takesTypedAchievement('PERCENT_OF_BASE', 'EVIDENCE')).toBe(false);
    expect(takesTypedAchievement('QUOTA_EVENT', 'EVIDENCE')).toBe(false);
    expect(takesTypedAchievement('FIXED_VALUE', 'EVIDENCE')).toBe(false);
  });
});

describe('reading a typed achievement', () => {
  it('takes a dot or a Brazilian comma and keeps 4 places', () => {
    expect(readTypedAchievement('95,5')).toEqual({ ok: true, value: '95.5000' });
    expect(readTypedAchievement('104.1234')).toEqual({ ok: true, value: '104.1234' });
    expect(readTypedAchievement(0)).toEqual({ ok: true, value: '0.0000' });
    expect(readTypedAchievement('1000')).toEqual({ ok: true, value: '1000.0000' });
  });

  it('refuses text, a negative or too large value, and a fifth decimal', () => {
    expect(readTypedAchievement('noventa')).toMatchObject({
      ok: false,
      message: 'achievementsEdit.invalid.number',
    });
    expect(readTypedAchievement('1.000,5')).toMatchObject({
      ok: false,
      message: 'achievementsEdit.invalid.number',
    });
    expect(readTypedAchievement('9e1')).toMatchObject({
      ok: false,
      message: 'achievementsEdit.invalid.number',
    });
    expect(readTypedAchievement('-1')).toMatchObject({
      ok: false,
      message: 'achievementsEdit.invalid.range',
    });
    expect(readTypedAchievement('1000.0001')).toMatchObject({
      ok: false,
      message: 'achievementsEdit.invalid.range',
    });
    expect(readTypedAchievement('95.12345')).toEqual({
      ok: false,
      message: 'achievementsEdit.invalid.decimals',
      params: { scale: '4' },
    });
  });

  it('the save names the bad cell and takes an empty one as clearing', () => {
    const parsed = ZAchievementsSaveSchema.safeParse({
      rows: [
        { lineId: 1, version: 1, achievementPercent: '95' },
        { lineId: 2, version: 1, achievementPercent: 'abc' },
        { lineId: 3, version: 1, achievementPercent: '' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rows.1.achievementPercent']);
    const cleared = ZAchievementsSaveSchema.parse({
      rows: [{ lineId: 3, version: 1, achievementPercent: '' }],
    });
    expect(cleared.rows[0]?.achievementPercent).toBeNull();
  });
});

describe('a typed achievement in the calculation', () => {
  it('stands for actual over goal: worked example 2 at 95 %, 88 % and 104 %, with no source data', () => {
    const at = (typed: string) =>
      ascertainLine(GOAL, { origin: 'SELL_OUT', base: null, typedAchievement: typed }, '03/2026');
    expect(at('95')).toMatchObject({
      status: 'APURADA',
      accurateValue: '9500.00',
      achievementPercent: '95.0000',
      ratePercent: '2.0000',
    });
    expect(at('88')).toMatchObject({ accurateValue: '0.00', achievementPercent: '88.0000' });
    expect(at('104')).toMatchObject({ accurateValue: '15600.00', ratePercent: '3.0000' });
    expect(at('95').steps.slice(0, 3)).toEqual([
      { label: 'calc.step.period', value: '03/2026' },
      { label: 'calc.step.typedAchievement', value: '95' },
      { label: 'calc.step.actual', value: '475000.00' },
    ]);
  });

  it('replaces the summed actual of a goal lever that has data; without one the data count', () => {
    const typed = ascertainLine(
      GOAL,
      { origin: 'SELL_IN', base: '440000.00', typedAchievement: '95' },
      '03/2026',
    );
    expect(typed.accurateValue).toBe('9500.00');
    const computed = ascertainLine(
      GOAL,
      { origin: 'SELL_IN', base: '440000.00', typedAchievement: null },
      '03/2026',
    );
    expect(computed.accurateValue).toBe('0.00');
  });

  it('a growth lever from evidence reaches the grown goal by the typed %; it still needs the comparison base', () => {
    const line = ascertainLine(
      GROWTH,
      { origin: 'EVIDENCE', base: '1.00', growthBase: '1000000.00', typedAchievement: '102.8571' },
      'Q1/2026',
    );
    // Goal 1 050 000.00; actual 1 079 999.55 -> 2.5 % -> 26 999.99.
    expect(line).toMatchObject({ achievementPercent: '102.8571', accurateValue: '26999.99' });
    const noBase = ascertainLine(
      GROWTH,
      { origin: 'EVIDENCE', base: null, growthBase: null, typedAchievement: '100' },
      'Q1/2026',
    );
    expect(noBase).toMatchObject({ status: 'SEM_DADOS' });
  });

  it('is ignored where the model takes none (growth from sell-in)', () => {
    const line = ascertainLine(
      GROWTH,
      { origin: 'SELL_IN', base: '1080000.00', growthBase: '1000000.00', typedAchievement: '50' },
      'Q1/2026',
    );
    expect(line.accurateValue).toBe('27000.00');
  });
});
