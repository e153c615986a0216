// The languages alone, without their catalogues: the web app ships only the default one with
// the page and fetches the other when it is chosen.
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'pt-BR' satisfies Language;
