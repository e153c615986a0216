import { ChromeOutlined } from '@ant-design/icons';
import { CHROME_DOWNLOAD_URL, MINIMUM_CHROME_VERSION } from '@trade-terms/domain/browser-support';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { parseBrowser } from '../browser-check';
import '../../../components/public/public-frame.css';

export function InvalidBrowserPage() {
  const { t } = useTranslation();
  const { name, version } = parseBrowser(navigator.userAgent);
  const browser = name ? `${name} ${version ?? ''}`.trim() : t('invalidBrowser.unknown');
  return (
    <div className="pub-page">
      <header className="pub-header">
        <LanguageSwitch />
      </header>
      <main className="pub-main">
        <div className="pub-result">
          <ChromeOutlined aria-hidden className="pub-result-icon" style={{ color: '#1659a8' }} />
          <h1 className="pub-result-title">{t('invalidBrowser.title')}</h1>
          <p className="pub-result-text">
            {t('invalidBrowser.text', { version: MINIMUM_CHROME_VERSION, browser })}
          </p>
          <div className="pub-result-extra">
            <a
              className="pub-button pub-button-primary"
              href={CHROME_DOWNLOAD_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('invalidBrowser.download')}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
