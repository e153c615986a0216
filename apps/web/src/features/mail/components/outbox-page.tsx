import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageLoader } from '../../../components/page-loader';
import { Alert } from '../../../components/public/alert';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';
import { useOutbox } from '../api/outbox';
import '../../../components/public/public-frame.css';

/** Renders a mail's text with its link clickable, the rest as written. */
function MailText({ text, link }: { text: string; link: string | null }) {
  if (!link || !text.includes(link)) return <>{text}</>;
  const [before, after] = text.split(link);
  return (
    <>
      {before}
      <a href={link}>{link}</a>
      {after}
    </>
  );
}

/** Development page: the mails the system wrote while no SMTP server is configured. */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  return (
    <div className="pub-page">
      <header className="pub-header pub-header-split">
        <Link to={paths.login.href()}>{t('common.backToLogin')}</Link>
        <LanguageSwitch />
      </header>
      <main className="pub-outbox">
        <h1 className="pub-outbox-title">
          <MailOutlined aria-hidden />
          {t('outbox.title')}
        </h1>
        <p className="pub-paragraph">{t('outbox.intro')}</p>
        {outbox.isPending && <PageLoader />}
        {outbox.isError && <Alert kind="warning" text={t('outbox.unavailable')} />}
        {outbox.data && outbox.data.length === 0 && <p className="pub-empty">{t('outbox.empty')}</p>}
        {outbox.data && outbox.data.length > 0 && (
          <ul className="pub-mail-list">
            {outbox.data.map((mail) => (
              <li key={mail.id} className="pub-mail">
                <div className="pub-mail-head">
                  <h2 className="pub-mail-subject">{mail.subject}</h2>
                  <span>{formatInstant(mail.createdAt, currentLanguage())}</span>
                </div>
                <div className="pub-mail-body">
                  <p className="pub-paragraph" style={{ marginBottom: 8 }}>
                    {t('outbox.to')}: {mail.to}
                  </p>
                  <p className="pub-mail-text">
                    <MailText text={mail.text} link={mail.link} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
