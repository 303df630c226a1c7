import { describe, expect, it } from 'vitest';
import { passwordProblemKey } from './password-rules';

describe('password rules', () => {
  it('names the first broken rule, then nothing', () => {
    expect(passwordProblemKey('Ab1!')).toBe('auth.validation.passwordTooShort');
    expect(passwordProblemKey('abcdefg1!')).toBe('auth.validation.passwordUppercase');
    expect(passwordProblemKey('ABCDEFG1!')).toBe('auth.validation.passwordLowercase');
    expect(passwordProblemKey('Abcdefgh!')).toBe('auth.validation.passwordNumber');
    expect(passwordProblemKey('Abcdefgh1')).toBe('auth.validation.passwordSpecial');
    expect(passwordProblemKey('Password123')).toBe('auth.validation.passwordSpecial');
    expect(passwordProblemKey('Tengu-Pass-42')).toBeNull();
  });
});
