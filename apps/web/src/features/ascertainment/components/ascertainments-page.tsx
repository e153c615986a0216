import {
  ASCERTAINMENT_SORT_COLUMNS,
  ASCERTAINMENT_TABS,
  type AscertainmentTab,
  type TAscertainmentRow,
} from '@trade-terms/domain/ascertainment';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CountedTabs } from '../../../components/list-page/counted-tabs';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { SkippedItems } from '../../../components/list-page/skipped-items';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListState } from '../../../platform/use-list-state';
import { useRowSelection } from '../../../platform/use-row-selection';
import { formatValue } from '../../../platform/value-format';
import { useAscertainmentTabCounts, useSearchAscertainments } from '../api/search-ascertainments';
import {
  ACTION_LABELS,
  type AscertainmentAction,
  type AscertainmentFilters,
  ascertainmentFiltersOf,
  bulkActionsOf,
  CALCULATE_ROLE,
  moneyText,
  SIGNATURE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  TAB_LABELS,
} from '../ascertainment-view';
import { AscertainmentFilterBar, FIRST_FILTERS } from './ascertainment-filters';
import { CalculateAction } from './calculate-action';
import { DiscountsSummaryAction } from './discounts-summary-action';
import { MoveDialog } from './move-dialog';

type SortColumn = (typeof ASCERTAINMENT_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: ASCERTAINMENT_SORT_COLUMNS, defaultSort: 'id' };
const FIRST = firstListState<SortColumn, AscertainmentFilters>(SORT, FIRST_FILTERS);

type Skipped = { id: number; reason: string }[];

function useColumns(): TableProps<TAscertainmentRow>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpen = mayOpenRoute(paths.ascertainmentEdit.path, signedInUser()?.authorities ?? null);
  const money = (value: string | null) => moneyText(value, language);
  return [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('ascertainmentScreens.id'),
      sorter: true,
      width: 80,
      render: (_value, row) =>
        mayOpen ? (
          <Link
            to={paths.ascertainmentEdit.href(row.id)}
            aria-label={t('ascertainmentScreens.open', { id: row.id, agreement: row.agreementDescription })}
          >
            {row.id}
          </Link>
        ) : (
          row.id
        ),
    },
    {
      key: 'agreement',
      title: t('ascertainmentScreens.agreement'),
      render: (_value, row) => `${row.agreementId} - ${row.agreementDescription}`,
    },
    {
      key: 'economicGroup',
      title: t('ascertainmentScreens.holding'),
      sorter: true,
      render: (_value, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
    },
    { key: 'commodity', dataIndex: 'commodity', title: t('ascertainmentScreens.commodity'), sorter: true },
    {
      key: 'competence',
      title: t('ascertainmentScreens.period'),
      sorter: true,
      render: (_value, row) => row.period,
    },
    {
      key: 'fundsTypes',
      title: t('ascertainmentScreens.onOff'),
      render: (_value, row) => row.fundsTypes.join(', '),
    },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_value, row) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
          {row.overdue && <Tag color="error">{t('ascertainmentScreens.overdue')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'signatureStatus',
      title: t('ascertainmentScreens.signatureStatus'),
      render: (_value, row) => t(SIGNATURE_LABELS[row.signatureStatus]),
    },
    {
      key: 'accurateValue',
      title: t('ascertainmentScreens.accurateValue'),
      sorter: true,
      align: 'right',
      render: (_v, row) => money(row.accurateValue),
    },
    {
      key: 'finalValue',
      title: t('ascertainmentScreens.finalValue'),
      sorter: true,
      align: 'right',
      render: (_v, row) => money(row.finalValue),
    },
    {
      key: 'toPay',
      title: t('ascertainmentScreens.toPay'),
      sorter: true,
      align: 'right',
      render: (_v, row) => money(row.toPay),
    },
    {
      key: 'deadline',
      title: t('ascertainmentScreens.deadline'),
      sorter: true,
      render: (_v, row) => formatValue('date', row.deadline, language),
    },
  ];
}

/** The bulk moves a tab offers on the picked rows; what was skipped, and why, goes to `onOutcome`. */
function BulkMoves({
  tab,
  rows,
  onOutcome,
}: {
  tab: AscertainmentTab;
  rows: readonly TAscertainmentRow[];
  onOutcome: (done: number[], skipped: Skipped) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<AscertainmentAction | null>(null);
  return (
    <>
      {bulkActionsOf(tab, hasRole).map((action) => (
        <Button key={action} type="primary" onClick={() => setAsking(action)}>
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      {asking && (
        <MoveDialog
          action={asking}
          ids={rows.map((row) => row.id)}
          subject={t('ascertainmentScreens.dialog.count', { count: rows.length })}
          onDone={(answer) => {
            setAsking(null);
            onOutcome(answer.done, answer.skipped);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

function AscertainmentsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: AscertainmentTab =
    ASCERTAINMENT_TABS.find((each) => each === params.get('tab')) ?? 'underValidation';
  const list = useListState(FIRST, SORT);
  const { query: _query, ...filters } = list.state;
  const active = ascertainmentFiltersOf(filters);
  const rows = useSearchAscertainments({ ...listSearchOf(list.state), tab });
  const counts = useAscertainmentTabCounts(active);
  const selection = useRowSelection<TAscertainmentRow>(JSON.stringify({ tab, ...active }));
  const [skipped, setSkipped] = useState<Skipped>([]);
  const columns = useColumns();
  const showTab = (next: string) => {
    setSkipped([]);
    setParams({ tab: next }, { replace: true });
    list.replace({ ...list.state, query: { ...list.state.query, page: 1 } });
  };

  return (
    <ListPage
      title={t('ascertainmentScreens.title')}
      actions={hasRole(CALCULATE_ROLE) && <CalculateAction onSkipped={setSkipped} />}
    >
      <AscertainmentFilterBar
        onApply={(next) => list.replace({ ...next, query: { ...list.state.query, page: 1 } })}
      />
      <DiscountsSummaryAction filters={active} />
      <CountedTabs
        tabs={ASCERTAINMENT_TABS}
        active={tab}
        counts={counts.data}
        label={(each) => t(TAB_LABELS[each])}
        onChange={showTab}
      />
      <SkippedItems
        skipped={skipped}
        titleKey="ascertainmentScreens.skippedTitle"
        itemKey="ascertainmentScreens.skipped"
        onClose={() => setSkipped([])}
      />
      <ServerTable<TAscertainmentRow>
        list={list}
        result={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        selection={bulkActionsOf(tab, hasRole).length > 0 ? selection : undefined}
        bulkActions={(picked) => (
          <BulkMoves
            tab={tab}
            rows={picked}
            onOutcome={(done, notDone) => {
              selection.drop(done);
              setSkipped(notDone);
            }}
          />
        )}
      />
    </ListPage>
  );
}

/** /trade-agreements-ascertainment: the six tabs of ascertainments with their counts, filters and bulk approval. */
export function AscertainmentsPage() {
  if (!mayOpenRoute(paths.ascertainments.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <AscertainmentsList />;
}
