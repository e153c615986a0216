import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/access-requests';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { requiredRule } from '../../../components/form-rules';
import { useRequestUserEdition } from '../api/request-user-edition';

export interface RequestUserEditionDialogProps {
  open: boolean;
  user: { id: number; name: string };
  onClose: () => void;
}

/** Asks an administrator to change the signed-in user's registration, with a justification. */
export function RequestUserEditionDialog({ open, user, onClose }: RequestUserEditionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ accessJustification: string }>();
  const request = useRequestUserEdition();

  return (
    <AppModal
      open={open}
      title={t('editRequest.title')}
      okText={t('common.send')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={request.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          request.mutate(
            {
              id: user.id,
              editionRequest: true,
              accessJustification: values.accessJustification.trim(),
              actionType: 'SOLICITACAO_EDICAO',
            },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item label={t('editRequest.user')} htmlFor="edit-request-user">
          <Input id="edit-request-user" value={user.name} disabled />
        </Form.Item>
        <Form.Item
          label={t('editRequest.justification')}
          name="accessJustification"
          rules={[requiredRule(t)]}
        >
          <Input.TextArea rows={5} maxLength={JUSTIFICATION_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
