import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ACTION_LABELS, type AscertainmentAction } from '../ascertainment-view';
import { type MoveOutcome, useAscertainmentMoves } from './use-ascertainment-moves';

const TITLES = {
  sendToApproval: 'ascertainmentScreens.dialog.sendToApproval',
  approve: 'ascertainmentScreens.dialog.approve',
  reprove: 'ascertainmentScreens.dialog.reprove',
} as const;

/**
 * Confirms a move on ascertainments and sends it; a reproval asks its justification (required,
 * 500 at most). When the server answers that an agreement is not signed, the dialog says so in
 * the server's words and its button confirms, sending the move again confirmed.
 */
export function MoveDialog({
  action,
  ids,
  subject,
  onDone,
  onClose,
}: {
  action: AscertainmentAction;
  ids: number[];
  /** What the move goes to: the picked ascertainments' count, or the ascertainment's name. */
  subject: string;
  /** The move was made: what was done and skipped. */
  onDone: (answer: Extract<MoveOutcome, { kind: 'done' }>['answer']) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification?: string }>();
  const moves = useAscertainmentMoves();
  const [unsigned, setUnsigned] = useState<string | null>(null);
  const submit = async (justification: string) => {
    const outcome = await moves.run(action, ids, { justification, confirmed: unsigned !== null });
    // A failure was told; the dialog stays, so the user may try again or leave.
    if (outcome.kind === 'unsigned') setUnsigned(outcome.message);
    else if (outcome.kind === 'done') onDone(outcome.answer);
  };
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t(TITLES[action])}
      okText={unsigned === null ? t(ACTION_LABELS[action]) : t('ascertainmentScreens.unsigned.confirm')}
      danger={action === 'reprove'}
      pending={moves.pending}
      onClose={onClose}
      onFinish={(values) => void submit(values.justification?.trim() ?? '')}
    >
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {unsigned !== null && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('ascertainmentScreens.unsigned.title')}
          description={unsigned}
        />
      )}
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
