import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCallsOf } from '@trade-terms/domain/calls/integration-calls';
import type { IntegrationDeclaration } from '@trade-terms/domain/integrations';
import { callApi } from '../../../platform/call-api';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { integrationKeys } from './integration-keys';

/** Sends the ERP's file as base64 JSON (`importar`); the server answers the integration it queued. */
async function importIntegration(integration: IntegrationDeclaration, file: File) {
  const queued = await callApi(integrationCallsOf(integration).import, await uploadBodyOf(file));
  return queued.id;
}

export function useImportIntegration(integration: IntegrationDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importIntegration(integration, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(integration.kind) }),
  });
}
