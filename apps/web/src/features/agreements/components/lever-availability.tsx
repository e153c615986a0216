import type { LeverAvailabilityMove } from '@trade-terms/domain/agreement-moves';
import type { TAgreement, TAgreementLever } from '@trade-terms/domain/agreements';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Alert, Button, ConfigProvider, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { FormDialog } from '../../../components/form-dialog';
import { displayWireDate, toWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useLeverAvailability } from '../api/lever-availability';
import { availabilityMovesOf } from '../lever-availability-moves';

const LABELS = { DISABLE: 'agreements.lever.disable', ACTIVATE: 'agreements.lever.activate' } as const;
const TITLES = {
  DISABLE: 'agreements.lever.disableTitle',
  ACTIVATE: 'agreements.lever.activateTitle',
} as const;
const DATE_LABELS = {
  DISABLE: 'agreements.lever.disableFrom',
  ACTIVATE: 'agreements.lever.activateFrom',
} as const;

/** The stretch a lever earns nothing: "Inativa desde 01/09/2026" on an inactive lever. */
export function InactiveSinceTag({ lever }: { lever: TAgreementLever }) {
  const { t } = useTranslation();
  const open = lever.inactivePeriods.find((period) => period.until === null);
  if (lever.status !== 'INATIVA' || !open) return null;
  return (
    <Tag>{t('agreements.lever.inactiveSince', { date: displayWireDate(open.from, currentLanguage()) })}</Tag>
  );
}

interface Answers {
  date: string;
  justification: string;
}

/** Asks the day a lever stops or starts earning and why; a date it cannot take is told here. */
function AvailabilityDialog({
  move,
  lever,
  name,
  pending,
  refusal,
  onSubmit,
  onClose,
}: {
  move: LeverAvailabilityMove;
  lever: TAgreementLever;
  name: string;
  pending: boolean;
  refusal: string | null;
  onSubmit: (answers: Answers) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Answers>();
  const since = lever.inactivePeriods.find((period) => period.until === null)?.from;
  return (
    <FormDialog<Answers>
      form={form}
      title={t(TITLES[move], { name })}
      okText={t(LABELS[move])}
      danger={move === 'DISABLE'}
      pending={pending}
      initialValues={{ date: toWireDate(dayjs()) }}
      onClose={onClose}
      onFinish={(answers) => onSubmit({ date: answers.date, justification: answers.justification.trim() })}
    >
      <Typography.Paragraph>
        {move === 'DISABLE'
          ? t('agreements.lever.disableHint')
          : t('agreements.lever.activateHint', {
              date: since ? displayWireDate(since, currentLanguage()) : '',
            })}
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="date"
        label={t(DATE_LABELS[move])}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <WireDatePicker />
      </Form.Item>
      <Form.Item
        name="justification"
        label={t('agreements.justification')}
        rules={[
          { required: true, whitespace: true, message: t('validation.agreement.justificationRequired') },
        ]}
      >
        <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * Disable a lever of an approved agreement from a date (it earns nothing from then on), or
 * activate an inactive one again from a later date; both ask the date and a justification.
 */
export function LeverAvailabilityActions({
  agreement,
  lever,
  name,
  onChanged,
}: {
  agreement: TAgreement;
  lever: TAgreementLever;
  name: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const moves = useLeverAvailability(agreement.id);
  const [asking, setAsking] = useState<LeverAvailabilityMove | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = availabilityMovesOf(agreement, lever, hasRole);
  if (offered.length === 0) return null;

  const close = () => {
    setAsking(null);
    setRefusal(null);
  };
  const submit = async (move: LeverAvailabilityMove, answers: Answers) => {
    try {
      const result = await moves.run(move === 'DISABLE' ? 'disable' : 'activate', {
        ids: [lever.id],
        ...answers,
      });
      // A date the lever cannot take keeps the dialog open with the reason.
      const skipped = result.skipped[0];
      if (skipped) {
        setRefusal(skipped.reason);
        return;
      }
      close();
      onChanged();
    } catch (error) {
      feedback.failure(error);
    }
  };

  // The buttons stay usable where the agreement's form is read-only.
  return (
    <ConfigProvider componentDisabled={false}>
      {offered.map((move) => (
        <Button key={move} size="small" danger={move === 'DISABLE'} onClick={() => setAsking(move)}>
          {t(LABELS[move])}
        </Button>
      ))}
      {asking && (
        <AvailabilityDialog
          move={asking}
          lever={lever}
          name={name}
          pending={moves.pending}
          refusal={refusal}
          onSubmit={(answers) => void submit(asking, answers)}
          onClose={close}
        />
      )}
    </ConfigProvider>
  );
}
