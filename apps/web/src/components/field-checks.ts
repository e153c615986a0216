import type { TFunction } from 'i18next';
import type { FieldCheck } from './public/use-checked-form';

type Translate = TFunction;

/**
 * The rules of the forms drawn without the component library (the pages without a session),
 * with the same texts as the library's forms (`form-rules.ts`). The password rules are apart
 * (`password-checks.ts`): the policy's module brings zod, which the sign-in page does without.
 */

/** Required, blank counting as empty: the catalogue's "O campo é obrigatório". */
export const required =
  (t: Translate): FieldCheck =>
  (value) =>
    value.trim() === '' ? t('errors.required') : null;

export const longerThan =
  (t: Translate, minimum: number): FieldCheck =>
  (value) =>
    value.length > 0 && value.length < minimum ? t('validation.tooShort', { minimum }) : null;

export const matching =
  (t: Translate, pattern: RegExp): FieldCheck =>
  (value) =>
    value.length > 0 && !pattern.test(value) ? t('validation.invalidFormat') : null;

// The shape the server's schema takes as an address; the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const email =
  (t: Translate): FieldCheck =>
  (value) =>
    value.trim().length > 0 && !EMAIL.test(value.trim()) ? t('validation.invalidEmail') : null;
