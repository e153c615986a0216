import { z } from 'zod';
import { ZMessageEnvelopeSchema } from '../errors';
import {
  INTEGRATIONS,
  type IntegrationDeclaration,
  ZIntegrationAssociateSchema,
  ZIntegrationHistorySchema,
  ZIntegrationIdSchema,
  ZIntegrationImportSchema,
  ZIntegrationRowsRequestSchema,
  ZIntegrationRowsSchema,
  ZSellInCheckAnswerSchema,
  ZSellInCheckSchema,
} from '../integrations';
import { ZPageRequestSchema } from '../paging';
import type { Role } from '../permissions';
import { declareCall } from './call';
import { onWire } from './wire-names';

/** The integration queued for comparison: its id, with the message that says so. */
const ZQueuedIntegrationSchema = z.object({ ...ZMessageEnvelopeSchema.shape, id: z.number().int() });
const ZApprovedSchema = z.object({
  ...ZMessageEnvelopeSchema.shape,
  applied: onWire('aplicadas', z.number().int()),
});

const tag = 'integrations';

const viewOf = (integration: IntegrationDeclaration): Role[] => [integration.viewRole, integration.editRole];
const editOf = (integration: IntegrationDeclaration): Role[] => [integration.editRole];

/** The calls every integration has, `POST /api/<apiName>/<verb>`, read from its declaration. */
function declareIntegrationCalls(integration: IntegrationDeclaration) {
  const view = viewOf(integration);
  const edit = editOf(integration);
  const base = `/${integration.apiName}`;
  return {
    import: declareCall({
      method: 'POST',
      path: `${base}/importar`,
      access: { roles: edit },
      summary: `Upload the ERP's ${integration.kind} file (base64 JSON); its comparison runs as a job`,
      tag,
      body: ZIntegrationImportSchema,
      responses: { 202: ZQueuedIntegrationSchema },
    }),
    rows: declareCall({
      method: 'POST',
      path: `${base}/buscarLinhas`,
      access: { roles: view },
      summary: `One tab of a ${integration.kind} integration (the latest by default), paged, with tab counts`,
      tag,
      body: ZIntegrationRowsRequestSchema,
      responses: { 200: ZIntegrationRowsSchema },
    }),
    approve: declareCall({
      method: 'POST',
      path: `${base}/aprovar`,
      access: { roles: edit },
      summary: `Apply the new and updated rows of a ${integration.kind} integration, in one transaction`,
      tag,
      body: ZIntegrationIdSchema,
      responses: { 200: ZApprovedSchema },
    }),
    history: declareCall({
      method: 'POST',
      path: `${base}/historico`,
      access: { roles: view },
      summary: `Every ${integration.kind} integration: who, when, file, status and counts`,
      tag,
      body: ZPageRequestSchema,
      responses: { 200: ZIntegrationHistorySchema },
    }),
  };
}

export type IntegrationCalls = ReturnType<typeof declareIntegrationCalls>;

const declared = new WeakMap<IntegrationDeclaration, IntegrationCalls>();

/** The calls of one integration, built once so the API, the web and the catalogue share them. */
export function integrationCallsOf(integration: IntegrationDeclaration): IntegrationCalls {
  let calls = declared.get(integration);
  if (!calls) {
    calls = declareIntegrationCalls(integration);
    declared.set(integration, calls);
  }
  return calls;
}

const { product, sellIn } = INTEGRATIONS;

/** The calls only one integration has. */
export const integrationCalls = {
  associateProduct: declareCall({
    method: 'POST',
    path: `/${product.apiName}/associar`,
    access: { roles: editOf(product) },
    summary: 'Resolve a product row pending association with a PPA product (brand and category follow)',
    tag,
    body: ZIntegrationAssociateSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  checkSellIn: declareCall({
    method: 'POST',
    path: `/${sellIn.apiName}/verificarSellIn`,
    access: { roles: viewOf(sellIn) },
    summary: 'Whether sell-in exists for a competence and business unit (commodity)',
    tag,
    body: ZSellInCheckSchema,
    responses: { 200: ZSellInCheckAnswerSchema },
  }),
};
