import type { CalculationStep } from '@trade-terms/domain/calculation-engine';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWarningStep, stepValueText } from '../platform/calculation-steps';
import { currentLanguage } from '../platform/i18n';

/**
 * "Why this number": the engine's steps, each label in the reader's language beside its value
 * (money, percentages, counts, yes or no), an inconsistency of the inputs tagged as such.
 */
export function CalculationStepsTable({
  steps,
  'aria-label': ariaLabel,
}: {
  steps: readonly CalculationStep[];
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table<CalculationStep & { position: number }>
      aria-label={ariaLabel}
      size="small"
      pagination={false}
      rowKey="position"
      dataSource={steps.map((step, position) => ({ ...step, position }))}
      columns={[
        {
          key: 'label',
          title: t('simulator.steps.step'),
          render: (_, step) => (
            <>
              {t(step.label)}
              {isWarningStep(step.label) && (
                <Tag color="warning" style={{ marginInlineStart: 8 }}>
                  {t('simulator.steps.inconsistency')}
                </Tag>
              )}
            </>
          ),
        },
        {
          key: 'value',
          title: t('simulator.steps.value'),
          align: 'right',
          render: (_, step) => stepValueText(step.label, step.value, language, t),
        },
      ]}
    />
  );
}
