import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { LEVER_SHEETS } from '@trade-terms/domain/lever-sheet-declarations';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Button, Form, Input, Space, type TableProps } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { RowActions } from '../../../components/list-page/row-actions';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { useOpenedRecord } from '../../../platform/use-opened-record';
import { useDownloadSheetTemplate, useExportSheet } from '../api/download-sheet';
import { useRemoveSheetRow } from '../api/remove-sheet-row';
import { useSearchSheetRows } from '../api/search-sheet-rows';
import type { SheetRow } from '../api/sheet-calls';
import { displayValue } from '../lever-sheet-view';
import { LeverSelect } from './lever-select';
import { SheetImportDialog } from './sheet-import-dialog';
import { SheetRowDrawer } from './sheet-row-drawer';

interface SheetFilters {
  search?: string | undefined;
  leverId?: number | undefined;
  channel?: string | undefined;
  commodity?: string | undefined;
  region?: string | undefined;
}

const SORTS: Record<LeverSheetKind, ListSort<string>> = {
  leverRecommendation: {
    sortable: ['id', 'leverName', 'commodity', 'region', 'subregion'],
    defaultSort: 'id',
  },
  auditedProduct: {
    sortable: ['productCode', 'description', 'region', 'commodity', 'validityStart'],
    defaultSort: 'productCode',
  },
};

const EDIT_ROLE = 'ROLE_EDITAR_CADASTRO_ALAVANCA';

/** The filters a user fills before searching, for the kind's own dimensions. */
function SheetFilterForm({
  kind,
  onSearch,
}: {
  kind: LeverSheetKind;
  onSearch: (filters: SheetFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SheetFilters>({});
  const codeFilter = (name: 'channel' | 'commodity' | 'region', label: string) => (
    <Form.Item label={label} htmlFor={`filter-${name}`}>
      <RegisterCodeSelect
        id={`filter-${name}`}
        register={name}
        value={draft[name] ?? null}
        onChange={(code) => setDraft({ ...draft, [name]: code ?? undefined })}
      />
    </Form.Item>
  );
  return (
    <Form
      layout="vertical"
      onFinish={() => onSearch(draft)}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '0 16px' }}
    >
      {kind === 'leverRecommendation' ? (
        <Form.Item label={t('leverSheets.fields.leverName')} htmlFor="filter-lever">
          <LeverSelect
            id="filter-lever"
            value={draft.leverId ?? null}
            onChange={(leverId) => setDraft({ ...draft, leverId: leverId ?? undefined })}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('leverSheets.searchText')} htmlFor="filter-texto">
          <Input
            id="filter-texto"
            allowClear
            maxLength={100}
            value={draft.search ?? ''}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </Form.Item>
      )}
      {kind === 'leverRecommendation' && codeFilter('channel', t('fields.channel'))}
      {codeFilter('commodity', t('fields.commodity'))}
      {codeFilter('region', t('fields.region'))}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('leverSheets.filter')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function LeverSheetList({ kind }: { kind: LeverSheetKind }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const declaration = LEVER_SHEETS[kind];
  const sort = SORTS[kind];
  const canEdit = hasRole(EDIT_ROLE);
  const list = useListState(firstListState<string, SheetFilters>(sort, {}), sort);
  const search = listSearchOf(list.state);
  const rows = useSearchSheetRows(kind, search);
  const drawer = useOpenedRecord();
  const remove = useRemoveSheetRow(kind);
  const exporting = useExportSheet(kind);
  const template = useDownloadSheetTemplate(kind);
  const [importing, setImporting] = useState(false);
  const rowName = (row: SheetRow) => t('leverSheets.rowName', { id: row.id });

  const columns: TableProps<SheetRow>['columns'] = [
    ...declaration.fields
      .filter((field) => field.list)
      .map((field) => ({
        key: field.name,
        dataIndex: field.name,
        title: t(field.label),
        sorter: sort.sortable.includes(field.name),
        align: (['money', 'percentage', 'integer'].includes(field.type) ? 'right' : 'left') as
          | 'right'
          | 'left',
        render: (value: unknown) => displayValue(field, value, language, t),
      })),
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_value: unknown, row: SheetRow) => (
        <RowActions
          name={rowName(row)}
          canEdit={canEdit}
          onOpen={() => drawer.open(row.id)}
          onRemove={() =>
            remove.mutate(
              { id: row.id, version: row.version },
              { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
            )
          }
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t(declaration.title)}
      actions={
        <Space wrap>
          <ExportButton
            label={t('registerScreens.export')}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(search, {
                onSuccess: (file) => {
                  if (file) feedback.success(t('registerScreens.exportSaved', { file }));
                },
                onError: feedback.failure,
              })
            }
          />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={template.isPending}
            onClick={() => template.mutate(undefined, { onError: feedback.failure })}
          >
            {t('registerScreens.template')}
          </Button>
          {canEdit && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('leverSheets.import')}
              </Button>
              <NewButton label={t('leverSheets.new')} onClick={drawer.openNew} />
            </>
          )}
        </Space>
      }
    >
      <SheetFilterForm kind={kind} onSearch={(filters) => list.setFilters(filters)} />
      <ServerTable<SheetRow> list={list} result={rows} columns={columns} scroll={{ x: 'max-content' }} />
      {drawer.opened && (
        <SheetRowDrawer kind={kind} id={drawer.opened.id} canEdit={canEdit} onClose={drawer.close} />
      )}
      {importing && <SheetImportDialog kind={kind} onClose={() => setImporting(false)} />}
    </ListPage>
  );
}

/** A lever table's screen: refused without the route's role, the grid otherwise. */
export function leverSheetScreen(kind: LeverSheetKind): ComponentType {
  const path = kind === 'leverRecommendation' ? paths.leverRecommendations.path : paths.auditedProducts.path;
  return function LeverSheetScreen() {
    if (!mayOpenRoute(path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
    return <LeverSheetList kind={kind} />;
  };
}
