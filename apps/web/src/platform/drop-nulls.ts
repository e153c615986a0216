function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The server reads an absent field and a null one alike, so calls leave nulls out (spec, section
 * 7). Only plain objects lose fields: array items keep their places, and values such as dates
 * keep their own JSON form.
 */
export function dropNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropNulls(item)) as T;
  if (!isPlainObject(value)) return value;
  const kept = Object.entries(value)
    .filter(([, field]) => field !== null && field !== undefined)
    .map(([key, field]) => [key, dropNulls(field)]);
  return Object.fromEntries(kept) as T;
}
