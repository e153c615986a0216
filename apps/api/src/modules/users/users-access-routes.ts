import { userCalls } from '@trade-terms/domain/calls/users-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
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

/**
 * The decisions on access requests. Approving and reproving are decisions on the request's item
 * of the approval engine: the caller must also stand at its current step.
 */
export function usersAccessRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, userCalls.configureFirstAccess, async (request) => {
      await configureFirstAccess(db, request.body, currentUser(request).id);
      return successEnvelope(request, 'success.firstAccessConfigured');
    });

    serveCall(app, userCalls.approveFirstAccess, async (request) => {
      const status = await approveFirstAccess(db, request.body, currentUser(request).id, neighbours);
      return successEnvelope(
        request,
        status === 'APROVADO' ? 'success.firstAccessApproved' : 'success.firstAccessStepApproved',
      );
    });

    serveCall(app, userCalls.reproveFirstAccess, async (request) => {
      await reproveFirstAccess(db, request.body, currentUser(request).id, neighbours);
      return successEnvelope(request, 'success.firstAccessReproved');
    });

    serveCall(app, userCalls.configureEdition, async (request) => {
      await configureUserEdition(db, request.body, currentUser(request).id);
      return successEnvelope(request, 'success.editionConfigured');
    });

    serveCall(app, userCalls.approveEdition, async (request) => {
      const status = await approveUserEdition(db, request.body, currentUser(request).id, neighbours);
      return successEnvelope(
        request,
        status === 'APROVADO' ? 'success.editionApproved' : 'success.editionStepApproved',
      );
    });

    // An edition request is reproved from either state it waits in, each with its own call.
    for (const [call, from] of [
      [userCalls.reproveEditionRequest, 'SOLICITACAO_EDICAO'],
      [userCalls.reproveEditionInValidation, 'EM_VALIDACAO'],
    ] as const) {
      serveCall(app, call, async (request) => {
        await reproveUserEdition(db, request.body, from, currentUser(request).id, neighbours);
        return successEnvelope(request, 'success.editionReproved');
      });
    }
  };
}
