import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';

export const money = (value: string) => formatValue('money', value, currentLanguage());

export interface MoneyFigure {
  key: string;
  label: MessageKey;
  value: string;
  mustBeZero?: boolean;
}

/** Live money figures of a screen (total, distributed, difference); one not zero marked as a problem. */
export function MoneyFigures({ figures }: { figures: readonly MoneyFigure[] }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: figures.length }}
      items={figures.map((figure) => ({
        key: figure.key,
        label: t(figure.label),
        children: (
          <Typography.Text
            data-figure={figure.key}
            type={figure.mustBeZero && Number(figure.value) !== 0 ? 'danger' : undefined}
            strong
          >
            {money(figure.value)}
          </Typography.Text>
        ),
      }))}
    />
  );
}
