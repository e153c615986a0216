import {
  SAP_CONDITION_NUMBER,
  SAP_ON_STATE_LABELS,
  SAP_ON_STATES,
  SAP_REFUSAL_REASON_MAX,
  type SapOnState,
  type TSapOnLever,
} from '@trade-terms/domain/agreement-sap-on';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../platform/use-feedback';
import { useSaveSapOn } from '../api/save-sap-on';

interface Values {
  state: SapOnState;
  conditionNumber?: string | null;
  refusalReason?: string | null;
}

/** One lever's SAP condition set by hand: its state, and the number or the refusal reason. */
export function SapOnEditDialog({ lever, onClose }: { lever: TSapOnLever; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveSapOn();
  const state = Form.useWatch('state', form);
  return (
    <FormDialog<Values>
      form={form}
      title={t('sapOn.editTitle', { agreement: lever.agreementId, lever: lever.leverName })}
      okText={t('common.save')}
      pending={save.isPending}
      onClose={onClose}
      initialValues={{
        // An outdated condition is answered again as set up, for the lever's terms now.
        state: lever.state === 'DESATUALIZADA' ? 'CADASTRADA' : lever.state,
        conditionNumber: lever.conditionNumber,
        refusalReason: lever.refusalReason,
      }}
      onFinish={(values) =>
        save.mutate(
          {
            agreementId: lever.agreementId,
            leverId: lever.leverId,
            state: values.state,
            conditionNumber: values.state === 'CADASTRADA' ? (values.conditionNumber ?? null) : null,
            refusalReason: values.state === 'RECUSADA' ? (values.refusalReason ?? null) : null,
            version: lever.version,
          },
          {
            onSuccess: () => {
              feedback.success(t('sapOn.saved'));
              onClose();
            },
            onError: feedback.failure,
          },
        )
      }
    >
      <Form.Item
        name="state"
        label={t('sapOn.column.state')}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <AppSelect
          allowClear={false}
          options={SAP_ON_STATES.map((value) => ({ value, label: t(SAP_ON_STATE_LABELS[value]) }))}
        />
      </Form.Item>
      {state === 'CADASTRADA' && (
        <Form.Item
          name="conditionNumber"
          label={t('sapOn.column.conditionNumber')}
          rules={[
            { required: true, whitespace: true, message: t('validation.sapOn.conditionNumberRequired') },
            { pattern: SAP_CONDITION_NUMBER, message: t('validation.sapOn.conditionNumberFormat') },
          ]}
        >
          <Input maxLength={10} inputMode="numeric" />
        </Form.Item>
      )}
      {state === 'RECUSADA' && (
        <Form.Item
          name="refusalReason"
          label={t('sapOn.column.refusalReason')}
          rules={[{ required: true, whitespace: true, message: t('validation.sapOn.refusalReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={SAP_REFUSAL_REASON_MAX} showCount />
        </Form.Item>
      )}
    </FormDialog>
  );
}
