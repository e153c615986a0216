import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isServiceAvailable } from '../../../platform/availability';
import { safeBackTo } from '../back-to';
import { AvailabilityResult } from './availability-result';

const SERVICE_CHECK_INTERVAL_MS = 30_000;

export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const backTo = safeBackTo(searchParams.get('backTo'));

  useEffect(() => {
    let active = true;
    const timer = window.setInterval(async () => {
      if ((await isServiceAvailable()) && active) navigate(backTo, { replace: true });
    }, SERVICE_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [backTo, navigate]);

  return (
    <AvailabilityResult
      icon={<ExclamationCircleFilled aria-hidden className="pub-result-icon" style={{ color: '#d48806' }} />}
      title={t('serviceUnavailable.title')}
    >
      <p className="pub-result-text" style={{ color: 'rgba(0, 0, 0, 0.88)' }}>
        {t('serviceUnavailable.text')}
      </p>
      <p className="pub-result-text">
        {t('serviceUnavailable.closing', { seconds: SERVICE_CHECK_INTERVAL_MS / 1000 })}
      </p>
    </AvailabilityResult>
  );
}
