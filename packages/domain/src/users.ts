import { z } from 'zod';
import { USER_ACCESS_STATES, type UserAccessState, ZJustificationSchema } from './access-requests';
import { onWire } from './calls/wire-names';
import { ZPageRequestSchema } from './paging';
import { ZStrongPasswordSchema } from './password-policy';
import type { Role } from './permissions';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';

export const USER_STATUSES = ['ATIVO', 'INATIVO'] as const;
export const ZUserStatusSchema = z.enum(USER_STATUSES);

/** How messages and pickers name a user: the name, then the login that tells namesakes apart. */
export function userLabel(user: { name: string; login: string }): string {
  return `${user.name} (${user.login})`;
}

export const ZUserSummarySchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string(),
  status: ZUserStatusSchema,
  profile: z.string().nullable(),
  lastAccessAt: z.string().nullable(),
});
export type TUserSummary = z.infer<typeof ZUserSummarySchema>;

export const ZUserSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: ZUserStatusSchema.optional(),
  sortBy: z.enum(['name', 'login', 'lastAccessAt']).default('name'),
});
export type TUserSearch = z.infer<typeof ZUserSearchSchema>;

export const ZLoggedUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  profile: z.string().nullable(),
  authorities: z.array(z.string()),
});
export type TLoggedUser = z.infer<typeof ZLoggedUserSchema>;

/** The user register's save call: without `id` it creates, with it it changes (with `version`). */
export const ZUserFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  login: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^[A-Za-z0-9._@-]+$/, { message: 'validation.invalidLogin' }),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  /** The spec: "Profile is required". */
  profileId: ZIdSchema,
  status: ZUserStatusSchema.default('ATIVO'),
  /** Only when creating: the first password, under the password policy. */
  password: onWire('senha', ZStrongPasswordSchema).optional(),
});
export const ZUserSaveSchema = ZUserFieldsSchema.superRefine((user, ctx) => {
  requireVersionOnUpdate(user, ctx);
  if (user.id !== undefined && user.password !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordOnlyOnCreate' });
  }
});
export type TUserSave = z.infer<typeof ZUserSaveSchema>;

export const ZUserSchema = ZUserSummarySchema.extend({
  profileId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/**
 * The six tabs of the Users screen (spec, section 4), each listing the users in one access
 * state. The tabs part the users: a registered user with a pending edition shows on the edition
 * tabs, not on the registered one, until an administrator decides.
 */
export const USER_TABS = [
  { tab: 'firstAccess', state: 'PRIMEIRO_ACESSO', call: 'buscarUsuariosPrimeiroAcesso' },
  { tab: 'underApproval', state: 'EM_APROVACAO', call: 'buscarUsuariosAprovacao' },
  { tab: 'reproved', state: 'REPROVADO', call: 'buscarUsuariosReprovados' },
  { tab: 'editionRequest', state: 'SOLICITACAO_EDICAO', call: 'buscarUsuariosSolicitacaoEdicao' },
  { tab: 'underValidation', state: 'EM_VALIDACAO', call: 'buscarUsuariosEmValidacao' },
  { tab: 'registered', state: 'CADASTRADO', call: 'buscarUsuariosGrid' },
] as const satisfies readonly { tab: string; state: UserAccessState; call: string }[];
export type UserTab = (typeof USER_TABS)[number]['tab'];

export const USER_SORT_COLUMNS = [
  'name',
  'login',
  'email',
  'profile',
  'lastAccessAt',
  'accessRequestedAt',
] as const;

/** One tab's list call: text (name, login or e-mail), profile and status filters, and the sort. */
export const ZUserTabSearchSchema = ZPageRequestSchema.extend({
  search: z.string().trim().max(100).optional(),
  profileId: ZIdSchema.optional(),
  status: ZUserStatusSchema.optional(),
  sortBy: z.enum(USER_SORT_COLUMNS).default('name'),
});
export type TUserTabSearch = z.infer<typeof ZUserTabSearchSchema>;

export const ZUserTabItemSchema = ZUserSummarySchema.extend({
  profileId: z.number().int().nullable(),
  accessState: z.enum(USER_ACCESS_STATES),
  accessJustification: z.string().nullable(),
  accessRequestedAt: z.string().nullable(),
  version: z.number().int(),
});
export type TUserTabItem = z.infer<typeof ZUserTabItemSchema>;

/** How many users each tab holds (`totalizadorAbas`). */
export const ZUserTabTotalsSchema = z.object(
  Object.fromEntries(USER_ACCESS_STATES.map((state) => [state, z.number().int()])) as Record<
    UserAccessState,
    z.ZodNumber
  >,
);
export type TUserTabTotals = z.infer<typeof ZUserTabTotalsSchema>;

/** What a user asks for: to get in, or to have their registration changed. */
export const USER_DECISION_KINDS = ['PRIMEIRO_ACESSO', 'EDICAO'] as const;
export type UserRequestKind = (typeof USER_DECISION_KINDS)[number];
export const USER_DECISIONS = ['APROVADO', 'REPROVADO'] as const;

/**
 * Who decides a user's request when no approval flow of action type `ACESSO_USUARIO` applies to
 * it: one step whose responsibles are the active users holding one of these roles, the same
 * roles the decision calls require (spec, section 6).
 */
export const ACCESS_DECIDER_ROLES = {
  PRIMEIRO_ACESSO: ['ROLE_EDITAR_PRIMEIRO_ACESSO', 'ROLE_CONFIRMAR_USUARIO'],
  EDICAO: ['ROLE_EDITAR_USUARIOS'],
} as const satisfies Record<UserRequestKind, readonly Role[]>;

/** A decision on a user's request, one per approval step, shown on the user's detail. */
export const ZUserDecisionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(USER_DECISION_KINDS),
  decision: z.enum(USER_DECISIONS),
  /** The approval step the decision was taken at (1 when the request has a single step). */
  step: z.number().int(),
  /** What the user wrote when asking. */
  requestJustification: z.string().nullable(),
  /** What the administrator wrote when reproving. */
  justification: z.string().nullable(),
  decidedById: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string(),
});
export type TUserDecision = z.infer<typeof ZUserDecisionSchema>;

/** The data an administrator sets for an edition request, applied when it is approved. */
export const ZUserEditionChangeSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  profileId: ZIdSchema,
  status: ZUserStatusSchema,
});
export type TUserEditionChange = z.infer<typeof ZUserEditionChangeSchema>;

export const ZUserDetailSchema = ZUserSchema.extend({
  accessState: z.enum(USER_ACCESS_STATES),
  accessJustification: z.string().nullable(),
  accessRequestedAt: z.string().nullable(),
  pendingChange: ZUserEditionChangeSchema.extend({ profile: z.string().nullable() }).nullable(),
  decisions: z.array(ZUserDecisionSchema),
});
export type TUserDetail = z.infer<typeof ZUserDetailSchema>;

const ZUserAtVersionSchema = z.object({ id: ZIdSchema, version: ZVersionSchema });

/** `configurarPermissoesPrimeiroAcesso`: the profile a first-access user will hold. */
export const ZConfigureFirstAccessSchema = ZUserAtVersionSchema.extend({
  profileId: ZIdSchema,
});
export type TConfigureFirstAccess = z.infer<typeof ZConfigureFirstAccessSchema>;

/** `aprovarPrimeiroAcesso`: a profile may be chosen in the same step. */
export const ZApproveFirstAccessSchema = ZUserAtVersionSchema.extend({
  profileId: ZIdSchema.optional(),
});
export type TApproveFirstAccess = z.infer<typeof ZApproveFirstAccessSchema>;

/** `aprovarSolicitacaoEdicao`. */
export const ZApproveUserEditionSchema = ZUserAtVersionSchema;
export type TApproveUserEdition = z.infer<typeof ZApproveUserEditionSchema>;

/** Every reproval of a request: the justification is required, trimmed, at most 500. */
export const ZReproveUserRequestSchema = ZUserAtVersionSchema.extend({
  justification: onWire('justificativa', ZJustificationSchema),
});
export type TReproveUserRequest = z.infer<typeof ZReproveUserRequestSchema>;

/** `configuracaoEdicaoUsuario`: the new data of an edition request, for validation. */
export const ZConfigureUserEditionSchema = ZUserAtVersionSchema.extend(ZUserEditionChangeSchema.shape);
export type TConfigureUserEdition = z.infer<typeof ZConfigureUserEditionSchema>;

/** `buscarPermissoesMenu`: the caller's roles. */
export const ZMenuPermissionsSchema = z.object({ authorities: z.array(z.string()) });
