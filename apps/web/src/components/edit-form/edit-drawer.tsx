import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Drawer, Skeleton } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../../platform/api-error';
import { EditActions } from './edit-actions';

export interface EditDrawerProps<T extends { id: number; version: number }> {
  /** The record's id; null creates one. */
  id: number | null;
  /** The record's detail query (disabled while `id` is null). */
  detail: Pick<UseQueryResult<T>, 'data' | 'isLoading' | 'isError' | 'error'>;
  /** The titles for a new record and for one changed; a record only read shows its name. */
  titles: { create: string; edit: string };
  nameOf: (record: T) => string;
  canEdit: boolean;
  saving: boolean;
  onClose: () => void;
  /** The id of the form inside, which the footer's Save submits. */
  formId: string;
  size?: number;
  /**
   * The form, for a new record (undefined) or the one read. Rebuilt when the record's version
   * moves (someone else saved it), so it shows what is current.
   */
  children: (record: T | undefined) => ReactNode;
}

/** A record opened from a list in a side drawer: loads it, and saves from the footer. */
export function EditDrawer<T extends { id: number; version: number }>({
  id,
  detail,
  titles,
  nameOf,
  canEdit,
  saving,
  onClose,
  formId,
  size = 720,
  children,
}: EditDrawerProps<T>) {
  const { t } = useTranslation();
  const record = detail.data;
  const title = id === null ? titles.create : canEdit ? titles.edit : record ? nameOf(record) : '';
  return (
    <Drawer
      open
      title={title}
      aria-label={title}
      size={size}
      onClose={onClose}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        <EditActions
          canEdit={canEdit}
          saving={saving}
          onCancel={onClose}
          formId={formId}
          loading={detail.isLoading}
        />
      }
    >
      {id !== null && detail.isLoading && <Skeleton active />}
      {id !== null && detail.isError && (
        <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />
      )}
      {(id === null || record) && (
        <Fragment key={record ? `${record.id}-${record.version}` : 'new'}>{children(record)}</Fragment>
      )}
    </Drawer>
  );
}
