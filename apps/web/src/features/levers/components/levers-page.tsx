import { EditOutlined } from '@ant-design/icons';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { LEVER_STATUSES, type LeverStatus, type TLeverSummary } from '@trade-terms/domain/levers';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Form, Input, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { BASIS_LABELS, MODEL_LABELS, ORIGIN_LABELS } from '../../../platform/calculation-labels';
import { schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { listReturnState } from '../../../platform/list-return';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListControls } from '../../../platform/use-list-state';
import { formatDate } from '../../../platform/value-format';
import { type TSearchLeversInput, useSearchLevers } from '../api/search-levers';
import { choicesOf, periodicitiesText, STATUS_COLORS, STATUS_LABELS } from '../lever-labels';
import {
  LEVER_SORT,
  type LeverFilters,
  type LeverListState,
  leverListFromSearch,
  leverListToSearch,
  leverSearchOf,
  NO_LEVER_FILTERS,
} from '../lever-list';

/** The list's filters, applied together by Search; the validity window is checked first. */
function LeverFiltersForm({
  applied,
  onApply,
}: {
  applied: LeverListState;
  onApply: (filters: LeverFilters) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [draft, setDraft] = useState<LeverFilters>(applied);
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const change = (next: Partial<LeverFilters>) => {
    setDraft({ ...draft, ...next });
    if ('validFrom' in next || 'validTo' in next) setDateProblem(null);
  };
  const apply = () => {
    const failure = schemaCheck<TSearchLeversInput>(
      leverCalls.search.body,
      language,
    )(leverSearchOf({ ...applied, ...draft }));
    const problem = failure?.fields.find((field) => ['validFrom', 'validTo'].includes(String(field.name[0])));
    setDateProblem(problem?.errors.join(' ') ?? null);
    if (!problem) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_LEVER_FILTERS);
    setDateProblem(null);
    onApply(NO_LEVER_FILTERS);
  };

  return (
    <Form
      layout="vertical"
      onFinish={apply}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '0 16px' }}
    >
      <Form.Item label={t('levers.searchName')} htmlFor="lever-filter-texto">
        <Input
          id="lever-filter-texto"
          allowClear
          maxLength={100}
          value={draft.search}
          onChange={(event) => change({ search: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('levers.channels')} htmlFor="lever-filter-channels">
        <RegisterCodesSelect
          id="lever-filter-channels"
          register="channel"
          value={draft.channels}
          onChange={(channels) => change({ channels })}
        />
      </Form.Item>
      <Form.Item label={t('levers.status')} htmlFor="lever-filter-status">
        <AppSelect<LeverStatus>
          id="lever-filter-status"
          options={choicesOf(LEVER_STATUSES, STATUS_LABELS, t)}
          value={draft.status ?? undefined}
          onChange={(status) => change({ status: status ?? null })}
        />
      </Form.Item>
      <Form.Item
        label={t('levers.validFrom')}
        htmlFor="lever-filter-valid-from"
        validateStatus={dateProblem ? 'error' : undefined}
        help={dateProblem ?? undefined}
      >
        <WireDatePicker
          id="lever-filter-valid-from"
          value={draft.validFrom}
          onChange={(validFrom) => change({ validFrom })}
        />
      </Form.Item>
      <Form.Item label={t('levers.validTo')} htmlFor="lever-filter-valid-to">
        <WireDatePicker
          id="lever-filter-valid-to"
          value={draft.validTo}
          onChange={(validTo) => change({ validTo })}
        />
      </Form.Item>
      <Form.Item label=" ">
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={clear}>{t('levers.clearFilters')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function LeversList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const canEdit = hasRole('ROLE_EDITAR_CADASTRO_ALAVANCA');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The list lives in the address, so Back from the form, a reload or a shared link shows it again.
  const list = useListControls(
    {
      state: leverListFromSearch(searchParams),
      setState: (next: LeverListState) =>
        setSearchParams(new URLSearchParams(leverListToSearch(next)), { replace: true }),
    },
    LEVER_SORT,
  );
  const levers = useSearchLevers(leverSearchOf(list.state));
  // The form opened from here returns to this page, filters and sort included.
  const fromList = listReturnState(location.search);

  const columns: TableProps<TLeverSummary>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'channel', dataIndex: 'channel', title: t('levers.channel'), sorter: true },
    {
      key: 'status',
      title: t('levers.status'),
      render: (_value, lever) => (
        <Tag color={STATUS_COLORS[lever.status]}>{t(STATUS_LABELS[lever.status])}</Tag>
      ),
    },
    {
      key: 'validityStart',
      title: t('levers.validityStart'),
      sorter: true,
      render: (_value, lever) => formatDate(lever.validityStart, language),
    },
    {
      key: 'validityEnd',
      title: t('levers.validityEnd'),
      sorter: true,
      render: (_value, lever) => (lever.validityEnd ? formatDate(lever.validityEnd, language) : ''),
    },
    {
      key: 'periodicities',
      title: t('levers.periodicities'),
      // Four quarters read on two lines rather than widening the table past the screen.
      render: (_value, lever) => (
        <span style={{ display: 'inline-block', maxWidth: 200 }}>
          {periodicitiesText(lever.periodicities, t)}
        </span>
      ),
    },
    {
      key: 'calculationModel',
      title: t('levers.calculationModel'),
      sorter: true,
      render: (_value, lever) => t(MODEL_LABELS[lever.calculationModel]),
    },
    {
      key: 'ascertainmentOrigin',
      title: t('levers.ascertainmentOrigin'),
      render: (_value, lever) => t(ORIGIN_LABELS[lever.ascertainmentOrigin]),
    },
    {
      key: 'calculationBasis',
      title: t('levers.calculationBasis'),
      render: (_value, lever) => (lever.calculationBasis ? t(BASIS_LABELS[lever.calculationBasis]) : ''),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            // Kept in view at the right edge however many columns scroll under it.
            fixed: 'right' as const,
            render: (_value: unknown, lever: TLeverSummary) => (
              <Link
                to={paths.leverEdit.href(lever.id)}
                state={fromList}
                aria-label={t('common.editNamed', { name: lever.name })}
              >
                <EditOutlined aria-hidden /> {t('common.edit')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={t('levers.title')}
      actions={
        canEdit && <NewButton label={t('levers.new')} to={paths.leverRegister.href()} state={fromList} />
      }
    >
      <LeverFiltersForm applied={list.state} onApply={list.setFilters} />
      <ServerTable<TLeverSummary>
        list={list}
        result={levers}
        columns={columns}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
    </ListPage>
  );
}

/** /lever: the lever catalogue, paged, sorted and filtered on the server; editors create and change. */
export function LeversPage() {
  if (!mayOpenRoute(paths.levers.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <LeversList />;
}
