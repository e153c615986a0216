import {
  MAP_KEY_FIELDS,
  MONEY_SCALES,
  type MoneyScale,
  referenceText,
  type TAddition,
  type TConsolidatedFilters,
  type TConsolidatedRow,
  type TMapLine,
} from '@trade-terms/domain/budget-map';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import type { SheetRowOutcome, TSheetPreviewRow } from '@trade-terms/domain/sheet-previews';
import {
  SUPPORTING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_MAX_BYTES,
} from '@trade-terms/domain/supporting-documents';
import {
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  type TableProps,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FileUpload } from '../../../components/form/file-upload';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { FormDialog } from '../../../components/form-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { SheetImportDialog } from '../../../components/sheet-import-dialog';
import { paths } from '../../../config/paths';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE } from '../../../platform/list-state';
import { SCALE_LABELS, scaledText } from '../../../platform/money-scale';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  mapSheetCalls,
  useAdditions,
  useConsolidatedReport,
  useDecideAddition,
  useDownloadAdditionEvidence,
  useExportConsolidatedReport,
  useExportMapSheet,
  useMapLines,
  useRefreshMap,
  useRequestAddition,
  useSaveMapLine,
} from '../api/budget-map';
import { BALANCE_KEYS, BALANCE_LABELS, budgetsOf, monthName } from '../budget-map-view';

const EDIT_ROLE = 'ROLE_EDITAR_MAPA_BOA';
const THIS_YEAR = new Date().getFullYear();
const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const FIELD_LABELS: Record<(typeof MAP_KEY_FIELDS)[number], MessageKey> = {
  commodity: 'budgetMap.field.commodity',
  economicGroup: 'budgetMap.field.economicGroup',
  channel: 'budgetMap.field.channel',
  segment: 'budgetMap.field.segment',
  region: 'budgetMap.field.region',
  cva: 'budgetMap.field.cva',
  budgetType: 'budgetMap.field.budgetType',
  ricBox: 'budgetMap.field.ricBox',
  year: 'budgetMap.field.year',
};
const KEY_REGISTERS = {
  commodity: 'commodity',
  economicGroup: 'economicGroup',
  channel: 'channel',
  segment: 'segment',
  region: 'region',
  cva: 'cva',
  budgetType: 'budgetType',
} as const;

interface LineFormValues {
  commodity: string | null;
  economicGroup: string | null;
  channel: string | null;
  segment: string | null;
  region: string | null;
  cva: string | null;
  budgetType: string | null;
  ricBox: string;
  year: number;
  active: boolean;
  budgets: (string | null)[];
}

/** Creates a line, or changes a line's twelve budgets and active flag (its key is fixed). */
function LineDialog({ line, year, onClose }: { line: TMapLine | null; year: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const [form] = Form.useForm<LineFormValues>();
  const save = useSaveMapLine();
  const initialValues: Partial<LineFormValues> = line
    ? { ...line, budgets: budgetsOf(line.months) }
    : { year, active: true, ricBox: '', budgets: Array<string>(12).fill('0.00') };
  return (
    <FormDialog<LineFormValues>
      form={form}
      title={t(line ? 'budgetMap.editLine' : 'budgetMap.newLine')}
      okText={t('budgetMap.save')}
      pending={save.isPending}
      initialValues={initialValues}
      onClose={onClose}
      onFinish={(values) => {
        save.mutate(
          {
            commodity: values.commodity ?? '',
            economicGroup: values.economicGroup ?? '',
            channel: values.channel ?? '',
            segment: values.segment ?? '',
            region: values.region ?? '',
            cva: values.cva ?? '',
            budgetType: values.budgetType ?? '',
            ricBox: values.ricBox,
            year: values.year,
            active: values.active,
            budgets: values.budgets.map((value) => value ?? '0'),
            ...(line ? { id: line.id, version: line.version } : {}),
          },
          {
            onSuccess: () => {
              feedback.success(t('budgetMap.saved'));
              onClose();
            },
            onError: feedback.failure,
          },
        );
      }}
    >
      <Flex wrap gap={8}>
        {(Object.keys(KEY_REGISTERS) as (keyof typeof KEY_REGISTERS)[]).map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(FIELD_LABELS[field])}
            htmlFor={`map-line-${field}`}
            rules={[{ required: true, message: t('errors.required') }]}
            style={{ minWidth: 200 }}
          >
            <RegisterCodeSelect
              id={`map-line-${field}`}
              register={KEY_REGISTERS[field]}
              disabled={line !== null}
            />
          </Form.Item>
        ))}
        <Form.Item
          name="ricBox"
          label={t('budgetMap.field.ricBox')}
          rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
        >
          <Input maxLength={40} disabled={line !== null} />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('budgetMap.field.year')}
          rules={[{ required: true, message: t('errors.required') }]}
        >
          <InputNumber min={2000} max={2100} precision={0} disabled={line !== null} />
        </Form.Item>
        <Form.Item name="active" label={t('budgetMap.field.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Typography.Text strong>{t('budgetMap.monthBudgets')}</Typography.Text>
      <Flex wrap gap={8}>
        {MONTH_NUMBERS.map((month) => (
          <Form.Item
            key={month}
            name={['budgets', month - 1]}
            label={monthName(month, language)}
            htmlFor={`map-line-budget-${month}`}
            style={{ width: 150 }}
          >
            <DecimalInput kind="money" id={`map-line-budget-${month}`} min="0" />
          </Form.Item>
        ))}
      </Flex>
    </FormDialog>
  );
}

interface AdditionFormValues {
  month: number;
  removal: boolean;
  value: string | null;
  justification: string;
  evidence: File | null;
}

/** Asks an addition or removal with its evidence; it counts once the approval engine approves it. */
function AdditionDialog({ line, onClose }: { line: TMapLine; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const [form] = Form.useForm<AdditionFormValues>();
  const request = useRequestAddition();
  return (
    <FormDialog<AdditionFormValues>
      form={form}
      title={t('budgetMap.addition.title')}
      okText={t('budgetMap.addition.send')}
      pending={request.isPending}
      initialValues={{ month: 1, removal: false, value: null, justification: '', evidence: null }}
      onClose={onClose}
      onFinish={async (values) => {
        if (!values.evidence || !values.value) return;
        request.mutate(
          {
            lineId: line.id,
            month: values.month,
            removal: values.removal,
            value: values.value,
            justification: values.justification,
            evidence: await uploadBodyOf(values.evidence),
          },
          {
            onSuccess: () => {
              feedback.success(t('budgetMap.addition.sent'));
              onClose();
            },
            onError: feedback.failure,
          },
        );
      }}
    >
      <Form.Item name="month" label={t('budgetMap.field.month')} htmlFor="addition-month">
        <Select
          id="addition-month"
          options={MONTH_NUMBERS.map((month) => ({ value: month, label: monthName(month, language) }))}
        />
      </Form.Item>
      <Form.Item name="removal" label={t('budgetMap.addition.kind')}>
        <Radio.Group
          options={[
            { value: false, label: t('budgetMap.addition.add') },
            { value: true, label: t('budgetMap.addition.remove') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('budgetMap.addition.value')}
        htmlFor="addition-value"
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <DecimalInput kind="money" id="addition-value" min="0" />
      </Form.Item>
      <Form.Item
        name="justification"
        label={t('budgetMap.addition.justification')}
        rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
      >
        <Input.TextArea maxLength={JUSTIFICATION_MAX_LENGTH} rows={3} />
      </Form.Item>
      <Form.Item
        name="evidence"
        label={t('budgetMap.addition.evidence')}
        htmlFor="addition-evidence"
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <FileUpload
          id="addition-evidence"
          accept={SUPPORTING_DOCUMENT_EXTENSIONS}
          maxBytes={SUPPORTING_DOCUMENT_MAX_BYTES}
        />
      </Form.Item>
    </FormDialog>
  );
}

const STATUS_LABELS: Record<TAddition['status'], MessageKey> = {
  EM_APROVACAO: 'budgetMap.addition.status.EM_APROVACAO',
  APROVADA: 'budgetMap.addition.status.APROVADA',
  REPROVADA: 'budgetMap.addition.status.REPROVADA',
};

const STATUS_COLORS: Record<TAddition['status'], string> = {
  EM_APROVACAO: 'processing',
  APROVADA: 'success',
  REPROVADA: 'error',
};

/** A line's additions; the current step's responsible approves or disapproves them here. */
function AdditionsList({ line }: { line: TMapLine }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const additions = useAdditions(line.id);
  const decide = useDecideAddition();
  const download = useDownloadAdditionEvidence();
  const [reproving, setReproving] = useState<TAddition | null>(null);
  const [form] = Form.useForm<{ justification: string }>();
  const me = signedInUser()?.id;
  const columns: TableProps<TAddition>['columns'] = [
    { key: 'month', title: t('budgetMap.field.month'), render: (_v, row) => monthName(row.month, language) },
    {
      key: 'kind',
      title: t('budgetMap.addition.kind'),
      render: (_v, row) => t(row.removal ? 'budgetMap.addition.remove' : 'budgetMap.addition.add'),
    },
    {
      key: 'value',
      title: t('budgetMap.addition.value'),
      align: 'right',
      render: (_v, row) => scaledText(row.value, 'NONE', language),
    },
    { key: 'justification', dataIndex: 'justification', title: t('budgetMap.addition.justification') },
    {
      key: 'status',
      title: t('budgetMap.addition.status'),
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
    {
      key: 'actions',
      title: t('budgetMap.actions'),
      render: (_v, row) => (
        <Space wrap>
          <Button size="small" onClick={() => download.mutate(row.id, { onError: feedback.failure })}>
            {t('budgetMap.addition.downloadEvidence')}
          </Button>
          {row.status === 'EM_APROVACAO' && me !== undefined && row.approval?.responsibleIds.includes(me) && (
            <>
              <Button
                size="small"
                type="primary"
                loading={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { id: row.id, justification: null, approve: true },
                    {
                      onSuccess: () => feedback.success(t('budgetMap.addition.approved')),
                      onError: feedback.failure,
                    },
                  )
                }
              >
                {t('budgetMap.addition.approve')}
              </Button>
              <Button size="small" danger onClick={() => setReproving(row)}>
                {t('budgetMap.addition.reprove')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Typography.Text strong>{t('budgetMap.addition.list')}</Typography.Text>
      <Table<TAddition>
        size="small"
        rowKey="id"
        loading={additions.isLoading}
        dataSource={additions.data?.list ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('budgetMap.addition.none') }}
      />
      {reproving && (
        <FormDialog<{ justification: string }>
          form={form}
          danger
          title={t('budgetMap.addition.reprove')}
          okText={t('budgetMap.addition.reprove')}
          pending={decide.isPending}
          onClose={() => setReproving(null)}
          onFinish={({ justification }) =>
            decide.mutate(
              { id: reproving.id, justification, approve: false },
              {
                onSuccess: () => {
                  feedback.success(t('budgetMap.addition.approved'));
                  setReproving(null);
                },
                onError: feedback.failure,
              },
            )
          }
        >
          <Form.Item
            name="justification"
            label={t('budgetMap.addition.justification')}
            rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
          >
            <Input.TextArea maxLength={JUSTIFICATION_MAX_LENGTH} rows={3} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}

/** The twelve months of a line: each balance beside the budget, at the chosen scale. */
function LineMonths({ line, scale }: { line: TMapLine; scale: MoneyScale }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const rows = BALANCE_KEYS.map((key) => ({ key, label: t(BALANCE_LABELS[key]) }));
  const columns: TableProps<(typeof rows)[number]>['columns'] = [
    { key: 'label', dataIndex: 'label', title: t('budgetMap.balances'), fixed: 'left' },
    ...line.months.map((month) => ({
      key: `m${month.month}`,
      title: monthName(month.month, language),
      align: 'right' as const,
      render: (_v: unknown, row: (typeof rows)[number]) => scaledText(month[row.key], scale, language),
    })),
    {
      key: 'year',
      title: t('budgetMap.total'),
      align: 'right' as const,
      render: (_v: unknown, row: (typeof rows)[number]) => scaledText(line.total[row.key], scale, language),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="key"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('budgetMap.balances')}
      />
      <AdditionsList line={line} />
    </Space>
  );
}

const OUTCOME_LABELS: Record<SheetRowOutcome, MessageKey> = {
  NOVA: 'agreementTemplate.outcomeNew',
  ALTERADA: 'agreementTemplate.outcomeChanged',
  SEM_ALTERACAO: 'agreementTemplate.outcomeUnchanged',
  RECUSADA: 'agreementTemplate.outcomeRefused',
};

/** The map in Excel: download the lines under the filters, upload them changed, preview, apply. */
function MapSheetDialog({ filters, onClose }: { filters: MapFilters; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const exporting = useExportMapSheet();
  const refresh = useRefreshMap();
  const columns = (outcome: SheetRowOutcome): TableProps<TSheetPreviewRow>['columns'] => [
    { key: 'row', title: t('imports.rowColumn'), dataIndex: 'line' },
    {
      key: 'line',
      title: t('budgetMap.sheet.line'),
      render: (_v, row) =>
        MAP_KEY_FIELDS.map((field) => row.values[field])
          .filter(Boolean)
          .join(' · '),
    },
    outcome === 'RECUSADA'
      ? { key: 'reason', title: t('imports.reasonColumn'), render: (_v, row) => row.reason }
      : {
          key: 'changes',
          title: t('budgetMap.monthBudgets'),
          render: (_v, row) =>
            row.changed
              .map((key) => `${key.slice(6)}: ${row.previous[key] ?? ''} → ${row.values[key] ?? ''}`)
              .join('; '),
        },
  ];
  return (
    <SheetImportDialog
      fileInputId="budget-map-sheet-file"
      intro={
        <Button
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(
              {
                year: filters.year,
                includeInactive: false,
                ...(filters.channel ? { channel: filters.channel } : {}),
                ...(filters.commodity ? { commodity: filters.commodity } : {}),
                ...(filters.budgetType ? { budgetType: filters.budgetType } : {}),
              },
              { onError: feedback.failure },
            )
          }
        >
          {t('budgetMap.sheet.download')}
        </Button>
      }
      texts={{
        title: t('budgetMap.sheet.title'),
        hint: t('budgetMap.sheet.hint'),
        counts: (counts) =>
          t('budgetMap.sheet.counts', {
            created: counts.NOVA,
            changed: counts.ALTERADA,
            unchanged: counts.SEM_ALTERACAO,
            refused: counts.RECUSADA,
          }),
        outcome: (outcome) => t(OUTCOME_LABELS[outcome]),
        nothingToApply: t('budgetMap.sheet.nothingToApply'),
        applying: t('budgetMap.sheet.applying'),
        waiting: t('success.importQueued'),
      }}
      calls={mapSheetCalls}
      columns={columns}
      onApplied={refresh}
      onClose={onClose}
    />
  );
}

interface MapFilters {
  year: number;
  channel: string | null;
  commodity: string | null;
  budgetType: string | null;
}

function MapTab({ scale }: { scale: MoneyScale }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const canEdit = hasRole(EDIT_ROLE);
  const [form] = Form.useForm<MapFilters>();
  const [filters, setFilters] = useState<MapFilters>({
    year: THIS_YEAR,
    channel: null,
    commodity: null,
    budgetType: null,
  });
  const [page, setPage] = useState(FIRST_PAGE);
  const lines = useMapLines({
    year: filters.year,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.commodity ? { commodity: filters.commodity } : {}),
    ...(filters.budgetType ? { budgetType: filters.budgetType } : {}),
    ...page,
  });
  const [editing, setEditing] = useState<TMapLine | 'new' | null>(null);
  const [adding, setAdding] = useState<TMapLine | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const columns: TableProps<TMapLine>['columns'] = [
    ...MAP_KEY_FIELDS.filter((field) => field !== 'year').map((field) => ({
      key: field,
      dataIndex: field,
      title: t(FIELD_LABELS[field]),
    })),
    ...BALANCE_KEYS.map((key) => ({
      key,
      title: t(BALANCE_LABELS[key]),
      align: 'right' as const,
      render: (_v: unknown, line: TMapLine) => scaledText(line.total[key], scale, language),
    })),
    {
      key: 'active',
      title: t('budgetMap.field.active'),
      render: (_v, line) => (line.active ? '✓' : '—'),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('budgetMap.actions'),
            render: (_v: unknown, line: TMapLine) => (
              <Space>
                <Button size="small" onClick={() => setEditing(line)}>
                  {t('budgetMap.editLine')}
                </Button>
                <Button size="small" onClick={() => setAdding(line)}>
                  {t('budgetMap.addition.open')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<MapFilters>
        form={form}
        name="map-filters"
        layout="inline"
        initialValues={filters}
        onFinish={(values) => {
          setFilters(values);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      >
        <Form.Item name="year" label={t('budgetMap.field.year')}>
          <InputNumber min={2000} max={2100} precision={0} />
        </Form.Item>
        <Form.Item name="channel" label={t('budgetMap.field.channel')} htmlFor="map-filter-channel">
          <RegisterCodeSelect id="map-filter-channel" register="channel" />
        </Form.Item>
        <Form.Item name="commodity" label={t('budgetMap.field.commodity')} htmlFor="map-filter-commodity">
          <RegisterCodeSelect id="map-filter-commodity" register="commodity" />
        </Form.Item>
        <Form.Item name="budgetType" label={t('budgetMap.field.budgetType')} htmlFor="map-filter-budget-type">
          <RegisterCodeSelect id="map-filter-budget-type" register="budgetType" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('budgetMap.search')}
        </Button>
      </Form>
      {canEdit && (
        <Flex justify="end" gap={8}>
          <Button onClick={() => setSheetOpen(true)}>{t('budgetMap.sheet.action')}</Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('budgetMap.newLine')}
          </Button>
        </Flex>
      )}
      <Table<TMapLine>
        rowKey="id"
        size="small"
        loading={lines.isLoading}
        dataSource={lines.data?.items ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('budgetMap.empty') }}
        expandable={{ expandedRowRender: (line) => <LineMonths line={line} scale={scale} /> }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: lines.data?.total ?? 0,
          onChange: (page, pageSize) => setPage({ page, pageSize }),
        }}
      />
      {editing && (
        <LineDialog
          line={editing === 'new' ? null : editing}
          year={filters.year}
          onClose={() => setEditing(null)}
        />
      )}
      {adding && <AdditionDialog line={adding} onClose={() => setAdding(null)} />}
      {sheetOpen && <MapSheetDialog filters={filters} onClose={() => setSheetOpen(false)} />}
    </Space>
  );
}

interface ReportFormValues {
  year: number;
  channel: string | null;
  commodity: string | null;
  month: number | null;
}

/** The consolidated report: refused without channel and commodity (spec §5), on screen and exported. */
function ReportTab({ scale }: { scale: MoneyScale }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const [form] = Form.useForm<ReportFormValues>();
  const [filters, setFilters] = useState<TConsolidatedFilters | null>(null);
  const report = useConsolidatedReport(filters);
  const exporting = useExportConsolidatedReport();
  const filtersOf = (values: ReportFormValues): TConsolidatedFilters => ({
    year: values.year,
    channel: values.channel ?? '',
    commodity: values.commodity ?? '',
    ...(values.month ? { month: values.month } : {}),
  });
  const columns: TableProps<TConsolidatedRow>['columns'] = [
    ...MAP_KEY_FIELDS.filter((field) => field !== 'year').map((field) => ({
      key: field,
      dataIndex: field,
      title: t(FIELD_LABELS[field]),
    })),
    { key: 'month', title: t('budgetMap.field.month'), render: (_v, row) => monthName(row.month, language) },
    ...BALANCE_KEYS.map((key) => ({
      key,
      title: t(BALANCE_LABELS[key]),
      align: 'right' as const,
      render: (_v: unknown, row: TConsolidatedRow) => scaledText(row[key], scale, language),
    })),
    {
      key: 'references',
      title: t('budgetMap.report.references'),
      render: (_v, row) => row.references.map((reference) => referenceText(language, reference)).join('; '),
    },
  ];
  const required = [{ required: true, message: t('budgetMap.report.filtersRequired') }];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<ReportFormValues>
        form={form}
        name="map-report"
        layout="inline"
        initialValues={{ year: THIS_YEAR, channel: null, commodity: null, month: null }}
        onFinish={(values) => setFilters(filtersOf(values))}
      >
        <Form.Item name="year" label={t('budgetMap.field.year')}>
          <InputNumber min={2000} max={2100} precision={0} />
        </Form.Item>
        <Form.Item
          name="channel"
          label={t('budgetMap.field.channel')}
          htmlFor="map-report-channel"
          rules={required}
        >
          <RegisterCodeSelect id="map-report-channel" register="channel" />
        </Form.Item>
        <Form.Item
          name="commodity"
          label={t('budgetMap.field.commodity')}
          htmlFor="map-report-commodity"
          rules={required}
        >
          <RegisterCodeSelect id="map-report-commodity" register="commodity" />
        </Form.Item>
        <Form.Item name="month" label={t('budgetMap.field.month')} htmlFor="map-report-month">
          <Select
            id="map-report-month"
            allowClear
            style={{ minWidth: 120 }}
            options={MONTH_NUMBERS.map((month) => ({ value: month, label: monthName(month, language) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('budgetMap.report.run')}
          </Button>
          <Button
            loading={exporting.isPending}
            onClick={async () => {
              const values = await form.validateFields();
              exporting.mutate(filtersOf(values), { onError: feedback.failure });
            }}
          >
            {t('budgetMap.report.export')}
          </Button>
        </Space>
      </Form>
      <Table<TConsolidatedRow>
        rowKey={(row) => `${row.lineId}-${row.month}`}
        size="small"
        loading={report.isFetching}
        dataSource={report.data?.list ?? []}
        pagination={{ defaultPageSize: 24, pageSizeOptions: [12, 24, 48, 96] }}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('budgetMap.empty') }}
      />
    </Space>
  );
}

function BudgetMap() {
  const { t } = useTranslation();
  const [scale, setScale] = useState<MoneyScale>('NONE');
  return (
    <ListPage title={t('budgetMap.title')}>
      <Flex justify="end" align="center" gap={8}>
        <label htmlFor="map-scale">{t('budgetMap.field.scale')}</label>
        <Select<MoneyScale>
          id="map-scale"
          value={scale}
          onChange={setScale}
          style={{ minWidth: 140 }}
          options={MONEY_SCALES.map((value) => ({ value, label: t(SCALE_LABELS[value]) }))}
        />
      </Flex>
      <Tabs
        items={[
          { key: 'map', label: t('budgetMap.title'), children: <MapTab scale={scale} /> },
          { key: 'report', label: t('budgetMap.report.title'), children: <ReportTab scale={scale} /> },
        ]}
      />
    </ListPage>
  );
}

/** /payments/map: the budget map (BOA), its additions and its consolidated report. */
export function BudgetMapPage() {
  if (!mayOpenRoute(paths.paymentsMap.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <BudgetMap />;
}
