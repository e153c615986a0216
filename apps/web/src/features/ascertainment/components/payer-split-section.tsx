import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { formatInstant } from '../../../platform/value-format';
import { usePayerSplit } from '../api/payer-split';
import { moneyText } from '../ascertainment-view';
import { OUTCOME_MESSAGES } from '../payer-split-view';
import { PayerSplitDialog } from './payer-split-dialog';

/** The analyst sets the split; the approver may mend it before approving (the call's roles). */
const mayConfigure = () => hasRole('ROLE_EDITAR_APURACAO_ACORDO') || hasRole('ROLE_APROVAR_APURACOES');

/**
 * "Pagadores SAP": the split of the ascertainment's to-pay value among its SAP payers (saved, or
 * proposed until one is), its warning below the to-pay value, and the dialog that changes it.
 */
export function PayerSplitSection({
  ascertainment,
}: {
  ascertainment: Pick<TAscertainment, 'id' | 'version'>;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = usePayerSplit(ascertainment.id);
  const [editing, setEditing] = useState(false);
  const split = query.data;
  const title = t('ascertainmentPayers.open');
  const outcomeMessage = split ? OUTCOME_MESSAGES[split.outcome] : null;
  if (query.isError)
    return (
      <Card title={title}>
        <Alert type="error" showIcon title={failureTexts(query.error, (key) => t(key)).join(' ')} />
      </Card>
    );
  return (
    <Card
      title={title}
      loading={query.isPending}
      extra={
        split?.editable &&
        mayConfigure() && (
          <Button onClick={() => setEditing(true)} disabled={split.version !== ascertainment.version}>
            {title}
          </Button>
        )
      }
    >
      {split && (
        <Flex vertical gap={8}>
          {split.proposed && (
            <Typography.Text type="secondary">{t('ascertainmentPayers.proposed')}</Typography.Text>
          )}
          {!split.editable && <Alert type="info" showIcon title={t('ascertainmentPayers.locked')} />}
          {outcomeMessage && (
            <Alert
              type={split.outcome === 'REFUSED' ? 'error' : 'warning'}
              showIcon
              title={t(outcomeMessage)}
            />
          )}
          <Table
            size="small"
            rowKey="payerCode"
            pagination={false}
            aria-label={title}
            dataSource={split.parts}
            columns={[
              {
                key: 'payer',
                title: t('ascertainmentPayers.payer'),
                render: (_, part) => {
                  const name = split.payers.find((payer) => payer.code === part.payerCode)?.name;
                  return name ? `${part.payerCode} - ${name}` : part.payerCode;
                },
              },
              {
                key: 'value',
                title: t('ascertainmentPayers.value'),
                align: 'right',
                render: (_, part) => moneyText(part.value, language),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  {t('ascertainmentPayers.total')} / {t('ascertainmentPayers.target')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {moneyText(split.total, language)} / {moneyText(split.target, language)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {split.updatedAt && split.justification && (
            <Typography.Text type="secondary">
              {t('ascertainmentPayers.lastChange', {
                date: formatInstant(split.updatedAt, language),
                justification: split.justification,
              })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {editing && split && <PayerSplitDialog split={split} onClose={() => setEditing(false)} />}
    </Card>
  );
}
