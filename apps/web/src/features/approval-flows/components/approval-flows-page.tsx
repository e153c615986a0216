import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { APPROVAL_ACTION_TYPES, type ApprovalActionType } from '@trade-terms/domain/approval-engine';
import type { TApprovalFlowSummary } from '@trade-terms/domain/approval-flows';
import { isPaymentOrigin } from '@trade-terms/domain/payment-origins';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  Alert,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
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
import { useRemoveFlow } from '../api/remove-flow';
import { useSearchFlows } from '../api/search-flows';
import { ApprovalFlowDrawer } from './approval-flow-drawer';

type SortColumn = 'name' | 'actionType';
const SORTABLE: readonly SortColumn[] = ['name', 'actionType'];
const FIRST_PAGE: ListQuery<SortColumn> = {
  pagina: 1,
  tamanhoPagina: 20,
  ordenarPor: 'name',
  direcao: 'asc',
};

type Opened = { flowId: number | null } | null;

function ApprovalFlowsList() {
  const { t } = useTranslation();
  const canEdit = hasRole('ROLE_EDITAR_FLUXO_APROVACAO');
  const [query, setQuery] = useState(FIRST_PAGE);
  const [texto, setTexto] = useState('');
  const [actionType, setActionType] = useState<ApprovalActionType | undefined>(undefined);
  const [opened, setOpened] = useState<Opened>(null);
  const flows = useSearchFlows({
    ...query,
    ...(texto ? { texto } : {}),
    ...(actionType ? { actionType } : {}),
  });
  const remove = useRemoveFlow();
  const feedback = useFeedback();

  const removeFlow = (flow: TApprovalFlowSummary) =>
    remove.mutate(
      { id: flow.id },
      { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
    );

  const criterion = (value: string | null) =>
    value ?? <Typography.Text type="secondary">{t('common.anyValue')}</Typography.Text>;

  const columns: TableProps<TApprovalFlowSummary>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      sortOrder: sortOrderOf(query, 'name'),
    },
    {
      key: 'actionType',
      dataIndex: 'actionType',
      title: t('approvalFlows.actionType'),
      sorter: true,
      sortOrder: sortOrderOf(query, 'actionType'),
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
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      render: (_value, flow) => (
        <Space size={4}>
          <Button
            type="text"
            icon={canEdit ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
            aria-label={canEdit ? t('common.editNamed', { name: flow.name }) : flow.name}
            onClick={() => setOpened({ flowId: flow.id })}
          />
          {canEdit && (
            <Popconfirm
              title={t('common.confirmRemove', { name: flow.name })}
              okText={t('common.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => removeFlow(flow)}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('common.removeNamed', { name: flow.name })}
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
          {t('approvalFlows.title')}
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setOpened({ flowId: null })}
          >
            {t('approvalFlows.new')}
          </Button>
        )}
      </Flex>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={12} wrap>
            <Select
              allowClear
              aria-label={t('approvalFlows.actionType')}
              placeholder={t('approvalFlows.allActionTypes')}
              style={{ width: 260 }}
              value={actionType}
              onChange={(value?: ApprovalActionType) => {
                setActionType(value);
                setQuery((previous) => ({ ...previous, pagina: 1 }));
              }}
              options={APPROVAL_ACTION_TYPES.map((type) => ({
                value: type,
                label: t(`approval.actionType.${type}`),
              }))}
            />
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
          </Flex>
          {flows.isError && (
            <Alert type="error" showIcon title={failureTexts(flows.error, (key) => t(key)).join(' ')} />
          )}
          <Table<TApprovalFlowSummary>
            rowKey="id"
            columns={columns}
            dataSource={flows.data?.itens ?? []}
            loading={flows.isFetching}
            scroll={{ x: 900 }}
            pagination={{
              current: query.pagina,
              pageSize: query.tamanhoPagina,
              total: flows.data?.total ?? 0,
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
        <ApprovalFlowDrawer flowId={opened.flowId} canEdit={canEdit} onClose={() => setOpened(null)} />
      )}
    </Flex>
  );
}

/** /approval-flow: flows filtered by action type and text; the edit role adds the changes. */
export function ApprovalFlowsPage() {
  if (!mayOpenRoute(paths.approvalFlows.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <ApprovalFlowsList />;
}
