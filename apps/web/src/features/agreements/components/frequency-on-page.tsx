import type { TFrequencyOnFilters, TFrequencyOnRow } from '@trade-terms/domain/frequency-on';
import { MONTHS_OF_YEAR } from '@trade-terms/domain/frequency-on';
import { PERIODICITIES, PERIODICITY_LABELS, type Periodicity } from '@trade-terms/domain/levers';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Form, Input, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { NumberInput } from '../../../components/form/number-input';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { ExportButton } from '../../../components/list-page/export-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { useExportFrequencyOn, useFrequencyOn } from '../api/frequency-on';

type Row = TFrequencyOnRow & { id: number; key: string };
type Filters = TFrequencyOnFilters;

const SORT: ListSort<'agreement'> = { sortable: ['agreement'], defaultSort: 'agreement' };
const firstFilters = (): Filters => ({ year: new Date().getFullYear() });

const periodicityLabel = (periodicity: Periodicity) => PERIODICITY_LABELS[periodicity];

const someOrNothing = <T,>(values: readonly T[] | undefined) => (values?.length ? [...values] : undefined);

function filtersOf(values: Filters): Filters {
  const filters: Filters = {
    year: Number(values.year),
    search: values.search?.trim() || undefined,
    economicGroups: someOrNothing(values.economicGroups),
    channels: someOrNothing(values.channels),
    businessUnits: someOrNothing(values.businessUnits),
    periodicities: someOrNothing(values.periodicities),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

function useColumns(year: number): TableProps<Row>['columns'] {
  const { t } = useTranslation();
  const monthName = new Intl.DateTimeFormat(currentLanguage(), { month: 'short', timeZone: 'UTC' });
  const months: TableProps<Row>['columns'] = MONTHS_OF_YEAR.map((month) => {
    const name = monthName.format(new Date(Date.UTC(year, month - 1, 1)));
    return {
      key: `month-${month}`,
      title: `${name}/${year}`,
      align: 'center' as const,
      render: (_v: unknown, row: Row) => {
        const periods = row.months[month - 1] ?? [];
        return periods.map((period) => (
          <Tag key={period} color="blue" aria-label={t('frequencyOn.mark', { month: name, periods: period })}>
            {period}
          </Tag>
        ));
      },
    };
  });
  return [
    {
      key: 'agreement',
      title: t('frequencyOn.agreement'),
      render: (_v, row) => `${row.agreementId} - ${row.description}`,
    },
    {
      key: 'holding',
      title: t('frequencyOn.holding'),
      render: (_v, row) => `${row.economicGroup.code} - ${row.economicGroup.name}`,
    },
    { key: 'businessUnit', dataIndex: 'businessUnit', title: t('frequencyOn.businessUnit') },
    { key: 'lever', dataIndex: 'leverName', title: t('frequencyOn.lever') },
    {
      key: 'periodicities',
      title: t('frequencyOn.periodicities'),
      render: (_v, row) =>
        row.periodicities.map((periodicity) => t(periodicityLabel(periodicity))).join(', '),
    },
    {
      key: 'validity',
      title: t('frequencyOn.validity'),
      render: (_v, row) => `${row.validityStart} - ${row.validityEnd}`,
    },
    ...months,
  ];
}

function FrequencyOnGrid() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const list = useListState(() => firstListState(SORT, firstFilters()), SORT);
  const [form] = Form.useForm<Filters>();
  const { query: _query, ...filters } = list.state;
  const grid = useFrequencyOn({ ...listSearchOf(list.state), year: filters.year });
  const exportFile = useExportFrequencyOn();
  const columns = useColumns(filters.year);
  const rows: Row[] = (grid.data?.items ?? []).map((lever, index) => ({
    ...lever,
    id: index,
    key: `${lever.agreementId}:${lever.leverId}`,
  }));
  return (
    <ListPage
      title={t('frequencyOn.title')}
      actions={
        <ExportButton
          label={t('frequencyOn.export')}
          loading={exportFile.isPending}
          onClick={() => exportFile.mutate(filtersOf(filters), { onError: feedback.failure })}
        />
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('frequencyOn.intro')}
      </Typography.Paragraph>
      <FilterGrid<Filters>
        form={form}
        initialValues={firstFilters()}
        onSearch={(values) => list.setFilters(filtersOf(values))}
        clearLabel={t('agreements.filter.clear')}
        onClear={() => list.replace(firstListState(SORT, firstFilters()))}
      >
        <Form.Item
          name="year"
          label={t('frequencyOn.year')}
          rules={[{ required: true, type: 'number', message: t('errors.required') }]}
        >
          <NumberInput min={2000} max={2100} precision={0} />
        </Form.Item>
        <Form.Item name="search" label={t('sapOn.filter.text')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="economicGroups" label={t('frequencyOn.holding')}>
          <RegisterCodesSelect register="economicGroup" />
        </Form.Item>
        <Form.Item name="channels" label={t('frequencyOn.channels')}>
          <RegisterCodesSelect register="channel" />
        </Form.Item>
        <Form.Item name="businessUnits" label={t('frequencyOn.businessUnit')}>
          <RegisterCodesSelect register="commodity" />
        </Form.Item>
        <Form.Item name="periodicities" label={t('frequencyOn.periodicities')}>
          <AppSelect
            mode="multiple"
            allowClear
            options={PERIODICITIES.map((value) => ({ value, label: t(periodicityLabel(value)) }))}
          />
        </Form.Item>
      </FilterGrid>
      <ScrollRegion label={t('frequencyOn.title')}>
        <ServerTable<Row>
          list={list}
          result={{ ...grid, data: grid.data && { items: rows, total: grid.data.total } }}
          columns={columns}
          rowKey="key"
        />
      </ScrollRegion>
    </ListPage>
  );
}

/**
 * /agreements/frequency-on: the ON levers of approved agreements on a year grid, a mark in each
 * month where one of their periods ends (the competence that ascertains it).
 */
export function FrequencyOnPage() {
  if (!mayOpenRoute(paths.agreementsFrequencyOn.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <FrequencyOnGrid />;
}
