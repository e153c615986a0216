import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { storeComplianceKeys } from './store-compliance-keys';

export type TAnswersSearch = CallInput<typeof targetExecutionCalls.search>;

/** A page of the goal-execution answers under the filters (`execucaoMeta/buscar`). */
export function useSearchAnswers(search: TAnswersSearch) {
  return useQuery({
    queryKey: storeComplianceKeys.answerList(search),
    queryFn: () => callApi(targetExecutionCalls.search, search),
    placeholderData: keepPreviousData,
  });
}
