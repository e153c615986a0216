import { FUNDS_TYPES } from '@trade-terms/domain/agreements';
import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import { Alert, Button, Card, Descriptions, Flex, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { SkippedItems } from '../../../components/list-page/skipped-items';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole, signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useAscertainment } from '../api/get-ascertainment';
import {
  ACTION_LABELS,
  type AscertainmentAction,
  mayValidate,
  moneyText,
  RECORD_ACTION_LABELS,
  type RecordAction,
  recordActionsOf,
  SIGNATURE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  screenActionsOf,
} from '../ascertainment-view';
import { AscertainmentEvidence } from './ascertainment-evidence';
import { AscertainmentLines } from './ascertainment-lines';
import { ClaimsPanel } from './claims-panel';
import { MoveDialog } from './move-dialog';
import { OnePageLink } from './one-page-link';
import { PayerSplitSection } from './payer-split-section';
import { ReconciliationPanel } from './reconciliation-panel';
import { RecordActionDialog } from './record-action-dialog';

/** Agreement, holding, business unit, period, status and signature, and the totals of the lines. */
function AscertainmentHeader({ ascertainment: a }: { ascertainment: TAscertainment }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: string | null) => moneyText(value, language);
  const date = (value: string) => formatValue('date', value, language);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        {
          key: 'agreement',
          label: t('ascertainmentScreens.agreement'),
          children: `${a.agreementId} - ${a.agreementDescription}`,
        },
        {
          key: 'holding',
          label: t('ascertainmentScreens.holding'),
          children: `${a.economicGroup.code} - ${a.economicGroup.name}`,
        },
        { key: 'commodity', label: t('ascertainmentScreens.commodity'), children: a.commodity },
        {
          key: 'period',
          label: t('ascertainmentScreens.period'),
          children: `${a.period} (${date(a.periodStart)} – ${date(a.periodEnd)})`,
        },
        {
          key: 'status',
          label: t('ascertainmentScreens.status'),
          children: (
            <Space size={4} wrap>
              <Tag color={STATUS_COLORS[a.status]}>{t(STATUS_LABELS[a.status])}</Tag>
              {a.overdue && <Tag color="error">{t('ascertainmentScreens.overdue')}</Tag>}
              {a.approval && a.status === 'EM_APROVACAO' && (
                <Tag>
                  {t('ascertainmentScreens.approvalStep', {
                    step: a.approval.currentStep,
                    count: a.approval.stepCount,
                  })}
                </Tag>
              )}
            </Space>
          ),
        },
        {
          key: 'signature',
          label: t('ascertainmentScreens.signatureStatus'),
          children: t(SIGNATURE_LABELS[a.signatureStatus]),
        },
        { key: 'deadline', label: t('ascertainmentScreens.deadline'), children: date(a.deadline) },
        { key: 'channels', label: t('ascertainmentScreens.channels'), children: a.channels.join(', ') },
        { key: 'accurate', label: t('ascertainmentScreens.accurateValue'), children: money(a.accurateValue) },
        {
          key: 'validated',
          label: t('ascertainmentScreens.validatedValue'),
          children: money(a.validatedValue),
        },
        { key: 'final', label: t('ascertainmentScreens.finalValue'), children: money(a.finalValue) },
        { key: 'abatement', label: t('ascertainmentScreens.abatement'), children: money(a.abatement) },
        { key: 'toPay', label: t('ascertainmentScreens.toPay'), children: <strong>{money(a.toPay)}</strong> },
        ...(a.reprovalJustification
          ? [
              {
                key: 'reproval',
                label: t('ascertainmentScreens.reprovalJustification'),
                children: a.reprovalJustification,
              },
            ]
          : []),
      ]}
    />
  );
}

/** The moves this user may take on the ascertainment now (the server still decides). */
function AscertainmentActions({ ascertainment }: { ascertainment: TAscertainment }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<AscertainmentAction | null>(null);
  const [skipped, setSkipped] = useState<{ id: number; reason: string }[]>([]);
  const actions = screenActionsOf(ascertainment, { id: signedInUser()?.id ?? 0, hasRole });
  const recordActions = recordActionsOf(ascertainment.status, hasRole);
  const [changing, setChanging] = useState<RecordAction | null>(null);
  return (
    <Flex vertical gap={8}>
      <SkippedItems
        skipped={skipped}
        titleKey="ascertainmentScreens.skippedTitle"
        itemKey="ascertainmentScreens.skipped"
        onClose={() => setSkipped([])}
      />
      {actions.length + recordActions.length > 0 && (
        <Flex gap={8} wrap role="toolbar" aria-label={t('ascertainmentScreens.actions')}>
          {actions.map((action) => (
            <Button
              key={action}
              type={action === 'reprove' ? 'default' : 'primary'}
              danger={action === 'reprove'}
              onClick={() => setAsking(action)}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          ))}
          {recordActions.map((action) => (
            <Button key={action} onClick={() => setChanging(action)}>
              {t(RECORD_ACTION_LABELS[action])}
            </Button>
          ))}
        </Flex>
      )}
      {changing && (
        <RecordActionDialog
          action={changing}
          ascertainment={ascertainment}
          onClose={() => setChanging(null)}
        />
      )}
      {asking && (
        <MoveDialog
          action={asking}
          subject={t('ascertainmentScreens.dialog.one', {
            id: ascertainment.id,
            agreement: ascertainment.agreementDescription,
            period: ascertainment.period,
          })}
          ids={[ascertainment.id]}
          onDone={(answer) => {
            setAsking(null);
            setSkipped(answer.skipped);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Flex>
  );
}

function StoredAscertainment({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const detail = useAscertainment(id);
  const data = detail.data;
  usePublishPageCrumb(pathname, data ? `${data.id} - ${data.agreementDescription}` : null);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />;
  const a = detail.data;
  const validating = mayValidate(a.status, hasRole);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('ascertainmentScreens.editHeading', { id: a.id, agreement: a.agreementDescription })}
      />
      <AscertainmentActions ascertainment={a} />
      <Card>
        <AscertainmentHeader ascertainment={a} />
      </Card>
      <ReconciliationPanel ascertainment={a} />
      <Card>
        <Tabs
          defaultActiveKey={a.lines.some((line) => line.fundsType === 'OFF') ? 'OFF' : 'ON'}
          items={[...FUNDS_TYPES].reverse().map((fundsType) => {
            const lines = a.lines.filter((line) => line.fundsType === fundsType);
            const label = t('ascertainmentScreens.fundsTab', { fundsType, count: lines.length });
            return {
              key: fundsType,
              label,
              children: (
                <AscertainmentLines ascertainment={a} lines={lines} mayValidate={validating} label={label} />
              ),
            };
          })}
        />
      </Card>
      <AscertainmentEvidence ascertainment={a} />
      <ClaimsPanel ascertainment={a} />
      <PayerSplitSection ascertainment={a} />
      <OnePageLink id={a.id} />
    </Flex>
  );
}

/** /trade-agreements-ascertainment/edit/:id: one ascertainment, its OFF and ON lines and its moves. */
export function AscertainmentEditPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <StoredAscertainment key={number} id={number} />;
}
