import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCallsOf } from '@trade-terms/domain/calls/integration-calls';
import type { IntegrationDeclaration } from '@trade-terms/domain/integrations';
import { callApi } from '../../../platform/call-api';
import { integrationKeys } from './integration-keys';

/** Applies the new and updated rows of an integration to the registers (`aprovar`). */
async function approveIntegration(integration: IntegrationDeclaration, integrationId: number) {
  const approved = await callApi(integrationCallsOf(integration).approve, { integrationId });
  return approved.applied;
}

/**
 * Refreshes the integration (its status), its history and the registers' caches (lists and
 * selects live under `registers`), on failure too: a 409 means someone else approved it.
 */
export function useApproveIntegration(integration: IntegrationDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integrationId: number) => approveIntegration(integration, integrationId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(integration.kind) });
      await queryClient.invalidateQueries({ queryKey: ['registers'] });
    },
  });
}
