import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ascertainmentOnePageCalls } from '@trade-terms/domain/calls/ascertainment-one-page-calls';
import { printingCalls } from '@trade-terms/domain/calls/printing-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';
import { ascertainmentKeys } from './ascertainment-keys';

/** The one page of the agreement and period of an ascertainment, under its detail's key. */
export function useOnePage(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.detail(id), 'one-page'] as const,
      queryFn: () => callApi(ascertainmentOnePageCalls.get, { id }),
    }),
  );
}

/** The one page as a PDF built on the server (`/impressao/imprimir`), in the user's language. */
export function usePrintOnePage() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await callApi(printingCalls.print, { document: 'APURACAO_ONE_PAGE', id });
      saveExportFile(file);
      return file;
    },
  });
}
