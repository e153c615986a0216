import type { TAscertainment, TAscertainmentLine } from '@trade-terms/domain/ascertainment';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FormDialog } from '../../../components/form-dialog';
import { clearChangedFieldErrors, type FieldPath } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useValidateLine } from '../api/ascertainment-moves';
import { moneyText, type ValidateFormValues, validateFailure, validateFormOf } from '../ascertainment-view';

const isField = (path: FieldPath) => path[0] === 'validatedValue' || path[0] === 'justification';

/**
 * The analyst's value of one line. A value other than the accurate one needs a justification:
 * the domain's rule is checked before the call, so the dialog and the server say the same. A
 * 409 (someone changed the ascertainment first) is told by the client's toast, the
 * ascertainment is read again and the dialog closes.
 */
export function ValidateLineDialog({
  ascertainment,
  line,
  onClose,
}: {
  ascertainment: Pick<TAscertainment, 'id' | 'version'>;
  line: TAscertainmentLine;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<ValidateFormValues>();
  const validate = useValidateLine();
  const editing = useEditForm({
    form,
    isField,
    check: (input: ValidateFormValues) => validateFailure(language, input, line.accurateValue),
    save: (input: ValidateFormValues) =>
      validate.mutateAsync({
        id: ascertainment.id,
        version: ascertainment.version,
        lineId: line.id,
        validatedValue: input.validatedValue ?? '',
        justification: input.justification?.trim() || null,
      }),
    onSaved: onClose,
    onConflict: () => {
      onClose();
      return undefined;
    },
  });
  return (
    <FormDialog<ValidateFormValues>
      form={form}
      title={t('ascertainmentScreens.validate.title', { lever: line.leverName })}
      okText={t('ascertainmentScreens.validate.action')}
      pending={validate.isPending}
      initialValues={validateFormOf(line)}
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
            key: 'accurate',
            label: t('ascertainmentScreens.accurateValue'),
            children: moneyText(line.accurateValue, language),
          },
        ]}
      />
      <Form.Item name="validatedValue" label={t('ascertainmentScreens.validatedValue')}>
        <DecimalInput kind="money" min="0" />
      </Form.Item>
      <Form.Item
        name="justification"
        label={t('ascertainmentScreens.justification')}
        extra={t('ascertainmentScreens.validate.justificationHint')}
      >
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
