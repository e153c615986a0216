import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import {
  INTEGRATION_LIST,
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
} from '@trade-terms/domain/integrations';
import { ZPageRequestSchema } from '@trade-terms/domain/paging';
import type { Role } from '@trade-terms/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { messagesEnvelope } from '../../platform/http/success-message';
import {
  approveIntegration,
  associateProduct,
  checkSellIn,
  integrationHistory,
  integrationRowsPage,
  receiveIntegration,
} from './integrations-service';

const ZQueuedSchema = ZMessageEnvelopeSchema.extend({ id: z.number().int() });
const ZApprovedSchema = ZMessageEnvelopeSchema.extend({ aplicadas: z.number().int() });

/** The calls of one integration, `POST /api/<apiName>/<verb>`. */
function integrationRoutes(context: AppContext, integration: IntegrationDeclaration): FastifyPluginAsyncZod {
  const { db } = context.database;
  const view: Role[] = [integration.viewRole, integration.editRole];
  const edit: Role[] = [integration.editRole];
  const tags = ['integrations'];
  const base = `/${integration.apiName}`;
  const uploadBodyLimit = Math.ceil((context.config.UPLOAD_MAX_BYTES * 4) / 3) * 2 + 64 * 1024;

  return async (app) => {
    app.post(
      `${base}/importar`,
      {
        config: { access: { roles: edit } },
        bodyLimit: uploadBodyLimit,
        schema: {
          summary: `Upload the ERP's ${integration.kind} file (base64 JSON); its comparison runs as a job`,
          tags,
          body: ZIntegrationImportSchema,
          response: { 202: ZQueuedSchema },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const id = await receiveIntegration(
          context,
          integration.kind,
          request.body,
          { id: user.id, name: user.name, authorities: user.authorities },
          requestLanguage(request),
        );
        return reply.status(202).send({
          id,
          ...messagesEnvelope(request, [{ tipo: 'SUCESSO', key: 'success.integrationQueued' }]),
        });
      },
    );

    app.post(
      `${base}/buscarLinhas`,
      {
        config: { access: { roles: view } },
        schema: {
          summary: `One tab of a ${integration.kind} integration (the latest by default), paged, with tab counts`,
          tags,
          body: ZIntegrationRowsRequestSchema,
          response: { 200: ZIntegrationRowsSchema },
        },
      },
      async (request) => integrationRowsPage(db, integration.kind, request.body, requestLanguage(request)),
    );

    if (integration.kind === 'product') {
      app.post(
        `${base}/associar`,
        {
          config: { access: { roles: edit } },
          schema: {
            summary:
              'Resolve a product row pending association with a PPA product (brand and category follow)',
            tags,
            body: ZIntegrationAssociateSchema,
            response: { 200: ZMessageEnvelopeSchema },
          },
        },
        async (request) => {
          await associateProduct(db, request.body.linhaId, request.body.produtoPpaId);
          return messagesEnvelope(request, [{ tipo: 'SUCESSO', key: 'success.integrationAssociated' }]);
        },
      );
    }

    app.post(
      `${base}/aprovar`,
      {
        config: { access: { roles: edit } },
        schema: {
          summary: `Apply the new and updated rows of a ${integration.kind} integration, in one transaction`,
          tags,
          body: ZIntegrationIdSchema,
          response: { 200: ZApprovedSchema },
        },
      },
      async (request) => {
        const applied = await approveIntegration(
          db,
          integration.kind,
          request.body.integracaoId,
          currentUser(request).id,
        );
        return {
          aplicadas: applied,
          ...messagesEnvelope(request, [
            { tipo: 'SUCESSO', key: 'success.integrationApproved', params: { count: applied } },
          ]),
        };
      },
    );

    app.post(
      `${base}/historico`,
      {
        config: { access: { roles: view } },
        schema: {
          summary: `Every ${integration.kind} integration: who, when, file, status and counts`,
          tags,
          body: ZPageRequestSchema,
          response: { 200: ZIntegrationHistorySchema },
        },
      },
      async (request) => integrationHistory(db, integration.kind, request.body, requestLanguage(request)),
    );

    if (integration.kind === 'sellIn') {
      app.post(
        `${base}/verificarSellIn`,
        {
          config: { access: { roles: view } },
          schema: {
            summary: 'Whether sell-in exists for a competence and business unit (commodity)',
            tags,
            body: ZSellInCheckSchema,
            response: { 200: ZSellInCheckAnswerSchema },
          },
        },
        async (request) =>
          checkSellIn(db, request.body.competencia, request.body.commodity, requestLanguage(request)),
      );
    }
  };
}

export function integrationsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const integration of INTEGRATION_LIST) {
      await app.register(integrationRoutes(context, INTEGRATIONS[integration.kind]));
    }
  };
}
