import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../platform/use-feedback';

/**
 * Removing a row from a list: the removal is confirmed with a toast, a refusal (a profile in
 * use, a flow with items under approval) is told once.
 */
export function useRemoveAction<R>(mutation: UseMutationResult<R, Error, { id: number }>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (id: number) =>
    mutation.mutate(
      { id },
      { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
    );
}
