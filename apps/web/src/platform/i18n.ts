import { catalogues, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@trade-terms/domain/i18n';
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

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: catalogues[language] }]),
  ),
  lng: storedLanguage(),
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

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18n.changeLanguage(language);
}
