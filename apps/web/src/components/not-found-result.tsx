import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('shell.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate(paths.home.href())}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
