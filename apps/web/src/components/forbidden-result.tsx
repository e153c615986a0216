import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen the user's roles do not open (the server refuses its calls as well). */
export function ForbiddenResult() {
  const { t } = useTranslation();
  return <Result status="403" title={t('shell.notAuthorized')} />;
}
