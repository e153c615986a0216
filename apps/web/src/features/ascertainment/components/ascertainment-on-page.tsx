import { EditOutlined } from '@ant-design/icons';
import { SAP_ON_SHOWN_STATES, SAP_ON_STATE_LABELS } from '@trade-terms/domain/agreement-sap-on';
import { ON_SORT_COLUMNS, type TAscertainmentOnRow } from '@trade-terms/domain/ascertainment-on';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Form, Space, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListState } from '../../../platform/use-list-state';
import { useAscertainmentOn } from '../api/ascertainment-on';
import {
  differenceLabel,
  firstOnFilters,
  mayEditAbatement,
  type OnFilters,
  onFiltersOf,
  SAP_STATE_COLORS,
} from '../ascertainment-on-view';
import { moneyText, STATUS_COLORS, STATUS_LABELS } from '../ascertainment-view';
import { OnAbatementDialog } from './on-abatement-dialog';
import { ScopeFilterFields, SignatureFilterField, StatusFilterField } from './scope-filter-fields';

const SORT: ListSort<(typeof ON_SORT_COLUMNS)[number]> = {
  sortable: ON_SORT_COLUMNS,
  defaultSort: 'agreement',
};

function OnFilterBar({ onApply }: { onApply: (filters: OnFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OnFilters>();
  return (
    <FilterGrid<OnFilters>
      form={form}
      initialValues={firstOnFilters()}
      onSearch={(values) => onApply(onFiltersOf(values))}
      clearLabel={t('ascertainmentScreens.clearFilters')}
      onClear={() => onApply(firstOnFilters())}
    >
      <Form.Item name="competence" label={t('ascertainmentScreens.competence')}>
        <CompetencePicker />
      </Form.Item>
      <ScopeFilterFields />
      <SignatureFilterField />
      <StatusFilterField />
      <Form.Item name="sapStates" label={t('ascertainmentOn.sapStates')}>
        <AppSelect
          mode="multiple"
          allowClear
          options={SAP_ON_SHOWN_STATES.map((value) => ({ value, label: t(SAP_ON_STATE_LABELS[value]) }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function useColumns(onEdit: (row: TAscertainmentOnRow) => void): TableProps<TAscertainmentOnRow>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
  const agreementText = (row: TAscertainmentOnRow) => `${row.agreementId} - ${row.agreementDescription}`;
  return [
    {
      key: 'agreement',
      title: t('ascertainmentScreens.agreement'),
      sorter: true,
      render: (_v, row) =>
        mayOpen ? (
          <Link
            to={paths.ascertainmentEdit.href(row.ascertainmentId)}
            aria-label={t('ascertainmentScreens.open', {
              id: row.ascertainmentId,
              agreement: row.agreementDescription,
            })}
          >
            {agreementText(row)}
          </Link>
        ) : (
          agreementText(row)
        ),
    },
    {
      key: 'economicGroup',
      title: t('ascertainmentScreens.holding'),
      render: (_v, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
    },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity') },
    { key: 'period', dataIndex: 'period', title: t('ascertainmentScreens.period') },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
    { key: 'lever', dataIndex: 'lever', title: t('ascertainmentScreens.lever') },
    {
      key: 'valueInForce',
      title: t('ascertainmentOn.valueInForce'),
      align: 'right',
      render: (_v, row) => moneyText(row.valueInForce, language),
    },
    {
      key: 'abatement',
      title: t('ascertainmentOn.granted'),
      align: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {moneyText(row.abatement, language)}
          {row.abatementJustification && (
            <Tooltip title={row.abatementJustification}>
              <Tag>{t('ascertainmentOn.keyedIn')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'difference',
      title: t('ascertainmentOn.difference'),
      align: 'right',
      render: (_v, row) => {
        const label = differenceLabel(row.difference);
        return (
          <Space size={4}>
            {moneyText(row.difference, language)}
            {label && (
              <Tag color={label === 'ascertainmentOn.toRecover' ? 'error' : 'processing'}>{t(label)}</Tag>
            )}
          </Space>
        );
      },
    },
    {
      key: 'toPay',
      title: t('ascertainmentScreens.toPay'),
      align: 'right',
      render: (_v, row) => moneyText(row.toPay, language),
    },
    {
      key: 'sap',
      title: t('ascertainmentOn.sapCondition'),
      render: (_v, row) => (
        <Space size={4}>
          <Tag color={SAP_STATE_COLORS[row.sapState]}>{t(SAP_ON_STATE_LABELS[row.sapState])}</Tag>
          {row.sapConditionNumber}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_v, row) =>
        mayEditAbatement(row, hasRole) && (
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`${t('ascertainmentOn.edit')}: ${row.lever} (${agreementText(row)})`}
            onClick={() => onEdit(row)}
          >
            {t('ascertainmentOn.edit')}
          </Button>
        ),
    },
  ];
}

function AscertainmentOn() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OnFilters>(firstOnFilters);
  const list = useListState(firstListState(SORT, {}), SORT);
  const result = useAscertainmentOn({ ...filters, ...list.state.query });
  const [editing, setEditing] = useState<TAscertainmentOnRow | null>(null);
  const columns = useColumns(setEditing);
  return (
    <ListPage title={t('ascertainmentOn.title')}>
      <Typography.Paragraph type="secondary">{t('ascertainmentOn.intro')}</Typography.Paragraph>
      <OnFilterBar
        onApply={(next) => {
          setFilters(next);
          list.setFilters({});
        }}
      />
      <ServerTable<TAscertainmentOnRow>
        list={list}
        result={result}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {editing && <OnAbatementDialog row={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}

/** /trade-agreements-ascertainmentOn/ascertainmentOn-edit: ON lever lines against the abatement granted on the invoice. */
export function AscertainmentOnPage() {
  if (!mayOpenRoute(paths.ascertainmentOn.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <AscertainmentOn />;
}
