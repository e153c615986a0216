import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Drawer, Form, type FormProps, Skeleton } from 'antd';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../../platform/api-error';
import { EditActions } from './edit-actions';

/** What the form inside an edit drawer is given. */
export interface DrawerFormProps<T, S> {
  /** The id the footer's Save submits. */
  formId: string;
  /** The record read, or undefined for a new one. */
  record: T | undefined;
  canEdit: boolean;
  /** The save mutation, whose pending state the footer shows. */
  save: S;
  onSaved: () => void;
}

/** What a list gives the drawer of one of its records. */
export interface RecordDrawerProps {
  /** The record to show or change; null creates one. */
  id: number | null;
  canEdit: boolean;
  onClose: () => void;
}

export interface EditDrawerProps<T extends { id: number; version: number }, S> extends RecordDrawerProps {
  /** The feature's detail query hook (disabled while the id is null). */
  useDetail: (id: number | null) => Pick<UseQueryResult<T>, 'data' | 'isLoading' | 'isError' | 'error'>;
  /** The feature's save mutation hook. */
  useSave: () => S & { isPending: boolean };
  /**
   * The titles for a new record and for one changed; a record only read shows its name. A record
   * without a name gives its own `heading` instead.
   */
  titles: { create: MessageKey; edit: MessageKey } | { heading: (id: number | null) => string };
  form: ComponentType<DrawerFormProps<T, S>>;
  size?: number;
}

/**
 * A record opened from a list in a side drawer: loads it, shows the form, and saves from the
 * footer (Cancel and Save with the edit role, Close without). The form is rebuilt when the
 * record's version moves (someone else saved it), so it shows what is current.
 */
export function EditDrawer<T extends { id: number; version: number }, S>({
  id,
  canEdit,
  onClose,
  useDetail,
  useSave,
  titles,
  form: RecordForm,
  size = 720,
}: EditDrawerProps<T, S>) {
  const { t } = useTranslation();
  const formId = useId();
  const detail = useDetail(id);
  const save = useSave();
  const record = detail.data;
  const name = record && 'name' in record ? String(record.name) : '';
  const title =
    'heading' in titles
      ? titles.heading(id)
      : id === null
        ? t(titles.create)
        : canEdit
          ? t(titles.edit)
          : name;
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
          saving={save.isPending}
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
        <RecordForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          formId={formId}
          record={record}
          canEdit={canEdit}
          save={save}
          onSaved={onClose}
        />
      )}
    </Drawer>
  );
}

/** A feature's drawer: its detail and save hooks, titles and form, opened with the list's props. */
export function editDrawerOf<T extends { id: number; version: number }, S>(
  spec: Omit<EditDrawerProps<T, S>, keyof RecordDrawerProps>,
) {
  return function RecordDrawer(props: RecordDrawerProps) {
    return <EditDrawer {...props} {...spec} />;
  };
}

/** The form of a drawer: laid out vertically, read-only without the edit role, submitted by the footer. */
export function DrawerForm<V>({
  drawer,
  children,
  ...props
}: Omit<FormProps<V>, 'children'> & {
  drawer: Pick<DrawerFormProps<unknown, unknown>, 'formId' | 'canEdit'>;
  children: ReactNode;
}) {
  return (
    <Form<V> {...props} id={drawer.formId} layout="vertical" disabled={!drawer.canEdit}>
      {children}
    </Form>
  );
}
