import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** The change-password dialog limits each field to 18 characters (spec, sections 5 and 9). */
export const PASSWORD_MAX_LENGTH = 18;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-._';

export type PasswordProblem = 'strong-password-did-not-match' | 'passwords-did-not-match' | 'tooLong';

/**
 * The spec's policy: at least 8 characters with a digit, an upper-case letter, a lower-case
 * letter and one of #?!@$%^&*-._, and no spaces.
 */
export function isStrongPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  if (/\s/.test(password)) return false;
  const hasDigit = /\d/.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasLower = /\p{Ll}/u.test(password);
  const hasSpecial = [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));
  return hasDigit && hasUpper && hasLower && hasSpecial;
}

/** Checks a new password and its confirmation; returns the first problem, or null. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!isStrongPassword(password)) return 'strong-password-did-not-match';
  if (password !== confirmation) return 'passwords-did-not-match';
  return null;
}

export const ZStrongPasswordSchema = z
  .string()
  // A refinement rather than .max(), so the message gets the limit under the name it uses.
  .refine((password) => password.length <= PASSWORD_MAX_LENGTH, {
    message: 'password.tooLong',
    params: { max: PASSWORD_MAX_LENGTH },
  })
  .refine(isStrongPassword, { message: 'password.strong-password-did-not-match' });
