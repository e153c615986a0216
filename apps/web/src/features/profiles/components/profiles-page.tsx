import type { TProfileSummary } from '@trade-terms/domain/profiles';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { actionsColumn } from '../../../components/list-page/row-actions';
import { SearchFilter } from '../../../components/list-page/search-filter';
import { ServerTable } from '../../../components/list-page/server-table';
import { useRemoveAction } from '../../../components/list-page/use-remove-action';
import { paths } from '../../../config/paths';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListState } from '../../../platform/use-list-state';
import { useOpenedRecord } from '../../../platform/use-opened-record';
import { useRemoveProfile } from '../api/remove-profile';
import { useSearchProfiles } from '../api/search-profiles';
import { ProfileDrawer } from './profile-drawer';

const SORT: ListSort<'name'> = { sortable: ['name'], defaultSort: 'name' };
const FIRST = firstListState<'name', { search?: string | undefined }>(SORT, {});

function ProfilesList() {
  const { t } = useTranslation();
  const canEdit = hasRole('ROLE_EDITAR_PERFIS');
  const list = useListState(FIRST, SORT);
  const drawer = useOpenedRecord();
  const profiles = useSearchProfiles(listSearchOf(list.state));
  const remove = useRemoveAction(useRemoveProfile());

  const columns: TableProps<TProfileSummary>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'description', dataIndex: 'description', title: t('common.description'), ellipsis: true },
    {
      key: 'featureCount',
      dataIndex: 'featureCount',
      title: t('profiles.features'),
      align: 'right',
      width: 150,
    },
    { key: 'userCount', dataIndex: 'userCount', title: t('profiles.userCount'), align: 'right', width: 110 },
    actionsColumn({ title: t('common.actions'), width: 120, canEdit, onOpen: drawer.open, onRemove: remove }),
  ];

  return (
    <ListPage
      title={t('profiles.title')}
      actions={canEdit && <NewButton label={t('profiles.new')} onClick={drawer.openNew} />}
    >
      <SearchFilter label={t('common.searchByName')} onSearch={(search) => list.setFilters({ search })} />
      <ServerTable<TProfileSummary> list={list} result={profiles} columns={columns} />
      {drawer.opened && <ProfileDrawer id={drawer.opened.id} canEdit={canEdit} onClose={drawer.close} />}
    </ListPage>
  );
}

/** /profile: the profiles, paged and sorted on the server; the edit role adds the changes. */
export function ProfilesPage() {
  if (!mayOpenRoute(paths.profiles.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <ProfilesList />;
}
