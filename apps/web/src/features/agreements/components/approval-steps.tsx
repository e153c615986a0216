import type { TApprovalState } from '@trade-terms/domain/agreement-details';
import { Flex, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';

const APPROVAL_STATUS_LABELS = {
  EM_APROVACAO: 'agreements.approval.status.EM_APROVACAO',
  APROVADO: 'agreements.approval.status.APROVADO',
  REPROVADO: 'agreements.approval.status.REPROVADO',
} as const satisfies Record<TApprovalState['status'], string>;

const APPROVAL_STATUS_COLORS: Record<TApprovalState['status'], string> = {
  EM_APROVACAO: 'warning',
  APROVADO: 'success',
  REPROVADO: 'error',
};

const DECISION_LABELS = {
  APROVADO: 'agreements.approval.decision.APROVADO',
  REPROVADO: 'agreements.approval.decision.REPROVADO',
} as const;

/** Where one step stands: decided (approved or reproved), the current one, or still ahead. */
function stepStatus(step: TApprovalState['steps'][number]) {
  const decision = step.decisions.at(-1)?.decision;
  if (decision === 'REPROVADO') return 'error' as const;
  if (decision === 'APROVADO') return 'finish' as const;
  return step.current ? ('process' as const) : ('wait' as const);
}

/** The step under way, the one that reproved, or else the last one. */
function currentIndex(approval: TApprovalState): number {
  const at = approval.steps.findIndex(
    (step) => step.current || step.decisions.some((decision) => decision.decision === 'REPROVADO'),
  );
  return at >= 0 ? at : approval.steps.length - 1;
}

/**
 * An approval as its approvers follow it: its flow and status, who asked and when, and each step
 * with its responsibles, the people told, and the decision taken there (who, when, why).
 */
export function ApprovalSteps({ approval }: { approval: TApprovalState }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const names = (people: readonly { name: string }[]) => people.map((person) => person.name).join(', ');
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{approval.flowName}</Typography.Text>
        <Tag color={APPROVAL_STATUS_COLORS[approval.status]}>
          {t(APPROVAL_STATUS_LABELS[approval.status])}
        </Tag>
        <Typography.Text type="secondary">
          {t('agreements.approval.requestedBy', {
            name: approval.requester.name,
            at: formatInstant(approval.startedAt, language),
          })}
        </Typography.Text>
      </Flex>
      <Steps
        orientation="vertical"
        current={currentIndex(approval)}
        items={approval.steps.map((step) => ({
          status: stepStatus(step),
          title: t('agreements.approval.step', { number: step.stepNumber }),
          subTitle: step.current ? t('agreements.approval.current') : undefined,
          content: (
            <Flex vertical gap={2}>
              <span>{t('agreements.approval.responsibles', { names: names(step.responsibles) })}</span>
              {step.notified.length > 0 && (
                <Typography.Text type="secondary">
                  {t('agreements.approval.notified', { names: names(step.notified) })}
                </Typography.Text>
              )}
              {step.decisions.map((decision) => (
                <span key={`${decision.user.id}-${decision.decidedAt}`}>
                  {t('agreements.approval.decided', {
                    decision: t(DECISION_LABELS[decision.decision]),
                    name: decision.user.name,
                    at: formatInstant(decision.decidedAt, language),
                  })}
                  {decision.justification ? ` — ${decision.justification}` : ''}
                </span>
              ))}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}
