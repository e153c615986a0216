import { ToolFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import {
  displayMaintenanceEnd,
  isReaderHeld,
  useMaintenanceStatus,
} from '../../../platform/maintenance-status';
import { isSignedIn } from '../../../platform/session';
import { safeBackTo } from '../back-to';
import { AvailabilityResult } from './availability-result';

/**
 * What every user but the maintenance administrators sees while maintenance mode is on: the
 * message and the expected end. It asks for the switch on the poll interval and, once the
 * maintenance is over (or the reader may work through it), returns to the page they were on.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const backTo = safeBackTo(searchParams.get('backTo'));
  const status = useMaintenanceStatus();
  // Only a reading taken since the page opened decides: the one kept may predate the switch.
  const released = status.isFetchedAfterMount && status.data !== undefined && !isReaderHeld(status.data);

  useEffect(() => {
    if (released) navigate(backTo, { replace: true });
  }, [released, backTo, navigate]);

  const notice = status.data?.active ? status.data : null;
  return (
    <AvailabilityResult
      icon={<ToolFilled aria-hidden className="pub-result-icon" style={{ color: '#d48806' }} />}
      title={t('maintenance.title')}
    >
      {notice && (
        <>
          <p className="pub-result-text" style={{ color: 'rgba(0, 0, 0, 0.88)', whiteSpace: 'pre-line' }}>
            {notice.message}
          </p>
          {notice.expectedEnd && (
            <p className="pub-result-text" style={{ color: 'rgba(0, 0, 0, 0.88)' }}>
              {t('maintenance.expectedEnd', {
                when: displayMaintenanceEnd(notice.expectedEnd, currentLanguage()),
              })}
            </p>
          )}
        </>
      )}
      <p className="pub-result-text" role="status">
        {t('maintenance.closing')}
      </p>
      {!isSignedIn() && (
        <div className="pub-result-extra">
          <Link to={paths.login.href()}>{t('maintenance.adminSignIn')}</Link>
        </div>
      )}
    </AvailabilityResult>
  );
}
