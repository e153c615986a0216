import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { pageOf } from '@trade-terms/domain/paging';
import { permissionCatalogue, ZPermissionCatalogueSchema } from '@trade-terms/domain/permission-catalogue';
import type { Role } from '@trade-terms/domain/permissions';
import {
  ZProfileSaveSchema,
  ZProfileSchema,
  ZProfileSearchSchema,
  ZProfileSummarySchema,
} from '@trade-terms/domain/profiles';
import { ZNamedRefSchema, ZRecordIdSchema } from '@trade-terms/domain/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { successEnvelope } from '../../platform/http/success-message';
import type { ProfileNeighbours } from './profile-neighbours';
import {
  agreementApproverProfiles,
  getProfile,
  listProfiles,
  profileOptions,
  removeProfile,
  saveProfile,
} from './profiles-service';

const VIEW: Role[] = ['ROLE_VISUALIZAR_PERFIS', 'ROLE_EDITAR_PERFIS'];
const EDIT: Role[] = ['ROLE_EDITAR_PERFIS'];
/** Screens that pick a profile: users, first-access setup, approval flows and profiles themselves. */
const PICK: Role[] = [
  'ROLE_VISUALIZAR_USUARIOS',
  'ROLE_EDITAR_USUARIOS',
  'ROLE_EDITAR_PRIMEIRO_ACESSO',
  'ROLE_CONFIRMAR_USUARIO',
  ...VIEW,
  'ROLE_VISUALIZAR_FLUXO_APROVACAO',
  'ROLE_EDITAR_FLUXO_APROVACAO',
];
/** Agreement screens choose approver profiles too. */
const PICK_APPROVER: Role[] = [
  ...PICK,
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
  'ROLE_APROVAR_ACORDO_COMERCIAL',
];

const tags = ['profiles'];

export function profilesRoutes(context: AppContext, neighbours: ProfileNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/perfil/buscarPerfis',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'Profiles, paged, filtered by text',
          tags,
          body: ZProfileSearchSchema,
          response: { 200: pageOf(ZProfileSummarySchema) },
        },
      },
      async (request) => listProfiles(db, request.body, neighbours),
    );

    app.post(
      '/perfil/buscarPorId',
      {
        config: { access: { roles: VIEW } },
        schema: { summary: 'One profile', tags, body: ZRecordIdSchema, response: { 200: ZProfileSchema } },
      },
      async (request) => getProfile(db, request.body.id),
    );

    app.post(
      '/perfil/salvarAtualizarPerfil',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Create a profile, or change one (with the version read: 409 when stale)',
          tags,
          body: ZProfileSaveSchema,
          response: { 200: ZProfileSchema },
        },
      },
      async (request) => saveProfile(db, request.body, currentUser(request).id, neighbours),
    );

    app.post(
      '/perfil/removerPerfil',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Remove a profile that no user holds and no flow names',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await removeProfile(db, request.body.id, currentUser(request).id, neighbours);
        return successEnvelope(request, 'success.removed');
      },
    );

    app.post(
      '/perfil/buscarInput',
      {
        config: { access: { roles: PICK } },
        schema: {
          summary: 'Every profile as a select option',
          tags,
          response: { 200: z.array(ZNamedRefSchema) },
        },
      },
      async () => profileOptions(db),
    );

    app.post(
      '/perfil/buscarPerfilContratoAprovado',
      {
        config: { access: { roles: PICK_APPROVER } },
        schema: {
          summary: 'Profiles whose users may approve agreements',
          tags,
          response: { 200: z.array(ZNamedRefSchema) },
        },
      },
      async () => agreementApproverProfiles(db),
    );

    app.post(
      '/perfil/buscarCatalogoPermissoes',
      {
        config: { access: { roles: VIEW } },
        schema: {
          summary: 'The permission catalogue by feature group, labelled in the caller language',
          tags,
          response: { 200: ZPermissionCatalogueSchema },
        },
      },
      async (request) => permissionCatalogue(requestLanguage(request)),
    );
  };
}
