import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import {
  PAYMENT_TABS,
  type PaymentTab,
  type TPaymentGroup,
  type TPaymentItem,
} from '@trade-terms/domain/payments';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Flex, Form, Input, Space, Table, type TableProps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FormDialog } from '../../../components/form-dialog';
import { ImportJobDialog } from '../../../components/import-job-dialog';
import { CountedTabs } from '../../../components/list-page/counted-tabs';
import { ListPage } from '../../../components/list-page/list-page';
import { SkippedItems } from '../../../components/list-page/skipped-items';
import { paths } from '../../../config/paths';
import { displayDay } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import {
  useApprovePayments,
  useCreatedPayments,
  useDisapprovePayments,
  useDistributePayments,
  useExportLot,
  useGeneratePayments,
  useImportSapReturn,
  usePaymentTabCounts,
  useReturnTemplate,
  useSearchPayments,
  useUngroupPayments,
} from '../api/payments';
import {
  ACTION_LABELS,
  bulkActionsOf,
  DEADLINE_LABELS,
  originLabel,
  type PaymentAction,
  SEGMENT_TYPE_LABELS,
  STAGE_LABELS,
  TAB_LABELS,
} from '../payments-view';
import { GroupItems } from './group-items';

type Skipped = { id: number; reason: string }[];

/** An ISO day as the user's language writes it. */
const dateText = (iso: string) => displayDay(dayjs(iso), currentLanguage());

const money = (value: string | null) =>
  value === null ? '—' : formatValue('money', value, currentLanguage());

function useGroupColumns(): TableProps<TPaymentGroup>['columns'] {
  const { t } = useTranslation();
  return [
    { key: 'id', dataIndex: 'id', title: t('payments.fields.group') },
    { key: 'competence', dataIndex: 'competence', title: t('payments.fields.competence') },
    { key: 'channel', dataIndex: 'channel', title: t('payments.fields.channel') },
    {
      key: 'salesOrganization',
      dataIndex: 'salesOrganization',
      title: t('payments.fields.salesOrganization'),
    },
    { key: 'commodity', dataIndex: 'commodity', title: t('payments.fields.commodity') },
    { key: 'budgetType', dataIndex: 'budgetType', title: t('payments.fields.budgetType') },
    { key: 'ricBox', dataIndex: 'ricBox', title: t('payments.fields.ricBox') },
    {
      key: 'calculated',
      title: t('payments.fields.calculated'),
      align: 'right',
      render: (_v, row) => money(row.calculated),
    },
    {
      key: 'toPay',
      title: t('payments.fields.toPay'),
      align: 'right',
      render: (_v, row) => money(row.toPay),
    },
    {
      key: 'difference',
      title: t('payments.fields.difference'),
      align: 'right',
      render: (_v, row) => money(row.difference),
    },
    {
      key: 'balance',
      title: t('payments.fields.balance'),
      align: 'right',
      render: (_v, row) => money(row.balance),
    },
    {
      key: 'origin',
      title: t('payments.fields.origin'),
      render: (_v, row) => {
        const label = originLabel(row.origin);
        return label ? t(label) : row.origin;
      },
    },
    { key: 'ascertainments', dataIndex: 'ascertainments', title: t('payments.fields.ascertainments') },
    {
      key: 'step',
      title: t('payments.fields.step'),
      render: (_v, row) =>
        row.currentStep === null ? (
          '—'
        ) : (
          <Space size={4}>
            {row.currentStep}
            {row.mine && <Tag color="blue">{t('payments.mine')}</Tag>}
          </Space>
        ),
    },
    {
      key: 'lot',
      title: t('payments.fields.lot'),
      render: (_v, row) =>
        row.lotCode === null ? (
          '—'
        ) : (
          <Link
            to={paths.paymentsDetailedBudget.href([row.id], row.lotCode)}
            aria-label={t('payments.openDetailed', { lot: row.lotCode, id: row.id })}
          >
            {row.lotCode}
          </Link>
        ),
    },
    {
      key: 'fatherCode',
      title: t('payments.fields.fatherCode'),
      render: (_v, row) => row.fatherBudgetCode ?? '—',
    },
  ];
}

export function useItemColumns(): TableProps<TPaymentItem>['columns'] {
  const { t } = useTranslation();
  return [
    {
      key: 'paymentNumber',
      title: t('payments.fields.paymentNumber'),
      render: (_v, row) => row.paymentNumber ?? '—',
    },
    {
      key: 'paymentDate',
      title: t('payments.fields.paymentDate'),
      render: (_v, row) => (row.paymentDate ? dateText(row.paymentDate) : '—'),
    },
    {
      key: 'paymentStatus',
      title: t('payments.fields.paymentStatus'),
      render: (_v, row) => row.paymentStatus ?? '—',
    },
    {
      key: 'dueDate',
      title: t('payments.fields.dueDate'),
      render: (_v, row) => dateText(row.dueDate),
    },
    {
      key: 'deadline',
      title: t('payments.fields.deadline'),
      render: (_v, row) =>
        row.deadlineStatus === null ? (
          '—'
        ) : (
          <Tag color={row.deadlineStatus === 'NO_PRAZO' ? 'green' : 'red'}>
            {t(DEADLINE_LABELS[row.deadlineStatus])}
          </Tag>
        ),
    },
    {
      key: 'origin',
      title: t('payments.fields.origin'),
      render: (_v, row) => {
        const label = originLabel(row.origin);
        return label ? t(label) : row.origin;
      },
    },
    { key: 'stage', title: t('payments.fields.stage'), render: (_v, row) => t(STAGE_LABELS[row.stage]) },
    {
      key: 'segmentType',
      title: t('payments.fields.segmentType'),
      render: (_v, row) => t(SEGMENT_TYPE_LABELS[row.segmentType]),
    },
    { key: 'payer', title: t('payments.fields.payer'), render: (_v, row) => row.payerCode },
    { key: 'competence', dataIndex: 'competence', title: t('payments.fields.competence') },
    { key: 'budgetType', dataIndex: 'budgetType', title: t('payments.fields.budgetType') },
    {
      key: 'amount',
      title: t('payments.fields.toPay'),
      align: 'right',
      render: (_v, row) => money(row.amount),
    },
    { key: 'lot', title: t('payments.fields.lot'), render: (_v, row) => row.lotCode ?? '—' },
    {
      key: 'daughterCode',
      title: t('payments.fields.daughterCode'),
      render: (_v, row) => row.daughterBudgetCode ?? '—',
    },
  ];
}

/** Confirms a move on the picked groups; a disapproval asks its justification (required). */
function MoveDialog({
  action,
  ids,
  onDone,
  onClose,
}: {
  action: PaymentAction;
  ids: number[];
  onDone: (done: number[], skipped: Skipped) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ justification?: string }>();
  const approve = useApprovePayments();
  const disapprove = useDisapprovePayments();
  const ungroup = useUngroupPayments();
  const distribute = useDistributePayments();
  const pending = approve.isPending || disapprove.isPending || ungroup.isPending || distribute.isPending;
  const submit = async (justification: string) => {
    try {
      if (action === 'distribute') {
        const answer = await distribute.mutateAsync({ ids });
        feedback.success(t('payments.distributed', { lot: answer.lotCode }));
        onDone(answer.groups, []);
        return;
      }
      const answer =
        action === 'approve'
          ? await approve.mutateAsync({ ids })
          : action === 'ungroup'
            ? await ungroup.mutateAsync({ ids })
            : await disapprove.mutateAsync({ ids, justification });
      onDone(answer.done, answer.skipped);
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t(ACTION_LABELS[action])}
      okText={t(ACTION_LABELS[action])}
      danger={action === 'disapprove'}
      pending={pending}
      onClose={onClose}
      onFinish={(values) => void submit(values.justification?.trim() ?? '')}
    >
      <Typography.Paragraph>{t('payments.dialogCount', { count: ids.length })}</Typography.Paragraph>
      {action === 'disapprove' && (
        <Form.Item
          name="justification"
          label={t('payments.justification')}
          rules={[{ required: true, whitespace: true, message: t('payments.justificationRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
        </Form.Item>
      )}
    </FormDialog>
  );
}

function GenerateAction({ competence }: { competence: string }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const generate = useGeneratePayments();
  return (
    <Button
      loading={generate.isPending}
      onClick={() =>
        generate.mutate(
          { competence },
          {
            onSuccess: (answer) => feedback.success(t('payments.generated', { count: answer.groups.length })),
            onError: feedback.failure,
          },
        )
      }
    >
      {t('payments.generate')}
    </Button>
  );
}

function LotActions({ groups }: { groups: readonly TPaymentGroup[] }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const exportLot = useExportLot();
  const send = useImportSapReturn();
  const template = useReturnTemplate();
  const [importing, setImporting] = useState(false);
  const lots = [...new Set(groups.flatMap((group) => (group.lotCode ? [group.lotCode] : [])))];
  return (
    <Flex gap={8} wrap>
      {lots.map((lot) => (
        <Button key={lot} onClick={() => exportLot.mutate(lot, { onError: feedback.failure })}>
          {t('payments.exportLot', { lot })}
        </Button>
      ))}
      <Button onClick={() => setImporting(true)}>{t('payments.importReturn')}</Button>
      <ImportJobDialog
        open={importing}
        title={t('payments.importReturn')}
        send={{
          mutate: (file, options) => send.mutate(file, options),
          isPending: send.isPending,
          reset: send.reset,
        }}
        template={{
          mutate: (input, options) => template.mutate(input, options),
          isPending: template.isPending,
        }}
        onFinished={() => undefined}
        onClose={() => setImporting(false)}
      />
    </Flex>
  );
}

/** The filters beside the competence: channels, business units and budget types (none: all). */
interface Narrowing {
  channels: string[];
  commodities: string[];
  budgetTypes: string[];
}
const NARROWING_FIELDS = [
  { key: 'channels', register: 'channel', label: 'payments.fields.channel' },
  { key: 'commodities', register: 'commodity', label: 'payments.fields.commodity' },
  { key: 'budgetTypes', register: 'budgetType', label: 'payments.fields.budgetType' },
] as const;
const FILTER_WIDTH = 240;
const NO_NARROWING: Narrowing = { channels: [], commodities: [], budgetTypes: [] };

function PaymentsList() {
  const { t } = useTranslation();
  const [competence, setCompetence] = useState<string | null>(null);
  const [tab, setTab] = useState<PaymentTab>('underValidation');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [asking, setAsking] = useState<PaymentAction | null>(null);
  const [skipped, setSkipped] = useState<Skipped>([]);
  const [narrowing, setNarrowing] = useState<Narrowing>(NO_NARROWING);
  const filters = competence ? { competences: [competence], ...narrowing } : null;
  const groups = useSearchPayments(
    filters && tab !== 'created' ? { ...filters, tab, page: page, pageSize: 20 } : null,
  );
  const created = useCreatedPayments(
    filters && tab === 'created' ? { ...filters, page: page, pageSize: 20 } : null,
  );
  const counts = usePaymentTabCounts(filters);
  const groupColumns = useGroupColumns();
  const itemColumns = useItemColumns();
  const actions = bulkActionsOf(tab, hasRole);
  const showTab = (next: PaymentTab) => {
    setTab(next);
    setPage(1);
    setPicked([]);
    setSkipped([]);
  };
  return (
    <ListPage
      title={t('payments.title')}
      actions={
        competence && hasRole('ROLE_EDITAR_VALIDACAO_VERBAS') && <GenerateAction competence={competence} />
      }
    >
      <Flex gap={16} align="end" wrap>
        <Flex vertical gap={4} style={{ width: FILTER_WIDTH }}>
          <label htmlFor="payments-competence">{t('payments.fields.competence')}</label>
          <CompetencePicker
            id="payments-competence"
            value={competence}
            onChange={(value) => {
              setCompetence(value);
              setPage(1);
              setPicked([]);
            }}
          />
        </Flex>
        {NARROWING_FIELDS.map((field) => (
          <Flex key={field.key} vertical gap={4} style={{ width: FILTER_WIDTH }}>
            <label htmlFor={`payments-${field.key}`}>{t(field.label)}</label>
            <RegisterCodesSelect
              id={`payments-${field.key}`}
              register={field.register}
              style={{ width: '100%' }}
              value={narrowing[field.key]}
              onChange={(value) => {
                setNarrowing((current) => ({ ...current, [field.key]: value }));
                setPage(1);
                setPicked([]);
              }}
            />
          </Flex>
        ))}
      </Flex>
      {!competence ? (
        <Alert type="info" showIcon title={t('payments.competenceRequired')} />
      ) : (
        <>
          <CountedTabs
            tabs={PAYMENT_TABS}
            active={tab}
            counts={counts.data}
            label={(each) => t(TAB_LABELS[each])}
            onChange={showTab}
          />
          <SkippedItems
            skipped={skipped}
            titleKey="payments.skippedTitle"
            itemKey="payments.skippedItem"
            onClose={() => setSkipped([])}
          />
          {tab === 'distribution' && hasRole('ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO') && (
            <LotActions groups={groups.data?.items ?? []} />
          )}
          {actions.length > 0 && (
            <Flex gap={8}>
              {actions.map((action) => (
                <Button
                  key={action}
                  type="primary"
                  disabled={picked.length === 0}
                  onClick={() => setAsking(action)}
                >
                  {t(ACTION_LABELS[action])}
                </Button>
              ))}
            </Flex>
          )}
          {tab === 'created' ? (
            <Table<TPaymentItem>
              rowKey="id"
              columns={itemColumns}
              dataSource={created.data?.items ?? []}
              loading={created.isFetching}
              scroll={{ x: 'max-content' }}
              pagination={{ current: page, pageSize: 20, total: created.data?.total ?? 0, onChange: setPage }}
            />
          ) : (
            <Table<TPaymentGroup>
              rowKey="id"
              columns={groupColumns}
              dataSource={groups.data?.items ?? []}
              loading={groups.isFetching}
              scroll={{ x: 'max-content' }}
              expandable={{ expandedRowRender: (row) => <GroupItems groupId={row.id} /> }}
              rowSelection={
                actions.length > 0
                  ? {
                      selectedRowKeys: picked,
                      onChange: (keys) => setPicked(keys.map(Number)),
                      getCheckboxProps: (row) => ({ 'aria-label': t('payments.pick', { id: row.id }) }),
                    }
                  : undefined
              }
              pagination={{ current: page, pageSize: 20, total: groups.data?.total ?? 0, onChange: setPage }}
            />
          )}
          {asking && (
            <MoveDialog
              action={asking}
              ids={picked}
              onDone={(done, notDone) => {
                setAsking(null);
                setPicked((current) => current.filter((id) => !done.includes(id)));
                setSkipped(notDone);
              }}
              onClose={() => setAsking(null)}
            />
          )}
        </>
      )}
    </ListPage>
  );
}

/** /payments: the four tabs of payment groups, with their counts and the stage's actions. */
export function PaymentsPage() {
  if (!mayOpenRoute(paths.payments.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <PaymentsList />;
}
