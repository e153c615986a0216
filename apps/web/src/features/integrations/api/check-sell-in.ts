import { useMutation } from '@tanstack/react-query';
import { ZSellInCheckAnswerSchema, ZSellInCheckSchema } from '@trade-terms/domain/integrations';
import type { z } from 'zod';
import { httpClient } from '../../../platform/http-client';

export const ZCheckSellInInputSchema = ZSellInCheckSchema;
export type TCheckSellInInput = z.infer<typeof ZCheckSellInInputSchema>;

/**
 * Whether sell-in was loaded for a competence and business unit (`integracaoSellIn/verificarSellIn`).
 * Asked on demand, so it is a mutation: each click asks again.
 */
export async function checkSellIn(input: TCheckSellInInput) {
  const payload = await httpClient.post<unknown>(
    '/integracaoSellIn/verificarSellIn',
    ZCheckSellInInputSchema.parse(input),
  );
  return ZSellInCheckAnswerSchema.parse(payload);
}

export function useCheckSellIn() {
  return useMutation({ mutationFn: checkSellIn });
}
