import { CloseCircleFilled, CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n';
import { CRASH_EVIDENCE_FILE_NAME, crashEvidence } from './crash-evidence';
import './public/public-frame.css';

/**
 * The spec's crash page: the error with its stack, and the evidence to copy or download as
 * errorEvidence.txt for the support team. Plain elements: it can show on /login, before the
 * component library is loaded.
 */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [copyOutcome, setCopyOutcome] = useState<'crash.copied' | 'crash.copyFailed' | null>(null);
  const evidence = useMemo(
    () =>
      crashEvidence(error, {
        url: window.location.href,
        userAgent: navigator.userAgent,
        at: new Date(),
        language: currentLanguage(),
      }),
    [error],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(evidence);
      setCopyOutcome('crash.copied');
    } catch {
      setCopyOutcome('crash.copyFailed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([evidence], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = CRASH_EVIDENCE_FILE_NAME;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="pub-result">
      <CloseCircleFilled aria-hidden className="pub-result-icon" style={{ color: '#c41d1f' }} />
      <div className="pub-result-title">{t('errors.unexpected')}</div>
      <p className="pub-result-text">{t('crash.text')}</p>
      <div className="pub-result-extra">
        <div className="pub-result-actions">
          <button type="button" className="pub-button pub-button-primary" onClick={copy}>
            <CopyOutlined aria-hidden />
            <span>{t('crash.copy')}</span>
          </button>
          <button type="button" className="pub-button" onClick={download}>
            <DownloadOutlined aria-hidden />
            <span>{t('crash.download')}</span>
          </button>
        </div>
        <div role="status" className={copyOutcome === 'crash.copyFailed' ? 'pub-field-error' : undefined}>
          {copyOutcome && t(copyOutcome)}
        </div>
        <section aria-label={t('errors.unexpected')}>
          <pre
            style={{
              textAlign: 'start',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              maxWidth: 900,
              maxHeight: 360,
              overflow: 'auto',
              fontSize: 12,
              margin: 0,
              padding: 16,
              background: '#fafafa',
              border: '1px solid #e5e8ee',
              borderRadius: 6,
            }}
          >
            {evidence}
          </pre>
        </section>
      </div>
    </div>
  );
}
