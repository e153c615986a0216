import { HomeOutlined, ReconciliationOutlined } from '@ant-design/icons';
import { Divider, Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../language-switch';

export const TOP_BAR_HEIGHT = 56;
const onHeader = { color: 'rgba(255, 255, 255, 0.92)' };

export interface AppLayoutProps {
  /** The signed-in user's name, which opens their account menu. */
  account: ReactNode;
  /** The side menu, built by the app from the route table. */
  sideMenu: ReactNode;
  /** Session and account actions the app plugs into the top bar. */
  actions: ReactNode;
  breadcrumbs: ReactNode;
  children: ReactNode;
}

export function AppLayout({ account, sideMenu, actions, breadcrumbs, children }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          position: 'sticky',
          top: 0,
          zIndex: 110,
          height: TOP_BAR_HEIGHT,
        }}
      >
        <Flex
          align="center"
          gap={10}
          style={{ ...onHeader, fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          <ReconciliationOutlined aria-hidden style={{ fontSize: 22 }} />
          {t('app.name')}
        </Flex>
        <Divider orientation="vertical" style={{ borderColor: 'rgba(255, 255, 255, 0.25)', height: 24 }} />
        <nav>
          <Link to={paths.home.href()} style={{ ...onHeader, display: 'inline-flex', gap: 6 }}>
            <HomeOutlined aria-hidden />
            {t('shell.home')}
          </Link>
        </nav>
        <Flex align="center" gap={16} style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitch />
          {account}
          {actions}
        </Flex>
      </Layout.Header>
      <Layout hasSider>
        {sideMenu}
        <Layout.Content style={{ padding: '16px 24px 24px', minWidth: 0 }}>
          {breadcrumbs}
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
