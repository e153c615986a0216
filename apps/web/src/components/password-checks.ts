import { checkNewPassword, PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import type { TFunction } from 'i18next';
import type { FieldCheck } from './public/use-checked-form';

type Translate = TFunction;

/** The password rules of the plain forms and, through `form-rules.ts`, of the library's. */

export const passwordNotTooLong =
  (t: Translate): FieldCheck =>
  (value) =>
    value.length > PASSWORD_MAX_LENGTH ? t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) : null;

/** The new password under the policy (strong-password-did-not-match). */
export const strongPassword =
  (t: Translate): FieldCheck =>
  (value) =>
    value && checkNewPassword(value, value) === 'strong-password-did-not-match'
      ? t('password.strong-password-did-not-match')
      : null;

/** The confirmation must repeat the new password (passwords-did-not-match). */
export const confirming =
  (t: Translate, newPasswordField: string): FieldCheck =>
  (value, values) =>
    value && value !== values[newPasswordField] ? t('password.passwords-did-not-match') : null;
