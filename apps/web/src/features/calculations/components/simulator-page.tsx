import { CALCULATION_MODELS } from '@trade-terms/domain/levers';
import {
  requiredSimulatorFields,
  type SimulatorField,
  type TSimulatorAnswer,
} from '@trade-terms/domain/simulator';
import { Button, Card, Flex, Form, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { NumberInput } from '../../../components/form/number-input';
import { PageTitle } from '../../../components/page-header';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import {
  clearChangedFieldErrors,
  type FieldPath,
  formFailureOf,
  showFieldErrors,
} from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useSimulate } from '../api/simulate';
import {
  FIELD_KINDS,
  FIELD_LABELS,
  fieldsOf,
  isSimulatorField,
  NEW_SIMULATION,
  type SimulatorFormValues,
  simulateInputOf,
  simulatorFailure,
} from '../simulator-form';
import { SimulatorEvents } from './simulator-events';
import { SimulatorResult } from './simulator-result';

const WIDE = { gridColumn: '1 / -1' };

/** One field of the chosen model, with the input its kind takes. */
function SimulatorFieldItem({ field, required }: { field: SimulatorField; required: boolean }) {
  const { t } = useTranslation();
  const label = t(FIELD_LABELS[field]);
  const kind = FIELD_KINDS[field];
  if (kind === 'events') {
    return (
      <div style={{ ...WIDE, marginBottom: 24 }}>
        <SimulatorEvents />
      </div>
    );
  }
  if (kind === 'switch') {
    return (
      <Form.Item name={field} label={label} valuePropName="checked">
        <Switch aria-label={label} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={field} label={label} required={required}>
      {kind === 'count' ? (
        <NumberInput precision={0} step={1} aria-label={label} />
      ) : (
        <DecimalInput kind={kind} aria-label={label} />
      )}
    </Form.Item>
  );
}

/**
 * /calc/simulator: pick a calculation model, type the values it uses (in the reader's number
 * format), and the engine answers the value, abatement, to pay, achievement and rate with every
 * step. Nothing is stored. The browser checks the body with the call's own schema first, so the
 * messages beside the fields read as the server's would.
 */
export function SimulatorPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<SimulatorFormValues>();
  const model = Form.useWatch('model', form);
  const values = Form.useWatch([], form) ?? NEW_SIMULATION;
  const required = new Set(model ? requiredSimulatorFields(model, values) : []);
  const simulate = useSimulate();
  const [answer, setAnswer] = useState<TSimulatorAnswer | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const isField = (path: FieldPath) => isSimulatorField(path, form.getFieldValue('model'));

  const calculate = async (values: SimulatorFormValues) => {
    setGeneral([]);
    const input = simulateInputOf(values);
    const problems = simulatorFailure(language, input, isField);
    if (problems) {
      showFieldErrors(form, problems.fields);
      setGeneral(problems.general);
      return;
    }
    try {
      setAnswer(await simulate.mutateAsync(input));
      showFieldErrors(form, []);
    } catch (error) {
      const failure = formFailureOf(error, isField, t('errors.internalServerError'));
      showFieldErrors(form, failure.fields);
      setGeneral(failure.general);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('simulator.title')}</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{t('simulator.intro')}</Typography.Paragraph>
      <Card>
        <FormProblems texts={general} />
        <Form<SimulatorFormValues>
          form={form}
          layout="vertical"
          initialValues={NEW_SIMULATION}
          onFinish={calculate}
          onValuesChange={(changed) => {
            // The result shown is always the one of the values shown.
            setAnswer(null);
            clearChangedFieldErrors(form, changed);
          }}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            gap: '0 24px',
          }}
        >
          <Form.Item name="model" label={t('simulator.model')} required>
            <AppSelect
              aria-label={t('simulator.model')}
              options={CALCULATION_MODELS.map((value) => ({ value, label: t(MODEL_LABELS[value]) }))}
            />
          </Form.Item>
          <div style={WIDE} />
          {fieldsOf(model).map((field) => (
            <SimulatorFieldItem key={field} field={field} required={required.has(field)} />
          ))}
          <Form.Item style={{ ...WIDE, marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" loading={simulate.isPending}>
              {t('simulator.calculate')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <SimulatorResult answer={answer} />
    </Flex>
  );
}
