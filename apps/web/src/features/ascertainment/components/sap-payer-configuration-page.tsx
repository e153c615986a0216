import {
  PAYER_CONFIGURATION_SORT_COLUMNS,
  PAYER_SPLIT_STATE_LABELS,
  PAYER_SPLIT_STATES,
  type PayerSplitState,
  type TPayerConfigurationRow,
} from '@trade-terms/domain/ascertainment-payer-configuration';
import { payerSplitEditable } from '@trade-terms/domain/ascertainment-payers';
import { PAYER_SPLIT_CONFIGURE_ROLES } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import { currentCompetence } from '@trade-terms/domain/competence';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Form, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { requiredRule } from '../../../components/form-rules';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListState } from '../../../platform/use-list-state';
import { usePayerConfiguration } from '../api/payer-configuration';
import { usePayerSplit } from '../api/payer-split';
import {
  type AscertainmentFilters,
  ascertainmentFiltersOf,
  moneyText,
  STATUS_LABELS,
} from '../ascertainment-view';
import { PayerSplitDialog } from './payer-split-dialog';
import { FundsTypeFilterField, ScopeFilterFields, SignatureFilterField } from './scope-filter-fields';

type SortColumn = (typeof PAYER_CONFIGURATION_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: PAYER_CONFIGURATION_SORT_COLUMNS, defaultSort: 'id' };

interface Filters extends AscertainmentFilters {
  competence: string;
  states?: PayerSplitState[] | undefined;
}

/** The screen starts on the current month's competence (spec §9), which it always needs. */
const firstFilters = (): Filters => ({ competence: currentCompetence() });

const STATE_COLORS: Record<PayerSplitState, string> = {
  NOT_CONFIGURED: 'default',
  EQUAL: 'success',
  BELOW: 'warning',
  ABOVE: 'error',
};

function filtersOf(values: Filters): Filters {
  const states = values.states?.length ? { states: [...values.states] } : {};
  return { ...ascertainmentFiltersOf(values), competence: values.competence, ...states };
}

/** Reads the ascertainment's split and opens the split dialog on it (the same dialog as its page). */
function ConfigureDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const split = usePayerSplit(id);
  if (split.isError)
    return <Alert type="error" showIcon title={failureTexts(split.error, (key) => t(key)).join(' ')} />;
  return split.data ? <PayerSplitDialog split={split.data} onClose={onClose} /> : null;
}

function useColumns(configure: (id: number) => void): TableProps<TPayerConfigurationRow>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: string | null) => moneyText(value, language);
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
  const mayConfigure = PAYER_SPLIT_CONFIGURE_ROLES.some((role) => hasRole(role));
  return [
    {
      key: 'id',
      title: t('ascertainmentScreens.id'),
      sorter: true,
      width: 80,
      render: (_v, row) =>
        mayOpen ? <Link to={paths.ascertainmentEdit.href(row.id)}>{row.id}</Link> : row.id,
    },
    {
      key: 'agreement',
      title: t('ascertainmentScreens.agreement'),
      render: (_v, row) => `${row.agreementId} - ${row.agreementDescription}`,
    },
    {
      key: 'economicGroup',
      title: t('ascertainmentScreens.holding'),
      sorter: true,
      render: (_v, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
    },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity'), sorter: true },
    { key: 'period', dataIndex: 'period', title: t('ascertainmentScreens.period') },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_v, row) => t(STATUS_LABELS[row.status]),
    },
    {
      key: 'payerCount',
      dataIndex: 'payerCount',
      title: t('sapPayerConfiguration.payerCount'),
      align: 'right',
    },
    {
      key: 'finalValue',
      title: t('ascertainmentScreens.finalValue'),
      align: 'right',
      render: (_v, row) => money(row.finalValue),
    },
    {
      key: 'toPay',
      title: t('sapPayerConfiguration.toPay'),
      sorter: true,
      align: 'right',
      render: (_v, row) => money(row.toPay),
    },
    {
      key: 'distributed',
      title: t('sapPayerConfiguration.distributed'),
      align: 'right',
      render: (_v, row) => money(row.distributed),
    },
    {
      key: 'difference',
      title: t('sapPayerConfiguration.difference'),
      sorter: true,
      align: 'right',
      render: (_v, row) => money(row.difference),
    },
    {
      key: 'state',
      title: t('sapPayerConfiguration.states'),
      render: (_v, row) => (
        <Tag color={STATE_COLORS[row.state]}>{t(PAYER_SPLIT_STATE_LABELS[row.state])}</Tag>
      ),
    },
    {
      key: 'configure',
      title: t('sapPayerConfiguration.configure'),
      render: (_v, row) =>
        mayConfigure &&
        payerSplitEditable(row.status) && (
          <Button
            size="small"
            onClick={() => configure(row.id)}
            aria-label={t('sapPayerConfiguration.configureOf', { id: row.id })}
          >
            {t('sapPayerConfiguration.configure')}
          </Button>
        ),
    },
  ];
}

function SapPayerConfigurationList() {
  const { t } = useTranslation();
  const [first] = useState(() => firstListState<SortColumn, Filters>(SORT, firstFilters()));
  const list = useListState(first, SORT);
  const [form] = Form.useForm<Filters>();
  const rows = usePayerConfiguration({ ...listSearchOf(list.state), competence: list.state.competence });
  const [configuring, setConfiguring] = useState<number | null>(null);
  const columns = useColumns(setConfiguring);
  const apply = (next: Filters) => list.replace({ ...next, query: { ...list.state.query, page: 1 } });
  return (
    <ListPage title={t('sapPayerConfiguration.title')}>
      <Alert type="info" showIcon title={t('sapPayerConfiguration.intro')} style={{ marginBottom: 16 }} />
      <FilterGrid<Filters>
        form={form}
        initialValues={first}
        onSearch={(values) => apply(filtersOf(values))}
        clearLabel={t('ascertainmentScreens.clearFilters')}
        onClear={() => apply(firstFilters())}
      >
        <Form.Item name="competence" label={t('ascertainmentScreens.competence')} rules={[requiredRule(t)]}>
          <CompetencePicker />
        </Form.Item>
        <ScopeFilterFields />
        <FundsTypeFilterField />
        <SignatureFilterField />
        <Form.Item name="states" label={t('sapPayerConfiguration.states')}>
          <AppSelect
            mode="multiple"
            allowClear
            options={PAYER_SPLIT_STATES.map((value) => ({
              value,
              label: t(PAYER_SPLIT_STATE_LABELS[value]),
            }))}
          />
        </Form.Item>
      </FilterGrid>
      <ServerTable<TPayerConfigurationRow>
        list={list}
        result={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        aria-label={t('sapPayerConfiguration.title')}
      />
      {configuring !== null && <ConfigureDialog id={configuring} onClose={() => setConfiguring(null)} />}
    </ListPage>
  );
}

/**
 * /trade-agreements-ascertainment/sap-payers: the ascertainments of a competence to split among
 * several SAP payers, the state of each split, and the split dialog to configure it.
 */
export function SapPayerConfigurationPage() {
  if (!mayOpenRoute(paths.ascertainmentSapPayers.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <SapPayerConfigurationList />;
}
