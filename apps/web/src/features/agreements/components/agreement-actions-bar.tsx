import { CopyOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TAgreement } from '@trade-terms/domain/agreements';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { EDIT_ROLE, isDangerous, type LifecycleAction, screenActionsOf } from '../agreement-actions';
import { ACTION_LABELS } from '../agreement-labels';
import { useCopyAgreement } from '../api/copy-agreement';
import { useExportAgreementHistory } from '../api/export-agreement-history';
import { useExtendAgreement } from '../api/extend-agreement';
import { usePrintAgreement } from '../api/print-agreement';
import { ActionDialog } from './action-dialog';
import type { BulkOutcome } from './bulk-action-bar';
import { type ActionAnswers, useBulkActions } from './use-lifecycle-actions';

/**
 * The actions of one agreement: those its status allows and the user's roles grant (a decision
 * only for the responsibles of the current step), its copy, its change history and its print.
 */
export function AgreementActionsBar({
  agreement,
  onChanged,
}: {
  agreement: TAgreement;
  /** After an action the screen shows the agreement as it now is; skipped tells why not. */
  onChanged: (skipped: BulkOutcome['skipped']) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const bulk = useBulkActions();
  const extend = useExtendAgreement();
  const copy = useCopyAgreement();
  const history = useExportAgreementHistory();
  const print = usePrintAgreement();
  const [asking, setAsking] = useState<LifecycleAction | null>(null);
  const user = signedInUser();
  const actions = screenActionsOf(agreement, { id: user?.id ?? 0, hasRole });

  const run = async (action: LifecycleAction, answers: ActionAnswers) => {
    try {
      if (action === 'extend') {
        await extend.mutateAsync({
          id: agreement.id,
          version: agreement.version,
          validityEnd: answers.date ?? '',
          justification: answers.justification ?? '',
        });
        setAsking(null);
        onChanged([]);
        return;
      }
      const result = await bulk.run(action, [agreement.id], answers);
      setAsking(null);
      onChanged(result.skipped);
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Flex gap={8} wrap role="toolbar" aria-label={t('agreements.actions')}>
      {actions.map((action) => (
        <Button
          key={action}
          type={action === 'approve' || action === 'sendToApproval' ? 'primary' : 'default'}
          danger={isDangerous(action)}
          onClick={() => setAsking(action)}
        >
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      {hasRole(EDIT_ROLE) && (
        <Button
          icon={<CopyOutlined aria-hidden />}
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(
              { id: agreement.id },
              {
                onSuccess: (created) => navigate(paths.agreementEdit.href(created.id)),
                onError: feedback.failure,
              },
            )
          }
        >
          {t('agreements.copy')}
        </Button>
      )}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={history.isPending}
        onClick={() => history.mutate({ id: agreement.id }, { onError: feedback.failure })}
      >
        {t('agreements.history')}
      </Button>
      <Button
        icon={<PrinterOutlined aria-hidden />}
        loading={print.isPending}
        onClick={() => print.mutate({ id: agreement.id }, { onError: feedback.failure })}
      >
        {t('agreements.print')}
      </Button>
      {asking && (
        <ActionDialog
          action={asking}
          subject={agreement.description}
          pending={bulk.pending || extend.isPending}
          onSubmit={(answers) => void run(asking, answers)}
          onClose={() => setAsking(null)}
        />
      )}
    </Flex>
  );
}
