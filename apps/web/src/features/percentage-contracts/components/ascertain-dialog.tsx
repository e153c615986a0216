import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../platform/use-feedback';
import { useAscertainCompetence } from '../api/percentage-contracts';

/** Ascertains a competence: every approved contract valid in it, from that month's sell-in. */
export function AscertainDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ competence?: string | null }>();
  const ascertain = useAscertainCompetence();
  return (
    <FormDialog<{ competence?: string | null }>
      form={form}
      title={t('percentageContracts.action.ascertain')}
      okText={t('percentageContracts.action.ascertain')}
      pending={ascertain.isPending}
      onClose={onClose}
      onFinish={async (values) => {
        try {
          const outcome = await ascertain.mutateAsync(values.competence ?? '');
          feedback.success(t('success.percentageAscertained', outcome));
          onClose();
        } catch (error) {
          feedback.failure(error);
        }
      }}
    >
      <Alert
        type="info"
        showIcon
        title={t('percentageContracts.ascertainHint')}
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        name="competence"
        label={t('percentageContracts.field.competence')}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <CompetencePicker />
      </Form.Item>
    </FormDialog>
  );
}
