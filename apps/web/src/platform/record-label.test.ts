import { describe, expect, it } from 'vitest';
import { labelHoldsText, recordLabel } from './record-label';

describe('a searchable select narrows its shown options as the server searches', () => {
  const label = recordLabel({ code: 'PC', name: 'Pequeno Comércio' });

  it('keeps an option whose code or name holds the typed text, in any case', () => {
    expect(labelHoldsText(label, 'pequeno')).toBe(true);
    expect(labelHoldsText(label, 'pc')).toBe(true);
    expect(labelHoldsText(label, '  COMÉRCIO ')).toBe(true);
  });

  it('drops one that does not, and an option without a text label', () => {
    expect(labelHoldsText(label, 'atacado')).toBe(false);
    expect(labelHoldsText(label, 'comercio')).toBe(false);
    expect(labelHoldsText(undefined, 'pc')).toBe(false);
  });
});
