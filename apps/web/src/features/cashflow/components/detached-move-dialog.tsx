import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import type { DetachedMove } from '../api/detached-ascertainments';
import { MOVE_LABELS } from '../cashflow-view';

/** Asks the justification of a disapproval or a cancel (required, at most 500 characters). */
export function DetachedMoveDialog({
  move,
  id,
  pending,
  onClose,
  onConfirm,
}: {
  move: Extract<DetachedMove, 'disapprove' | 'cancel'>;
  id: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (justification: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification: string }>();
  return (
    <FormDialog<{ justification: string }>
      form={form}
      title={t(move === 'disapprove' ? 'cashflow.dialog.disapprove' : 'cashflow.dialog.cancel', { id })}
      okText={t(MOVE_LABELS[move])}
      danger
      pending={pending}
      onClose={onClose}
      onFinish={(values) => onConfirm(values.justification.trim())}
    >
      <Form.Item
        name="justification"
        label={t('cashflow.fields.justification')}
        rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
      >
        <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}
