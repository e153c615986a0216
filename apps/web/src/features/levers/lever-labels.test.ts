import { describe, expect, it } from 'vitest';
import { periodicitiesText } from './lever-labels';

describe('lever labels', () => {
  it('lists periodicities in the catalogue order, whatever order they came in', () => {
    expect(periodicitiesText(['YEARLY', 'B2', 'MONTHLY'], (key) => key)).toBe(
      'levers.periodicity.monthly, levers.periodicity.b2, levers.periodicity.yearly',
    );
  });
});
