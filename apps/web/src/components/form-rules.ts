import { PASSWORD_MAX_LENGTH } from '@trade-terms/domain/password-policy';
import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { confirming, strongPassword } from './password-checks';

type Translate = TFunction;

/** Runs one of the plain forms' checks as a rule of the component library's forms. */
const fromCheck = (problem: string | null) =>
  problem ? Promise.reject(new Error(problem)) : Promise.resolve();

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
  validator: async (_rule, value: string | undefined) => fromCheck(strongPassword(t)(value ?? '', {})),
});

/** The confirmation must repeat the new password (passwords-did-not-match). */
export const confirmationRule =
  (t: Translate, newPasswordField: string): RuleRender =>
  (form) => ({
    validator: async (_rule, value: string | undefined) =>
      fromCheck(
        confirming(t, newPasswordField)(value ?? '', {
          [newPasswordField]: form.getFieldValue(newPasswordField) ?? '',
        }),
      ),
  });
