import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Button, Flex, Table, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/form/decimal-input';
import { ApiError } from '../../../platform/api-error';
import { useFeedback } from '../../../platform/use-feedback';
import { type MoneyFigure, MoneyFigures } from './money-figures';

/** A row of a split as keyed in: its place in the table and the money it takes. */
interface AmountRow {
  key: string;
  amount: string | null;
}

/** The screen's own words for what every split shows. */
interface AmountSplitMessages {
  readOnly: MessageKey;
  /** A cell's accessible name, from {{field}} and {{row}}. */
  rowField: MessageKey;
  amount: MessageKey;
  /** The remove button's accessible name, from {{row}}. */
  removeRow: MessageKey;
  addRow: MessageKey;
  saved: MessageKey;
}

/** How a screen's own cells change their row and name themselves for assistive technology. */
interface AmountRowEditing<Row extends AmountRow> {
  change: (key: string, patch: Partial<Row>) => void;
  field: (name: MessageKey, row: number) => string;
}

/**
 * A sum of money split over rows keyed in by hand, as the distribution (a folder's total among
 * regions) and the assignments (a coordinator's share among actions) both are: the live figures,
 * the rows with their amounts, and a save sent with the version read, which on a conflict reads
 * the split again so that the user edits what is stored now.
 */
export function AmountSplitEditor<Row extends AmountRow>({
  messages,
  initialRows,
  newRow,
  editable,
  figures,
  warning,
  columns,
  moves,
  save,
  saving,
  reload,
}: {
  messages: AmountSplitMessages;
  initialRows: () => Row[];
  newRow: () => Row;
  editable: boolean;
  figures: (rows: readonly Row[]) => readonly MoneyFigure[];
  /** What stored split the rows do not square with, when there is something. */
  warning?: string;
  /** The screen's own cells, shown before the amount. */
  columns: (editing: AmountRowEditing<Row>) => NonNullable<TableProps<Row>['columns']>;
  /** Moves of the screen's own, between adding a row and saving. */
  moves?: (rows: Row[], replace: (rows: Row[]) => void) => ReactNode;
  save: (rows: readonly Row[]) => Promise<unknown>;
  saving: boolean;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [rows, setRows] = useState<Row[]>(initialRows);
  const update = (key: string, edit: (row: Row) => Row) =>
    setRows((all) => all.map((row) => (row.key === key ? edit(row) : row)));
  const change = (key: string, patch: Partial<Row>) => update(key, (row) => ({ ...row, ...patch }));
  const field = (name: MessageKey, row: number) => t(messages.rowField, { field: t(name), row });
  const onSave = async () => {
    try {
      await save(rows);
      feedback.success(t(messages.saved));
    } catch (error) {
      feedback.failure(error);
      if (error instanceof ApiError && error.status === 409) await reload();
    }
  };
  return (
    <Flex vertical gap={16}>
      <MoneyFigures figures={figures(rows)} />
      {warning && <Alert type="warning" showIcon title={warning} />}
      {!editable && <Typography.Text type="secondary">{t(messages.readOnly)}</Typography.Text>}
      <Table<Row>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          ...columns({ change, field }),
          {
            key: 'amount',
            title: t(messages.amount),
            width: 200,
            render: (_v, row, index) => (
              <DecimalInput
                kind="money"
                value={row.amount}
                disabled={!editable}
                aria-label={field(messages.amount, index + 1)}
                onChange={(amount) => update(row.key, (each) => ({ ...each, amount }))}
              />
            ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  render: (_v: unknown, row: Row, index: number) => (
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t(messages.removeRow, { row: index + 1 })}
                      onClick={() => setRows((all) => all.filter((each) => each.key !== row.key))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setRows((all) => [...all, newRow()])}>
            {t(messages.addRow)}
          </Button>
          {moves?.(rows, setRows)}
          <Button type="primary" loading={saving} onClick={() => void onSave()}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
