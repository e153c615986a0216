import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { PASSWORD_MAX_LENGTH, ZStrongPasswordSchema } from './password-policy';
import { ZIdSchema } from './records';

/**
 * Where a user stands in getting access: the tabs of the Users screen (spec, section 4). A
 * first-access request starts in PRIMEIRO_ACESSO without a password; an edit request moves a
 * registered user to SOLICITACAO_EDICAO until an administrator decides.
 */
export const USER_ACCESS_STATES = [
  'PRIMEIRO_ACESSO',
  'EM_APROVACAO',
  'REPROVADO',
  'SOLICITACAO_EDICAO',
  'EM_VALIDACAO',
  'CADASTRADO',
] as const;
export type UserAccessState = (typeof USER_ACCESS_STATES)[number];

/** States of a user who was let in and keeps signing in with their password meanwhile. */
export const REGISTERED_ACCESS_STATES: readonly UserAccessState[] = [
  'CADASTRADO',
  'SOLICITACAO_EDICAO',
  'EM_VALIDACAO',
];

export const JUSTIFICATION_MAX_LENGTH = 500;
export const LOGIN_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Trimmed, required, at most 500 characters (spec, section 5: user edit request). */
export const ZJustificationSchema = z.string().trim().min(1).max(JUSTIFICATION_MAX_LENGTH);

/** The public first-access form: who is asking and why. */
export const ZAccessRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().trim().max(254),
  login: z.string().trim().min(3).max(100).regex(LOGIN_PATTERN),
  accessJustification: onWire('justificativaAcesso', ZJustificationSchema),
});
export type TAccessRequest = z.infer<typeof ZAccessRequestSchema>;

/** The request-user-edition dialog's payload (spec, section 3). */
export const ZEditRequestSchema = z.object({
  id: ZIdSchema,
  editionRequest: onWire('solicitacaoEdicao', z.literal(true)),
  accessJustification: onWire('justificativaAcesso', ZJustificationSchema),
  actionType: onWire('tipoAcao', z.literal('SOLICITACAO_EDICAO')),
});
export type TEditRequest = z.infer<typeof ZEditRequestSchema>;

/**
 * The change-password dialog's payload. Over TLS the fields carry the passwords themselves:
 * the server checks the old one against its argon2id hash and the new one against the policy.
 */
export const ZChangePasswordSchema = z.object({
  newPassword: onWire('desSenha', ZStrongPasswordSchema),
  currentPassword: onWire('desSenhaAntiga', z.string().min(1).max(PASSWORD_MAX_LENGTH)),
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** Forgot password: a login or an e-mail; the answer never says whether it exists. */
export const ZForgotPasswordSchema = z.object({
  loginOrEmail: onWire('loginOuEmail', z.string().trim().min(1).max(254)),
});
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

/** Completes a reset (or sets the first password) with the token of the mailed link. */
export const ZCompletePasswordResetSchema = z.object({
  token: z.string().min(20).max(200),
  password: onWire('desSenha', ZStrongPasswordSchema),
});
export type TCompletePasswordReset = z.infer<typeof ZCompletePasswordResetSchema>;
