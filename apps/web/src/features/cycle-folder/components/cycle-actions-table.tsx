import { DeleteOutlined, PlusOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import type { TCycleFolderLineOption } from '@trade-terms/domain/cycle-folders';
import { Button, Form, type FormInstance, Input, Space, Table, type TableProps, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import { useTacticTypes } from '../api/tactic-types';
import {
  ACTION_STATUS_LABELS,
  type ActionFormValues,
  actionInvestment,
  type FolderFormValues,
  mayRemoveAction,
  newActionValues,
} from '../cycle-folder-view';

const money = (value: string) => formatValue('money', value, currentLanguage());
const CELL = { marginBottom: 0 };

type Row = { key: number; name: number };

/** The optional product and customer pickers of an action, each a register's code. */
const REGISTER_FIELDS = [
  { name: 'economicGroup', register: 'economicGroup', label: 'cycleFolderScreens.actions.economicGroup' },
  { name: 'region', register: 'region', label: 'cycleFolderScreens.actions.region' },
  { name: 'category', register: 'category', label: 'cycleFolderScreens.actions.category' },
  { name: 'brand', register: 'brand', label: 'cycleFolderScreens.actions.brand' },
  { name: 'sku', register: 'sku', label: 'cycleFolderScreens.actions.sku' },
] as const;

/**
 * The folder's actions as rows of the form (`actions.N.field`): each with its tactic, customers,
 * products, volume and unit value, its investment worked out as typed, and the map line it draws
 * from. Cancelling keeps the action in the plan at zero; a row holding no money can be removed.
 */
export function CycleActionsTable({
  form,
  editable,
  lines,
  linesLoading,
  lineLabel,
}: {
  form: FormInstance<FolderFormValues>;
  editable: boolean;
  lines: readonly TCycleFolderLineOption[];
  linesLoading: boolean;
  /** A saved action's line as the folder read it, for a line no longer among the options. */
  lineLabel: (id: number) => string;
}) {
  const { t } = useTranslation();
  const added = useRef(0);
  // Preserved: the ids, numbers, statuses and reservations have no field of their own.
  const actions = (Form.useWatch('actions', { form, preserve: true }) ?? []) as ActionFormValues[];
  // The register's active tactics, and the ones the actions hold even when deactivated since.
  const tactics = useTacticTypes(actions.flatMap((action) => (action.tacticType ? [action.tacticType] : [])));
  const tacticOptions = tactics.records.map((record) => ({ value: record.code, label: record.name }));
  const lineOptions = lines.map((line) => ({
    value: line.id,
    label: t('cycleFolderScreens.line.option', {
      label: line.label,
      funds: line.fundsType ?? '—',
      available: money(line.available),
    }),
  }));
  const known = new Set(lines.map((line) => line.id));
  const savedLines = [
    ...new Set(
      actions.flatMap((action) =>
        typeof action.mapLineId === 'number' && !known.has(action.mapLineId) ? [action.mapLineId] : [],
      ),
    ),
  ].map((id) => ({ value: id, label: lineLabel(id) }));

  return (
    <Form.List name="actions">
      {(fields, { add, remove }) => {
        const columns: TableProps<Row>['columns'] = [
          {
            key: 'number',
            title: t('cycleFolderScreens.actions.number'),
            render: (_v, row, index) => actions[row.name]?.number ?? index + 1,
          },
          {
            key: 'tacticType',
            title: t('cycleFolderScreens.actions.tactic'),
            render: (_v, row) => (
              <Form.Item name={[row.name, 'tacticType']} style={CELL}>
                <AppSelect
                  aria-label={t('cycleFolderScreens.actions.tactic')}
                  style={{ minWidth: 160 }}
                  loading={tactics.loading}
                  options={tacticOptions}
                />
              </Form.Item>
            ),
          },
          {
            key: 'description',
            title: t('cycleFolderScreens.actions.description'),
            render: (_v, row) => (
              <Form.Item name={[row.name, 'description']} style={CELL}>
                <Input
                  maxLength={200}
                  aria-label={t('cycleFolderScreens.actions.description')}
                  style={{ minWidth: 200 }}
                />
              </Form.Item>
            ),
          },
          {
            key: 'plannedVolume',
            title: t('cycleFolderScreens.actions.plannedVolume'),
            render: (_v, row) => (
              <Form.Item name={[row.name, 'plannedVolume']} style={{ ...CELL, minWidth: 130 }}>
                <DecimalInput kind="quantity" aria-label={t('cycleFolderScreens.actions.plannedVolume')} />
              </Form.Item>
            ),
          },
          {
            key: 'unitValue',
            title: t('cycleFolderScreens.actions.unitValue'),
            render: (_v, row) => (
              <Form.Item name={[row.name, 'unitValue']} style={{ ...CELL, minWidth: 140 }}>
                <DecimalInput kind="unitValue" aria-label={t('cycleFolderScreens.actions.unitValue')} />
              </Form.Item>
            ),
          },
          {
            key: 'investment',
            align: 'right',
            title: t('cycleFolderScreens.actions.investment'),
            render: (_v, row) => {
              const action = actions[row.name];
              const investment = action ? actionInvestment(action.plannedVolume, action.unitValue) : null;
              return (
                <span data-testid="action-investment" style={{ whiteSpace: 'nowrap' }}>
                  {investment === null ? '—' : money(investment)}
                </span>
              );
            },
          },
          {
            key: 'status',
            title: t('cycleFolderScreens.actions.status'),
            render: (_v, row) => {
              const status = actions[row.name]?.status ?? 'ATIVA';
              return (
                // A status, not a control: it keeps its readable colours in a read-only folder.
                <Tag disabled={false} color={status === 'ATIVA' ? 'success' : 'default'}>
                  {t(ACTION_STATUS_LABELS[status])}
                </Tag>
              );
            },
          },
          {
            key: 'reserved',
            align: 'right',
            title: t('cycleFolderScreens.actions.reserved'),
            render: (_v, row) => {
              const reserved = actions[row.name]?.reserved;
              return reserved === undefined ? '—' : money(reserved);
            },
          },
          {
            key: 'mapLineId',
            title: t('cycleFolderScreens.actions.mapLine'),
            render: (_v, row) => (
              <Form.Item name={[row.name, 'mapLineId']} style={CELL}>
                <AppSelect<number>
                  aria-label={t('cycleFolderScreens.actions.mapLine')}
                  style={{ minWidth: 320 }}
                  loading={linesLoading}
                  popupMatchSelectWidth={false}
                  options={[...lineOptions, ...savedLines]}
                />
              </Form.Item>
            ),
          },
          ...REGISTER_FIELDS.map((field) => ({
            key: field.name,
            title: t(field.label),
            render: (_v: unknown, row: Row) => (
              <Form.Item name={[row.name, field.name]} style={CELL}>
                <RegisterCodeSelect
                  register={field.register}
                  aria-label={t(field.label)}
                  style={{ minWidth: 150 }}
                />
              </Form.Item>
            ),
          })),
          ...(editable
            ? [
                {
                  key: 'moves',
                  title: t('common.actions'),
                  render: (_v: unknown, row: Row) => {
                    const action = actions[row.name];
                    const active = action?.status !== 'CANCELADA';
                    const rowName = t('cycleFolderScreens.actions.rowLabel', {
                      number: action?.number ?? row.name + 1,
                    });
                    return (
                      <Space size={0}>
                        <Button
                          type="link"
                          icon={active ? <StopOutlined aria-hidden /> : <UndoOutlined aria-hidden />}
                          aria-label={`${t(active ? 'cycleFolderScreens.actions.cancel' : 'cycleFolderScreens.actions.activate')} · ${rowName}`}
                          title={t(
                            active
                              ? 'cycleFolderScreens.actions.cancel'
                              : 'cycleFolderScreens.actions.activate',
                          )}
                          onClick={() =>
                            form.setFieldValue(
                              ['actions', row.name, 'status'],
                              active ? 'CANCELADA' : 'ATIVA',
                            )
                          }
                        />
                        {action && mayRemoveAction(action) && (
                          <Button
                            type="link"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={`${t('cycleFolderScreens.actions.remove')} · ${rowName}`}
                            title={t('cycleFolderScreens.actions.remove')}
                            onClick={() => remove(row.name)}
                          />
                        )}
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ];
        return (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            {/* Many columns: the wrapper scrolls sideways and takes the keyboard's focus to do so,
                also when a read-only folder's fields cannot take it. */}
            <section
              aria-label={t('cycleFolderScreens.actions.title')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              style={{ overflowX: 'auto' }}
            >
              <Table<Row>
                rowKey="key"
                size="small"
                aria-label={t('cycleFolderScreens.actions.title')}
                columns={columns}
                dataSource={fields.map((field) => ({ key: field.key, name: field.name }))}
                pagination={false}
                locale={{ emptyText: t('cycleFolderScreens.actions.empty') }}
              />
            </section>
            {editable && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  added.current += 1;
                  add(newActionValues(`new-${added.current}`));
                }}
              >
                {t('cycleFolderScreens.actions.add')}
              </Button>
            )}
          </Space>
        );
      }}
    </Form.List>
  );
}
