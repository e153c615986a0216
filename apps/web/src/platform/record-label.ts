/**
 * How a record of another register reads wherever it is chosen or shown: "code - name".
 * A module of its own, free of the HTTP client, so pure view code can use it without a browser.
 */
export function recordLabel(record: { code: string; name: string }): string {
  return `${record.code} - ${record.name}`;
}

/**
 * Whether an option's label holds the typed text, as the server's search of codes and names
 * reads it (`lower(code) like %text%` or the same of the name). A searchable select narrows the
 * list it still shows by this while the server's answer for the new text is on its way, so the
 * options do not jump under the pointer when that answer arrives (a pick there was lost).
 */
export function labelHoldsText(label: unknown, typed: string): boolean {
  return typeof label === 'string' && label.toLowerCase().includes(typed.trim().toLowerCase());
}
