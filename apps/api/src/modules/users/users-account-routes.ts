import {
  ZAccessRequestSchema,
  ZChangePasswordSchema,
  ZEditRequestSchema,
} from '@trade-terms/domain/access-requests';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { ZProfileSchema } from '@trade-terms/domain/profiles';
import { ZLoggedUserSchema, ZMenuPermissionsSchema } from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { successEnvelope } from '../../platform/http/success-message';
import { getProfile } from '../profiles/profiles-service';
import { changeOwnPassword, requestFirstAccess, requestUserEdition } from './account-service';
import type { UsersNeighbours } from './users-neighbours';
import { findUserRowById } from './users-repository';
import { tags } from './users-route-roles';
import { recordAccess } from './users-service';

/** A user's own account: asking for access or an edit, the password, the menu and the profile. */
export function usersAccountRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { config } = context;
  return async (app) => {
    app.post(
      '/usuario/solicitarAcesso',
      {
        config: { access: { public: true } },
        schema: {
          summary:
            'First-access request: creates a user without a password, and the request goes to approval',
          tags,
          body: ZAccessRequestSchema,
          response: { 201: ZMessageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await neighbours.throttlePublicRequest(db, 'access-request', request.ip, {
          max: config.PUBLIC_REQUESTS_PER_ADDRESS,
          windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
        });
        await requestFirstAccess(db, request.body, neighbours.approvals);
        return reply.status(201).send(successEnvelope(request, 'firstAccess.sent'));
      },
    );

    app.post(
      '/usuario/alterarSenha',
      {
        config: { access: { roles: [] } },
        schema: {
          summary:
            "Changes the caller's own password: the current one must match, the new one meets the policy",
          tags,
          body: ZChangePasswordSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await changeOwnPassword(db, currentUser(request).id, request.body);
        return successEnvelope(request, 'changePassword.done');
      },
    );

    app.post(
      '/usuario/solicitacaoEdicaoUsuario',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: "Asks for the caller's own user to be edited, with a justification: it goes to approval",
          tags,
          body: ZEditRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await requestUserEdition(db, currentUser(request).id, request.body, neighbours.approvals);
        return successEnvelope(request, 'editRequest.sent');
      },
    );

    app.post(
      '/usuario/buscarUsuarioLogadoMenu',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: 'The signed-in user, for the top bar and the menu',
          tags,
          response: { 200: ZLoggedUserSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return {
          id: user.id,
          login: user.user_name,
          name: user.name,
          profile: user.perfil,
          authorities: user.authorities,
        };
      },
    );

    app.post(
      '/usuario/atualizarUltimoAcesso',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: "Records now as the caller's last access",
          tags,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await recordAccess(db, currentUser(request).id, new Date());
        return successEnvelope(request, 'success.lastAccessUpdated');
      },
    );

    app.post(
      '/usuario/buscarPermissoesMenu',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: "The caller's roles, for the menu",
          tags,
          response: { 200: ZMenuPermissionsSchema },
        },
      },
      async (request) => ({ authorities: currentUser(request).authorities }),
    );

    app.post(
      '/usuario/buscarUsuarioLogadoPerfil',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: "The caller's profile with its features",
          tags,
          response: { 200: ZProfileSchema },
        },
      },
      async (request) => {
        const user = await findUserRowById(db, currentUser(request).id);
        if (user?.profileId == null) throw new AppError('NOT_FOUND');
        return getProfile(db, user.profileId);
      },
    );
  };
}
