import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@trade-terms/domain/i18n';
import { appendAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../mail/mail-service';
import {
  type MailRecipient,
  passwordResetRecipient,
  setPassword,
  userRecipient,
} from '../users/account-service';
import { clearFailures } from './login-failures-repository';
import { closeOpenLinks, consumeLink, insertPasswordLink } from './password-links-repository';
import type { PasswordLinkPurpose } from './password-links-table';

/** How long the first-password link of an approved access request works. */
export const FIRST_PASSWORD_LINK_TTL_HOURS = 72;
/** The client route that reads the token and asks for the new password. */
export const RECOVER_PASSWORD_PATH = '/recover-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function createLink(
  db: Db,
  recipient: MailRecipient,
  purpose: PasswordLinkPurpose,
  ttlMs: number,
  actorId: number | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await closeOpenLinks(db, recipient.id);
  await insertPasswordLink(db, {
    userId: recipient.id,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  await appendAudit(db, {
    entity: 'user',
    entityId: recipient.id,
    action: purpose === 'RESET' ? 'LINK_REDEFINICAO_SENHA_EMITIDO' : 'LINK_PRIMEIRA_SENHA_EMITIDO',
    actorId,
  });
  return `${RECOVER_PASSWORD_PATH}?token=${token}`;
}

export interface PasswordLinkOptions {
  language?: Language;
  ttlHours?: number;
  /** The administrator who approved the access; null when the system does it. */
  actorId?: number | null;
}

/**
 * Mails a user a single-use link to set their password. The approval of a first-access
 * request calls it (inside its own transaction, so the mail goes only if the approval holds).
 */
export async function issuePasswordLink(
  db: Db,
  userId: number,
  options: PasswordLinkOptions = {},
): Promise<void> {
  const hours = options.ttlHours ?? FIRST_PASSWORD_LINK_TTL_HOURS;
  await db.transaction(async (tx) => {
    const recipient = await userRecipient(tx, userId);
    if (!recipient) throw new AppError('NOT_FOUND');
    const linkPath = await createLink(
      tx,
      recipient,
      'FIRST_PASSWORD',
      hours * 3_600_000,
      options.actorId ?? null,
    );
    await enqueueMail(tx, {
      to: { address: recipient.email, name: recipient.name },
      template: 'FIRST_PASSWORD',
      params: { name: recipient.name, login: recipient.login, hours, linkPath },
      language: options.language ?? DEFAULT_LANGUAGE,
    });
  });
}

/**
 * Forgot password: mails a reset link when the login or e-mail belongs to a user who may reset,
 * and does nothing otherwise. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  loginOrEmail: string,
  options: { ttlMinutes: number; language: Language },
): Promise<void> {
  await db.transaction(async (tx) => {
    const recipient = await passwordResetRecipient(tx, loginOrEmail);
    if (!recipient) return;
    const linkPath = await createLink(tx, recipient, 'RESET', options.ttlMinutes * 60_000, null);
    await enqueueMail(tx, {
      to: { address: recipient.email, name: recipient.name },
      template: 'PASSWORD_RESET',
      params: { name: recipient.name, login: recipient.login, minutes: options.ttlMinutes, linkPath },
      language: options.language,
    });
  });
}

/** Sets the password from a mailed link; the link works once and only until it expires. */
export async function completePasswordReset(db: Db, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const link = await consumeLink(tx, hashToken(token));
    if (!link) throw new AppError('INVALID_PASSWORD_LINK');
    const recipient = await userRecipient(tx, link.userId);
    if (!recipient) throw new AppError('INVALID_PASSWORD_LINK');
    await setPassword(tx, link.userId, passwordHash, link.userId, 'SENHA_REDEFINIDA');
    // Whoever locked the login out with wrong guesses should not keep the owner out now.
    await clearFailures(tx, `login:${recipient.login.toLowerCase()}`);
  });
}
