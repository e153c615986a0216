import type { TAgreementDetails } from '@trade-terms/domain/agreement-details';
import { AGREEMENT_LEVER_STATUSES } from '@trade-terms/domain/agreements';
import { Alert, Card, Collapse, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PanelPlaceholder, QueryPlaceholder } from '../../../components/panel-placeholder';
import { displayWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';
import { LEVER_STATUS_COLORS, LEVER_STATUS_LABELS } from '../agreement-labels';
import { useAgreementDetails } from '../api/get-agreement-details';
import { useLeverStatus } from '../api/get-lever-status';
import { ApprovalSteps } from './approval-steps';

/** How many of the agreement's levers stand in each status (`buscarStatusAlavancaContrato`). */
function LeverStatusSummary({ id }: { id: number }) {
  const { t } = useTranslation();
  const status = useLeverStatus(id);
  // The line holds its place inside the panel while the statuses load.
  if (!status.data) return <QueryPlaceholder queries={[status]} />;
  const counts = status.data.counts;
  return (
    <Flex gap={4} wrap align="center" role="group" aria-label={t('agreements.details.leverStatuses')}>
      <Typography.Text type="secondary">{t('agreements.details.leverStatuses')}:</Typography.Text>
      {AGREEMENT_LEVER_STATUSES.filter((each) => counts[each] > 0).map((each) => (
        <Tag key={each} color={LEVER_STATUS_COLORS[each]}>
          {`${counts[each]} ${t(LEVER_STATUS_LABELS[each])}`}
        </Tag>
      ))}
    </Flex>
  );
}

/** The last turn back to registration while it holds, and the termination, each with who, when and why. */
function RecordedMoves({ details }: { details: TAgreementDetails }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { returnedToRegistration: returned, termination } = details;
  const who = (by: { name: string } | null) => by?.name ?? t('agreement.history.system');
  return (
    <>
      {returned && (
        <Alert
          type="info"
          showIcon
          title={t('agreements.details.returned', {
            name: who(returned.by),
            at: formatInstant(returned.at, language),
          })}
          description={returned.justification}
        />
      )}
      {termination && (
        <Alert
          type="warning"
          showIcon
          title={t('agreements.details.terminated', {
            date: displayWireDate(termination.date, language),
            previousEnd: termination.previousEnd ? displayWireDate(termination.previousEnd, language) : '—',
            name: who(termination.by),
          })}
          description={termination.justification}
        />
      )}
    </>
  );
}

/**
 * What the approvers read of an agreement above its form (`buscarDetalhesContrato`): the levers
 * per status, a warning when it pays several SAP payers, the approval with every step's people and
 * decisions (open while it waits for a decision), and the turn back or termination on its record.
 */
export function AgreementDetailsPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const details = useAgreementDetails(id);
  // The panel holds its place while the details load, so the form below does not move under the
  // user's pointer when they arrive.
  if (!details.data)
    return <PanelPlaceholder size="small" title={t('agreements.details.title')} queries={[details]} />;
  const { approval, agreement } = details.data;
  const waiting = agreement.status === 'AGUARDANDO_APROVACAO';
  return (
    <Card size="small" title={t('agreements.details.title')}>
      <Flex vertical gap={12}>
        <LeverStatusSummary id={id} />
        {waiting && details.data.payerCount > 1 && (
          <Alert
            type="warning"
            showIcon
            title={t('alerts.agreement.severalPayers', { id: String(agreement.id) })}
          />
        )}
        <RecordedMoves details={details.data} />
        {approval && (
          <Collapse
            size="small"
            defaultActiveKey={waiting ? ['approval'] : []}
            items={[
              {
                key: 'approval',
                label: t(waiting ? 'agreements.details.approval' : 'agreements.details.lastApproval'),
                children: <ApprovalSteps approval={approval} />,
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
