import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The approval's step as an item of a state's descriptions ("Etapa 1 de 2"), while in approval. */
export function approvalStepItems(
  t: TFunction,
  approval: { step: number; stepCount: number } | null,
  label: MessageKey,
) {
  return approval
    ? [
        {
          key: 'step',
          label: t(label),
          children: t('cycleFolderScreens.approvalStep', { step: approval.step, count: approval.stepCount }),
        },
      ]
    : [];
}

/** Why something was disapproved, shown while it stays disapproved. */
export function DisapprovalNotice({ justification }: { justification: string | null }) {
  const { t } = useTranslation();
  if (!justification) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('cycleFolderScreens.disapprovalJustification')}
      description={justification}
    />
  );
}
