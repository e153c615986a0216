import type { AgreementTab, TAgreementSummary } from '@trade-terms/domain/agreements';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { type BulkAction, bulkActionsOf, isDangerous } from '../agreement-actions';
import { ACTION_LABELS } from '../agreement-labels';
import { ActionDialog } from './action-dialog';
import { type ActionAnswers, useBulkActions } from './use-lifecycle-actions';

export interface BulkOutcome {
  done: number[];
  skipped: { id: number; reason: string }[];
}

/**
 * The actions on the picked agreements that the tab's statuses allow and the user's roles grant.
 * The server's messages are toasted by the HTTP client; what it skipped goes to `onOutcome`.
 */
export function BulkActionBar({
  tab,
  rows,
  onOutcome,
}: {
  tab: AgreementTab;
  rows: readonly TAgreementSummary[];
  onOutcome: (outcome: BulkOutcome) => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const actions = useBulkActions();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const run = async (action: BulkAction, answers: ActionAnswers) => {
    try {
      const result = await actions.run(
        action,
        rows.map((row) => row.id),
        answers,
      );
      setAsking(null);
      onOutcome({ done: result.done, skipped: result.skipped });
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <>
      {bulkActionsOf(tab, hasRole).map((action) => (
        <Button key={action} onClick={() => setAsking(action)} danger={isDangerous(action)}>
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      {asking && (
        <ActionDialog
          action={asking}
          subject={t('agreements.dialog.count', { count: rows.length })}
          pending={actions.pending}
          onSubmit={(answers) => void run(asking, answers)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
