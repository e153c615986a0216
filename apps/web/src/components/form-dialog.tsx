import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

export interface FormDialogProps<V> {
  form: FormInstance<V>;
  title: string;
  /** The confirming button's text. */
  okText: string;
  /** A refusal (reprove, cancel) confirms with a red button. */
  danger?: boolean;
  open?: boolean;
  pending: boolean;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding a small form (a justification, a date): OK submits it, Cancel closes. */
export function FormDialog<V>({
  form,
  title,
  okText,
  danger = false,
  open = true,
  pending,
  initialValues,
  onFinish,
  onClose,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      {/* Named, so its fields' ids do not repeat those of the page's own form (a filter's
          "competence"), which would tie the dialog's labels to the page's fields. */}
      <Form<V>
        form={form}
        name="dialog"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </AppModal>
  );
}
