import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { email, longerThan, matching, required } from './field-checks';
import { confirming, passwordNotTooLong, strongPassword } from './password-checks';

// Answers with the key and its values, so each check is seen naming the catalogue's text.
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

describe('the checks of the forms drawn without the component library', () => {
  it('asks for a value, blanks counting as empty', () => {
    expect(required(t)('', {})).toBe('errors.required');
    expect(required(t)('   ', {})).toBe('errors.required');
    expect(required(t)('ana', {})).toBeNull();
  });

  it('checks length, format and address only once something is typed', () => {
    expect(longerThan(t, 3)('ab', {})).toBe('validation.tooShort {"minimum":3}');
    expect(longerThan(t, 3)('', {})).toBeNull();
    expect(matching(t, /^[a-z]+$/)('a b', {})).toBe('validation.invalidFormat');
    expect(matching(t, /^[a-z]+$/)('ab', {})).toBeNull();
    expect(email(t)('ana@example', {})).toBe('validation.invalidEmail');
    expect(email(t)('ana@example.com', {})).toBeNull();
    expect(email(t)('', {})).toBeNull();
  });

  it('holds a new password to the domain policy and its confirmation to it', () => {
    expect(strongPassword(t)('fraca', {})).toBe('password.strong-password-did-not-match');
    expect(strongPassword(t)('Forte#2026', {})).toBeNull();
    expect(passwordNotTooLong(t)('Forte#2026Forte#2026', {})).toBe('password.tooLong {"max":18}');
    expect(confirming(t, 'password')('Forte#2027', { password: 'Forte#2026' })).toBe(
      'password.passwords-did-not-match',
    );
    expect(confirming(t, 'password')('Forte#2026', { password: 'Forte#2026' })).toBeNull();
  });
});
