import { z } from 'zod';
import { ZMessageEnvelopeSchema } from '../errors';
import { pageOf } from '../paging';
import { ZPermissionCatalogueSchema } from '../permission-catalogue';
import type { Role } from '../permissions';
import { ZProfileSaveSchema, ZProfileSchema, ZProfileSearchSchema, ZProfileSummarySchema } from '../profiles';
import { ZNamedRefSchema, ZRecordIdSchema } from '../records';
import { declareCall } from './call';

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

const tag = 'profiles';

export const profileCalls = {
  search: declareCall({
    method: 'POST',
    path: '/perfil/buscarPerfis',
    access: { roles: VIEW },
    summary: 'Profiles, paged, filtered by text',
    tag,
    body: ZProfileSearchSchema,
    responses: { 200: pageOf(ZProfileSummarySchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/perfil/buscarPorId',
    access: { roles: VIEW },
    summary: 'One profile',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZProfileSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/perfil/salvarAtualizarPerfil',
    access: { roles: EDIT },
    summary: 'Create a profile, or change one (with the version read: 409 when stale)',
    tag,
    body: ZProfileSaveSchema,
    responses: { 200: ZProfileSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/perfil/removerPerfil',
    access: { roles: EDIT },
    summary: 'Remove a profile that no user holds and no flow names',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  options: declareCall({
    method: 'POST',
    path: '/perfil/buscarInput',
    access: { roles: PICK },
    summary: 'Every profile as a select option',
    tag,
    responses: { 200: z.array(ZNamedRefSchema) },
  }),
  agreementApprovers: declareCall({
    method: 'POST',
    path: '/perfil/buscarPerfilContratoAprovado',
    access: { roles: PICK_APPROVER },
    summary: 'Profiles whose users may approve agreements',
    tag,
    responses: { 200: z.array(ZNamedRefSchema) },
  }),
  permissionCatalogue: declareCall({
    method: 'POST',
    path: '/perfil/buscarCatalogoPermissoes',
    access: { roles: VIEW },
    summary: 'The permission catalogue by feature group, labelled in the caller language',
    tag,
    responses: { 200: ZPermissionCatalogueSchema },
  }),
};
