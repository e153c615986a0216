import { InfoCircleOutlined } from '@ant-design/icons';
import type { TAgreementLeverDetail } from '@trade-terms/domain/agreement-details';
import type { AgreementAuditAction } from '@trade-terms/domain/agreements';
import type { CalculationModel } from '@trade-terms/domain/levers';
import {
  Alert,
  Button,
  ConfigProvider,
  Descriptions,
  Divider,
  Flex,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { PanelLoader } from '../../../components/panel-loader';
import { failureTexts } from '../../../platform/api-error';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import { dayOfWireDate, displayDay, displayWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant, formatValue } from '../../../platform/value-format';
import { MONEY_VALUE_FIELDS, valueFieldsOf } from '../agreement-form';
import { FUNDS_LABELS, SCOPE_LABELS, STATUS_LABELS, VALUE_FIELD_LABELS } from '../agreement-labels';
import { useLeverDetail } from '../api/get-lever-detail';
import { ApprovalSteps } from './approval-steps';
import { InactiveSinceTag } from './lever-availability';
import { LeverStatusTag, PendingValues } from './lever-change';

/** The lever's values in force, scope, customers and payers. */
function LeverFacts({ detail }: { detail: TAgreementLeverDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { lever } = detail;
  const model = lever.calculationModel as CalculationModel;
  const people = (refs: TAgreementLeverDetail['customers']) =>
    refs.map((ref) => `${ref.code} - ${ref.name}`).join('; ') || '—';
  const items = [
    {
      key: 'agreement',
      label: t('agreements.leverDetail.agreement'),
      children: `${detail.agreement.id} - ${detail.agreement.description} (${t(STATUS_LABELS[detail.agreement.status])})`,
    },
    { key: 'model', label: t('agreements.leverDetail.model'), children: t(MODEL_LABELS[model]) },
    { key: 'funds', label: t('agreements.lever.fundsType'), children: t(FUNDS_LABELS[lever.fundsType]) },
    { key: 'budgetType', label: t('agreements.lever.budgetType'), children: lever.budgetType ?? '—' },
    ...valueFieldsOf(model)
      .filter(({ field }) => lever[field] !== null)
      .map(({ field }) => ({
        key: field,
        label: t(VALUE_FIELD_LABELS[field]),
        children: formatValue(MONEY_VALUE_FIELDS.has(field) ? 'money' : 'percentage', lever[field], language),
      })),
    {
      key: 'expectedYearlyValue',
      label: t('agreements.lever.expectedYearlyValue'),
      children: formatValue('money', lever.expectedYearlyValue, language),
    },
    { key: 'commodity', label: t('agreements.lever.commodity'), children: lever.commodity },
    ...(Object.keys(SCOPE_LABELS) as (keyof typeof SCOPE_LABELS)[])
      .filter((field) => lever[field].length > 0)
      .map((field) => ({ key: field, label: t(SCOPE_LABELS[field]), children: lever[field].join(', ') })),
    { key: 'customers', label: t('agreements.lever.customers'), children: people(detail.customers) },
    { key: 'payers', label: t('agreements.lever.payers'), children: people(detail.payers) },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}

/** The last day of a stretch: the day before the lever earned again (`until`). */
function lastInactiveDay(until: string, language: ReturnType<typeof currentLanguage>): string {
  const last = dayOfWireDate(until)?.subtract(1, 'day');
  return last ? displayDay(last, language) : until;
}

/** The lever's events, and the stretches it earned nothing. */
function LeverCalendar({ detail }: { detail: TAgreementLeverDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { events, inactivePeriods } = detail.lever;
  return (
    <>
      {events.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(event) => `${event.competence}-${event.description}`}
          dataSource={events}
          columns={[
            { key: 'competence', dataIndex: 'competence', title: t('agreements.leverDetail.competence') },
            { key: 'description', dataIndex: 'description', title: t('agreements.leverDetail.event') },
            {
              key: 'value',
              title: t('agreements.leverDetail.value'),
              align: 'right',
              render: (_value, event) => formatValue('money', event.value, language),
            },
          ]}
        />
      )}
      <Typography.Title level={5}>{t('agreements.leverDetail.inactivePeriods')}</Typography.Title>
      {inactivePeriods.length === 0 ? (
        <Typography.Text type="secondary">{t('agreements.leverDetail.alwaysActive')}</Typography.Text>
      ) : (
        <ul>
          {inactivePeriods.map((period) => (
            <li key={period.from}>
              {period.until === null
                ? t('agreements.leverDetail.inactiveOpen', { from: displayWireDate(period.from, language) })
                : t('agreements.leverDetail.inactiveClosed', {
                    from: displayWireDate(period.from, language),
                    // The stretch ends the day before the lever earns again.
                    to: lastInactiveDay(period.until, language),
                  })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The lever's approvals (lever changes) and the moves recorded on it. */
function LeverHistory({ detail }: { detail: TAgreementLeverDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const actionLabel = (action: AgreementAuditAction) => `agreement.history.action.${action}` as const;
  return (
    <>
      <Typography.Title level={5}>{t('agreements.leverDetail.approvals')}</Typography.Title>
      {detail.approvals.length === 0 ? (
        <Typography.Text type="secondary">{t('agreements.leverDetail.noApprovals')}</Typography.Text>
      ) : (
        detail.approvals.map((approval) => <ApprovalSteps key={approval.requestId} approval={approval} />)
      )}
      <Typography.Title level={5}>{t('agreements.leverDetail.history')}</Typography.Title>
      {detail.history.length === 0 ? (
        <Typography.Text type="secondary">{t('agreements.leverDetail.noHistory')}</Typography.Text>
      ) : (
        <Timeline
          items={detail.history.map((move) => ({
            key: `${move.at}-${move.action}`,
            content: (
              <Flex vertical>
                <Typography.Text strong>{t(actionLabel(move.action))}</Typography.Text>
                <Typography.Text type="secondary">
                  {`${formatInstant(move.at, language)} · ${move.by?.name ?? t('agreement.history.system')}`}
                </Typography.Text>
                {move.justification && <span>{move.justification}</span>}
              </Flex>
            ),
          }))}
        />
      )}
    </>
  );
}

function LeverDetailBody({ agreementId, leverId }: { agreementId: number; leverId: number }) {
  const { t } = useTranslation();
  const detail = useLeverDetail(agreementId, leverId);
  if (detail.isPending) return <PanelLoader />;
  if (detail.isError)
    return <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />;
  const { lever } = detail.data;
  return (
    <Flex vertical gap={12}>
      <Flex gap={4} wrap>
        <LeverStatusTag lever={lever} />
        <InactiveSinceTag lever={lever} />
        <Tag>{lever.channel}</Tag>
      </Flex>
      <LeverFacts detail={detail.data} />
      <PendingValues lever={lever} />
      <LeverCalendar detail={detail.data} />
      <Divider style={{ margin: '4px 0' }} />
      <LeverHistory detail={detail.data} />
    </Flex>
  );
}

/** A button that opens one lever of a stored agreement in detail (`buscarDetalheAlavancasContrato`). */
export function LeverDetailButton({
  agreementId,
  leverId,
  name,
}: {
  agreementId: number;
  leverId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    // It stays usable where the agreement's form is read-only.
    <ConfigProvider componentDisabled={false}>
      <Button size="small" icon={<InfoCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('agreements.leverDetail.open')}
      </Button>
      <AppModal
        open={open}
        width={760}
        title={t('agreements.leverDetail.title', { name })}
        footer={<Button onClick={() => setOpen(false)}>{t('common.close')}</Button>}
        onCancel={() => setOpen(false)}
      >
        {open && <LeverDetailBody agreementId={agreementId} leverId={leverId} />}
      </AppModal>
    </ConfigProvider>
  );
}
