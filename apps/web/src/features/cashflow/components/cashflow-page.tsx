import {
  type CashflowTab,
  DETACHED_STATUSES,
  type DetachedStatus,
  type TDetachedRow,
  ZCashflowRequestSchema,
} from '@trade-terms/domain/cashflow';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Flex, Form, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { CountedTabs } from '../../../components/list-page/counted-tabs';
import { ExportButton } from '../../../components/list-page/export-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { saveExportFile } from '../../../platform/file-transfer';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import {
  exportCashflow,
  type TCashflowFiltersInput,
  useCashflow,
  useDetachedList,
  useDetachedTabCounts,
} from '../api/detached-ascertainments';
import { MOVE_LABELS, movesOf, STATUS_COLORS, STATUS_LABELS, TAB_LABELS, TABS } from '../cashflow-view';
import { CashflowSummary } from './cashflow-summary';
import { useDetachedMoves } from './use-detached-moves';

const money = (value: string) => formatValue('money', value, currentLanguage());

interface Filters {
  competenceFrom?: string | null;
  competenceTo?: string | null;
  customer?: string | null;
  budgetType?: string | null;
  status?: DetachedStatus | null;
}

/** The current year, January to December: the cash flow needs a range. */
const defaultFilters = (): Filters => {
  const year = new Date().getFullYear();
  return { competenceFrom: `01/${year}`, competenceTo: `12/${year}` };
};

/** The filters as the calls take them: an empty choice is no filter. */
function filtersOf(filters: Filters): TCashflowFiltersInput {
  return {
    competenceFrom: filters.competenceFrom || undefined,
    competenceTo: filters.competenceTo || undefined,
    customer: filters.customer || undefined,
    budgetType: filters.budgetType || undefined,
    status: filters.status || undefined,
  };
}

/** The message key of a refused range (the schema's own keys), or the required one. */
function rangeProblemOf(message: string | undefined): MessageKey {
  return message === 'cashflow.error.rangeOrder' ||
    message === 'cashflow.error.rangeTooLong' ||
    message === 'cashflow.error.competenceFormat'
    ? message
    : 'errors.required';
}

function PaymentState({ row }: { row: TDetachedRow }) {
  const { t } = useTranslation();
  if (row.payment.paymentNumber)
    return (
      <Tag color="green">
        {t('cashflow.payment.paid', {
          date: row.payment.paymentDate ?? '',
          number: row.payment.paymentNumber,
        })}
      </Tag>
    );
  if (row.payment.inPayment) return <Tag color="gold">{t('cashflow.payment.inPayment')}</Tag>;
  return <Typography.Text type="secondary">{t('cashflow.payment.none')}</Typography.Text>;
}

function useColumns(onMove: ReturnType<typeof useDetachedMoves>['start']) {
  const { t } = useTranslation();
  const user = { id: signedInUser()?.id ?? 0, may: hasRole };
  const columns: TableProps<TDetachedRow>['columns'] = [
    {
      key: 'id',
      title: t('cashflow.fields.id'),
      // The register screen needs the edit role; readers see the number alone.
      render: (_v, row) =>
        mayOpenRoute(paths.cashflowNewCounting.path, signedInUser()?.authorities ?? null) ? (
          <Link
            to={paths.cashflowNewCounting.href(row.id)}
            aria-label={t('cashflow.actions.open', { id: row.id })}
          >
            {row.id}
          </Link>
        ) : (
          row.id
        ),
    },
    { key: 'competence', title: t('cashflow.fields.competence'), dataIndex: 'competence' },
    {
      key: 'customer',
      title: t('cashflow.fields.customer'),
      render: (_v, row) => (row.customerName ? `${row.customer} · ${row.customerName}` : row.customer),
    },
    {
      key: 'payer',
      title: t('cashflow.fields.payer'),
      render: (_v, row) => (row.payerName ? `${row.payer} · ${row.payerName}` : row.payer),
    },
    {
      key: 'budgetType',
      title: t('cashflow.fields.budgetType'),
      render: (_v, row) =>
        row.budgetTypeName ? `${row.budgetType} · ${row.budgetTypeName}` : row.budgetType,
    },
    { key: 'commodity', title: t('cashflow.fields.commodity'), dataIndex: 'commodity' },
    {
      key: 'value',
      align: 'right',
      title: t('cashflow.fields.value'),
      render: (_v, row) => money(row.value),
    },
    {
      key: 'status',
      title: t('cashflow.fields.status'),
      render: (_v, row) => (
        <Flex vertical gap={2}>
          <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
          {row.status === 'EM_APROVACAO' && row.approval && (
            <Typography.Text type="secondary">
              {t('cashflow.step', { step: row.approval.currentStep, stepCount: row.approval.stepCount })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'payment', title: t('cashflow.fields.payment'), render: (_v, row) => <PaymentState row={row} /> },
    {
      key: 'actions',
      title: t('cashflow.fields.actions'),
      render: (_v, row) => (
        <Flex gap={4} wrap>
          {movesOf(row, user).map((move) => (
            <Button
              key={move}
              size="small"
              danger={move === 'disapprove' || move === 'cancel'}
              type={move === 'send' || move === 'approve' ? 'primary' : 'default'}
              onClick={() => onMove(move, row)}
            >
              {t(MOVE_LABELS[move])}
            </Button>
          ))}
        </Flex>
      ),
    },
  ];
  return columns;
}

function CashflowFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  return (
    <FilterGrid<Filters>
      form={form}
      initialValues={defaultFilters()}
      clearLabel={t('cashflow.actions.clear')}
      onSearch={(values) => onApply({ ...defaultFilters(), ...values })}
      onClear={() => onApply(defaultFilters())}
    >
      <Form.Item name="competenceFrom" label={t('cashflow.fields.competenceFrom')}>
        <CompetencePicker />
      </Form.Item>
      <Form.Item name="competenceTo" label={t('cashflow.fields.competenceTo')}>
        <CompetencePicker />
      </Form.Item>
      <Form.Item name="customer" label={t('cashflow.fields.customer')}>
        <RegisterCodeSelect register="customer" aria-label={t('cashflow.fields.customer')} />
      </Form.Item>
      <Form.Item name="budgetType" label={t('cashflow.fields.budgetType')}>
        <RegisterCodeSelect register="budgetType" aria-label={t('cashflow.fields.budgetType')} />
      </Form.Item>
      <Form.Item name="status" label={t('cashflow.fields.status')}>
        <Select<DetachedStatus>
          allowClear
          aria-label={t('cashflow.fields.status')}
          options={DETACHED_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function CashflowScreen() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<Filters>(defaultFilters);
  const [tab, setTab] = useState<CashflowTab>('underValidation');
  const [page, setPage] = useState(FIRST_PAGE);
  const [exporting, setExporting] = useState(false);
  const asked = filtersOf(filters);
  const range = ZCashflowRequestSchema.safeParse(asked);
  const flow = useCashflow(range.success ? range.data : null);
  const counts = useDetachedTabCounts(asked);
  const list = useDetachedList({ ...asked, ...page, tab });
  const moves = useDetachedMoves();
  const columns = useColumns(moves.start);
  const runExport = async () => {
    if (!range.success) return;
    setExporting(true);
    try {
      saveExportFile(await exportCashflow(range.data));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <ListPage
      title={t('cashflow.title')}
      actions={
        <Flex gap={8}>
          <ExportButton label={t('cashflow.actions.export')} loading={exporting} onClick={runExport} />
          {hasRole('ROLE_EDITAR_APURACAO_AVULSO') && (
            <NewButton label={t('cashflow.actions.new')} to={paths.cashflowNewCounting.href()} />
          )}
        </Flex>
      }
    >
      <Alert type="info" showIcon title={t('cashflow.hint')} />
      <CashflowFilters
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      />
      {!range.success && (
        <Alert type="warning" showIcon title={t(rangeProblemOf(range.error.issues[0]?.message))} />
      )}
      <CashflowSummary flow={flow.data} loading={flow.isFetching} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('cashflow.listTitle')}
      </Typography.Title>
      <CountedTabs<CashflowTab>
        tabs={TABS}
        active={tab}
        counts={counts.data}
        label={(each) => t(TAB_LABELS[each])}
        onChange={(next) => {
          setTab(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      />
      <Table<TDetachedRow>
        rowKey="id"
        size="middle"
        aria-label={t('cashflow.listTitle')}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, list.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
      {moves.dialog}
    </ListPage>
  );
}

/** /cashflow: the cash flow of detached ascertainments by month, and their list by status. */
export function CashflowPage() {
  if (!mayOpenRoute(paths.cashflow.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <CashflowScreen />;
}
