import { describe, expect, it } from 'vitest';
import { dropNulls } from './drop-nulls';

describe('dropNulls', () => {
  it('leaves out null and undefined fields and keeps falsy values', () => {
    expect(dropNulls({ a: null, b: undefined, c: 0, d: '', e: false })).toEqual({ c: 0, d: '', e: false });
  });

  it('cleans nested objects and objects inside arrays', () => {
    const body = {
      filtro: {
        canal: null,
        regioes: [
          { id: 1, nome: null },
          { id: 2, sub: { x: undefined, y: 'ok' } },
        ],
      },
    };
    expect(dropNulls(body)).toEqual({ filtro: { regioes: [{ id: 1 }, { id: 2, sub: { y: 'ok' } }] } });
  });

  it('keeps array items in place, nulls included', () => {
    expect(dropNulls({ valores: [1, null, 3] })).toEqual({ valores: [1, null, 3] });
  });

  it('keeps dates and other class instances as they are', () => {
    const date = new Date('2026-01-31T12:00:00Z');
    expect(dropNulls({ data: date }).data).toBe(date);
  });

  it('returns scalars and null unchanged', () => {
    expect(dropNulls(null)).toBeNull();
    expect(dropNulls('texto')).toBe('texto');
  });
});
