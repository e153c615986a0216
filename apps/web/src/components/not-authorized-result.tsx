import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { LinkButton } from './link-button';

/** What a signed-in user sees on a route whose roles their token lacks. */
export function NotAuthorizedResult({
  message = 'shell.notAuthorized',
  homeLink = true,
}: {
  message?: MessageKey;
  /** Off on the home page itself, where going home would lead back here. */
  homeLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('shell.notAuthorizedTitle')}
      subTitle={t(message)}
      extra={
        homeLink && (
          <LinkButton type="primary" to={paths.home.href()}>
            {t('shell.backHome')}
          </LinkButton>
        )
      }
    />
  );
}
