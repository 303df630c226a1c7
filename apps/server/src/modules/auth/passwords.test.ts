import { AUTH_MESSAGES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { commonPasswords, newPasswordProblem } from './passwords';

describe('new password rules', () => {
  it('ships at least 10,000 common passwords plus the spec examples', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const p of ['password123', 'qwerty', '123456', 'admin123']) expect(list.has(p)).toBe(true);
  });

  it('answers each rule with its own message, in the spec order', () => {
    expect(newPasswordProblem('Ab1!')).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(newPasswordProblem('abcdefg1!')).toBe(AUTH_MESSAGES.passwordUppercase);
    expect(newPasswordProblem('ABCDEFG1!')).toBe(AUTH_MESSAGES.passwordLowercase);
    expect(newPasswordProblem('Abcdefgh!')).toBe(AUTH_MESSAGES.passwordNumber);
    expect(newPasswordProblem('Abcdefgh1')).toBe(AUTH_MESSAGES.passwordSpecial);
    expect(newPasswordProblem('Kx9!mQ2#vLp')).toBeNull();
  });

  it('refuses common passwords case-insensitively, symbols at the ends included', () => {
    for (const p of ['Password1!', 'pASSWORD123!', '#Letmein1', 'Qwerty123!']) {
      expect(newPasswordProblem(p)).toBe(AUTH_MESSAGES.passwordCommon);
    }
  });
});
