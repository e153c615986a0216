import { ReconciliationOutlined } from '@ant-design/icons';
import { Flex, Layout, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';

export interface PublicLayoutProps {
  title: string;
  children: ReactNode;
  /** Wider cards for forms with more fields. */
  width?: number;
}

/** The frame of the pages used without a session: sign-in, password and access requests. */
export function PublicLayout({ title, children, width = 400 }: PublicLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component="header" justify="flex-end" style={{ padding: '16px 24px' }}>
        <LanguageSwitch />
      </Flex>
      <Layout.Content
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}
      >
        {/* Drawn like a card without antd's Card, whose tabs would bring a menu library to /login. */}
        <section
          style={{
            width: '100%',
            maxWidth: width,
            marginBottom: '10vh',
            padding: 32,
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
            <ReconciliationOutlined aria-hidden style={{ fontSize: 40, color: '#0f3d6e' }} />
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('app.name')}
            </Typography.Text>
            <Typography.Title level={1} style={{ fontSize: 16, fontWeight: 400, margin: 0 }} type="secondary">
              {title}
            </Typography.Title>
          </Flex>
          {children}
        </section>
      </Layout.Content>
    </Layout>
  );
}
