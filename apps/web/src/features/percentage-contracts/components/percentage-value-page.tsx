import type { PercentageContractStatus, TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Badge, Button, Flex, Form, Space, Table, type TableProps, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { JustificationDialog } from '../../../components/justification-dialog';
import { LinkButton } from '../../../components/link-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  type ContractMove,
  useApproveContracts,
  useContractCounts,
  useMoveContract,
  useSearchContracts,
} from '../api/percentage-contracts';
import {
  BASIS_LABELS,
  CONTRACT_STATUSES,
  contractMovesOf,
  JUSTIFIED_MOVES,
  MOVE_LABELS,
  mayEditContract,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../percentage-contracts-view';
import { AscertainDialog } from './ascertain-dialog';
import { ContractMonthsDrawer } from './contract-months-drawer';

interface ContractFilters {
  customer?: string | null;
  budgetType?: string | null;
  competence?: string | null;
}

const filtersOf = (filters: ContractFilters) => ({
  ...(filters.customer ? { customer: filters.customer } : {}),
  ...(filters.budgetType ? { budgetType: filters.budgetType } : {}),
  ...(filters.competence ? { competence: filters.competence } : {}),
});

function useContractColumns(
  onMove: (move: ContractMove, contract: TPercentageContract) => void,
  onMonths: (contract: TPercentageContract) => void,
) {
  const { t } = useTranslation();
  const columns: TableProps<TPercentageContract>['columns'] = [
    { key: 'id', title: '#', dataIndex: 'id' },
    {
      key: 'customer',
      title: t('percentageContracts.field.customer'),
      render: (_v, row) => (row.customerName ? `${row.customer} · ${row.customerName}` : row.customer),
    },
    { key: 'budgetType', title: t('percentageContracts.field.budgetType'), dataIndex: 'budgetType' },
    { key: 'commodity', title: t('percentageContracts.field.commodity'), dataIndex: 'commodity' },
    {
      key: 'percentage',
      align: 'right',
      title: t('percentageContracts.field.percentage'),
      render: (_v, row) =>
        `${Number(row.percentage).toLocaleString(undefined, { maximumFractionDigits: 4 })} %`,
    },
    {
      key: 'basis',
      title: t('percentageContracts.field.basis'),
      render: (_v, row) => t(BASIS_LABELS[row.basis]),
    },
    {
      key: 'validity',
      title: t('percentageContracts.field.validity'),
      render: (_v, row) => `${row.validityStart} – ${row.validityEnd}`,
    },
    { key: 'payer', title: t('percentageContracts.field.payer'), dataIndex: 'payer' },
    {
      key: 'description',
      title: t('percentageContracts.field.description'),
      dataIndex: 'description',
      ellipsis: true,
      width: 240,
    },
    {
      key: 'status',
      title: t('percentageContracts.field.status'),
      render: (_v, row) => (
        <Flex vertical gap={2}>
          <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
          {row.approval && (
            <Typography.Text type="secondary">
              {t('percentageContracts.step', { step: row.approval.step, count: row.approval.stepCount })}
            </Typography.Text>
          )}
          {row.justification && <Typography.Text type="secondary">{row.justification}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('percentageContracts.field.actions'),
      render: (_v, row) => (
        <Flex gap={4} wrap>
          {mayEditContract(row, hasRole) && (
            <LinkButton size="small" to={paths.percentageContractEdit.href(row.id)}>
              {t('percentageContracts.action.edit')}
            </LinkButton>
          )}
          {contractMovesOf(row, hasRole).map((move) => (
            <Button
              key={move}
              size="small"
              danger={JUSTIFIED_MOVES.includes(move)}
              type={move === 'approve' || move === 'send' ? 'primary' : 'default'}
              onClick={() => onMove(move, row)}
            >
              {t(MOVE_LABELS[move])}
            </Button>
          ))}
          {row.status === 'APROVADO' && (
            <Button size="small" onClick={() => onMonths(row)}>
              {t('percentageContracts.action.ascertainments')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return columns;
}

function ContractsTable({ status, filters }: { status: PercentageContractStatus; filters: ContractFilters }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [page, setPage] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<{ move: ContractMove; contract: TPercentageContract } | null>(null);
  const [months, setMonths] = useState<TPercentageContract | null>(null);
  const contracts = useSearchContracts({ ...page, status, ...filtersOf(filters) });
  const move = useMoveContract();
  const approveMany = useApproveContracts();
  const run = async (which: ContractMove, contract: TPercentageContract, justification?: string) => {
    try {
      await move.mutateAsync({ move: which, contract, ...(justification ? { justification } : {}) });
      feedback.success(t('success.percentageContractMoved'));
      setAsking(null);
    } catch (error) {
      feedback.failure(error);
    }
  };
  const columns = useContractColumns(
    (which, contract) =>
      JUSTIFIED_MOVES.includes(which) ? setAsking({ move: which, contract }) : void run(which, contract),
    setMonths,
  );
  const bulk = status === 'EM_APROVACAO' && hasRole('ROLE_APROVAR_CONTRATO_PERCENTUAL');
  return (
    <Flex vertical gap={12}>
      {bulk && (
        <Flex>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={approveMany.isPending}
            onClick={async () => {
              try {
                const result = await approveMany.mutateAsync(selected);
                feedback.success(
                  t('success.percentageContractsApproved', {
                    decided: result.decided.length,
                    skipped: result.skipped.length,
                  }),
                );
                setSelected([]);
              } catch (error) {
                feedback.failure(error);
              }
            }}
          >
            {t('percentageContracts.action.approveSelected')}
          </Button>
        </Flex>
      )}
      <Table<TPercentageContract>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={contracts.data?.items ?? []}
        loading={contracts.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({
                  disabled: !row.approval?.canDecide,
                  'aria-label': `#${row.id}`,
                }),
              }
            : undefined
        }
        pagination={pagerOf(page, contracts.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
      {asking && (
        <JustificationDialog
          title={t(MOVE_LABELS[asking.move])}
          label={t('percentageContracts.justification')}
          requiredMessage={t('errors.required')}
          pending={move.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(justification) => void run(asking.move, asking.contract, justification)}
        />
      )}
      {months && <ContractMonthsDrawer contract={months} onClose={() => setMonths(null)} />}
    </Flex>
  );
}

function ContractsList() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContractFilters>();
  const [filters, setFilters] = useState<ContractFilters>({});
  const [status, setStatus] = useState<PercentageContractStatus>('EM_CADASTRO');
  const [ascertaining, setAscertaining] = useState(false);
  const counts = useContractCounts(filtersOf(filters));
  const edits = hasRole('ROLE_EDITAR_CONTRATO_PERCENTUAL');
  return (
    <ListPage
      title={t('percentageContracts.title')}
      actions={
        edits && (
          <Space>
            <Button onClick={() => setAscertaining(true)}>{t('percentageContracts.action.ascertain')}</Button>
            <NewButton label={t('percentageContracts.new')} to={paths.percentageContractRegister.href()} />
          </Space>
        )
      }
    >
      <FilterGrid<ContractFilters>
        form={form}
        initialValues={{ competence: null }}
        clearLabel={t('percentageContracts.clearFilters')}
        onSearch={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        <Form.Item name="customer" label={t('percentageContracts.field.customer')}>
          <RegisterCodeSelect register="customer" aria-label={t('percentageContracts.field.customer')} />
        </Form.Item>
        <Form.Item name="budgetType" label={t('percentageContracts.field.budgetType')}>
          <RegisterCodeSelect register="budgetType" aria-label={t('percentageContracts.field.budgetType')} />
        </Form.Item>
        <Form.Item name="competence" label={t('percentageContracts.filter.validity')}>
          <CompetencePicker allowClear />
        </Form.Item>
      </FilterGrid>
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as PercentageContractStatus)}
        destroyOnHidden
        items={CONTRACT_STATUSES.map((each) => ({
          key: each,
          label: (
            <Space size={6}>
              {t(STATUS_LABELS[each])}
              <Badge count={counts.data?.[each] ?? 0} showZero overflowCount={9999} color="blue" />
            </Space>
          ),
          children: <ContractsTable status={each} filters={filters} />,
        }))}
      />
      {ascertaining && <AscertainDialog onClose={() => setAscertaining(false)} />}
    </ListPage>
  );
}

/** /percentage-value: percentage contracts by status, their moves and their ascertained months. */
export function PercentageValuePage() {
  if (!mayOpenRoute(paths.percentageValue.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <ContractsList />;
}
