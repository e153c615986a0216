export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Query string in the form the server reads lists in: a list repeats its name (`a=1&a=2`), and
 * null or undefined values are left out like null body fields.
 */
export function buildQuery(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const items: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  return search.toString();
}
