import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { TProfileSummary } from '@trade-terms/domain/profiles';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  Alert,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { type ListQuery, nextListQuery, sortOrderOf } from '../../../platform/list-query';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useRemoveProfile } from '../api/remove-profile';
import { useSearchProfiles } from '../api/search-profiles';
import { ProfileDrawer } from './profile-drawer';

type SortColumn = 'name' | 'id';
const SORTABLE: readonly SortColumn[] = ['name'];
const FIRST_PAGE: ListQuery<SortColumn> = {
  pagina: 1,
  tamanhoPagina: 20,
  ordenarPor: 'name',
  direcao: 'asc',
};

type Opened = { profileId: number | null } | null;

function ProfilesList() {
  const { t } = useTranslation();
  const canEdit = hasRole('ROLE_EDITAR_PERFIS');
  const [query, setQuery] = useState(FIRST_PAGE);
  const [texto, setTexto] = useState('');
  const [opened, setOpened] = useState<Opened>(null);
  const profiles = useSearchProfiles({ ...query, ...(texto ? { texto } : {}) });
  const remove = useRemoveProfile();
  const feedback = useFeedback();

  const removeProfile = (profile: TProfileSummary) =>
    remove.mutate(
      { id: profile.id },
      { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
    );

  const columns: TableProps<TProfileSummary>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      sortOrder: sortOrderOf(query, 'name'),
    },
    { key: 'description', dataIndex: 'description', title: t('common.description'), ellipsis: true },
    {
      key: 'featureCount',
      dataIndex: 'featureCount',
      title: t('profiles.features'),
      align: 'right',
      width: 150,
    },
    { key: 'userCount', dataIndex: 'userCount', title: t('profiles.userCount'), align: 'right', width: 110 },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_value, profile) => (
        <Space size={4}>
          <Button
            type="text"
            icon={canEdit ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
            aria-label={canEdit ? t('common.editNamed', { name: profile.name }) : profile.name}
            onClick={() => setOpened({ profileId: profile.id })}
          />
          {canEdit && (
            <Popconfirm
              title={t('common.confirmRemove', { name: profile.name })}
              okText={t('common.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => removeProfile(profile)}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('common.removeNamed', { name: profile.name })}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('profiles.title')}
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setOpened({ profileId: null })}
          >
            {t('profiles.new')}
          </Button>
        )}
      </Flex>
      <Card>
        <Flex vertical gap={16}>
          <Input.Search
            aria-label={t('common.searchByName')}
            placeholder={t('common.searchByName')}
            allowClear
            enterButton={t('common.search')}
            style={{ maxWidth: 420 }}
            onSearch={(value) => {
              setTexto(value.trim());
              setQuery((previous) => ({ ...previous, pagina: 1 }));
            }}
          />
          {profiles.isError && (
            <Alert type="error" showIcon title={failureTexts(profiles.error, (key) => t(key)).join(' ')} />
          )}
          <Table<TProfileSummary>
            rowKey="id"
            columns={columns}
            dataSource={profiles.data?.itens ?? []}
            loading={profiles.isFetching}
            pagination={{
              current: query.pagina,
              pageSize: query.tamanhoPagina,
              total: profiles.data?.total ?? 0,
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
                  SORTABLE,
                  'name',
                ),
              );
            }}
          />
        </Flex>
      </Card>
      {opened && (
        <ProfileDrawer profileId={opened.profileId} canEdit={canEdit} onClose={() => setOpened(null)} />
      )}
    </Flex>
  );
}

/** /profile: the profiles, paged and sorted on the server; the edit role adds the changes. */
export function ProfilesPage() {
  if (!mayOpenRoute(paths.profiles.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <ProfilesList />;
}
