import {
  CALC_DATA_SORT_COLUMNS,
  CALC_DATA_TITLES,
  type CalcDataSource,
  type TCalcDataFilters,
  type TCalcDataRow,
  type TCalcDataTotals,
} from '@trade-terms/domain/calculation-data';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Descriptions, Empty, Flex, Form, type TableProps, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { requiredRule } from '../../../components/form-rules';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { formatValue } from '../../../platform/value-format';
import { useExportCalcData, useSearchCalcData } from '../api/calc-data';
import {
  type CalcDataFilterValues,
  calcDataFiltersOf,
  defaultCalcDataWindow,
  readableSources,
} from '../calc-data-view';

const VALUE_LABELS = {
  volume: 'calcData.fields.volume',
  niv: 'calcData.fields.niv',
  gsv: 'calcData.fields.gsv',
  grossRevenue: 'calcData.fields.grossRevenue',
} as const;

type SortColumn = (typeof CALC_DATA_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: CALC_DATA_SORT_COLUMNS, defaultSort: 'competence' };

/** The code filters of a source's tab: the register each picks from, and its label. */
function codeFilters(
  source: CalcDataSource,
): { name: keyof CalcDataFilterValues; register: RegisterKey; label: MessageKey }[] {
  return [
    {
      name: 'economicGroup',
      register: 'economicGroup',
      label: 'calcData.fields.economicGroup' as MessageKey,
    },
    { name: 'customer', register: 'customer', label: 'calcData.fields.customer' as MessageKey },
    ...(source === 'dms'
      ? [
          {
            name: 'distributor' as const,
            register: 'customer' as const,
            label: 'calcData.fields.distributor' as MessageKey,
          },
        ]
      : []),
    ...(source !== 'sellIn'
      ? [
          {
            name: 'store' as const,
            register: 'customerPdv' as const,
            label: 'calcData.fields.store' as MessageKey,
          },
        ]
      : []),
    { name: 'sku', register: 'sku', label: 'calcData.fields.sku' as MessageKey },
    { name: 'ppaProduct', register: 'ppaProduct', label: 'calcData.filters.ppaProduct' as MessageKey },
    { name: 'brand', register: 'brand', label: 'calcData.filters.brand' as MessageKey },
    { name: 'category', register: 'category', label: 'calcData.filters.category' as MessageKey },
    { name: 'commodity', register: 'commodity', label: 'calcData.fields.commodity' as MessageKey },
    { name: 'channel', register: 'channel', label: 'calcData.fields.channel' as MessageKey },
  ];
}

/** A tab's filters, applied together by Search; Clear goes back to the current month. */
function CalcDataFilterBar({
  source,
  onApply,
}: {
  source: CalcDataSource;
  onApply: (filters: TCalcDataFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CalcDataFilterValues>();
  const required = [requiredRule(t)];
  return (
    <Form<CalcDataFilterValues>
      form={form}
      layout="vertical"
      initialValues={defaultCalcDataWindow()}
      onFinish={(values) => onApply(calcDataFiltersOf(values))}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '0 16px' }}
    >
      <Form.Item name="competenceFrom" label={t('calcData.filters.competenceFrom')} rules={required}>
        <CompetencePicker />
      </Form.Item>
      <Form.Item name="competenceTo" label={t('calcData.filters.competenceTo')} rules={required}>
        <CompetencePicker />
      </Form.Item>
      {codeFilters(source).map((filter) => (
        <Form.Item key={filter.name} name={filter.name} label={t(filter.label)}>
          <RegisterCodeSelect register={filter.register} />
        </Form.Item>
      ))}
      <Form.Item style={{ gridColumn: '1 / -1', marginBottom: 0 }}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onApply(calcDataFiltersOf(defaultCalcDataWindow()));
            }}
          >
            {t('complianceReports.filter.clear')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

/** The sums of every filtered row, as the server computed them. */
function CalcDataTotals({ totals }: { totals: TCalcDataTotals | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (text: string | undefined) => formatValue('money', text, language);
  return (
    <Descriptions
      size="small"
      bordered
      title={t('calcData.totals')}
      column={{ xs: 1, sm: 2, md: 5 }}
      items={[
        {
          key: 'rows',
          label: t('calcData.totals.rows'),
          children: formatValue('integer', String(totals?.rows ?? 0), language),
        },
        {
          key: 'volume',
          label: t('calcData.fields.volume'),
          children: formatValue('quantity', totals?.volume, language),
        },
        { key: 'niv', label: t('calcData.fields.niv'), children: money(totals?.niv) },
        { key: 'gsv', label: t('calcData.fields.gsv'), children: money(totals?.gsv) },
        {
          key: 'grossRevenue',
          label: t('calcData.fields.grossRevenue'),
          children: money(totals?.grossRevenue),
        },
      ]}
    />
  );
}

function CalcDataTab({ source }: { source: CalcDataSource }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<TCalcDataFilters>(() => calcDataFiltersOf(defaultCalcDataWindow()));
  const list = useListState(firstListState<SortColumn, object>(SORT, {}), SORT);
  const result = useSearchCalcData(source, { ...filters, ...list.state.query });
  const exporting = useExportCalcData(source);
  const codeName = (code: string | null, name: string | null) => (code ? `${code} — ${name ?? ''}` : '');
  const number = (kind: 'money' | 'quantity', key: keyof typeof VALUE_LABELS) => ({
    key,
    title: t(VALUE_LABELS[key]),
    sorter: true,
    align: 'right' as const,
    render: (_v: unknown, row: TCalcDataRow) => formatValue(kind, row[key], language),
  });
  const columns: TableProps<TCalcDataRow>['columns'] = [
    { key: 'competence', title: t('fields.competence'), sorter: true, render: (_v, row) => row.competence },
    ...(source === 'dms'
      ? [
          {
            key: 'distributor',
            title: t('calcData.fields.distributor'),
            render: (_v: unknown, row: TCalcDataRow) => codeName(row.distributorCode, row.distributorName),
          },
        ]
      : []),
    ...(source !== 'sellIn'
      ? [
          {
            key: 'storeCode',
            title: t('calcData.fields.store'),
            sorter: true,
            render: (_v: unknown, row: TCalcDataRow) => codeName(row.storeCode, row.storeName),
          },
        ]
      : []),
    {
      key: 'customerCode',
      title: t('calcData.fields.customer'),
      sorter: true,
      render: (_v, row) => codeName(row.customerCode, row.customerName),
    },
    {
      key: 'skuCode',
      title: t('calcData.fields.sku'),
      sorter: true,
      render: (_v, row) => codeName(row.skuCode, row.skuName),
    },
    { key: 'commodity', title: t('calcData.fields.commodity'), render: (_v, row) => row.commodity ?? '' },
    number('quantity', 'volume'),
    number('money', 'niv'),
    number('money', 'gsv'),
    number('money', 'grossRevenue'),
  ];
  return (
    <Flex vertical gap={16}>
      <CalcDataFilterBar
        source={source}
        onApply={(next) => {
          setFilters(next);
          list.setFilters({});
        }}
      />
      <Flex justify="end">
        <ExportButton
          label={t('registerScreens.export')}
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(filters, {
              onSuccess: (outcome) => {
                if (outcome.kind === 'saved')
                  feedback.success(t('registerScreens.exportSaved', { file: outcome.fileName }));
              },
              onError: feedback.failure,
            })
          }
        />
      </Flex>
      <CalcDataTotals totals={result.data?.totals} />
      <ServerTable<TCalcDataRow>
        list={list}
        result={result}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}

/** /calc: sell-in, sell-out and DMS, one tab each for the sources the user may read. */
export function CalcDataPage() {
  const { t } = useTranslation();
  if (!mayOpenRoute(paths.calcData.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  const sources = readableSources(hasRole);
  return (
    <ListPage title={t('calcData.title')}>
      {sources.length === 0 ? (
        <Empty description={t('calcData.noTab')} />
      ) : (
        <Tabs
          destroyOnHidden
          items={sources.map((source) => ({
            key: source,
            label: t(CALC_DATA_TITLES[source]),
            children: <CalcDataTab source={source} />,
          }))}
        />
      )}
    </ListPage>
  );
}
