import { CalculatorOutlined } from '@ant-design/icons';
import type { TAscertainmentCalculateResult } from '@trade-terms/domain/ascertainment';
import { currentCompetence } from '@trade-terms/domain/competence';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { NumberInput } from '../../../components/form/number-input';
import { FormDialog } from '../../../components/form-dialog';
import { requiredRule } from '../../../components/form-rules';
import { useFeedback } from '../../../platform/use-feedback';
import { useCalculate } from '../api/ascertainment-moves';

interface CalculateValues {
  competence: string | null;
  agreementId?: number | null;
}

/**
 * "Calcular" (with the agreement calculation's edit role): the ascertainments of a competence,
 * for one agreement or every approved one. The server's messages say how many it calculated;
 * those it left as they were (approved or in approval) go to `onSkipped`.
 */
export function CalculateAction({
  onSkipped,
}: {
  onSkipped: (skipped: TAscertainmentCalculateResult['skipped']) => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const calculate = useCalculate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CalculateValues>();
  const run = async (values: CalculateValues) => {
    try {
      const answer = await calculate.mutateAsync({
        competence: values.competence ?? '',
        ...(values.agreementId ? { agreementId: values.agreementId } : {}),
      });
      setOpen(false);
      onSkipped(answer.skipped);
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <>
      <Button icon={<CalculatorOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('ascertainmentScreens.calculate.action')}
      </Button>
      {open && (
        <FormDialog<CalculateValues>
          form={form}
          title={t('ascertainmentScreens.calculate.title')}
          okText={t('ascertainmentScreens.calculate.action')}
          pending={calculate.isPending}
          initialValues={{ competence: currentCompetence() }}
          onFinish={(values) => void run(values)}
          onClose={() => setOpen(false)}
        >
          <Typography.Paragraph>{t('ascertainmentScreens.calculate.hint')}</Typography.Paragraph>
          <Form.Item name="competence" label={t('ascertainmentScreens.competence')} rules={[requiredRule(t)]}>
            <CompetencePicker />
          </Form.Item>
          <Form.Item name="agreementId" label={t('ascertainmentScreens.calculate.agreement')}>
            <NumberInput min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
