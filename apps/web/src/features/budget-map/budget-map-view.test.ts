import { describe, expect, it } from 'vitest';
import { monthName } from './budget-map-view';

describe('the budget map view', () => {
  it('names the months in the reader’s language', () => {
    expect(monthName(1, 'en')).toBe('Jan');
    expect(monthName(12, 'pt-BR').toLowerCase()).toContain('dez');
  });
});
