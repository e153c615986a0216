import { useQuery } from '@tanstack/react-query';
import { targetExecutionCalls } from '@trade-terms/domain/calls/store-compliance-calls';
import { callApi } from '../../../platform/call-api';
import { storeComplianceKeys } from './store-compliance-keys';

/** One answer (`execucaoMeta/buscarPorId`); nothing is read for a new one. */
export function useAnswer(id: number | null) {
  return useQuery({
    queryKey: storeComplianceKeys.answer(id ?? 0),
    queryFn: () => callApi(targetExecutionCalls.get, { id: id ?? 0 }),
    enabled: id !== null,
  });
}
