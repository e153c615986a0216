import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { discountsSummaryCalls } from '@trade-terms/domain/calls/discounts-summary-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** The discounts summary under the list's filters, as a spreadsheet saved by the browser. */
export function useExportDiscountsSummary() {
  return useMutation({
    mutationFn: async (filters: CallInput<typeof discountsSummaryCalls.export>) => {
      const file = await callApi(discountsSummaryCalls.export, filters);
      saveExportFile(file);
      return file;
    },
  });
}
