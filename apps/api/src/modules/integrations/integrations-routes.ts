import { integrationCalls, integrationCallsOf } from '@trade-terms/domain/calls/integration-calls';
import {
  INTEGRATION_LIST,
  INTEGRATIONS,
  type IntegrationDeclaration,
} from '@trade-terms/domain/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import {
  approveIntegration,
  associateProduct,
  checkSellIn,
  integrationHistory,
  integrationRowsPage,
  receiveIntegration,
} from './integrations-service';

/** The calls of one integration, `POST /api/<apiName>/<verb>`. */
function integrationRoutes(context: AppContext, integration: IntegrationDeclaration): FastifyPluginAsyncZod {
  const { db } = context.database;
  const calls = integrationCallsOf(integration);
  const uploadLimit = uploadBodyLimit(context.config.UPLOAD_MAX_BYTES);

  return async (app) => {
    serveCall(
      app,
      calls.import,
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
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.integrationQueued' }]),
        });
      },
      { bodyLimit: uploadLimit },
    );

    serveCall(app, calls.rows, (request) =>
      integrationRowsPage(db, integration.kind, request.body, requestLanguage(request)),
    );

    if (integration.kind === 'product') {
      serveCall(app, integrationCalls.associateProduct, async (request) => {
        await associateProduct(db, request.body.rowId, request.body.ppaProductId);
        return messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.integrationAssociated' }]);
      });
    }

    serveCall(app, calls.approve, async (request) => {
      const applied = await approveIntegration(
        db,
        integration.kind,
        request.body.integrationId,
        currentUser(request).id,
      );
      return {
        applied,
        ...messagesEnvelope(request, [
          { kind: 'SUCESSO', key: 'success.integrationApproved', params: { count: applied } },
        ]),
      };
    });

    serveCall(app, calls.history, (request) =>
      integrationHistory(db, integration.kind, request.body, requestLanguage(request)),
    );

    if (integration.kind === 'sellIn') {
      serveCall(app, integrationCalls.checkSellIn, (request) =>
        checkSellIn(db, request.body.competence, request.body.commodity, requestLanguage(request)),
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
