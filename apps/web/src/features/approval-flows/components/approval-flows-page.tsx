import { APPROVAL_ACTION_TYPES, type ApprovalActionType } from '@trade-terms/domain/approval-engine';
import type { TApprovalFlowSummary } from '@trade-terms/domain/approval-flows';
import { isPaymentOrigin } from '@trade-terms/domain/payment-origins';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Flex, Select, type TableProps, Typography } from 'antd';
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
import { useRemoveFlow } from '../api/remove-flow';
import { useSearchFlows } from '../api/search-flows';
import { ApprovalFlowDrawer } from './approval-flow-drawer';

type SortColumn = 'name' | 'actionType';
const SORT: ListSort<SortColumn> = { sortable: ['name', 'actionType'], defaultSort: 'name' };
interface Filters {
  search?: string | undefined;
  actionType?: ApprovalActionType | undefined;
}
const FIRST = firstListState<SortColumn, Filters>(SORT, {});

function ApprovalFlowsList() {
  const { t } = useTranslation();
  const canEdit = hasRole('ROLE_EDITAR_FLUXO_APROVACAO');
  const list = useListState(FIRST, SORT);
  const drawer = useOpenedRecord();
  const flows = useSearchFlows(listSearchOf(list.state));
  const remove = useRemoveAction(useRemoveFlow());

  const criterion = (value: string | null) =>
    value ?? <Typography.Text type="secondary">{t('common.anyValue')}</Typography.Text>;

  const columns: TableProps<TApprovalFlowSummary>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    {
      key: 'actionType',
      dataIndex: 'actionType',
      title: t('approvalFlows.actionType'),
      sorter: true,
      render: (value: ApprovalActionType) => t(`approval.actionType.${value}`),
    },
    {
      key: 'requesterProfile',
      dataIndex: 'requesterProfile',
      title: t('approvalFlows.requesterProfile'),
      render: criterion,
    },
    { key: 'channel', dataIndex: 'channel', title: t('approvalFlows.channel'), render: criterion },
    { key: 'budgetType', dataIndex: 'budgetType', title: t('approvalFlows.budgetType'), render: criterion },
    {
      key: 'paymentOrigin',
      dataIndex: 'paymentOrigin',
      title: t('approvalFlows.paymentOrigin'),
      render: (value: string | null) =>
        criterion(
          value !== null && isPaymentOrigin(value) ? t(`approvalFlows.paymentOrigin.${value}`) : value,
        ),
    },
    { key: 'stepCount', dataIndex: 'stepCount', title: t('approvalFlows.steps'), align: 'right', width: 90 },
    actionsColumn({ title: t('common.actions'), width: 110, canEdit, onOpen: drawer.open, onRemove: remove }),
  ];

  return (
    <ListPage
      title={t('approvalFlows.title')}
      actions={canEdit && <NewButton label={t('approvalFlows.new')} onClick={drawer.openNew} />}
    >
      <Flex gap={12} wrap>
        <Select
          allowClear
          aria-label={t('approvalFlows.actionType')}
          placeholder={t('approvalFlows.allActionTypes')}
          style={{ width: 260 }}
          value={list.state.actionType}
          onChange={(actionType?: ApprovalActionType) => list.setFilters({ actionType })}
          options={APPROVAL_ACTION_TYPES.map((type) => ({
            value: type,
            label: t(`approval.actionType.${type}`),
          }))}
        />
        <SearchFilter label={t('common.searchByName')} onSearch={(search) => list.setFilters({ search })} />
      </Flex>
      <ServerTable<TApprovalFlowSummary> list={list} result={flows} columns={columns} scroll={{ x: 900 }} />
      {drawer.opened && <ApprovalFlowDrawer id={drawer.opened.id} canEdit={canEdit} onClose={drawer.close} />}
    </ListPage>
  );
}

/** /approval-flow: flows filtered by action type and text; the edit role adds the changes. */
export function ApprovalFlowsPage() {
  if (!mayOpenRoute(paths.approvalFlows.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <ApprovalFlowsList />;
}
