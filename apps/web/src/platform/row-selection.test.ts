import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  pickedKeys,
  pickedRows,
  selectionIn,
  withoutRows,
  withPickedKeys,
} from './row-selection';

interface Row {
  id: number;
  name: string;
}
const row = (id: number): Row => ({ id, name: `Perfil ${id}` });
const keyOf = (item: Row) => item.id;
const pageOne = [row(1), row(2), row(3)];
const pageTwo = [row(4), row(5)];

describe('picked rows of a server-paged list', () => {
  it('keeps the picks of an earlier page while rows of the next are picked', () => {
    const onFirst = withPickedKeys(emptySelection<number, Row>('a'), [1, 3], pageOne, keyOf);
    // The table reports every picked key, the earlier page's included, but only this page's rows.
    const onSecond = withPickedKeys(onFirst, [1, 3, 5], pageTwo, keyOf);
    expect(pickedKeys(onSecond)).toEqual([1, 3, 5]);
    expect(pickedRows(onSecond).map((item) => item.name)).toEqual(['Perfil 1', 'Perfil 3', 'Perfil 5']);
  });

  it('drops a row the user unpicks', () => {
    const picked = withPickedKeys(emptySelection<number, Row>('a'), [1, 2], pageOne, keyOf);
    expect(pickedKeys(withPickedKeys(picked, [2], pageOne, keyOf))).toEqual([2]);
  });

  it('is empty under other filters, and again the same under the filters it was made under', () => {
    const picked = withPickedKeys(emptySelection<number, Row>('texto=a'), [1], pageOne, keyOf);
    expect(pickedKeys(selectionIn(picked, 'texto=b'))).toEqual([]);
    expect(selectionIn(picked, 'texto=b').scope).toBe('texto=b');
    expect(pickedKeys(selectionIn(picked, 'texto=a'))).toEqual([1]);
  });

  it('keeps the rows a bulk action refused and lets go of the others', () => {
    const picked = withPickedKeys(emptySelection<number, Row>(''), [1, 2, 3], pageOne, keyOf);
    expect(pickedKeys(withoutRows(picked, [1, 3]))).toEqual([2]);
    expect(pickedKeys(picked)).toEqual([1, 2, 3]);
  });

  it('ignores a key it knows no row of', () => {
    expect(pickedKeys(withPickedKeys(emptySelection<number, Row>(''), [9], pageOne, keyOf))).toEqual([]);
  });
});
