import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { SAP_ON_STATE_LABELS, type TSapOnLever } from '@trade-terms/domain/agreement-sap-on';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Flex, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { formatInstant, formatValue } from '../../../platform/value-format';
import { EDIT_ROLE } from '../agreement-actions';
import { wireDateOf } from '../agreement-form';
import { useExportSapOn } from '../api/export-sap-on';
import { useSearchSapOn } from '../api/search-sap-on';
import { SAP_ON_STATE_COLORS, type SapOnFilters, sapOnExportOf } from '../sap-on-view';
import { SapOnEditDialog } from './sap-on-edit-dialog';
import { SapOnFilterBar } from './sap-on-filters';
import { SapOnImportDialog } from './sap-on-import-dialog';

type SortColumn = 'agreementId';
const SORT: ListSort<SortColumn> = { sortable: ['agreementId'], defaultSort: 'agreementId' };
const FIRST_STATE = firstListState<SortColumn, SapOnFilters>(SORT, {});
/** The newest agreements first. */
const FIRST = { ...FIRST_STATE, query: { ...FIRST_STATE.query, direction: 'desc' as const } };

/** A listed lever, keyed for the table by its agreement and catalogue lever. */
type Row = TSapOnLever & { id: number; key: string };

function useColumns(onEdit: ((lever: Row) => void) | null): TableProps<Row>['columns'] {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mayOpenAgreement = mayOpenRoute(paths.agreementEdit.path, signedInUser()?.authorities ?? null);
  const date = (text: string) => formatValue('date', wireDateOf(text), language);
  const percent = (text: string | null) => (text === null ? '—' : formatValue('percentage', text, language));
  return [
    {
      key: 'agreementId',
      title: t('sapOn.column.agreementId'),
      sorter: true,
      render: (_value, row) => (
        <Flex vertical>
          {mayOpenAgreement ? (
            <Link to={paths.agreementEdit.href(row.agreementId)}>
              {row.agreementId} - {row.description}
            </Link>
          ) : (
            `${row.agreementId} - ${row.description}`
          )}
          <Typography.Text type="secondary">{row.channels.join(', ')}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'holding',
      title: t('sapOn.column.holding'),
      render: (_value, row) => `${row.economicGroup.code} - ${row.economicGroup.name}`,
    },
    {
      key: 'lever',
      title: t('sapOn.column.leverName'),
      render: (_value, row) => (
        <Flex vertical>
          {row.leverName}
          <Typography.Text type="secondary">{row.businessUnit}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'customers',
      title: t('sapOn.column.customers'),
      render: (_value, row) => (
        <Flex vertical>
          {row.customers.join(', ')}
          <Typography.Text type="secondary">
            {t('sapOn.column.payers')}: {row.payers.join(', ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'discount',
      title: t('sapOn.column.discountPercent'),
      align: 'right',
      render: (_value, row) => percent(row.discountPercent),
    },
    {
      key: 'validity',
      title: t('sapOn.validity'),
      render: (_value, row) => `${date(row.validityStart)} – ${date(row.validityEnd)}`,
    },
    {
      key: 'state',
      title: t('sapOn.column.state'),
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={SAP_ON_STATE_COLORS[row.state]}>{t(SAP_ON_STATE_LABELS[row.state])}</Tag>
            {row.conditionNumber}
          </span>
          {row.refusalReason && <Typography.Text>{row.refusalReason}</Typography.Text>}
          {row.setUpFor && (
            <Typography.Text type="secondary">
              {t('sapOn.setUpFor', {
                discount: percent(row.setUpFor.discountPercent),
                start: date(row.setUpFor.validityStart),
                end: date(row.setUpFor.validityEnd),
              })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'answered',
      title: t('sapOn.answered'),
      render: (_value, row) =>
        row.answeredBy
          ? t('sapOn.answeredBy', { name: row.answeredBy, at: formatInstant(row.answeredAt, language) })
          : '—',
    },
    ...(onEdit
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 80,
            render: (_value: unknown, row: Row) => (
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('sapOn.edit', { agreement: row.agreementId, lever: row.leverName })}
                onClick={() => onEdit(row)}
              />
            ),
          },
        ]
      : []),
  ];
}

function SapOnList() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const list = useListState(FIRST, SORT);
  const { query: _query, ...filters } = list.state;
  const levers = useSearchSapOn(listSearchOf(list.state));
  const exportFile = useExportSapOn();
  const edits = hasRole(EDIT_ROLE);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const columns = useColumns(edits ? setEditing : null);
  const rows: Row[] = (levers.data?.items ?? []).map((lever, index) => ({
    ...lever,
    id: index,
    key: `${lever.agreementId}:${lever.leverId}`,
  }));
  return (
    <ListPage
      title={t('sapOn.title')}
      actions={
        <Space wrap>
          <ExportButton
            label={t('sapOn.export')}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate(sapOnExportOf(filters), { onError: feedback.failure })}
          />
          {edits && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {t('sapOn.import')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('sapOn.intro')}
      </Typography.Paragraph>
      <SapOnFilterBar onApply={(next) => list.setFilters(next)} />
      <ServerTable<Row>
        list={list}
        result={{ ...levers, data: levers.data && { items: rows, total: levers.data.total } }}
        columns={columns}
        rowKey="key"
      />
      {importing && <SapOnImportDialog onClose={() => setImporting(false)} />}
      {editing && <SapOnEditDialog lever={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}

/** /agreements/agreementsOn-edit: the ON levers of approved agreements and their SAP conditions. */
export function SapOnPage() {
  if (!mayOpenRoute(paths.agreementsSapOn.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <SapOnList />;
}
