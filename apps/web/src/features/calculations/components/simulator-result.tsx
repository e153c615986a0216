import type { TSimulatorAnswer } from '@trade-terms/domain/simulator';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CalculationStepsTable } from '../../../components/calculation-steps-table';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';

/** What the engine answered: the value, abatement, to pay, achievement and rate, then every step. */
export function SimulatorResult({ answer }: { answer: TSimulatorAnswer | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (text: string) => formatValue('money', text, language);
  const percentage = (text: string | null) =>
    text === null ? t('simulator.result.notApplicable') : formatValue('percentage', text, language);
  return (
    <Card title={t('simulator.result.title')}>
      <section aria-label={t('simulator.result.title')} aria-live="polite">
        {answer === null ? (
          <Typography.Text type="secondary">{t('simulator.result.empty')}</Typography.Text>
        ) : (
          <>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2, lg: 5 }}
              items={[
                { key: 'value', label: t('simulator.result.value'), children: money(answer.value) },
                {
                  key: 'abatement',
                  label: t('simulator.result.abatement'),
                  children: money(answer.abatement),
                },
                {
                  key: 'toPay',
                  label: t('simulator.result.toPay'),
                  children: <strong>{money(answer.toPay)}</strong>,
                },
                {
                  key: 'achievement',
                  label: t('simulator.result.achievement'),
                  children: percentage(answer.achievementPercent),
                },
                { key: 'rate', label: t('simulator.result.rate'), children: percentage(answer.ratePercent) },
              ]}
            />
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
              {t('simulator.steps.title')}
            </Typography.Title>
            <CalculationStepsTable steps={answer.steps} />
          </>
        )}
      </section>
    </Card>
  );
}
