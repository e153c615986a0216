import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@trade-terms/domain/languages';
import type { MessageCatalogue } from '@trade-terms/domain/messages/pt-BR';
import { ptBR } from '@trade-terms/domain/messages/pt-BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'language';
const DAYJS_LOCALES: Record<Language, string> = { 'pt-BR': 'pt-br', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  dayjs.locale(DAYJS_LOCALES[language]);
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

// Only the default language (also the fallback) ships with the page; the other catalogue is a
// chunk of its own, fetched when it is chosen or was chosen on an earlier visit.
const otherCatalogues: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<MessageCatalogue>> = {
  en: () => import('@trade-terms/domain/messages/en').then((m) => m.en),
};

async function loadCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await otherCatalogues[language]());
}

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: ptBR } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  load: 'currentOnly',
  // The catalogue's keys are flat strings with dots ('login.username'), shared with the server.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The stored language, its catalogue loaded; the page renders once this settles. */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  // A catalogue that cannot be fetched leaves the page in the default language, not blank.
  await loadCatalogue(language).catch(() => undefined);
  await i18n.changeLanguage(i18n.hasResourceBundle(language, 'translation') ? language : DEFAULT_LANGUAGE);
})();

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void loadCatalogue(language).then(() => i18n.changeLanguage(language));
}
