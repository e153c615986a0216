import type { AgreementTotals } from '@trade-terms/domain/agreements';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';

/** Totals ON, OFF and per business unit of the levers as they stand on screen. */
export function AgreementTotalsView({ totals }: { totals: AgreementTotals }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (text: string) => formatValue('money', text, language);
  const units = Object.entries(totals.byCommodity).filter(([code]) => code !== '');
  return (
    <section aria-label={t('agreements.totals')} aria-live="polite">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        title={t('agreements.totals')}
        items={[
          { key: 'on', label: t('agreements.totalOn'), children: money(totals.on) },
          { key: 'off', label: t('agreements.totalOff'), children: money(totals.off) },
          ...units.map(([code, value]) => ({
            key: `unit-${code}`,
            label: t('agreements.totalOfUnit', { unit: code }),
            children: money(value),
          })),
        ]}
      />
    </section>
  );
}
