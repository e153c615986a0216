import {
  AGREEMENT_SORT_COLUMNS,
  AGREEMENT_TABS,
  type AgreementTab,
  type TAgreementSummary,
} from '@trade-terms/domain/agreements';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Checkbox, Flex, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CountedTabs } from '../../../components/list-page/counted-tabs';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { ServerTable } from '../../../components/list-page/server-table';
import { SkippedItems } from '../../../components/list-page/skipped-items';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useListState } from '../../../platform/use-list-state';
import { useRowSelection } from '../../../platform/use-row-selection';
import { formatValue } from '../../../platform/value-format';
import { EDIT_ROLE } from '../agreement-actions';
import { wireDateOf } from '../agreement-form';
import {
  APPROVER_LABELS,
  SIGNATURE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  TAB_LABELS,
} from '../agreement-labels';
import { type AgreementFilters, activeFilters } from '../agreement-list';
import { useTabCounts } from '../api/get-tab-counts';
import { useSearchAgreements } from '../api/search-agreements';
import { AgreementFilterBar } from './agreement-filters';
import { AgreementLeverRows } from './agreement-lever-rows';
import { BulkActionBar, type BulkOutcome } from './bulk-action-bar';
import { MassiveTemplateAction } from './massive-template';
import { ReturnedAgreementsTable, useReturnedCount } from './returned-agreements';
import { SapCustomerChangesButton } from './sap-customer-changes-export';
import { SapOnLink } from './sap-on-link';

type SortColumn = (typeof AGREEMENT_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: AGREEMENT_SORT_COLUMNS, defaultSort: 'id' };
const FIRST_STATE = firstListState<SortColumn, AgreementFilters>(SORT, {});
/** The newest agreements first. */
const FIRST = { ...FIRST_STATE, query: { ...FIRST_STATE.query, direction: 'desc' as const } };

function useColumns(): TableProps<TAgreementSummary>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpen = mayOpenRoute(paths.agreementEdit.path, signedInUser()?.authorities ?? null);
  const money = (text: string) => formatValue('money', text, language);
  const date = (text: string) => formatValue('date', wireDateOf(text), language);
  return [
    { key: 'id', dataIndex: 'id', title: t('agreements.id'), sorter: true, width: 80 },
    {
      key: 'description',
      title: t('agreements.description'),
      sorter: true,
      render: (_value, agreement) =>
        mayOpen ? (
          <Link to={paths.agreementEdit.href(agreement.id)}>{agreement.description}</Link>
        ) : (
          agreement.description
        ),
    },
    {
      key: 'holding',
      title: t('agreements.holding'),
      render: (_value, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
    },
    { key: 'channels', title: t('agreements.channels'), render: (_value, row) => row.channels.join(', ') },
    {
      key: 'status',
      title: t('agreements.status'),
      sorter: true,
      render: (_value, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
    {
      key: 'signatureStatus',
      title: t('agreements.signatureStatus'),
      render: (_value, row) => t(SIGNATURE_LABELS[row.signatureStatus]),
    },
    {
      key: 'approverStatus',
      title: t('agreements.approverStatus'),
      render: (_value, row) => (row.approverStatus ? t(APPROVER_LABELS[row.approverStatus]) : '—'),
    },
    {
      key: 'validityStart',
      title: t('agreements.validity'),
      sorter: true,
      render: (_value, row) => `${date(row.validityStart)} – ${date(row.validityEnd)}`,
    },
    {
      key: 'totalOn',
      title: t('agreements.totalOn'),
      align: 'right',
      render: (_v, row) => money(row.totals.on),
    },
    {
      key: 'totalOff',
      title: t('agreements.totalOff'),
      align: 'right',
      render: (_v, row) => money(row.totals.off),
    },
  ];
}

function AgreementsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: AgreementTab = AGREEMENT_TABS.find((each) => each === params.get('tab')) ?? 'registering';
  const list = useListState(FIRST, SORT);
  const { query: _query, ...filters } = list.state;
  const search = { ...listSearchOf(list.state), tab };
  const agreements = useSearchAgreements(search);
  const counts = useTabCounts(activeFilters(filters));
  const selection = useRowSelection<TAgreementSummary>(JSON.stringify({ tab, ...activeFilters(filters) }));
  const [skipped, setSkipped] = useState<BulkOutcome['skipped']>([]);
  const [onlyReturned, setOnlyReturned] = useState(false);
  const returnedCount = useReturnedCount(activeFilters(filters));
  const showReturned = onlyReturned && tab === 'registering';
  const columns = useColumns();
  const showTab = (next: string) => {
    setSkipped([]);
    setParams({ tab: next }, { replace: true });
    list.replace({ ...list.state, query: { ...list.state.query, page: 1 } });
  };

  return (
    <ListPage
      title={t('agreements.title')}
      actions={
        <Space wrap>
          <SapOnLink />
          <SapCustomerChangesButton />
          {hasRole(EDIT_ROLE) && (
            <>
              <MassiveTemplateAction filters={activeFilters(filters)} tab={tab} />
              <NewButton label={t('agreements.new')} to={paths.agreementRegister.href()} />
            </>
          )}
        </Space>
      }
    >
      <AgreementFilterBar onApply={(next) => list.setFilters(next)} />
      <CountedTabs
        tabs={AGREEMENT_TABS}
        active={tab}
        counts={counts.data}
        label={(each) => t(TAB_LABELS[each])}
        onChange={showTab}
      />
      <SkippedItems
        skipped={skipped}
        titleKey="agreements.skippedTitle"
        itemKey="agreement.skipped"
        onClose={() => setSkipped([])}
      />
      {tab === 'registering' && (
        <Checkbox checked={onlyReturned} onChange={(event) => setOnlyReturned(event.target.checked)}>
          {t('agreements.returned.only', { count: returnedCount ?? 0 })}
        </Checkbox>
      )}
      <Flex vertical gap={12}>
        {showReturned ? (
          <ReturnedAgreementsTable filters={activeFilters(filters)} />
        ) : (
          <ServerTable<TAgreementSummary>
            list={list}
            result={agreements}
            columns={columns}
            selection={selection}
            bulkActions={(rows) => (
              <BulkActionBar
                tab={tab}
                rows={rows}
                onOutcome={(outcome) => {
                  selection.drop(outcome.done);
                  setSkipped(outcome.skipped);
                }}
              />
            )}
            expandable={{ expandedRowRender: (row) => <AgreementLeverRows id={row.id} /> }}
          />
        )}
      </Flex>
    </ListPage>
  );
}

/** /agreements: the four tabs of agreements with their counts, filters and bulk actions. */
export function AgreementsPage() {
  if (!mayOpenRoute(paths.agreements.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <AgreementsList />;
}
