import { Flex, Layout, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isServiceAvailable } from '../../../platform/availability';
import { safeBackTo } from '../back-to';

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
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}
      >
        <Result
          status="warning"
          title={
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {t('serviceUnavailable.title')}
            </Typography.Title>
          }
          subTitle={
            <Flex vertical gap={8}>
              <Typography.Text>{t('serviceUnavailable.text')}</Typography.Text>
              <Typography.Text type="secondary">
                {t('serviceUnavailable.closing', { seconds: SERVICE_CHECK_INTERVAL_MS / 1000 })}
              </Typography.Text>
            </Flex>
          }
        />
      </Layout.Content>
    </Layout>
  );
}
