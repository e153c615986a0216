import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { type IntegrationDeclaration, ZIntegrationIdSchema } from '@trade-terms/domain/integrations';
import { z } from 'zod';
import { httpClient } from '../../../platform/http-client';
import { integrationKeys } from './integration-keys';

export const ZApproveIntegrationInputSchema = ZIntegrationIdSchema;
const ZApprovedSchema = ZMessageEnvelopeSchema.extend({ aplicadas: z.number().int() });

/** Applies the new and updated rows of an integration to the registers (`aprovar`). */
export async function approveIntegration(integration: IntegrationDeclaration, integracaoId: number) {
  const payload = await httpClient.post<unknown>(
    `/${integration.apiName}/aprovar`,
    ZApproveIntegrationInputSchema.parse({ integracaoId }),
  );
  return ZApprovedSchema.parse(payload).aplicadas;
}

/**
 * Refreshes the integration (its status), its history and the registers' caches (lists and
 * selects live under `registers`), on failure too: a 409 means someone else approved it.
 */
export function useApproveIntegration(integration: IntegrationDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integracaoId: number) => approveIntegration(integration, integracaoId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(integration.kind) });
      await queryClient.invalidateQueries({ queryKey: ['registers'] });
    },
  });
}
