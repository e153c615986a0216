import { MAINTENANCE_ROLE } from '@trade-terms/domain/maintenance-status';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { displayMaintenanceEnd, useMaintenanceStatus } from '../../../platform/maintenance-status';
import { hasRole } from '../../../platform/session';

/**
 * In the shell of those who keep working during maintenance (everyone else is on the
 * maintenance page): a standing reminder that it is on, with the way to switch it off.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const status = useMaintenanceStatus();
  if (!status.data?.active) return null;
  const end = status.data.expectedEnd;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 16 }}
      title={
        <span>
          {t('maintenanceMode.banner')}{' '}
          {end && t('maintenance.expectedEnd', { when: displayMaintenanceEnd(end, currentLanguage()) })}{' '}
          {hasRole(MAINTENANCE_ROLE) && (
            <Link to={paths.maintenanceMode.href()}>{t('maintenanceMode.bannerLink')}</Link>
          )}
        </span>
      }
    />
  );
}
