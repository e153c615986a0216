/**
 * How a record of another register reads wherever it is chosen or shown: "code - name".
 * A module of its own, free of the HTTP client, so pure view code can use it without a browser.
 */
export function recordLabel(record: { code: string; name: string }): string {
  return `${record.code} - ${record.name}`;
}
