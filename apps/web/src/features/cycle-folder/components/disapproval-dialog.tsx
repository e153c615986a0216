import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';

/**
 * Asks the justification of a disapproval (a folder, its counting or an addendum): required, and
 * sent trimmed; the title and the button name what is disapproved.
 */
export function DisapprovalDialog({
  title,
  pending,
  onClose,
  onConfirm,
}: {
  title: MessageKey;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification?: string }>();
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t(title)}
      okText={t(title)}
      danger
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onConfirm(values.justification?.trim() ?? '')}
    >
      <Form.Item
        name="justification"
        label={t('cycleFolderScreens.moves.justification')}
        rules={[
          { required: true, whitespace: true, message: t('cycleFolderScreens.moves.justificationRequired') },
        ]}
      >
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}
