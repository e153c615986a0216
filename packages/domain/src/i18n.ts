import { DEFAULT_LANGUAGE, type Language } from './languages';
import { en } from './messages/en';
import { type MessageCatalogue, type MessageKey, ptBR } from './messages/pt-BR';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export const catalogues: Record<Language, MessageCatalogue> = { 'pt-BR': ptBR, en };

export type MessageParams = Record<string, string | number>;

/** Fills `{{name}}` placeholders, the syntax i18next uses on the web side too. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[language][key] ?? catalogues[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Picks the first supported language of an Accept-Language header, honouring q-values;
 * pt-BR is the default and the fallback, as the spec says.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
