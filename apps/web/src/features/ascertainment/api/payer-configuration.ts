import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { ascertainmentKeys } from './ascertainment-keys';

export type TPayerConfigurationInput = CallInput<typeof ascertainmentPayerCalls.configurationSearch>;

/**
 * The SAP payer configuration list, under the ascertainments' lists: a saved split invalidates
 * them, so the row's state is read again after the dialog closes.
 */
export function usePayerConfiguration(input: TPayerConfigurationInput) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'payer-configuration', input] as const,
      queryFn: () => callApi(ascertainmentPayerCalls.configurationSearch, input),
      placeholderData: keepPreviousData,
    }),
  );
}
