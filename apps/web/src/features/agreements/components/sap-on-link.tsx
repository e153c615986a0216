import { CloudSyncOutlined } from '@ant-design/icons';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { signedInUser } from '../../../platform/session';

/** From the agreements list to the SAP conditions of their ON levers, for who may open it. */
export function SapOnLink() {
  const { t } = useTranslation();
  if (!mayOpenRoute(paths.agreementsSapOn.path, signedInUser()?.authorities ?? null)) return null;
  return (
    <LinkButton icon={<CloudSyncOutlined aria-hidden />} to={paths.agreementsSapOn.href()}>
      {t('sapOn.link')}
    </LinkButton>
  );
}
