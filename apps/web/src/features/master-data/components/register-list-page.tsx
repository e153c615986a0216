import {
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  type FieldDeclaration,
  filterFields,
  listColumns,
  type RegisterDeclaration,
  type RegisterKey,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import { Button, Card, Flex, Form, Input, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AppSelect } from '../../../components/form/app-select';
import { ALL_OPTION_VALUE } from '../../../components/form/multi-select';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { LinkButton } from '../../../components/link-button';
import { currentLanguage } from '../../../platform/i18n';
import { nextListQuery, sortOrderOf } from '../../../platform/list-query';
import { listReturnState } from '../../../platform/list-return';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
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
  const state = listStateFromSearch(register, searchParams);
  const setState = (next: RegisterListState) =>
    setSearchParams(new URLSearchParams(listStateToSearch(register, next)), { replace: true });
  const latestState = useRef(state);
  latestState.current = state;
  const [draft, setDraft] = useState<RegisterListState>(state);
  // Forms opened from here return to this page, filters and sort included.
  const fromList = listReturnState(location.search);
  const [importing, setImporting] = useState(false);
  const search = searchBodyOf(register, state);
  const list = useSearchRegister(register, search);
  const exporting = useExportRegister(register);
  const template = useDownloadRegisterTemplate(register);
  const sortable = listColumns(register);
  const yesNo = { yes: t('registerScreens.yes'), no: t('registerScreens.no') };

  const columns: TableProps<TRegisterRecord>['columns'] = [
    ...register.fields
      .filter((field) => field.list)
      .map((field) => ({
        key: field.name,
        dataIndex: field.name,
        title: t(field.label),
        sorter: true,
        sortOrder: sortOrderOf(state.query, field.name),
        align: (['money', 'percentage', 'quantity', 'integer'].includes(field.type) ? 'right' : 'left') as
          | 'right'
          | 'left',
        render: (_value: unknown, record: TRegisterRecord) => displayValue(field, record, language, yesNo),
      })),
    {
      key: 'ativo',
      title: t('registerScreens.status'),
      render: (_value, record) =>
        record.ativo ? (
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

  const apply = () => setState({ ...draft, query: { ...state.query, pagina: 1 } });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t(register.title)}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<ExportOutlined aria-hidden />}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(search, {
                onSuccess: (outcome) => {
                  if (outcome.kind === 'saved')
                    feedback.success(t('registerScreens.exportSaved', { file: outcome.fileName }));
                },
              })
            }
          >
            {t('registerScreens.export')}
          </Button>
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
              <LinkButton
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                to={routes.create}
                state={fromList}
              >
                {t('registerScreens.new')}
              </LinkButton>
            </>
          )}
        </Space>
      </Flex>
      <Card>
        <Flex vertical gap={16}>
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
                value={draft.texto}
                onChange={(event) => setDraft({ ...draft, texto: event.target.value })}
              />
            </Form.Item>
            {filterFields(register).map((field) => (
              <Form.Item key={field.name} label={t(field.label)} htmlFor={`filter-${field.name}`}>
                <FilterInput
                  field={field}
                  value={draft.filtros[field.name]}
                  onChange={(value) =>
                    setDraft({ ...draft, filtros: { ...draft.filtros, [field.name]: value } })
                  }
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
                value={String(draft.ativo)}
                onChange={(next) =>
                  setDraft({
                    ...draft,
                    ativo: (next === ALL_OPTION_VALUE ? ALL_OPTION_VALUE : next === 'true') as ActiveFilter,
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
                    setState(all);
                  }}
                >
                  {t('registerScreens.all')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
          <Table<TRegisterRecord>
            rowKey="id"
            size="middle"
            scroll={{ x: 'max-content' }}
            loading={list.isFetching}
            dataSource={list.data?.itens ?? []}
            columns={columns}
            onChange={(pagination, _filters, sorter, extra) => {
              const single = Array.isArray(sorter) ? sorter[0] : sorter;
              // The table may call the handler of an earlier render (its header cells are
              // memoised), whose state predates the last search: read the state of now.
              const current = latestState.current;
              setState({
                ...current,
                query: nextListQuery(
                  current.query,
                  {
                    current: pagination.current,
                    pageSize: pagination.pageSize,
                    sortField: single?.columnKey,
                    sortOrder: single?.order,
                    action: extra.action,
                  },
                  sortable,
                  sortable[0] ?? 'code',
                ),
              });
            }}
            pagination={{
              current: state.query.pagina,
              pageSize: state.query.tamanhoPagina,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('common.total', { total }),
            }}
          />
        </Flex>
      </Card>
      {canEdit && <ImportDialog register={register} open={importing} onClose={() => setImporting(false)} />}
    </Flex>
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
