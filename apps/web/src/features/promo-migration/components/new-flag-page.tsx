import { FLAG_NAME_MAX_LENGTH, type TFlag } from '@trade-terms/domain/promo-migration';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Checkbox, Flex, Form, Input, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodeSelect, RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FormDialog } from '../../../components/form-dialog';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useDeactivateFlag, useSaveFlag, useSearchFlags } from '../api/new-flags';

interface FlagFilters {
  economicGroups?: string[];
  includeInactive?: boolean;
}

interface FlagValues {
  economicGroup?: string | null;
  name?: string;
  competence?: string | null;
}

/** Registers a new flag, or changes one (`flag`), at the version read. */
function FlagDialog({ flag, onClose }: { flag: TFlag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<FlagValues>();
  const save = useSaveFlag();
  return (
    <FormDialog<FlagValues>
      form={form}
      title={flag ? t('newFlag.dialog.edit', { name: flag.name }) : t('newFlag.dialog.create')}
      okText={t('common.save')}
      pending={save.isPending}
      initialValues={
        flag ? { economicGroup: flag.economicGroup, name: flag.name, competence: flag.competence } : {}
      }
      onClose={onClose}
      onFinish={async (values) => {
        try {
          await save.mutateAsync({
            ...(flag ? { id: flag.id, version: flag.version } : {}),
            economicGroup: values.economicGroup ?? '',
            name: values.name?.trim() ?? '',
            competence: values.competence ?? '',
          });
          feedback.success(t('newFlag.done.save'));
          onClose();
        } catch (error) {
          feedback.failure(error);
        }
      }}
    >
      <Alert type="info" showIcon title={t('newFlag.hint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="economicGroup"
        label={t('newFlag.fields.economicGroup')}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <RegisterCodeSelect register="economicGroup" aria-label={t('newFlag.fields.economicGroup')} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('newFlag.fields.name')}
        rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
      >
        <Input maxLength={FLAG_NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="competence"
        label={t('newFlag.fields.competence')}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <CompetencePicker />
      </Form.Item>
    </FormDialog>
  );
}

function useFlagColumns(onEdit: (flag: TFlag) => void, onDeactivate: (flag: TFlag) => void) {
  const { t } = useTranslation();
  const edits = hasRole('ROLE_EDITAR_MIGRACAO_CLIENTE');
  const columns: TableProps<TFlag>['columns'] = [
    {
      key: 'economicGroup',
      title: t('newFlag.fields.economicGroup'),
      render: (_v, flag) => `${flag.economicGroup} · ${flag.economicGroupName ?? ''}`,
    },
    { key: 'name', title: t('newFlag.fields.name'), dataIndex: 'name' },
    { key: 'competence', title: t('newFlag.fields.competence'), dataIndex: 'competence' },
    {
      key: 'fundsType',
      title: t('newFlag.fields.fundsType'),
      render: (_v, flag) => <Tag color="blue">{flag.fundsType}</Tag>,
    },
    {
      key: 'status',
      title: t('newFlag.fields.status'),
      render: (_v, flag) =>
        flag.active ? <Tag color="success">{t('newFlag.active')}</Tag> : <Tag>{t('newFlag.inactive')}</Tag>,
    },
  ];
  if (edits)
    columns.push({
      key: 'actions',
      title: t('newFlag.fields.actions'),
      render: (_v, flag) =>
        flag.active && (
          <Flex gap={4}>
            <Button size="small" onClick={() => onEdit(flag)}>
              {t('newFlag.actions.edit')}
            </Button>
            <Button size="small" danger onClick={() => onDeactivate(flag)}>
              {t('newFlag.actions.deactivate')}
            </Button>
          </Flex>
        ),
    });
  return columns;
}

/** Asks to deactivate a flag, with an optional justification kept on its audit row. */
function DeactivateDialog({ flag, onClose }: { flag: TFlag; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ justification?: string }>();
  const deactivate = useDeactivateFlag();
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t('newFlag.dialog.deactivate', { name: flag.name })}
      okText={t('newFlag.actions.deactivate')}
      danger
      pending={deactivate.isPending}
      onClose={onClose}
      onFinish={async (values) => {
        try {
          await deactivate.mutateAsync({
            id: flag.id,
            version: flag.version,
            ...(values.justification?.trim() ? { justification: values.justification.trim() } : {}),
          });
          feedback.success(t('newFlag.done.deactivate'));
          onClose();
        } catch (error) {
          feedback.failure(error);
        }
      }}
    >
      <Form.Item name="justification" label={t('promoMigration.fields.justification')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}

function FlagsList() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FlagFilters>();
  const [filters, setFilters] = useState<FlagFilters>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [editing, setEditing] = useState<TFlag | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<TFlag | null>(null);
  const flags = useSearchFlags({
    ...page,
    economicGroups: filters.economicGroups?.length ? filters.economicGroups : undefined,
    includeInactive: filters.includeInactive ?? false,
  });
  const columns = useFlagColumns(setEditing, setDeactivating);
  return (
    <ListPage
      title={t('newFlag.title')}
      actions={
        hasRole('ROLE_EDITAR_MIGRACAO_CLIENTE') && (
          <NewButton label={t('newFlag.actions.new')} onClick={() => setEditing(null)} />
        )
      }
    >
      <FilterGrid<FlagFilters>
        form={form}
        initialValues={{}}
        clearLabel={t('promoMigration.clearFilters')}
        onSearch={(values) => {
          setFilters(values);
          setPage((current) => ({ ...current, page: 1 }));
        }}
        onClear={() => setFilters({})}
      >
        <Form.Item name="economicGroups" label={t('newFlag.fields.economicGroup')}>
          <RegisterCodesSelect register="economicGroup" aria-label={t('newFlag.fields.economicGroup')} />
        </Form.Item>
        <Form.Item name="includeInactive" valuePropName="checked" label=" ">
          <Checkbox>{t('newFlag.fields.includeInactive')}</Checkbox>
        </Form.Item>
      </FilterGrid>
      <Table<TFlag>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={flags.data?.items ?? []}
        loading={flags.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, flags.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
      {editing !== undefined && <FlagDialog flag={editing} onClose={() => setEditing(undefined)} />}
      {deactivating && <DeactivateDialog flag={deactivating} onClose={() => setDeactivating(null)} />}
    </ListPage>
  );
}

/** /new-flag: new flags (banners) of the holdings, on the ON model from their competence. */
export function NewFlagPage() {
  if (!mayOpenRoute(paths.newFlag.path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return <FlagsList />;
}
