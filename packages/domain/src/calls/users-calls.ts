import { ZAccessRequestSchema, ZChangePasswordSchema, ZEditRequestSchema } from '../access-requests';
import { ZMessageEnvelopeSchema } from '../errors';
import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZProfileSchema } from '../profiles';
import { ZRecordIdSchema } from '../records';
import {
  ACCESS_DECIDER_ROLES,
  USER_TABS,
  type UserTab,
  ZApproveFirstAccessSchema,
  ZApproveUserEditionSchema,
  ZConfigureFirstAccessSchema,
  ZConfigureUserEditionSchema,
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
} from '../users';
import { declareCall } from './call';

const VIEW_USERS: Role[] = ['ROLE_VISUALIZAR_USUARIOS', 'ROLE_EDITAR_USUARIOS'];
const EDIT_USERS: Role[] = [...ACCESS_DECIDER_ROLES.EDICAO];
/** Who decides first accesses (spec, section 6: first-access edit and confirm-user). */
const DECIDE_FIRST_ACCESS: Role[] = [...ACCESS_DECIDER_ROLES.PRIMEIRO_ACESSO];

const tag = 'users';

export const userCalls = {
  // A user's own account: asking for access or an edit, the password, the menu and the profile.
  requestAccess: declareCall({
    method: 'POST',
    path: '/usuario/solicitarAcesso',
    access: { public: true },
    summary: 'First-access request: creates a user without a password, and the request goes to approval',
    tag,
    body: ZAccessRequestSchema,
    responses: { 201: ZMessageEnvelopeSchema },
  }),
  changePassword: declareCall({
    method: 'POST',
    path: '/usuario/alterarSenha',
    access: { roles: [] },
    summary: "Changes the caller's own password: the current one must match, the new one meets the policy",
    tag,
    body: ZChangePasswordSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  requestEdition: declareCall({
    method: 'POST',
    path: '/usuario/solicitacaoEdicaoUsuario',
    access: { roles: [] },
    summary: "Asks for the caller's own user to be edited, with a justification: it goes to approval",
    tag,
    body: ZEditRequestSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  loggedUser: declareCall({
    method: 'POST',
    path: '/usuario/buscarUsuarioLogadoMenu',
    access: { roles: [] },
    summary: 'The signed-in user, for the top bar and the menu',
    tag,
    responses: { 200: ZLoggedUserSchema },
  }),
  recordAccess: declareCall({
    method: 'POST',
    path: '/usuario/atualizarUltimoAcesso',
    access: { roles: [] },
    summary: "Records now as the caller's last access",
    tag,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  menuPermissions: declareCall({
    method: 'POST',
    path: '/usuario/buscarPermissoesMenu',
    access: { roles: [] },
    summary: "The caller's roles, for the menu",
    tag,
    responses: { 200: ZMenuPermissionsSchema },
  }),
  loggedUserProfile: declareCall({
    method: 'POST',
    path: '/usuario/buscarUsuarioLogadoPerfil',
    access: { roles: [] },
    summary: "The caller's profile with its features",
    tag,
    responses: { 200: ZProfileSchema },
  }),

  // The user register and the tabs of the Users screen (each tab's list: `userTabCalls`).
  search: declareCall({
    method: 'POST',
    path: '/usuario/buscarUsuarios',
    access: { roles: VIEW_USERS },
    summary: 'Users, paged, filtered by text and status',
    tag,
    body: ZUserSearchSchema,
    responses: { 200: pageOf(ZUserSummarySchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/usuario/buscarPorId',
    access: { roles: [...VIEW_USERS, ...DECIDE_FIRST_ACCESS] },
    summary: 'One user, with the access stage, the pending change and the decisions on requests',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZUserDetailSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/usuario/salvarAtualizarUsuario',
    access: { roles: EDIT_USERS },
    summary: 'Create a user, or change one (with the version read: 409 when stale)',
    tag,
    body: ZUserSaveSchema,
    responses: { 200: ZUserSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/usuario/removerUsuario',
    access: { roles: EDIT_USERS },
    summary: 'Deactivate a user: they can no longer sign in',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  tabTotals: declareCall({
    method: 'POST',
    path: '/usuario/totalizadorAbas',
    access: { roles: VIEW_USERS },
    summary: 'How many users each tab of the Users screen holds, by access state',
    tag,
    responses: { 200: ZUserTabTotalsSchema },
  }),

  // The decisions on access requests; approving and reproving also need the caller to stand at
  // the current step of the request's approval.
  configureFirstAccess: declareCall({
    method: 'POST',
    path: '/usuario/configurarPermissoesPrimeiroAcesso',
    access: { roles: DECIDE_FIRST_ACCESS },
    summary: 'Chooses the profile of a first-access user: the request waits for approval',
    tag,
    body: ZConfigureFirstAccessSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  approveFirstAccess: declareCall({
    method: 'POST',
    path: '/usuario/aprovarPrimeiroAcesso',
    access: { roles: DECIDE_FIRST_ACCESS },
    summary:
      'Approves a first access at the caller’s step; after the last: registered, active, and mailed a first-password link',
    tag,
    body: ZApproveFirstAccessSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  reproveFirstAccess: declareCall({
    method: 'POST',
    path: '/usuario/reprovarPrimeiroAcesso',
    access: { roles: DECIDE_FIRST_ACCESS },
    summary: 'Reproves a first access with a justification',
    tag,
    body: ZReproveUserRequestSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  configureEdition: declareCall({
    method: 'POST',
    path: '/usuario/configuracaoEdicaoUsuario',
    access: { roles: EDIT_USERS },
    summary: 'Sets the new data of an edition request: the request waits for validation',
    tag,
    body: ZConfigureUserEditionSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  approveEdition: declareCall({
    method: 'POST',
    path: '/usuario/aprovarSolicitacaoEdicao',
    access: { roles: EDIT_USERS },
    summary:
      'Approves an edition request under validation at the caller’s step; after the last, the change set is applied',
    tag,
    body: ZApproveUserEditionSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  reproveEditionRequest: declareCall({
    method: 'POST',
    path: '/usuario/reprovarSolicitacaoEdicao',
    access: { roles: EDIT_USERS },
    summary: 'Reproves an edition request before configuration, with a justification',
    tag,
    body: ZReproveUserRequestSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  reproveEditionInValidation: declareCall({
    method: 'POST',
    path: '/usuario/reprovarSolicitacaoEmValidacao',
    access: { roles: EDIT_USERS },
    summary: 'Reproves an edition request under validation, with a justification',
    tag,
    body: ZReproveUserRequestSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),

  exportRegistered: declareCall({
    method: 'POST',
    path: '/usuario/export',
    access: { roles: VIEW_USERS },
    summary: 'The registered users under the filters and sort, as an xlsx file in base64',
    tag,
    body: ZUserTabSearchSchema,
    responses: { 200: ZExportFileSchema },
  }),
};

function declareTabCall({ state, call }: (typeof USER_TABS)[number]) {
  return declareCall({
    method: 'POST',
    path: `/usuario/${call}`,
    access: { roles: VIEW_USERS },
    summary: `Users in ${state}, paged, filtered by text, profile and status, sorted`,
    tag,
    body: ZUserTabSearchSchema,
    responses: { 200: pageOf(ZUserTabItemSchema) },
  });
}

/** One list call per tab of the Users screen, built from the tabs' own list so no tab lacks its call. */
export const userTabCalls = Object.fromEntries(
  USER_TABS.map((entry) => [entry.tab, declareTabCall(entry)]),
) as Record<UserTab, ReturnType<typeof declareTabCall>>;
