import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ascertainmentEvidenceCalls } from '@trade-terms/domain/calls/ascertainment-evidence-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { ascertainmentKeys } from './ascertainment-keys';

/** The evidence files of one ascertainment, under the module's keys. */
const evidenceKey = (id: number) => [...ascertainmentKeys.all, 'evidence', id] as const;

/** `apuracao/listarEvidencias`: every file, removed ones too. */
export function useEvidence(ascertainmentId: number) {
  return useQuery({
    queryKey: evidenceKey(ascertainmentId),
    queryFn: () => callApi(ascertainmentEvidenceCalls.list, { id: ascertainmentId }),
  });
}

/** An import or a removal: whatever the outcome, the list is read again. */
function useEvidenceChange<I, R>(ascertainmentId: number, change: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKey(ascertainmentId) }),
  });
}

/**
 * `apuracao/importarEvidencias`: the ZIP as base64; all its files are kept, or none. Sent quietly:
 * the dialog shows a refusal (one sentence per bad file) where the user picks the next ZIP.
 */
export function useImportEvidence(ascertainmentId: number) {
  return useEvidenceChange(ascertainmentId, async (file: File) =>
    callApi(
      ascertainmentEvidenceCalls.import,
      { id: ascertainmentId, ...(await uploadBodyOf(file)) },
      { quiet: true },
    ),
  );
}

/** `apuracao/removerEvidencia`: kept in the history, with its justification. */
export function useRemoveEvidence(ascertainmentId: number) {
  return useEvidenceChange(ascertainmentId, (input: { id: number; justification: string }) =>
    callApi(ascertainmentEvidenceCalls.remove, input),
  );
}

/** `apuracao/baixarEvidencia`: one file, saved as the server names it. */
export function useDownloadEvidence() {
  return useMutation({
    mutationFn: async (input: { id: number }) => {
      const file = await callApi(ascertainmentEvidenceCalls.download, input);
      saveExportFile(file);
      return file;
    },
  });
}
