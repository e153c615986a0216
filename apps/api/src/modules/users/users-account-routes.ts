import { userCalls } from '@trade-terms/domain/calls/users-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { getProfile } from '../profiles/profiles-service';
import { changeOwnPassword, requestFirstAccess, requestUserEdition } from './account-service';
import type { UsersNeighbours } from './users-neighbours';
import { findUserRowById } from './users-repository';
import { recordAccess } from './users-service';

/** A user's own account: asking for access or an edit, the password, the menu and the profile. */
export function usersAccountRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { config } = context;
  return async (app) => {
    serveCall(app, userCalls.requestAccess, async (request, reply) => {
      await neighbours.throttlePublicRequest(db, 'access-request', request.ip, {
        max: config.PUBLIC_REQUESTS_PER_ADDRESS,
        windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
      });
      await requestFirstAccess(db, request.body, neighbours.approvals);
      return reply.status(201).send(successEnvelope(request, 'firstAccess.sent'));
    });

    serveCall(app, userCalls.changePassword, async (request) => {
      await changeOwnPassword(db, currentUser(request).id, request.body);
      return successEnvelope(request, 'changePassword.done');
    });

    serveCall(app, userCalls.requestEdition, async (request) => {
      await requestUserEdition(db, currentUser(request).id, request.body, neighbours.approvals);
      return successEnvelope(request, 'editRequest.sent');
    });

    serveCall(app, userCalls.loggedUser, (request) => {
      const user = currentUser(request);
      return {
        id: user.id,
        login: user.user_name,
        name: user.name,
        profile: user.perfil,
        authorities: user.authorities,
      };
    });

    serveCall(app, userCalls.recordAccess, async (request) => {
      await recordAccess(db, currentUser(request).id, new Date());
      return successEnvelope(request, 'success.lastAccessUpdated');
    });

    serveCall(app, userCalls.menuPermissions, (request) => ({
      authorities: currentUser(request).authorities,
    }));

    serveCall(app, userCalls.loggedUserProfile, async (request) => {
      const user = await findUserRowById(db, currentUser(request).id);
      if (user?.profileId == null) throw new AppError('NOT_FOUND');
      return getProfile(db, user.profileId);
    });
  };
}
