import { outcome, type OutcomeByGame } from '@tengu/fairness';
import type { RevealedSeedPair } from '@tengu/shared';

/** The games the Verify tab can compute and draw (issue 5). */
export const VERIFY_GAMES = ['dice', 'limbo', 'plinko', 'mines'] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];

export function isVerifyGame(value: string): value is VerifyGame {
  return (VERIFY_GAMES as readonly string[]).includes(value);
}

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Plinko rows, mines count. */
  rows: number;
  mines: number;
}

export type VerifyResult =
  | { game: 'dice'; value: OutcomeByGame['dice'] }
  | { game: 'limbo'; value: OutcomeByGame['limbo'] }
  | { game: 'plinko'; value: OutcomeByGame['plinko'] }
  | { game: 'mines'; value: OutcomeByGame['mines'] };

/** Computes the outcome in the browser with the server's own code; null while inputs are blank. */
export function computeOutcome(input: VerifyInput): VerifyResult | null {
  const { serverSeed, clientSeed, nonce } = input;
  if (!serverSeed.trim() || !clientSeed || !Number.isInteger(nonce) || nonce < 0) return null;
  const seeds = { serverSeed: serverSeed.trim(), clientSeed, nonce };
  switch (input.game) {
    case 'dice':
      return { game: 'dice', value: outcome('dice', seeds) };
    case 'limbo':
      return { game: 'limbo', value: outcome('limbo', seeds) };
    case 'plinko':
      return { game: 'plinko', value: outcome('plinko', { ...seeds, opts: { rows: input.rows } }) };
    case 'mines':
      return { game: 'mines', value: outcome('mines', { ...seeds, opts: { mines: input.mines } }) };
  }
}

/**
 * Spec document 2 section 6: "if the entered nonce exceeds the player's own nonce, it resets to
 * the current one". For a revealed pair of the player the own nonce is the pair's last one; a
 * seed the player never had has no such limit.
 */
export function clampNonce(
  nonce: number,
  serverSeed: string,
  pairs: readonly Pick<RevealedSeedPair, 'server_seed' | 'max_nonce'>[],
): number {
  const pair = pairs.find((p) => p.server_seed === serverSeed.trim());
  if (!pair) return nonce;
  const limit = pair.max_nonce ?? 0;
  return nonce > limit ? limit : nonce;
}

export interface NonceGroup<T> {
  min: number | null;
  max: number | null;
  pairs: T[];
}

/**
 * Seed history (spec document 2 section 3): pairs whose nonce ranges are the same within a
 * tolerance of 1 are shown as one group.
 */
export function groupByNonceRange<T extends Pick<RevealedSeedPair, 'min_nonce' | 'max_nonce'>>(
  pairs: readonly T[],
): NonceGroup<T>[] {
  const groups: NonceGroup<T>[] = [];
  const near = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= 1;
  for (const pair of pairs) {
    const group = groups.find((g) => near(g.min, pair.min_nonce) && near(g.max, pair.max_nonce));
    if (group) group.pairs.push(pair);
    else groups.push({ min: pair.min_nonce, max: pair.max_nonce, pairs: [pair] });
  }
  return groups;
}
