import {
  ZAccessRequestSchema,
  ZChangePasswordSchema,
  ZEditRequestSchema,
} from '@trade-terms/domain/access-requests';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { pageOf } from '@trade-terms/domain/paging';
import type { Role } from '@trade-terms/domain/permissions';
import { ZProfileSchema } from '@trade-terms/domain/profiles';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import {
  USER_TABS,
  ZApproveFirstAccessSchema,
  ZApproveUserEditionSchema,
  ZConfigureFirstAccessSchema,
  ZConfigureUserEditionSchema,
  ZExportFileSchema,
  ZLoggedUserSchema,
  ZMenuPermissionsSchema,
  ZReproveUserRequestSchema,
  ZUserDetailSchema,
  ZUserSaveSchema,
  ZUserSchema,
  ZUserSearchSchema,
  ZUserSummarySchema,
  ZUserTabItemSchema,
  ZUserTabSearchSchema,
  ZUserTabTotalsSchema,
} from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/http/error-envelope';
import { messagesEnvelope, successEnvelope } from '../../platform/http/success-message';
import { throttlePublicRequest } from '../auth/auth-service';
import { getProfile } from '../profiles/profiles-service';
import { changeOwnPassword, requestFirstAccess, requestUserEdition } from './account-service';
import { removeUser } from './user-removal';
import {
  approveFirstAccess,
  approveUserEdition,
  configureFirstAccess,
  configureUserEdition,
  getUserDetail,
  listUserTab,
  reproveFirstAccess,
  reproveUserEdition,
  tabTotals,
} from './user-requests-service';
import { exportRegisteredUsers } from './users-export';
import { findUserRowById } from './users-repository';
import { listUsers, recordAccess, saveUser } from './users-service';

const VIEW: Role[] = ['ROLE_VISUALIZAR_USUARIOS', 'ROLE_EDITAR_USUARIOS'];
const EDIT: Role[] = ['ROLE_EDITAR_USUARIOS'];
/** Who decides first accesses (spec, section 6: first-access edit and confirm-user). */
const FIRST_ACCESS: Role[] = ['ROLE_EDITAR_PRIMEIRO_ACESSO', 'ROLE_CONFIRMAR_USUARIO'];
const tags = ['users'];

export function usersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const { config } = context;
  return async (app) => {
    app.post(
      '/usuario/solicitarAcesso',
      {
        config: { access: { public: true } },
        schema: {
          summary: 'First-access request: creates a user waiting for an administrator, without a password',
          tags: ['users'],
          body: ZAccessRequestSchema,
          response: { 201: ZMessageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await throttlePublicRequest(db, 'access-request', request.ip, {
          max: config.PUBLIC_REQUESTS_PER_ADDRESS,
          windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
        });
        await requestFirstAccess(db, request.body);
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
          tags: ['users'],
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
          summary: "Asks an administrator to edit the caller's own user, with a justification",
          tags: ['users'],
          body: ZEditRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await requestUserEdition(db, currentUser(request).id, request.body);
        return successEnvelope(request, 'editRequest.sent');
      },
    );

    app.post(
      '/usuario/buscarUsuarioLogadoMenu',
      {
        config: { access: { roles: [] } },
        schema: {
          summary: 'The signed-in user, for the top bar and the menu',
          tags: ['users'],
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
      '/usuario/buscarUsuarios',
      {
        config: { access: { roles: ['ROLE_VISUALIZAR_USUARIOS', 'ROLE_EDITAR_USUARIOS'] } },
        schema: {
          summary: 'Users, paged, filtered by text and status',
          tags: ['users'],
          body: ZUserSearchSchema,
          response: { 200: pageOf(ZUserSummarySchema) },
        },
      },
      async (request) => listUsers(db, request.body),
    );

    app.post(
      '/usuario/buscarPorId',
      {
        config: { access: { roles: [...VIEW, ...FIRST_ACCESS] } },
        schema: {
          summary: 'One user, with the access stage, the pending change and the decisions on requests',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZUserDetailSchema },
        },
      },
      async (request) => getUserDetail(db, request.body.id),
    );

    app.post(
      '/usuario/salvarAtualizarUsuario',
      {
        config: { access: { roles: ['ROLE_EDITAR_USUARIOS'] } },
        schema: {
          summary: 'Create a user, or change one (with the version read: 409 when stale)',
          tags: ['users'],
          body: ZUserSaveSchema,
          response: { 200: ZUserSchema },
        },
      },
      async (request) => saveUser(db, request.body, currentUser(request).id),
    );

    app.post(
      '/usuario/removerUsuario',
      {
        config: { access: { roles: ['ROLE_EDITAR_USUARIOS'] } },
        schema: {
          summary: 'Deactivate a user: they can no longer sign in',
          tags: ['users'],
          body: ZRecordIdSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) =>
        messagesEnvelope(request, await removeUser(db, request.body.id, currentUser(request).id)),
    );
    for (const { tab, state, call } of USER_TABS) {
      app.post(
        `/usuario/${call}`,
        {
          config: { access: { roles: VIEW } },
          schema: {
            summary: `Users in ${state}, paged, filtered by text, profile and status, sorted`,
            tags,
            body: ZUserTabSearchSchema,
            response: { 200: pageOf(ZUserTabItemSchema) },
          },
        },
        async (request) => listUserTab(db, tab, request.body),
      );
    }

    app.post(
      '/usuario/totalizadorAbas',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'How many users each tab of the Users screen holds, by access state',
          tags,
          response: { 200: ZUserTabTotalsSchema },
        },
      },
      async () => tabTotals(db),
    );

    app.post(
      '/usuario/export',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'The registered users under the filters and sort, as an xlsx file in base64',
          tags,
          body: ZUserTabSearchSchema,
          response: { 200: ZExportFileSchema },
        },
      },
      async (request) => {
        const { pagina: _page, tamanhoPagina: _size, ...search } = request.body;
        return exportRegisteredUsers(db, search, requestLanguage(request));
      },
    );

    app.post(
      '/usuario/configurarPermissoesPrimeiroAcesso',
      {
        config: { access: { roles: FIRST_ACCESS } },
        schema: {
          summary: 'Chooses the profile of a first-access user: the request goes to approval',
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
        config: { access: { roles: FIRST_ACCESS } },
        schema: {
          summary: 'Approves a first access: registered, active, and mailed a first-password link',
          tags,
          body: ZApproveFirstAccessSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await approveFirstAccess(db, request.body, currentUser(request).id);
        return successEnvelope(request, 'success.firstAccessApproved');
      },
    );

    app.post(
      '/usuario/reprovarPrimeiroAcesso',
      {
        config: { access: { roles: FIRST_ACCESS } },
        schema: {
          summary: 'Reproves a first access with a justification',
          tags,
          body: ZReproveUserRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await reproveFirstAccess(db, request.body, currentUser(request).id);
        return successEnvelope(request, 'success.firstAccessReproved');
      },
    );

    app.post(
      '/usuario/configuracaoEdicaoUsuario',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Sets the new data of an edition request: the request goes to validation',
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
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Approves an edition request under validation: the change set is applied',
          tags,
          body: ZApproveUserEditionSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await approveUserEdition(db, request.body, currentUser(request).id);
        return successEnvelope(request, 'success.editionApproved');
      },
    );

    app.post(
      '/usuario/reprovarSolicitacaoEdicao',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Reproves an edition request before configuration, with a justification',
          tags,
          body: ZReproveUserRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await reproveUserEdition(db, request.body, 'SOLICITACAO_EDICAO', currentUser(request).id);
        return successEnvelope(request, 'success.editionReproved');
      },
    );

    app.post(
      '/usuario/reprovarSolicitacaoEmValidacao',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Reproves an edition request under validation, with a justification',
          tags,
          body: ZReproveUserRequestSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await reproveUserEdition(db, request.body, 'EM_VALIDACAO', currentUser(request).id);
        return successEnvelope(request, 'success.editionReproved');
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
