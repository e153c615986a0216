/**
 * The LIKE pattern of a "contains" search: the typed text's own `%`, `_` and `\` match
 * themselves instead of acting as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
