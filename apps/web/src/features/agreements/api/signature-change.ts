import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signatureCalls } from '@trade-terms/domain/calls/signatures-calls';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { agreementKeys } from './agreement-keys';

/**
 * A signed file imported or removed: whatever the outcome, the history, the agreement (its
 * signature status) and the lists are read again.
 */
function useSignatureChange<I>(agreementId: number, change: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agreementKeys.signatures(agreementId) }),
        queryClient.invalidateQueries({ queryKey: agreementKeys.detail(agreementId) }),
        queryClient.invalidateQueries({ queryKey: agreementKeys.lists() }),
      ]),
  });
}

/** `/assinatura/importar`: the signed PDF, as base64; the agreement becomes signed. */
export function useImportSignature(agreementId: number) {
  return useSignatureChange(agreementId, async (file: File) =>
    callApi(signatureCalls.import, { id: agreementId, ...(await uploadBodyOf(file)) }),
  );
}

/** `/assinatura/excluir`: kept in the history; with no file left the agreement awaits signature. */
export function useRemoveSignature(agreementId: number) {
  return useSignatureChange(agreementId, (signatureId: number) =>
    callApi(signatureCalls.remove, { id: signatureId }),
  );
}
