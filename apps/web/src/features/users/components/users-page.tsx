import { EditOutlined } from '@ant-design/icons';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  type TUserTabItem,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  USER_TABS,
  type UserTab,
} from '@trade-terms/domain/users';
import { Badge, Card, Flex, Select, Space, type TableProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { ProfileSelect } from '../../../components/form/profile-select';
import { ExportButton } from '../../../components/list-page/export-button';
import { NewButton } from '../../../components/list-page/new-button';
import { RemoveButton } from '../../../components/list-page/row-actions';
import { SearchFilter } from '../../../components/list-page/search-filter';
import { ServerTable } from '../../../components/list-page/server-table';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { useExportUsers } from '../api/export-users';
import { useTabTotals } from '../api/get-tab-totals';
import { useRemoveUser } from '../api/remove-user';
import { useSearchUserTab } from '../api/search-user-tab';
import { displayInstant } from './user-parts';

type UserStatus = (typeof USER_STATUSES)[number];
type SortColumn = (typeof USER_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: USER_SORT_COLUMNS, defaultSort: 'name' };

interface Filters {
  search?: string | undefined;
  profileId?: number | undefined;
  status?: UserStatus | undefined;
}
const FIRST = firstListState<SortColumn, Filters>(SORT, {});

const mayDecideFirstAccess = () =>
  hasRole('ROLE_EDITAR_PRIMEIRO_ACESSO') || hasRole('ROLE_CONFIRMAR_USUARIO');

/** What a row's link says: an edit link of the registered tab opens the user read-only first. */
const ROW_LINK_LABELS = {
  configure: 'users.configure',
  review: 'users.review',
  edit: 'users.view',
} as const satisfies Record<string, MessageKey>;

/** Where a row of each tab leads: the screen that decides its stage, when the caller may. */
function rowLink(
  tab: UserTab,
  user: TUserTabItem,
): { href: string; action: keyof typeof ROW_LINK_LABELS } | null {
  const editor = hasRole('ROLE_EDITAR_USUARIOS');
  switch (tab) {
    case 'firstAccess':
      return editor ? { href: paths.userConfigFirstAccess.href(user.id), action: 'configure' } : null;
    case 'underApproval':
      return mayDecideFirstAccess()
        ? { href: paths.userApprovalRequest.href(user.id), action: 'review' }
        : null;
    case 'editionRequest':
      return editor ? { href: paths.userConfigEditionRequest.href(user.id), action: 'configure' } : null;
    case 'underValidation':
      return editor ? { href: paths.userEditionRequest.href(user.id), action: 'review' } : null;
    default:
      return editor ? { href: paths.userEdit.href(user.id), action: 'edit' } : null;
  }
}

function UserTabTable({ tab }: { tab: UserTab }) {
  const { t } = useTranslation();
  const list = useListState(FIRST, SORT);
  const search = listSearchOf(list.state);
  const users = useSearchUserTab(tab, search);
  const exporter = useExportUsers();
  const remove = useRemoveUser();
  const feedback = useFeedback();
  const canEdit = hasRole('ROLE_EDITAR_USUARIOS');
  const sortable = (key: SortColumn, title: string) => ({ key, title, sorter: true });

  const columns: TableProps<TUserTabItem>['columns'] = [
    { ...sortable('name', t('users.name')), dataIndex: 'name' },
    { ...sortable('login', t('users.login')), dataIndex: 'login' },
    { ...sortable('email', t('users.email')), dataIndex: 'email' },
    { ...sortable('profile', t('users.profile')), dataIndex: 'profile', render: (value) => value ?? '—' },
    { key: 'status', title: t('users.status'), render: (_value, user) => t(`users.status.${user.status}`) },
    tab === 'registered'
      ? {
          ...sortable('lastAccessAt', t('users.lastAccess')),
          render: (_v, user) => displayInstant(user.lastAccessAt),
        }
      : {
          ...sortable('accessRequestedAt', t('users.requestedAt')),
          render: (_v, user) => displayInstant(user.accessRequestedAt),
        },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_value, user) => {
        const link = rowLink(tab, user);
        return (
          <Space size={4}>
            {/* The detail screens need the edit roles (spec, section 6): viewers read the list. */}
            {link && (
              <Link
                to={link.href}
                aria-label={t(ROW_LINK_LABELS[link.action], { name: user.name })}
                style={{ display: 'inline-flex', padding: 8 }}
              >
                <EditOutlined aria-hidden />
              </Link>
            )}
            {canEdit && tab === 'registered' && user.status === 'ATIVO' && (
              <RemoveButton
                name={user.name}
                onConfirm={() => remove.mutate({ id: user.id }, { onError: feedback.failure })}
              />
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <SearchFilter
          label={t('users.filterText')}
          maxWidth={380}
          onSearch={(search) => list.setFilters({ search })}
        />
        <ProfileSelect
          aria-label={t('users.filterProfile')}
          placeholder={t('users.filterProfile')}
          style={{ minWidth: 200 }}
          onChange={(profileId) => list.setFilters({ profileId })}
        />
        <Select
          aria-label={t('users.filterStatus')}
          placeholder={t('users.filterStatus')}
          allowClear
          style={{ minWidth: 160 }}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
          onChange={(status?: UserStatus) => list.setFilters({ status })}
        />
        {tab === 'registered' && (
          <ExportButton
            label={t('users.export')}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: feedback.failure })}
          />
        )}
      </Flex>
      <ServerTable<TUserTabItem> list={list} result={users} columns={columns} />
    </Flex>
  );
}

function UsersTabs() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const totals = useTabTotals();
  const requested = search.get('tab');
  const active = USER_TABS.find((entry) => entry.tab === requested)?.tab ?? 'registered';
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('users.title')}
        actions={
          hasRole('ROLE_EDITAR_USUARIOS') && (
            <NewButton label={t('users.new')} to={paths.userRegister.href()} />
          )
        }
      />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setSearch({ tab: key }, { replace: true })}
          destroyOnHidden
          items={USER_TABS.map(({ tab, state }) => ({
            key: tab,
            label: (
              <Space size={6}>
                {t(`users.tab.${tab}`)}
                <Badge
                  count={totals.data?.[state] ?? 0}
                  showZero
                  overflowCount={9999}
                  color={tab === 'registered' ? 'blue' : undefined}
                />
              </Space>
            ),
            children: <UserTabTable tab={tab} />,
          }))}
        />
      </Card>
    </Flex>
  );
}

/** /user: the six tabs of users, each paged, filtered and sorted on the server, with its count. */
export function UsersPage() {
  if (!mayOpenRoute(paths.users.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <UsersTabs />;
}
