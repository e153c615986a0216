import { describe, expect, it } from 'vitest';
import { checkNewPassword, isStrongPassword, ZStrongPasswordSchema } from './password-policy';
import { describeIssue } from './validation-messages';

describe('password policy (spec, section 5)', () => {
  it.each(['Admin@123', 'aB3#defg', 'Zz9.zzzz', 'Çedilha9!'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Ab@1234', 'shorter than 8'],
    ['admin@123', 'no upper-case letter'],
    ['ADMIN@123', 'no lower-case letter'],
    ['Admin@abc', 'no digit'],
    ['Admin1234', 'no special character'],
    ['Admin(123', 'a special character outside the list'],
    ['Admin @123', 'a space'],
  ])('refuses %s (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('checks the confirmation and the 18-character field limit', () => {
    expect(checkNewPassword('Admin@123', 'Admin@123')).toBeNull();
    expect(checkNewPassword('Admin@123', 'Admin@124')).toBe('passwords-did-not-match');
    expect(checkNewPassword('weak', 'weak')).toBe('strong-password-did-not-match');
    expect(checkNewPassword('Admin@1234567890123', 'Admin@1234567890123')).toBe('tooLong');
  });

  it('names the message key in the schema issue', () => {
    const result = ZStrongPasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('password.strong-password-did-not-match');
  });

  it('explains a password over the limit with the limit filled in', () => {
    const issue = ZStrongPasswordSchema.safeParse('Admin@1234567890123').error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(describeIssue('pt-BR', issue)).toBe('A senha deve ter no máximo 18 caracteres');
    expect(describeIssue('en', issue)).toBe('The password can have at most 18 characters');
  });
});
