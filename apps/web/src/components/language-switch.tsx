import { LANGUAGES } from '@trade-terms/domain/languages';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../platform/i18n';

/**
 * Two toggle buttons rather than a select: both languages stay in sight, each named in its own
 * tongue, and one click switches.
 */
export function LanguageSwitch() {
  // i18n.language, read through the hook, re-renders the switch when the language changes.
  const { t, i18n } = useTranslation();
  return (
    <Space.Compact role="group" aria-label={t('app.language')}>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="small"
            lang={language}
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            onClick={() => changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Space.Compact>
  );
}
