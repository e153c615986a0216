import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type IntegrationDeclaration, ZIntegrationImportSchema } from '@trade-terms/domain/integrations';
import { z } from 'zod';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { httpClient } from '../../../platform/http-client';
import { integrationKeys } from './integration-keys';

const ZQueuedSchema = z.object({ id: z.number().int() });

/** Sends the ERP's file as base64 JSON (`importar`); the server answers the integration it queued. */
export async function importIntegration(integration: IntegrationDeclaration, file: File) {
  const body = ZIntegrationImportSchema.parse(await uploadBodyOf(file));
  const payload = await httpClient.post<unknown>(`/${integration.apiName}/importar`, body);
  return ZQueuedSchema.parse(payload).id;
}

export function useImportIntegration(integration: IntegrationDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importIntegration(integration, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(integration.kind) }),
  });
}
