import { AUTH_MESSAGES, passwordRuleProblem } from '@tengu/shared';

/**
 * The new-password rules are the shared ones (spec document 2 section 5); each message the
 * shared check returns has its translation key here. English texts equal the constants
 * (checked by password-rules.test.ts).
 */
export const PASSWORD_MESSAGE_KEYS = {
  [AUTH_MESSAGES.passwordTooShort]: 'auth.validation.passwordTooShort',
  [AUTH_MESSAGES.passwordUppercase]: 'auth.validation.passwordUppercase',
  [AUTH_MESSAGES.passwordLowercase]: 'auth.validation.passwordLowercase',
  [AUTH_MESSAGES.passwordNumber]: 'auth.validation.passwordNumber',
  [AUTH_MESSAGES.passwordSpecial]: 'auth.validation.passwordSpecial',
  [AUTH_MESSAGES.passwordCommon]: 'auth.validation.passwordCommon',
} as const;

export type PasswordMessageKey = (typeof PASSWORD_MESSAGE_KEYS)[keyof typeof PASSWORD_MESSAGE_KEYS];

/** The translation key of the first broken rule, or null when the password is acceptable. */
export function passwordProblemKey(password: string): PasswordMessageKey | null {
  const problem = passwordRuleProblem(password);
  if (problem === null) return null;
  return (
    PASSWORD_MESSAGE_KEYS[problem as keyof typeof PASSWORD_MESSAGE_KEYS] ??
    'auth.validation.passwordTooShort'
  );
}
