import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import {
  ZApproveFirstAccessSchema,
  ZApproveUserEditionSchema,
  ZConfigureFirstAccessSchema,
  ZConfigureUserEditionSchema,
  ZReproveUserRequestSchema,
} from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { successEnvelope } from '../../platform/http/success-message';
import {
  approveFirstAccess,
  approveUserEdition,
  configureFirstAccess,
  configureUserEdition,
  reproveFirstAccess,
  reproveUserEdition,
} from './user-requests-service';
import type { UsersNeighbours } from './users-neighbours';
import { DECIDE_FIRST_ACCESS, EDIT_USERS, tags } from './users-route-roles';

/**
 * The decisions on access requests. Approving and reproving are decisions on the request's item
 * of the approval engine: the caller must also stand at its current step.
 */
export function usersAccessRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/usuario/configurarPermissoesPrimeiroAcesso',
      {
        config: { access: { roles: DECIDE_FIRST_ACCESS } },
        schema: {
          summary: 'Chooses the profile of a first-access user: the request waits for approval',
          tags,
          body: ZConfigureFirstAccessSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await configureFirstAccess(db, request.body, currentUser(request).id);
        return successEnvelope(request, 'success.firstAccessConfigured');
      },
    );

    app.post(
      '/usuario/aprovarPrimeiroAcesso',
      {
        config: { access: { roles: DECIDE_FIRST_ACCESS } },
        schema: {
          summary:
            'Approves a first access at the caller’s step; after the last: registered, active, and mailed a first-password link',
          tags,
          body: ZApproveFirstAccessSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        const status = await approveFirstAccess(db, request.body, currentUser(request).id, neighbours);
        return successEnvelope(
          request,
          status === 'APROVADO' ? 'success.firstAccessApproved' : 'success.firstAccessStepApproved',
        );
      },
    );

    app.post(
      '/usuario/reprovarPrimeiroAcesso',
      {
        config: { access: { roles: DECIDE_FIRST_ACCESS } },
        schema: {
          summary: 'Reproves a first access with a justification',
          tags,
          body: ZReproveUserRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await reproveFirstAccess(db, request.body, currentUser(request).id, neighbours);
        return successEnvelope(request, 'success.firstAccessReproved');
      },
    );

    app.post(
      '/usuario/configuracaoEdicaoUsuario',
      {
        config: { access: { roles: EDIT_USERS } },
        schema: {
          summary: 'Sets the new data of an edition request: the request waits for validation',
          tags,
          body: ZConfigureUserEditionSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await configureUserEdition(db, request.body, currentUser(request).id);
        return successEnvelope(request, 'success.editionConfigured');
      },
    );

    app.post(
      '/usuario/aprovarSolicitacaoEdicao',
      {
        config: { access: { roles: EDIT_USERS } },
        schema: {
          summary:
            'Approves an edition request under validation at the caller’s step; after the last, the change set is applied',
          tags,
          body: ZApproveUserEditionSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        const status = await approveUserEdition(db, request.body, currentUser(request).id, neighbours);
        return successEnvelope(
          request,
          status === 'APROVADO' ? 'success.editionApproved' : 'success.editionStepApproved',
        );
      },
    );

    for (const [url, from, summary] of [
      [
        '/usuario/reprovarSolicitacaoEdicao',
        'SOLICITACAO_EDICAO',
        'Reproves an edition request before configuration, with a justification',
      ],
      [
        '/usuario/reprovarSolicitacaoEmValidacao',
        'EM_VALIDACAO',
        'Reproves an edition request under validation, with a justification',
      ],
    ] as const) {
      app.post(
        url,
        {
          config: { access: { roles: EDIT_USERS } },
          schema: {
            summary,
            tags,
            body: ZReproveUserRequestSchema,
            response: { 200: ZMessageEnvelopeSchema },
          },
        },
        async (request) => {
          await reproveUserEdition(db, request.body, from, currentUser(request).id, neighbours);
          return successEnvelope(request, 'success.editionReproved');
        },
      );
    }
  };
}
