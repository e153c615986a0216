import { checkNewPassword, PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { TFunction } from 'i18next';

type Translate = TFunction;

/** Required, blank counting as empty: the catalogue's "O campo é obrigatório". */
export const requiredRule = (t: Translate): FormRule => ({
  required: true,
  whitespace: true,
  message: t('errors.required'),
});

/** A password field of the spec's dialogs: required, at most 18 characters. */
export const passwordFieldRules = (t: Translate): FormRule[] => [
  requiredRule(t),
  { max: PASSWORD_MAX_LENGTH, message: t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) },
];

/** The new password under the policy (strong-password-did-not-match). */
export const strongPasswordRule = (t: Translate): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    const problem = checkNewPassword(value, value);
    if (problem === 'strong-password-did-not-match')
      throw new Error(t('password.strong-password-did-not-match'));
  },
});

/** The confirmation must repeat the new password (passwords-did-not-match). */
export const confirmationRule =
  (t: Translate, newPasswordField: string): RuleRender =>
  (form) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      if (value !== form.getFieldValue(newPasswordField))
        throw new Error(t('password.passwords-did-not-match'));
    },
  });
