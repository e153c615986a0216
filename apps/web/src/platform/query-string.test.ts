import { describe, expect, it } from 'vitest';
import { buildQuery } from './query-string';

describe('buildQuery', () => {
  it('repeats the name of a list parameter for each item', () => {
    expect(buildQuery({ canal: ['HC', 'PC'], pagina: 1 })).toBe('canal=HC&canal=PC&pagina=1');
  });

  it('leaves out null and undefined values, also inside lists', () => {
    expect(buildQuery({ a: null, b: undefined, c: [null, 'x', undefined], d: false })).toBe('c=x&d=false');
  });

  it('encodes reserved characters', () => {
    expect(buildQuery({ texto: 'São Paulo & Cia', data: '01/2026' })).toBe(
      'texto=S%C3%A3o+Paulo+%26+Cia&data=01%2F2026',
    );
  });

  it('is empty when nothing is left', () => {
    expect(buildQuery({ a: null, b: [] })).toBe('');
  });
});
