import type { PromoMigrationStatus, TMigrationRow } from '@trade-terms/domain/promo-migration';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  Alert,
  Button,
  Flex,
  Form,
  InputNumber,
  Select,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import { type MigrationMove, useMoveMigration, useSearchMigrations } from '../api/promo-migrations';
import {
  ALL_MIGRATION_STATUSES,
  MIGRATION_MOVE_DONE,
  MIGRATION_MOVE_LABELS,
  MIGRATION_STATUS_COLORS,
  MIGRATION_STATUS_LABELS,
  migrationMovesOf,
} from '../promo-migration-view';
import { MigrationMoveDialog } from './migration-move-dialog';

const money = (value: string) => formatValue('money', value, currentLanguage());

interface MigrationFilters {
  year: number;
  fromMonth: number;
  channels?: string[];
  economicGroups?: string[];
  statuses?: PromoMigrationStatus[];
}

const defaultFilters = (): MigrationFilters => ({ year: new Date().getFullYear(), fromMonth: 1 });

/** The filters as the search call takes them: an empty choice is no filter. */
function searchOf(filters: MigrationFilters, page: typeof FIRST_PAGE) {
  const chosen = <T,>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  return {
    ...page,
    year: filters.year,
    fromMonth: filters.fromMonth,
    channels: chosen(filters.channels),
    economicGroups: chosen(filters.economicGroups),
    statuses: chosen(filters.statuses),
  };
}

const rowKey = (row: TMigrationRow) => `${row.economicGroup}|${row.channel}|${row.year}`;

function useMigrationColumns(onMove: (move: MigrationMove, row: TMigrationRow) => void) {
  const { t } = useTranslation();
  const columns: TableProps<TMigrationRow>['columns'] = [
    {
      key: 'economicGroup',
      title: t('promoMigration.fields.economicGroup'),
      render: (_v, row) => `${row.economicGroup} · ${row.economicGroupName ?? ''}`,
    },
    { key: 'channel', title: t('promoMigration.fields.channel'), dataIndex: 'channel' },
    { key: 'offLines', align: 'right', title: t('promoMigration.fields.offLines'), dataIndex: 'offLines' },
    {
      key: 'offAvailable',
      align: 'right',
      title: t('promoMigration.fields.offAvailable'),
      render: (_v, row) => money(row.offAvailable),
    },
    {
      key: 'offReserved',
      align: 'right',
      title: t('promoMigration.fields.offReserved'),
      render: (_v, row) => money(row.offReserved),
    },
    {
      key: 'onAvailable',
      align: 'right',
      title: t('promoMigration.fields.onAvailable'),
      render: (_v, row) => money(row.onAvailable),
    },
    {
      key: 'status',
      title: t('promoMigration.fields.status'),
      render: (_v, row) => (
        <Flex vertical gap={2}>
          <Tag color={MIGRATION_STATUS_COLORS[row.status]}>{t(MIGRATION_STATUS_LABELS[row.status])}</Tag>
          {row.approval && (
            <Typography.Text type="secondary">
              {t('promoMigration.step', { step: row.approval.step, stepCount: row.approval.stepCount })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'competence',
      title: t('promoMigration.fields.competence'),
      render: (_v, row) => (row.competence ? `${row.competence} · ${row.targetBudgetType ?? ''}` : '—'),
    },
    {
      key: 'moved',
      align: 'right',
      title: t('promoMigration.fields.moved'),
      render: (_v, row) => (row.moved ? money(row.moved) : '—'),
    },
    {
      key: 'justification',
      title: t('promoMigration.fields.justification'),
      render: (_v, row) => row.justification ?? '—',
    },
    {
      key: 'actions',
      title: t('promoMigration.fields.actions'),
      render: (_v, row) => (
        <Flex gap={4} wrap>
          {migrationMovesOf(row, hasRole).map((move) => (
            <Button
              key={move}
              size="small"
              danger={move === 'disapprove' || move === 'exclude'}
              type={move === 'request' || move === 'approve' ? 'primary' : 'default'}
              onClick={() => onMove(move, row)}
            >
              {t(MIGRATION_MOVE_LABELS[move])}
            </Button>
          ))}
        </Flex>
      ),
    },
  ];
  return columns;
}

function MigrationFiltersForm({ onApply }: { onApply: (filters: MigrationFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MigrationFilters>();
  return (
    <FilterGrid<MigrationFilters>
      form={form}
      initialValues={defaultFilters()}
      clearLabel={t('promoMigration.clearFilters')}
      onSearch={(values) => onApply({ ...defaultFilters(), ...values })}
      onClear={() => onApply(defaultFilters())}
    >
      <Form.Item name="year" label={t('promoMigration.fields.year')} rules={[{ required: true }]}>
        <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="fromMonth" label={t('promoMigration.fields.fromMonth')}>
        <Select
          options={Array.from({ length: 12 }, (_, index) => ({
            value: index + 1,
            label: String(index + 1).padStart(2, '0'),
          }))}
        />
      </Form.Item>
      <Form.Item name="channels" label={t('promoMigration.fields.channel')}>
        <RegisterCodesSelect register="channel" aria-label={t('promoMigration.fields.channel')} />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('promoMigration.fields.economicGroup')}>
        <RegisterCodesSelect register="economicGroup" aria-label={t('promoMigration.fields.economicGroup')} />
      </Form.Item>
      <Form.Item name="statuses" label={t('promoMigration.fields.status')}>
        <Select<PromoMigrationStatus[]>
          mode="multiple"
          allowClear
          aria-label={t('promoMigration.fields.status')}
          options={ALL_MIGRATION_STATUSES.map((status) => ({
            value: status,
            label: t(MIGRATION_STATUS_LABELS[status]),
          }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

function MigrationsList() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<MigrationFilters>(defaultFilters);
  const [page, setPage] = useState(FIRST_PAGE);
  const [moving, setMoving] = useState<{ move: MigrationMove; row: TMigrationRow } | null>(null);
  const migrations = useSearchMigrations(searchOf(filters, page));
  const move = useMoveMigration();
  const columns = useMigrationColumns((which, row) => setMoving({ move: which, row }));
  return (
    <ListPage title={t('promoMigration.title')}>
      <Alert type="info" showIcon title={t('promoMigration.hint')} />
      <MigrationFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      />
      <Table<TMigrationRow>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={migrations.data?.items ?? []}
        loading={migrations.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, migrations.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
      />
      {moving && (
        <MigrationMoveDialog
          move={moving.move}
          row={moving.row}
          pending={move.isPending}
          onClose={() => setMoving(null)}
          onConfirm={async (values) => {
            try {
              await move.mutateAsync({ ...moving, values });
              feedback.success(t(MIGRATION_MOVE_DONE[moving.move]));
              setMoving(null);
            } catch (error) {
              feedback.failure(error);
            }
          }}
        />
      )}
    </ListPage>
  );
}

/** /migration: holdings' promo OFF money per channel and year, and their migration to ON. */
export function PromoMigrationPage() {
  if (!mayOpenRoute(paths.promoMigration.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <MigrationsList />;
}
