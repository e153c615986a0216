import type { TAgreement, TAgreementLever } from '@trade-terms/domain/agreements';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import type { CalculationModel } from '@trade-terms/domain/levers';
import { Button, ConfigProvider, Descriptions, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import { type LeverAction, leverActionsOf } from '../agreement-documents';
import { type LeverValueField, MONEY_VALUE_FIELDS, valueFieldsOf } from '../agreement-form';
import {
  ACTION_LABELS,
  LEVER_STATUS_COLORS,
  LEVER_STATUS_LABELS,
  VALUE_FIELD_LABELS,
} from '../agreement-labels';
import { useLeverActions } from '../api/lever-changes';

/** Where a lever of a stored agreement stands: in force, changed, in approval or closed. */
export function LeverStatusTag({ lever }: { lever: TAgreementLever }) {
  const { t } = useTranslation();
  return <Tag color={LEVER_STATUS_COLORS[lever.status]}>{t(LEVER_STATUS_LABELS[lever.status])}</Tag>;
}

/** The higher values a lever holds until approved, beside the ones in force. */
export function PendingValues({ lever }: { lever: TAgreementLever }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const pending = lever.pendingValues;
  if (!pending) return null;
  // The schema builds the values' keys from a list, so their names are not in its type.
  const pendingValue = (field: LeverValueField) =>
    (pending as unknown as Partial<Record<LeverValueField, string | null>>)[field] ?? null;
  const fields = valueFieldsOf(lever.calculationModel as CalculationModel).map(({ field }) => field);
  const inForce = (value: string | null, money: boolean) =>
    formatValue(money ? 'money' : 'percentage', value, language);
  const items = [
    ...fields.map((field) => ({
      key: field,
      label: t(VALUE_FIELD_LABELS[field]),
      before: inForce(lever[field], MONEY_VALUE_FIELDS.has(field)),
      after: inForce(pendingValue(field), MONEY_VALUE_FIELDS.has(field)),
    })),
    {
      key: 'expectedYearlyValue',
      label: t('agreements.lever.expectedYearlyValue'),
      before: inForce(lever.expectedYearlyValue, true),
      after: inForce(pending.expectedYearlyValue, true),
    },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={<Typography.Text strong>{t('agreements.lever.pendingValues')}</Typography.Text>}
      items={items
        // A value the lever holds neither now nor pending is left out.
        .filter(({ before, after }) => before !== '' || after !== '')
        .map(({ key, label, before, after }) => ({
          key,
          label,
          children: before === after ? after : `${before || '—'} → ${after || '—'}`,
        }))}
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * The actions on one lever of an approved agreement, each as its status allows and a role grants:
 * send a change to approval, approve or reprove it (with a justification), close the lever.
 */
export function LeverActions({
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
  const levers = useLeverActions(agreement.id);
  const [reproving, setReproving] = useState(false);
  const [form] = Form.useForm<{ justification: string }>();
  const actions = leverActionsOf(agreement.status, lever.status, hasRole);
  if (actions.length === 0) return null;

  const run = async (action: LeverAction, justification?: string) => {
    try {
      await levers.run(action, { ids: [lever.id], ...(justification ? { justification } : {}) });
      setReproving(false);
      onChanged();
    } catch (error) {
      feedback.failure(error);
    }
  };

  // The actions stay usable where the agreement's form is read-only.
  return (
    <ConfigProvider componentDisabled={false}>
      <Flex
        gap={8}
        wrap
        style={{ marginBottom: 16 }}
        role="toolbar"
        aria-label={t('agreements.lever.actions', { name })}
      >
        {actions.map((action) =>
          action === 'close' ? (
            <Popconfirm
              key={action}
              title={t('agreements.lever.closeConfirm', { name })}
              okText={t(ACTION_LABELS.close)}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => run('close')}
            >
              <Button size="small" loading={levers.pending}>
                {t(ACTION_LABELS.close)}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={action}
              size="small"
              type={action === 'reprove' ? 'default' : 'primary'}
              danger={action === 'reprove'}
              loading={levers.pending}
              onClick={() => (action === 'reprove' ? setReproving(true) : void run(action))}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          ),
        )}
        {reproving && (
          <FormDialog<{ justification: string }>
            form={form}
            title={t('agreements.lever.reproveTitle')}
            okText={t(ACTION_LABELS.reprove)}
            danger
            pending={levers.pending}
            onClose={() => setReproving(false)}
            onFinish={(values) => void run('reprove', values.justification.trim())}
          >
            <Typography.Paragraph>{name}</Typography.Paragraph>
            <Form.Item
              name="justification"
              label={t('agreements.justification')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('validation.agreement.justificationRequired'),
                },
              ]}
            >
              <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
            </Form.Item>
          </FormDialog>
        )}
      </Flex>
    </ConfigProvider>
  );
}
