import { sha256Hex, toHex, utf8 } from '../encoding';
import { FairnessError } from '../errors';
import { hmacSha256 } from '../sha256';

const HEX_64 = /^[0-9a-f]{64}$/;

export function assertGameHash(hash: string, name = 'hash'): void {
  if (typeof hash !== 'string' || !HEX_64.test(hash)) {
    throw new FairnessError(`${name} must be 64 lowercase hex characters`);
  }
}

/**
 * Crash point of one round: h = HMAC-SHA256(key = game hash hex string, message = salt),
 * X = first 8 hex chars of h as an integer, crash = floor(max(1, 2^32 ÷ (X + 1) × 0.99) × 100) ÷ 100.
 * The salt (e.g. a future block hash) is published after the chain, so the operator cannot
 * choose a chain that favours the house.
 */
export function crashPoint(hash: string, salt: string): number {
  assertGameHash(hash);
  if (typeof salt !== 'string' || salt.length === 0)
    throw new FairnessError('salt must be a non-empty string');
  const x = Number.parseInt(toHex(hmacSha256(utf8(hash), utf8(salt))).slice(0, 8), 16);
  return Math.floor(Math.max(1, (2 ** 32 / (x + 1)) * 0.99) * 100) / 100;
}

/** Chain generation step: the next hash is the SHA-256 hex of the previous hash's hex string. */
export function nextChainHash(hash: string): string {
  assertGameHash(hash);
  return sha256Hex(hash);
}

/**
 * The chain is generated forward from a secret terminal seed and played backward, so each round's
 * hash commits to every earlier round: SHA-256(hash of round n) = hash of round n − 1.
 * True when `previousHash` (the round played just before) is that hash.
 */
export function verifyChainLink(hash: string, previousHash: string): boolean {
  assertGameHash(hash);
  assertGameHash(previousHash, 'previousHash');
  return sha256Hex(hash) === previousHash;
}

/** Hashes in generation order, starting with `seedHash`; rounds use them from the last to the first. */
export function buildChain(seedHash: string, length: number): string[] {
  if (!Number.isSafeInteger(length) || length < 1)
    throw new FairnessError('length must be a positive integer');
  assertGameHash(seedHash, 'seedHash');
  const chain = [seedHash];
  for (let i = 1; i < length; i++) chain.push(sha256Hex(chain[i - 1] ?? ''));
  return chain;
}
