import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';

/** Asks the justification a refusal or a cancelation needs (trimmed, not blank). */
export function JustificationDialog({
  title,
  pending,
  onClose,
  onConfirm,
}: {
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification?: string }>();
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={title}
      okText={title}
      danger
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onConfirm(values.justification?.trim() ?? '')}
    >
      <Form.Item
        name="justification"
        label={t('percentageContracts.justification')}
        rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
      >
        <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}
