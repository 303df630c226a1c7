import { FREE_SPIN_MESSAGES } from '@tengu/shared';
import { ApiError } from '@/lib/api-client';

/**
 * Spec document 2 section 8, Freespin tip: "a server message, or 'Network error / Could not
 * connect to the server. Please check your internet connection.', or a generic message". The
 * server's known messages are shown in the player's language (their i18n key); any other
 * server message as it came; no answer at all is the network text.
 */
export type FreeSpinErrorKey = keyof typeof FREE_SPIN_MESSAGES;

export type FreeSpinErrorView =
  | { kind: 'known'; key: FreeSpinErrorKey }
  | { kind: 'server'; message: string }
  | { kind: 'network' }
  | { kind: 'generic' };

const KEY_OF_MESSAGE = new Map(
  (Object.entries(FREE_SPIN_MESSAGES) as [FreeSpinErrorKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

export function freeSpinErrorOf(error: unknown): FreeSpinErrorView {
  if (error instanceof ApiError) {
    const key = KEY_OF_MESSAGE.get(error.message);
    if (key) return { kind: 'known', key };
    if (error.status >= 500 || !error.message) return { kind: 'generic' };
    return { kind: 'server', message: error.message };
  }
  // fetch() rejects with a TypeError when the server cannot be reached.
  return error instanceof TypeError ? { kind: 'network' } : { kind: 'generic' };
}
