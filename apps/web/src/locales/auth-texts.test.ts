import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, countryBlockTexts } from '@tengu/shared';
import { PASSWORD_MESSAGE_KEYS } from '../features/auth/password-rules';
import en from './en/common.json';

function english(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
}

/** The spec's texts (document 2 sections 5 and 8, document 1 section 8) are English verbatim. */
describe('account texts in English', () => {
  it('match the shared password rule messages', () => {
    for (const [message, key] of Object.entries(PASSWORD_MESSAGE_KEYS)) {
      expect(english(key)).toBe(message);
    }
    expect(en.auth.validation.passwordsDoNotMatch).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(en.auth.validation.invalidToken).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('match the spec toasts', () => {
    const toasts = en.auth.toasts;
    expect(toasts.loggedInTitle).toBe(AUTH_MESSAGES.loggedInTitle);
    expect(toasts.loggedIn).toBe(AUTH_MESSAGES.loggedIn);
    expect(toasts.checkEmailTitle).toBe(AUTH_MESSAGES.checkYourEmail);
    expect(toasts.forgotSentTitle).toBe(AUTH_MESSAGES.forgotPasswordSentTitle);
    expect(toasts.forgotSent).toBe(AUTH_MESSAGES.forgotPasswordSent);
    expect(toasts.forgotFailedTitle).toBe(AUTH_MESSAGES.forgotPasswordFailedTitle);
    expect(toasts.forgotFailed).toBe(AUTH_MESSAGES.forgotPasswordFailed);
    expect(toasts.emailExists).toBe(AUTH_MESSAGES.emailExists);
    expect(toasts.usernameExists).toBe(AUTH_MESSAGES.usernameExists);
    expect(toasts.signupIpUsed).toBe(AUTH_MESSAGES.signupIpUsed);
    expect(toasts.invalid2faTitle).toBe(AUTH_MESSAGES.invalid2faCode);
  });

  it('match the country block texts', () => {
    expect(en.auth.country.titleAE).toBe(countryBlockTexts('AE', '').title);
    expect(en.auth.country.messageOther).toBe(countryBlockTexts('AE', '').message);
    expect(en.auth.country.titleGB).toBe(countryBlockTexts('GB', '').title);
    expect(en.auth.country.messageGB).toBe(countryBlockTexts('GB', '').message);
  });
});
