import { useQuery } from '@tanstack/react-query';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { storeComplianceKeys } from './store-compliance-keys';

/** The active goal-execution questions with their answer types (`execucaoMeta/buscarPerguntas`). */
export function useQuestions() {
  return useQuery({
    queryKey: storeComplianceKeys.questions(),
    queryFn: () => callApi(targetExecutionCalls.questions),
    staleTime: 60_000,
  });
}
