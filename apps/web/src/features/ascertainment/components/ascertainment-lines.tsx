import type { TAscertainment, TAscertainmentLine } from '@trade-terms/domain/ascertainment';
import { Button, Space, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import { currentLanguage } from '../../../platform/i18n';
import { baseBillingOf, LINE_STATUS_LABELS, moneyText, percentText } from '../ascertainment-view';
import { ValidateLineDialog } from './validate-line-dialog';
import { WhyThisNumber } from './why-this-number';

/**
 * The lever lines of one funds type (the OFF or ON tab): accurate, validated and final percent
 * and value, abatement, base billing value and to pay; each line opens "why this number", and
 * may be validated while the analyst's turn lasts.
 */
export function AscertainmentLines({
  ascertainment,
  lines,
  mayValidate,
  label,
}: {
  ascertainment: TAscertainment;
  lines: readonly TAscertainmentLine[];
  mayValidate: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [explaining, setExplaining] = useState<number | null>(null);
  const [validating, setValidating] = useState<number | null>(null);
  const money = (value: string | null) => moneyText(value, language);
  const percent = (value: string | null) => percentText(value, language);
  // The line shown is read from the ascertainment as it is now (it is read again after a change).
  const explained = lines.find((line) => line.id === explaining);
  const validated = lines.find((line) => line.id === validating);
  const columns: TableProps<TAscertainmentLine>['columns'] = [
    {
      key: 'lever',
      title: t('ascertainmentScreens.lever'),
      render: (_v, line) => (
        <Space orientation="vertical" size={0}>
          <strong>{line.leverName}</strong>
          <span>{t(MODEL_LABELS[line.calculationModel])}</span>
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_v, line) => (
        <Tag
          color={
            line.status === 'SEM_DADOS' ? 'warning' : line.status === 'VALIDADA' ? 'success' : 'processing'
          }
        >
          {t(LINE_STATUS_LABELS[line.status])}
        </Tag>
      ),
    },
    {
      key: 'achievement',
      title: t('ascertainmentScreens.achievementPercent'),
      align: 'right',
      render: (_v, line) => percent(line.achievementPercent),
    },
    {
      key: 'rate',
      title: t('ascertainmentScreens.ratePercent'),
      align: 'right',
      render: (_v, line) => percent(line.ratePercent),
    },
    {
      key: 'base',
      title: t('ascertainmentScreens.baseBilling'),
      align: 'right',
      render: (_v, line) => money(baseBillingOf(line)),
    },
    {
      key: 'accurate',
      title: t('ascertainmentScreens.accurateValue'),
      align: 'right',
      render: (_v, line) => money(line.accurateValue),
    },
    {
      key: 'validated',
      title: t('ascertainmentScreens.validatedValue'),
      align: 'right',
      render: (_v, line) => money(line.validatedValue),
    },
    {
      key: 'final',
      title: t('ascertainmentScreens.finalValue'),
      align: 'right',
      render: (_v, line) => money(line.finalValue),
    },
    {
      key: 'abatement',
      title: t('ascertainmentScreens.abatement'),
      align: 'right',
      render: (_v, line) => money(line.abatement),
    },
    {
      key: 'toPay',
      title: t('ascertainmentScreens.toPay'),
      align: 'right',
      render: (_v, line) => <strong>{money(line.toPay)}</strong>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      // The moves stay in sight while the values scroll.
      fixed: 'right',
      render: (_v, line) => (
        <Space wrap>
          <Button
            size="small"
            onClick={() => setExplaining(line.id)}
            aria-label={t('ascertainmentScreens.why.open', { lever: line.leverName })}
          >
            {t('ascertainmentScreens.why.action')}
          </Button>
          {mayValidate && (
            <Button
              size="small"
              type="primary"
              onClick={() => setValidating(line.id)}
              aria-label={t('ascertainmentScreens.validate.open', { lever: line.leverName })}
            >
              {t('ascertainmentScreens.validate.action')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Table<TAscertainmentLine>
        aria-label={label}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...lines]}
        columns={columns}
      />
      {explained && <WhyThisNumber line={explained} onClose={() => setExplaining(null)} />}
      {validated && mayValidate && (
        <ValidateLineDialog
          ascertainment={ascertainment}
          line={validated}
          onClose={() => setValidating(null)}
        />
      )}
    </>
  );
}
