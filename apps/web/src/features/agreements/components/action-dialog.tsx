import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { FormDialog } from '../../../components/form-dialog';
import { toWireDate } from '../../../platform/dates';
import { ACTION_QUESTIONS, isDangerous, type LifecycleAction } from '../agreement-actions';
import { ACTION_LABELS, ACTION_TITLES } from '../agreement-labels';
import type { ActionAnswers } from './use-lifecycle-actions';

const DATE_LABELS = {
  closingDate: 'agreements.closingDate',
  validityEnd: 'agreements.newEnd',
  terminationDate: 'agreements.terminationDate',
} as const;

export interface ActionDialogProps {
  action: LifecycleAction;
  /** What the action goes to: the picked agreements' count, or the agreement's description. */
  subject: string;
  pending: boolean;
  onSubmit: (answers: ActionAnswers) => void;
  onClose: () => void;
}

/**
 * Confirms an action on agreements and asks what it needs: a justification (required where
 * the spec says so, at most 500 characters) and the closing date or the extension's new end.
 */
export function ActionDialog({ action, subject, pending, onSubmit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionAnswers>();
  const questions = ACTION_QUESTIONS[action];
  return (
    <FormDialog<ActionAnswers>
      form={form}
      title={t(ACTION_TITLES[action])}
      okText={t(ACTION_LABELS[action])}
      danger={isDangerous(action)}
      pending={pending}
      onClose={onClose}
      initialValues={{ date: questions.date === 'closingDate' ? toWireDate(dayjs()) : undefined }}
      onFinish={(values) =>
        onSubmit({ justification: values.justification?.trim() || undefined, date: values.date ?? undefined })
      }
    >
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {questions.date && (
        <Form.Item
          name="date"
          label={t(DATE_LABELS[questions.date])}
          rules={[{ required: true, message: t('errors.required') }]}
        >
          <WireDatePicker />
        </Form.Item>
      )}
      {questions.justification !== 'none' && (
        <Form.Item
          name="justification"
          label={t('agreements.justification')}
          rules={
            questions.justification === 'required'
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('validation.agreement.justificationRequired'),
                  },
                ]
              : []
          }
        >
          <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
        </Form.Item>
      )}
    </FormDialog>
  );
}
