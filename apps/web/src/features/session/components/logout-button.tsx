import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../use-logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button ghost icon={<LogoutOutlined aria-hidden />} onClick={logout}>
      {t('shell.logout')}
    </Button>
  );
}
