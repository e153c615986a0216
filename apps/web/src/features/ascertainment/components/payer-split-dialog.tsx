import type { TPayerSplit } from '@trade-terms/domain/ascertainment-payers';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Alert, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FormDialog } from '../../../components/form-dialog';
import { clearChangedFieldErrors } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useSavePayerSplit } from '../api/payer-split';
import { moneyText } from '../ascertainment-view';
import {
  type PayerSplitFormValues,
  partsOf,
  payerSplitFailure,
  payerSplitFormOf,
  payerSplitIsField,
  typedCheck,
} from '../payer-split-view';

/**
 * The split of the to-pay value among the agreement's SAP payers, with the totals as typed: above
 * the to-pay value it is refused (here and by the server), below it is saved with a warning. A
 * justification is asked on every save; a 409 (the ascertainment changed) closes the dialog.
 */
export function PayerSplitDialog({ split, onClose }: { split: TPayerSplit; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<PayerSplitFormValues>();
  const values = Form.useWatch('values', form) ?? payerSplitFormOf(split).values;
  const save = useSavePayerSplit();
  const editing = useEditForm({
    form,
    isField: payerSplitIsField,
    check: (input: PayerSplitFormValues) => payerSplitFailure(language, split, input),
    save: (input: PayerSplitFormValues) =>
      save.mutateAsync({
        id: split.ascertainmentId,
        version: split.version,
        parts: partsOf(split, input.values),
        justification: input.justification?.trim() ?? '',
      }),
    onSaved: onClose,
    onConflict: () => {
      onClose();
      return undefined;
    },
  });
  const check = typedCheck(split, values);
  const money = (value: string) => moneyText(value, language);
  return (
    <FormDialog<PayerSplitFormValues>
      form={form}
      title={t('ascertainmentPayers.title', { id: split.ascertainmentId })}
      okText={t('ascertainmentPayers.save')}
      pending={save.isPending}
      initialValues={payerSplitFormOf(split)}
      onFinish={(input) => void editing.submit(input)}
      onClose={onClose}
    >
      <FormProblems texts={editing.general} />
      <Alert type="info" showIcon title={t('ascertainmentPayers.hint')} style={{ marginBottom: 16 }} />
      {split.payers.map((payer) => (
        <Form.Item
          key={payer.code}
          name={['values', payer.code]}
          label={payer.name ? `${payer.code} - ${payer.name}` : payer.code}
        >
          <DecimalInput kind="money" min="0" />
        </Form.Item>
      ))}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'target', label: t('ascertainmentPayers.target'), children: money(split.target) },
          { key: 'total', label: t('ascertainmentPayers.total'), children: money(check.total) },
          {
            key: 'difference',
            label: t('ascertainmentPayers.difference'),
            children: money(check.difference),
          },
        ]}
      />
      {check.message && (
        <Alert
          type={check.outcome === 'REFUSED' ? 'error' : 'warning'}
          showIcon
          title={t(check.message)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="justification" label={t('ascertainmentPayers.justification')}>
        <Input.TextArea
          rows={3}
          maxLength={JUSTIFICATION_MAX_LENGTH}
          showCount
          onChange={(event) => clearChangedFieldErrors(form, { justification: event.target.value })}
        />
      </Form.Item>
    </FormDialog>
  );
}
