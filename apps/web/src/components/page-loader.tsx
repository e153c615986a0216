import { useTranslation } from 'react-i18next';
import './public/public-frame.css';

/** Shown while a screen's files download: a plain spinner, since /login shows it too. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="pub-loader" role="status" aria-label={t('app.loading')}>
      <span className="pub-spinner pub-spinner-large" aria-hidden />
    </div>
  );
}
