import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '60vh' }}
      role="status"
      aria-label={t('app.loading')}
    >
      <Spin size="large" />
    </Flex>
  );
}
