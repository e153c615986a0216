import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ACTION_LABELS, type AscertainmentAction } from '../ascertainment-view';

const TITLES = {
  sendToApproval: 'ascertainmentScreens.dialog.sendToApproval',
  approve: 'ascertainmentScreens.dialog.approve',
  reprove: 'ascertainmentScreens.dialog.reprove',
} as const;

/** Confirms a move on ascertainments; a reproval asks its justification (required, 500 at most). */
export function MoveDialog({
  action,
  subject,
  pending,
  onSubmit,
  onClose,
}: {
  action: AscertainmentAction;
  /** What the move goes to: the picked ascertainments' count, or the ascertainment's name. */
  subject: string;
  pending: boolean;
  onSubmit: (justification: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification?: string }>();
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t(TITLES[action])}
      okText={t(ACTION_LABELS[action])}
      danger={action === 'reprove'}
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onSubmit(values.justification?.trim() ?? '')}
    >
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {action === 'reprove' && (
        <Form.Item
          name="justification"
          label={t('ascertainmentScreens.justification')}
          rules={[{ required: true, whitespace: true, message: t('approval.justificationRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
        </Form.Item>
      )}
    </FormDialog>
  );
}
