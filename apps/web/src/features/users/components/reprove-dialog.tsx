import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/access-requests';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { requiredRule } from '../../../components/form-rules';

export interface ReproveDialogProps {
  open: boolean;
  pending: boolean;
  onReprove: (justification: string) => void;
  onClose: () => void;
}

/** Asks the reproval's justification: required, trimmed, at most 500 characters. */
export function ReproveDialog({ open, pending, onReprove, onClose }: ReproveDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification: string }>();
  return (
    <FormDialog
      form={form}
      open={open}
      title={t('users.reproveTitle')}
      okText={t('users.reprove')}
      danger
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onReprove(values.justification.trim())}
    >
      <Form.Item label={t('users.justification')} name="justification" rules={[requiredRule(t)]}>
        <Input.TextArea rows={5} maxLength={JUSTIFICATION_MAX_LENGTH} showCount autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
