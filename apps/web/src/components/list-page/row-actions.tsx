import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A row's button: its label names the row. */
interface RowButtonProps {
  name: string;
  size?: 'small' | 'middle';
}

/** The remove button of a row, asking first; the text names what goes. */
export function RemoveButton({ name, onConfirm, size }: RowButtonProps & { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('common.confirmRemove', { name })}
      okText={t('common.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        size={size}
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('common.removeNamed', { name })}
      />
    </Popconfirm>
  );
}

/** Opens a row to change it, or only to read it without the edit role. */
export function OpenButton({
  name,
  canEdit,
  onOpen,
  size,
}: RowButtonProps & { canEdit: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      size={size}
      icon={canEdit ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      aria-label={canEdit ? t('common.editNamed', { name }) : name}
      onClick={onOpen}
    />
  );
}

/**
 * The actions cell of a list row: open (edit, or read without the role) and, with the role,
 * remove. `extra` adds the screen's own actions after them.
 */
export function RowActions({
  name,
  canEdit,
  onOpen,
  onRemove,
  extra,
}: {
  name: string;
  canEdit: boolean;
  onOpen?: () => void;
  /** Given only where the row may be removed. */
  onRemove?: (() => void) | undefined;
  extra?: ReactNode;
}) {
  return (
    <Space size={4}>
      {onOpen && <OpenButton name={name} canEdit={canEdit} onOpen={onOpen} />}
      {canEdit && onRemove && <RemoveButton name={name} onConfirm={onRemove} />}
      {extra}
    </Space>
  );
}

/**
 * The actions column of a list whose rows open in a drawer: open (edit, or read) and remove,
 * each labelled with the row's name.
 */
export function actionsColumn<T extends { id: number; name: string }>({
  title,
  width,
  canEdit,
  onOpen,
  onRemove,
}: {
  title: string;
  width: number;
  canEdit: boolean;
  onOpen: (id: number) => void;
  onRemove: (id: number) => void;
}): TableColumnType<T> {
  return {
    key: 'actions',
    title,
    width,
    render: (_value, row) => (
      <RowActions
        name={row.name}
        canEdit={canEdit}
        onOpen={() => onOpen(row.id)}
        onRemove={() => onRemove(row.id)}
      />
    ),
  };
}
