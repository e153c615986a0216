import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type FieldDeclaration,
  filterFields,
  listColumns,
  type RegisterDeclaration,
  type RegisterKey,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import { Button, Form, Input, Space, type TableProps, Tag } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AppSelect } from '../../../components/form/app-select';
import { ALL_OPTION_VALUE } from '../../../components/form/multi-select';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { ServerTable } from '../../../components/list-page/server-table';
import { currentLanguage } from '../../../platform/i18n';
import { listReturnState } from '../../../platform/list-return';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListControls } from '../../../platform/use-list-state';
import { useDownloadRegisterTemplate } from '../api/download-register-template';
import { useExportRegister } from '../api/export-register';
import { useSearchRegister } from '../api/search-register';
import {
  type ActiveFilter,
  displayValue,
  enumChoices,
  type FilterValue,
  type RegisterListState,
  registerOf,
  registerPaths,
  searchBodyOf,
} from '../register-engine';
import { allRecordsState, listStateFromSearch, listStateToSearch } from '../register-list-url';
import { ImportDialog } from './import-dialog';
import { RecordStatusAction } from './record-status-action';

function FilterInput({
  field,
  value,
  onChange,
}: {
  field: FieldDeclaration;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const label = t(field.label);
  if (field.type === 'reference' && field.references)
    return (
      <ReferenceSelect
        id={`filter-${field.name}`}
        aria-label={label}
        references={field.references}
        withAll
        value={value === ALL_OPTION_VALUE || typeof value === 'number' ? value : ALL_OPTION_VALUE}
        onChange={(next) => onChange(next ?? ALL_OPTION_VALUE)}
      />
    );
  if (field.type === 'boolean' || field.type === 'enum') {
    const options =
      field.type === 'boolean'
        ? [
            { value: 'true', label: t('registerScreens.yes') },
            { value: 'false', label: t('registerScreens.no') },
          ]
        : enumChoices(field, currentLanguage());
    return (
      <AppSelect<string>
        id={`filter-${field.name}`}
        aria-label={label}
        allowClear={false}
        options={[{ value: ALL_OPTION_VALUE, label: t('components.multiSelect.all') }, ...options]}
        value={value === undefined ? ALL_OPTION_VALUE : String(value)}
        onChange={(next) =>
          onChange(field.type === 'boolean' && next !== ALL_OPTION_VALUE ? next === 'true' : next)
        }
      />
    );
  }
  return (
    <Input
      id={`filter-${field.name}`}
      aria-label={label}
      allowClear
      maxLength={field.maxLength ?? 100}
      value={typeof value === 'string' && value !== ALL_OPTION_VALUE ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The generic list of a register: its declared columns, filters, paging, export and import. */
function RegisterList({ register }: { register: RegisterDeclaration }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const canEdit = hasRole(register.editRole);
  const routes = registerPaths(register);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortable = listColumns(register);
  // The list lives in the address, so Back from a form, a reload or a shared link shows it again.
  const list = useListControls(
    {
      state: listStateFromSearch(register, searchParams),
      setState: (next: RegisterListState) =>
        setSearchParams(new URLSearchParams(listStateToSearch(register, next)), { replace: true }),
    },
    { sortable, defaultSort: sortable[0] ?? 'code' },
  );
  const { state } = list;
  const [draft, setDraft] = useState<RegisterListState>(state);
  // Forms opened from here return to this page, filters and sort included.
  const fromList = listReturnState(location.search);
  const [importing, setImporting] = useState(false);
  const search = searchBodyOf(register, state);
  const rows = useSearchRegister(register, search);
  const exporting = useExportRegister(register);
  const template = useDownloadRegisterTemplate(register);
  const yesNo = { yes: t('registerScreens.yes'), no: t('registerScreens.no') };

  const columns: TableProps<TRegisterRecord>['columns'] = [
    ...register.fields
      .filter((field) => field.list)
      .map((field) => ({
        key: field.name,
        dataIndex: field.name,
        title: t(field.label),
        sorter: true,
        align: (['money', 'percentage', 'quantity', 'integer'].includes(field.type) ? 'right' : 'left') as
          | 'right'
          | 'left',
        render: (_value: unknown, record: TRegisterRecord) => displayValue(field, record, language, yesNo),
      })),
    {
      key: 'active',
      title: t('registerScreens.status'),
      render: (_value, record) =>
        record.active ? (
          <Tag color="success">{t('registerScreens.active')}</Tag>
        ) : (
          <Tag>{t('registerScreens.inactive')}</Tag>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            // Kept in view at the right edge however many columns scroll under it.
            fixed: 'right' as const,
            render: (_value: unknown, record: TRegisterRecord) => {
              const name = String(record.name ?? record.code ?? record.id);
              return (
                <Space>
                  <Link
                    to={routes.edit(record.id)}
                    state={fromList}
                    aria-label={t('common.editNamed', { name })}
                  >
                    <EditOutlined aria-hidden /> {t('common.edit')}
                  </Link>
                  <RecordStatusAction register={register} record={record} name={name} />
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  const apply = () => list.setFilters(draft);

  return (
    <ListPage
      title={t(register.title)}
      actions={
        <Space wrap>
          <ExportButton
            label={t('registerScreens.export')}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(search, {
                onSuccess: (outcome) => {
                  if (outcome.kind === 'saved')
                    feedback.success(t('registerScreens.exportSaved', { file: outcome.fileName }));
                },
              })
            }
          />
          {canEdit && (
            <>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={template.isPending}
                onClick={() => template.mutate()}
              >
                {t('registerScreens.template')}
              </Button>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('registerScreens.import')}
              </Button>
              <NewButton label={t('registerScreens.new')} to={routes.create} state={fromList} />
            </>
          )}
        </Space>
      }
    >
      <Form
        layout="vertical"
        onFinish={apply}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: '0 16px',
        }}
      >
        <Form.Item label={t('registerScreens.searchText')} htmlFor="filter-texto">
          <Input
            id="filter-texto"
            allowClear
            maxLength={100}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </Form.Item>
        {filterFields(register).map((field) => (
          <Form.Item key={field.name} label={t(field.label)} htmlFor={`filter-${field.name}`}>
            <FilterInput
              field={field}
              value={draft.filters[field.name]}
              onChange={(value) => setDraft({ ...draft, filters: { ...draft.filters, [field.name]: value } })}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('registerScreens.activeFilter')} htmlFor="filter-ativo">
          <AppSelect<string>
            id="filter-ativo"
            allowClear={false}
            options={[
              { value: 'true', label: t('registerScreens.active') },
              { value: 'false', label: t('registerScreens.inactive') },
              { value: ALL_OPTION_VALUE, label: t('registerScreens.all') },
            ]}
            value={String(draft.active)}
            onChange={(next) =>
              setDraft({
                ...draft,
                active: (next === ALL_OPTION_VALUE ? ALL_OPTION_VALUE : next === 'true') as ActiveFilter,
              })
            }
          />
        </Form.Item>
        <Form.Item label=" ">
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                const all = allRecordsState(register, state);
                setDraft(all);
                list.replace(all);
              }}
            >
              {t('registerScreens.all')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <ServerTable<TRegisterRecord>
        list={list}
        result={rows}
        columns={columns}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
      {canEdit && <ImportDialog register={register} open={importing} onClose={() => setImporting(false)} />}
    </ListPage>
  );
}

const screens = new Map<RegisterKey, ComponentType>();

/** The list screen of one register, one component per register so the route table can name it. */
export function registerListScreen(key: RegisterKey): ComponentType {
  let screen = screens.get(key);
  if (!screen) {
    const register = registerOf(key);
    screen = function RegisterListScreen() {
      return <RegisterList key={register.key} register={register} />;
    };
    screens.set(key, screen);
  }
  return screen;
}
