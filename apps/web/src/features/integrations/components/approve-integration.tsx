import { CheckOutlined } from '@ant-design/icons';
import type { IntegrationDeclaration, TIntegration } from '@trade-terms/domain/integrations';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { useFeedback } from '../../../platform/use-feedback';
import { useApproveIntegration } from '../api/approve-integration';
import { mayApprove } from '../integration-view';

export interface ApproveIntegrationProps {
  integration: IntegrationDeclaration;
  current: TIntegration;
  canEdit: boolean;
}

/**
 * The approval: a confirmation that says what will be applied and what will not (rows still
 * pending association), then one call that applies it all.
 */
export function ApproveIntegration({ integration, current, canEdit }: ApproveIntegrationProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const approve = useApproveIntegration(integration);
  const [confirming, setConfirming] = useState(false);
  if (!mayApprove(current, canEdit)) return null;
  const counts = current.counts;
  const pending = counts.PENDENTES_ASSOCIACAO ?? 0;

  return (
    <Flex justify="flex-end">
      <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setConfirming(true)}>
        {t('integrations.approve')}
      </Button>
      {confirming && (
        <AppModal
          open
          title={t('integrations.approve')}
          onCancel={() => setConfirming(false)}
          footer={[
            <Button key="cancel" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>,
            <Button
              key="apply"
              type="primary"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(current.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => {
                    setConfirming(false);
                    feedback.failure(error);
                  },
                })
              }
            >
              {t('integrations.apply')}
            </Button>,
          ]}
        >
          <Flex vertical gap={12}>
            <Typography.Text>{t('integrations.approveConfirm')}</Typography.Text>
            <Typography.Text>
              {t('integrations.applyCounts', {
                created: counts.NOVOS ?? 0,
                updated: counts.ATUALIZACOES ?? 0,
              })}
            </Typography.Text>
            {pending > 0 && (
              <Alert
                type="warning"
                showIcon
                title={t('integrations.pendingNotApplied', { count: pending })}
              />
            )}
          </Flex>
        </AppModal>
      )}
    </Flex>
  );
}
