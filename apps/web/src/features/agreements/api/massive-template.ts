import { useMutation } from '@tanstack/react-query';
import type { TConsolidatedExport } from '@trade-terms/domain/agreement-reports';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { SheetImportCalls } from '../../../components/sheet-import-dialog';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { agreementKeys } from './agreement-keys';

/**
 * The agreements under the list's filters in the massive template (`exportarTemplateMassivo`),
 * saved as the file the server names; a large export is queued (202) for the dashboard, whose
 * toast the server's message gives, and answers null here.
 */
async function exportTemplate(filters: TConsolidatedExport): Promise<string | null> {
  const answer = await callApi(agreementCalls.templateExport, filters);
  if (!('content' in answer)) return null;
  saveExportFile(answer);
  return answer.fileName;
}

export function useExportTemplate() {
  return useMutation({ mutationFn: exportTemplate });
}

/**
 * The template's upload (`importarTemplateMassivo`) answered with its preview, the preview's
 * agreements of one outcome (`buscarPreviaTemplateMassivo`), and the apply that queues the job
 * (`aplicarTemplateMassivo`).
 */
export const templateUploadCalls: SheetImportCalls = {
  rowsKey: agreementKeys.templatePreviews(),
  preview: async (file) => callApi(agreementCalls.templatePreview, await uploadBodyOf(file)),
  rows: (request) => callApi(agreementCalls.templatePreviewRows, request),
  apply: async (id) => (await callApi(agreementCalls.templateApply, { id })).id,
};
