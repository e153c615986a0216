import { DownOutlined, EditOutlined, KeyOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { AppLayout, TOP_BAR_HEIGHT } from '../components/layouts/app-layout';
import { SideMenu } from '../components/layouts/side-menu';
import { paths } from '../config/paths';
import { CalendarPanel, CalendarPanelToggle } from '../features/calendar/components/calendar-panel';
import { ChatBadge } from '../features/chat/components/chat-badge';
import { MaintenanceBanner } from '../features/maintenance/components/maintenance-banner';
import { useAnsweredNps } from '../features/nps/api/nps';
import { LogoutButton } from '../features/session/components/logout-button';
import { RequireSession } from '../features/session/components/require-session';
import { useLogout } from '../features/session/use-logout';
import { ChangePasswordDialog } from '../features/users/components/change-password-dialog';
import { RequestUserEditionDialog } from '../features/users/components/request-user-edition-dialog';
import { appSettings } from '../platform/app-settings';
import { usePageCrumb } from '../platform/page-crumb';
import { signedInUser } from '../platform/session';
import { AntdTheme } from './antd-theme';
import { breadcrumbTrail } from './breadcrumbs';
import { buildMenu } from './menu';
import { findEntry, toMenuItems } from './menu-items';
import { RouteAccessGuard } from './route-access-guard';
import { appRoutes } from './routes';

type AccountDialog = 'changePassword' | 'editRequest' | null;

function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, appRoutes);
  const pageCrumb = usePageCrumb(pathname);
  if (trail.length === 0) return null;
  return (
    <Breadcrumb
      aria-label={t('breadcrumb.label')}
      style={{ marginBottom: 16 }}
      items={trail.map((crumb, index) => ({
        key: crumb.href,
        title:
          index < trail.length - 1 ? (
            <Link to={crumb.href}>{t(crumb.title)}</Link>
          ) : (
            (pageCrumb ?? t(crumb.title))
          ),
      }))}
    />
  );
}

function ShellFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // RequireSession renders this frame only with a readable token.
  const user = signedInUser();
  const answeredNps = useAnsweredNps(user?.id);

  const menu = buildMenu({
    routes: appRoutes,
    authorities: user?.authorities ?? [],
    supportDocumentsUrl: appSettings().supportDocumentsUrl,
    translate: t,
  });
  const current = appRoutes.find((route) => route.frame === 'shell' && matchPath(route.path, pathname));
  const openGroup = current?.menu ? [`group:${current.menu}`] : [];

  const runAction = (key: string) => {
    const action = findEntry(menu, key)?.action;
    if (action === 'logout') logout();
    else if (action) setDialog(action);
  };

  const accountMenu = {
    items: [
      { key: 'changePassword', icon: <KeyOutlined aria-hidden />, label: t('changePassword.title') },
      { key: 'editRequest', icon: <EditOutlined aria-hidden />, label: t('editRequest.title') },
    ],
    onClick: ({ key }: { key: string }) => setDialog(key as AccountDialog),
  };

  return (
    <AppLayout
      account={
        <Dropdown menu={accountMenu} trigger={['click']}>
          <Button
            type="text"
            icon={<UserOutlined aria-hidden />}
            style={{ color: 'rgba(255, 255, 255, 0.92)' }}
          >
            {user?.name ?? ''}
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      }
      sideMenu={
        <SideMenu
          items={toMenuItems(menu, t)}
          selectedKeys={current ? [current.path] : []}
          defaultOpenKeys={openGroup}
          onClick={({ key }) => runAction(key)}
          top={TOP_BAR_HEIGHT}
        />
      }
      actions={
        <>
          {answeredNps.data === false && (
            <Link to={paths.nps.href()} style={{ color: '#ffd666', whiteSpace: 'nowrap' }}>
              <StarOutlined aria-hidden /> {t('shell.rateSystem')}
            </Link>
          )}
          <ChatBadge />
          <CalendarPanelToggle open={calendarOpen} onToggle={() => setCalendarOpen((open) => !open)} />
          <CalendarPanel open={calendarOpen} onClose={() => setCalendarOpen(false)} />
          <LogoutButton />
        </>
      }
      breadcrumbs={<Breadcrumbs />}
    >
      <MaintenanceBanner />
      <RouteAccessGuard />
      <ChangePasswordDialog
        open={dialog === 'changePassword'}
        onClose={() => setDialog(null)}
        onChanged={() => {
          setDialog(null);
          logout();
        }}
      />
      {user && (
        <RequestUserEditionDialog
          open={dialog === 'editRequest'}
          user={{ id: user.id, name: user.name }}
          onClose={() => setDialog(null)}
        />
      )}
    </AppLayout>
  );
}

/** Every screen that needs a session and the shell renders inside this frame, behind the guards. */
export function SignedInShell() {
  return (
    <AntdTheme>
      <RequireSession>
        <ShellFrame />
      </RequireSession>
    </AntdTheme>
  );
}
