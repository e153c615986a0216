import { PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { confirmationRule, passwordFieldRules, strongPasswordRule } from '../../../components/form-rules';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The spec logs the user out after a change; the app decides how. */
  onChanged: () => void;
}

/** Old password, new password and confirmation, each required and at most 18 characters. */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();
  const rules = passwordFieldRules(t);

  return (
    <AppModal
      open={open}
      title={t('changePassword.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          change.mutate(
            { newPassword: values.newPassword, currentPassword: values.currentPassword },
            { onSuccess: onChanged },
          )
        }
      >
        <Form.Item label={t('changePassword.current')} name="currentPassword" rules={rules}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item
          label={t('changePassword.new')}
          name="newPassword"
          rules={[...rules, strongPasswordRule(t)]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          label={t('changePassword.confirmation')}
          name="confirmation"
          dependencies={['newPassword']}
          rules={[...rules, confirmationRule(t, 'newPassword')]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
