import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input } from 'antd';
import { FormDialog } from './form-dialog';

/**
 * Asks the justification a refusal, a disapproval or a cancelation needs: required, not blank, at
 * most the domain's length, and sent trimmed. The title names the move.
 */
export function JustificationDialog({
  title,
  okText = title,
  label,
  requiredMessage,
  pending,
  onClose,
  onConfirm,
}: {
  title: string;
  /** The confirming button, when it is not named as the title. */
  okText?: string;
  label: string;
  requiredMessage: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const [form] = Form.useForm<{ justification?: string }>();
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={title}
      okText={okText}
      danger
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onConfirm(values.justification?.trim() ?? '')}
    >
      <Form.Item
        name="justification"
        label={label}
        rules={[{ required: true, whitespace: true, message: requiredMessage }]}
      >
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}
