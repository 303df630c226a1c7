import { createHmac } from 'node:crypto';
import { useHmacSha256 } from '@tengu/fairness';

/**
 * The game outcomes' HMAC-SHA256 on node:crypto instead of the portable library the browser
 * verifier runs (issue 24: a third of the time per digest; the same digests, which
 * `useHmacSha256` checks before it switches).
 */
export function useNativeHmac(): void {
  useHmacSha256((key, message) => createHmac('sha256', key).update(message).digest());
}
