import type { TAscertainmentOnRow } from '@trade-terms/domain/ascertainment-on';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FormDialog } from '../../../components/form-dialog';
import { clearChangedFieldErrors, type FieldPath } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { useSaveOnAbatement } from '../api/ascertainment-on';
import { type AbatementFormValues, abatementFailure } from '../ascertainment-on-view';
import { moneyText } from '../ascertainment-view';

const isField = (path: FieldPath) => path[0] === 'abatement' || path[0] === 'justification';

/**
 * The abatement the invoice granted on one ON line, always justified. A 409 (the ascertainment
 * changed, or left validation) is toasted by the client; the lists are read again and the dialog closes.
 */
export function OnAbatementDialog({ row, onClose }: { row: TAscertainmentOnRow; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const [form] = Form.useForm<AbatementFormValues>();
  const save = useSaveOnAbatement();
  const editing = useEditForm({
    form,
    isField,
    check: (input: AbatementFormValues) => abatementFailure(language, input),
    save: (input: AbatementFormValues) =>
      save.mutateAsync({
        id: row.ascertainmentId,
        version: row.version,
        lineId: row.id,
        abatement: input.abatement ?? '',
        justification: input.justification ?? '',
      }),
    onSaved: () => {
      feedback.success(t('ascertainmentOn.saved'));
      onClose();
    },
    onConflict: () => {
      onClose();
      return undefined;
    },
  });
  return (
    <FormDialog<AbatementFormValues>
      form={form}
      title={t('ascertainmentOn.editTitle', { lever: row.lever })}
      okText={t('ascertainmentOn.edit')}
      pending={save.isPending}
      initialValues={{ abatement: row.abatement, justification: row.abatementJustification }}
      onFinish={(values) => void editing.submit(values)}
      onClose={onClose}
    >
      <FormProblems texts={editing.general} />
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'agreement',
            label: t('ascertainmentScreens.agreement'),
            children: `${row.agreementId} - ${row.agreementDescription} (${row.period})`,
          },
          {
            key: 'value',
            label: t('ascertainmentOn.valueInForce'),
            children: moneyText(row.valueInForce, language),
          },
        ]}
      />
      <Form.Item name="abatement" label={t('ascertainmentOn.granted')}>
        <DecimalInput kind="money" min="0" />
      </Form.Item>
      <Form.Item name="justification" label={t('ascertainmentOn.justification')}>
        <Input.TextArea
          rows={4}
          maxLength={JUSTIFICATION_MAX_LENGTH}
          showCount
          onChange={(event) => clearChangedFieldErrors(form, { justification: event.target.value })}
        />
      </Form.Item>
    </FormDialog>
  );
}
