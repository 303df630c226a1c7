import { describe, expect, it } from 'vitest';
import { forgotPasswordRequest } from './login-identifier';

describe('forgotPasswordRequest', () => {
  it('sends input with an at-sign as the email, anything else as the username', () => {
    expect(forgotPasswordRequest(' ann@example.com ')).toEqual({ email: 'ann@example.com' });
    expect(forgotPasswordRequest('ann_42')).toEqual({ username: 'ann_42' });
  });
});
