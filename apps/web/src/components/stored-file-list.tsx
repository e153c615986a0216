import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatFileSize } from '@trade-terms/domain/uploads';
import { Button, Card, Space, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n';
import { useFeedback } from '../platform/use-feedback';
import { formatInstant } from '../platform/value-format';

/** What every file kept in the file storage lists: removed ones stay, marked by `removedAt`. */
export interface StoredFile {
  id: number;
  fileName: string;
  size: number;
  importedBy: string;
  importedAt: string;
  removedAt: string | null;
}

/** The download of one file by its id, as the screen's mutation runs it. */
export interface FileDownload {
  isPending: boolean;
  variables?: { id: number } | undefined;
  mutate: (input: { id: number }, options: { onError: (error: unknown) => void }) => void;
}

export interface StoredFileListProps<T extends StoredFile> {
  /** The card's heading, also the table's name. */
  title: string;
  emptyText: string;
  /** What the screen tells of a file beside its name, before its size. */
  detailColumns?: TableColumnType<T>[];
  /** How the screen tells who removed a file and when, after the import. */
  removalColumns: TableColumnType<T>[];
  files: { data?: { list: T[] } | undefined; isFetching: boolean };
  download: FileDownload;
  importLabel: string;
  /** Given only where the user may import: the card then shows the import button. */
  onImport?: (() => void) | undefined;
  /** The remove button of a file still kept; given only where the user may remove. */
  removeButton?: ((file: T) => ReactNode) | undefined;
  /** The screen's dialogs (import, remove). */
  children?: ReactNode;
}

/**
 * The files of a record kept in the file storage, removed ones too: each one downloads, and
 * where the screen allows it a new one is imported or a kept one removed.
 */
export function StoredFileList<T extends StoredFile>(props: StoredFileListProps<T>) {
  const { title, download, removeButton } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();

  const columns: TableColumnType<T>[] = [
    { key: 'file', title: t('storedFiles.file'), dataIndex: 'fileName' },
    ...(props.detailColumns ?? []),
    { key: 'size', title: t('storedFiles.size'), render: (_v, row) => formatFileSize(row.size, language) },
    { key: 'importedBy', title: t('storedFiles.importedBy'), dataIndex: 'importedBy' },
    {
      key: 'importedAt',
      title: t('storedFiles.importedAt'),
      render: (_v, row) => formatInstant(row.importedAt, language),
    },
    ...props.removalColumns,
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      render: (_v, row) => (
        <Space size={4}>
          <Button
            type="text"
            icon={<DownloadOutlined aria-hidden />}
            aria-label={t('storedFiles.download', { name: row.fileName })}
            loading={download.isPending && download.variables?.id === row.id}
            onClick={() => download.mutate({ id: row.id }, { onError: feedback.failure })}
          />
          {removeButton && row.removedAt === null && removeButton(row)}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}
      extra={
        props.onImport && (
          <Button icon={<UploadOutlined aria-hidden />} onClick={props.onImport}>
            {props.importLabel}
          </Button>
        )
      }
    >
      <Table<T>
        rowKey="id"
        size="small"
        loading={props.files.isFetching}
        columns={columns}
        dataSource={props.files.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.emptyText }}
        aria-label={title}
      />
      {props.children}
    </Card>
  );
}
