import { LANGUAGES } from '@trade-terms/domain/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../platform/i18n';
import './public/public-frame.css';

/**
 * Two toggle buttons rather than a select: both languages stay in sight, each named in its own
 * tongue, and one click switches. Plain buttons: the switch is on /login, which does without
 * the component library.
 */
export function LanguageSwitch() {
  // i18n.language, read through the hook, re-renders the switch when the language changes.
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="pub-switch" aria-label={t('app.language')}>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            className={
              active ? 'pub-button pub-button-small pub-button-primary' : 'pub-button pub-button-small'
            }
            aria-pressed={active}
            onClick={() => changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
