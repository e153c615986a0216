/**
 * The rows a user picked in a server-paged list, for its bulk actions. The picks survive page
 * turns and sorting (the rows are still in the list), but belong to the filters they were made
 * under: other filters find other rows, so a selection made under earlier ones is empty.
 */
export interface RowSelection<K, T> {
  /** The filters the picks were made under, as a comparable text. */
  scope: string;
  rows: ReadonlyMap<K, T>;
}

export function emptySelection<K, T>(scope = ''): RowSelection<K, T> {
  return { scope, rows: new Map() };
}

/** The picks as seen under `scope`: none when they were made under other filters. */
export function selectionIn<K, T>(selection: RowSelection<K, T>, scope: string): RowSelection<K, T> {
  return selection.scope === scope ? selection : emptySelection(scope);
}

/**
 * The picks after the table reported its picked keys (every page's, since it preserves them).
 * A row of another page is known only by what was kept when it was picked.
 */
export function withPickedKeys<K, T>(
  selection: RowSelection<K, T>,
  keys: readonly K[],
  pageRows: readonly T[],
  keyOf: (row: T) => K,
): RowSelection<K, T> {
  const onPage = new Map(pageRows.map((row) => [keyOf(row), row] as const));
  const rows = new Map<K, T>();
  for (const key of keys) {
    const row = onPage.get(key) ?? selection.rows.get(key);
    if (row !== undefined) rows.set(key, row);
  }
  return { scope: selection.scope, rows };
}

/** After a bulk action: picks the action dealt with go, those it refused stay picked. */
export function withoutRows<K, T>(selection: RowSelection<K, T>, keys: readonly K[]): RowSelection<K, T> {
  const rows = new Map(selection.rows);
  for (const key of keys) rows.delete(key);
  return { scope: selection.scope, rows };
}

export function pickedKeys<K, T>(selection: RowSelection<K, T>): K[] {
  return [...selection.rows.keys()];
}

export function pickedRows<K, T>(selection: RowSelection<K, T>): T[] {
  return [...selection.rows.values()];
}
