import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  file: string;
  text: string;
}

/** A family of keys built at run time from a prefix and a value: `registers.${key}`. */
export interface DynamicKeyFamily {
  prefix: string;
  /** Every value the code can put after the prefix, taken from the domain's own lists. */
  suffixes: readonly string[];
}

/** The TypeScript sources of the product under the given folders: no tests, builds nor catalogues. */
export function productSources(root: string, folders: readonly string[]): SourceFile[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry)) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files
    .filter((file) => !file.includes(`${path.sep}messages${path.sep}`))
    .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
}

/** The keys of a catalogue file, in order: `  'some.key': ...` lines. */
export function catalogueKeys(catalogueSource: string): string[] {
  return [...catalogueSource.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string);
}

/**
 * Keys built in a template literal, by their prefix (`imports.rule.${type}` → `imports.rule.`).
 * Tagged templates (sql`excluded.${column}`) build no key and are left out.
 */
export function dynamicPrefixes(sources: readonly SourceFile[]): { file: string; prefix: string }[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(/(?<![\w$])`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((match) => ({
      file,
      prefix: match[1] as string,
    })),
  );
}

/**
 * Keys nobody uses: neither written as a quoted literal in a source nor a member of a declared
 * dynamic family whose prefix a source builds.
 */
export function unusedKeys(
  keys: readonly string[],
  sources: readonly SourceFile[],
  families: readonly DynamicKeyFamily[],
): string[] {
  const text = sources.map((source) => source.text).join('\n');
  const literal = (key: string) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${key}${quote}`));
  const built = new Set(dynamicPrefixes(sources).map((use) => use.prefix));
  const dynamic = new Set(
    families
      .filter((family) => built.has(family.prefix))
      .flatMap((family) => family.suffixes.map((suffix) => `${family.prefix}${suffix}`)),
  );
  return keys.filter((key) => !literal(key) && !dynamic.has(key));
}

/** `{{name}}` placeholders of a message, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string).sort();
}

/** Keys missing from, or extra in, a translation, and keys whose placeholders differ. */
export function compareCatalogues(
  reference: Record<string, string>,
  translation: Record<string, string>,
): { missing: string[]; extra: string[]; placeholderMismatch: string[]; empty: string[] } {
  const missing = Object.keys(reference).filter((key) => !(key in translation));
  const extra = Object.keys(translation).filter((key) => !(key in reference));
  const placeholderMismatch = Object.keys(reference).filter(
    (key) =>
      key in translation &&
      placeholders(reference[key] as string).join() !== placeholders(translation[key] as string).join(),
  );
  const empty = [reference, translation].flatMap((catalogue) =>
    Object.entries(catalogue).flatMap(([key, text]) => (text.trim() === '' ? [key] : [])),
  );
  return { missing, extra, placeholderMismatch, empty };
}
