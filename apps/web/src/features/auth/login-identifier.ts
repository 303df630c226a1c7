import type { ForgotPasswordRequest } from '@tengu/shared';

/** Spec document 2 section 5: input with an at-sign is an email, anything else a username. */
export function forgotPasswordRequest(value: string): ForgotPasswordRequest {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { email: trimmed } : { username: trimmed };
}
