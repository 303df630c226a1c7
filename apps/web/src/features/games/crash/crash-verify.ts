import { crashPoint, nextChainHash, verifyChainLink } from '@tengu/fairness';

/**
 * The browser's own check of a round (the same code as the server and tengu-verify):
 * SHA-256 of the round's hash must be the hash of the round before, and HMAC-SHA256(hash, salt)
 * must give the point that was played.
 */
export interface RoundCheck {
  isLinked: boolean;
  point: number;
  isPointRight: boolean;
}

export function checkRound(round: {
  hash: string;
  previous_hash: string;
  salt: string;
  crash_point: number;
}): RoundCheck {
  const point = crashPoint(round.hash, round.salt);
  return {
    isLinked: verifyChainLink(round.hash, round.previous_hash),
    point,
    isPointRight: point === round.crash_point,
  };
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** Any hash of the chain: its point and the hash it commits to (null for bad input). */
export function inspectHash(
  hash: string,
  salt: string,
): { point: number; previous: string } | null {
  const clean = hash.trim().toLowerCase();
  if (!HEX_64.test(clean)) return null;
  return { point: crashPoint(clean, salt), previous: nextChainHash(clean) };
}
