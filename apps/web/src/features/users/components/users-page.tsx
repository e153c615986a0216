import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  type TUserTabItem,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  USER_TABS,
  type UserTab,
} from '@trade-terms/domain/users';
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableProps,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { type ListQuery, nextListQuery, sortOrderOf } from '../../../platform/list-query';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useExportUsers } from '../api/export-users';
import { useProfileOptions } from '../api/get-profile-options';
import { useTabTotals } from '../api/get-tab-totals';
import { useRemoveUser } from '../api/remove-user';
import { useSearchUserTab } from '../api/search-user-tab';
import { displayInstant, PageTitle } from './user-parts';

type SortColumn = (typeof USER_SORT_COLUMNS)[number];
const FIRST_PAGE: ListQuery<SortColumn> = {
  pagina: 1,
  tamanhoPagina: 20,
  ordenarPor: 'name',
  direcao: 'asc',
};

interface Filters {
  texto?: string;
  profileId?: number;
  status?: 'ATIVO' | 'INATIVO';
}

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
  const [query, setQuery] = useState(FIRST_PAGE);
  const [filters, setFilters] = useState<Filters>({});
  const users = useSearchUserTab(tab, { ...query, ...filters });
  const profiles = useProfileOptions();
  const exporter = useExportUsers();
  const remove = useRemoveUser();
  const feedback = useFeedback();
  const canEdit = hasRole('ROLE_EDITAR_USUARIOS');
  const changeFilters = (change: Filters) => {
    setFilters((previous) => ({ ...previous, ...change }));
    setQuery((previous) => ({ ...previous, pagina: 1 }));
  };
  const sortable = (key: SortColumn, title: string) => ({
    key,
    title,
    sorter: true,
    sortOrder: sortOrderOf(query, key),
  });

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
              <Popconfirm
                title={t('common.confirmRemove', { name: user.name })}
                okText={t('common.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutate({ id: user.id }, { onError: feedback.failure })}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('common.removeNamed', { name: user.name })}
                />
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Input.Search
          aria-label={t('users.filterText')}
          placeholder={t('users.filterText')}
          allowClear
          enterButton={t('common.search')}
          style={{ maxWidth: 380 }}
          onSearch={(value) => changeFilters({ texto: value.trim() || undefined })}
        />
        <Select
          aria-label={t('users.filterProfile')}
          placeholder={t('users.filterProfile')}
          allowClear
          style={{ minWidth: 200 }}
          options={(profiles.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }))}
          onChange={(value: number | undefined) => changeFilters({ profileId: value })}
        />
        <Select
          aria-label={t('users.filterStatus')}
          placeholder={t('users.filterStatus')}
          allowClear
          style={{ minWidth: 160 }}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
          onChange={(value: 'ATIVO' | 'INATIVO' | undefined) => changeFilters({ status: value })}
        />
        {tab === 'registered' && (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate({ ...query, ...filters }, { onError: feedback.failure })}
          >
            {t('users.export')}
          </Button>
        )}
      </Flex>
      {users.isError && (
        <Alert type="error" showIcon title={failureTexts(users.error, (key) => t(key)).join(' ')} />
      )}
      <Table<TUserTabItem>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.itens ?? []}
        loading={users.isFetching}
        pagination={{
          current: query.pagina,
          pageSize: query.tamanhoPagina,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          setQuery((previous) =>
            nextListQuery(
              previous,
              {
                current: pagination.current,
                pageSize: pagination.pageSize,
                sortField: sort?.columnKey,
                sortOrder: sort?.order,
                action: extra.action,
              },
              USER_SORT_COLUMNS,
              'name',
            ),
          );
        }}
      />
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
      <Flex justify="space-between" align="center" gap={12} wrap>
        <PageTitle>{t('users.title')}</PageTitle>
        {hasRole('ROLE_EDITAR_USUARIOS') && (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={paths.userRegister.href()}>
            {t('users.new')}
          </LinkButton>
        )}
      </Flex>
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
