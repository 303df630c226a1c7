import { FREE_SPIN_MESSAGES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { freeSpinErrorOf } from './free-spin-errors';

const apiError = (status: number, message: string) =>
  new ApiError({ code: 'BAD_REQUEST', message, status });

describe('free-spin tip errors (spec document 2 section 8)', () => {
  it('shows the known server texts in the player language', () => {
    expect(freeSpinErrorOf(apiError(400, FREE_SPIN_MESSAGES.noGame))).toEqual({
      kind: 'known',
      key: 'noGame',
    });
    expect(freeSpinErrorOf(apiError(403, "You don't have enough balance"))).toEqual({
      kind: 'known',
      key: 'notEnoughBalance',
    });
  });

  it('passes any other server message through, and hides 5xx text behind the generic one', () => {
    expect(freeSpinErrorOf(apiError(409, 'Something new'))).toEqual({
      kind: 'server',
      message: 'Something new',
    });
    expect(freeSpinErrorOf(apiError(500, 'Internal Server Error'))).toEqual({ kind: 'generic' });
  });

  it('is the network text when the server cannot be reached', () => {
    expect(freeSpinErrorOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(freeSpinErrorOf(new Error('boom'))).toEqual({ kind: 'generic' });
  });
});
