import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { agreementFrequencyOnCalls } from '@trade-terms/domain/calls/agreement-frequency-on-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { agreementKeys } from './agreement-keys';

export type TFrequencyOnInput = CallInput<typeof agreementFrequencyOnCalls.search>;

/** One page of the ON frequency grid (`buscarFrequenciaOn`). */
export function useFrequencyOn(input: TFrequencyOnInput) {
  return useQuery(
    queryOptions({
      queryKey: [...agreementKeys.lists(), 'frequency-on', input] as const,
      queryFn: () => callApi(agreementFrequencyOnCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

async function exportFrequencyOn(input: CallInput<typeof agreementFrequencyOnCalls.export>) {
  const file = await callApi(agreementFrequencyOnCalls.export, input);
  saveExportFile(file);
  return file;
}

/** The whole grid under the filters as a spreadsheet (`exportarFrequenciaOn`). */
export function useExportFrequencyOn() {
  return useMutation({ mutationFn: exportFrequencyOn });
}
