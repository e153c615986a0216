import { DashboardOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signedInUser } from '../../../platform/session';

export function HomePage() {
  const { t } = useTranslation();
  const name = signedInUser()?.name ?? '';
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('shell.welcome', { name })}
      </Typography.Title>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            <DashboardOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
            {t('home.title')}
          </Typography.Title>
        }
      >
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.placeholder')} />
      </Card>
    </Flex>
  );
}
