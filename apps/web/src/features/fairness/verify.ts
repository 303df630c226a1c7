import { lootboxDraw, outcome, type OutcomeByGame } from '@tengu/fairness';
import {
  caseVerifyTable,
  LOOTBOX_PRIZES,
  LOOTBOX_WEIGHTS_BPS,
  type CaseId,
  type DojoDashDifficultyName,
  type RevealedSeedPair,
  type TowersDifficultyName,
} from '@tengu/shared';

/** The games the Verify tab can compute and draw (issue 5). */
export const VERIFY_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'coinflip',
  'towers',
  'dojo-dash',
  'blackjack',
  'keno',
  'roulette',
  'cases',
  'lootbox',
] as const;
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
  /** Towers and dojo-dash difficulty (issue 6). */
  towersDifficulty?: TowersDifficultyName;
  dojoDifficulty?: DojoDashDifficultyName;
  /** The case a cases bet opened (issue 6). */
  caseId?: CaseId;
}

export type VerifyResult =
  | { game: 'dice'; value: OutcomeByGame['dice'] }
  | { game: 'limbo'; value: OutcomeByGame['limbo'] }
  | { game: 'plinko'; value: OutcomeByGame['plinko'] }
  | { game: 'mines'; value: OutcomeByGame['mines'] }
  | { game: 'coinflip'; value: OutcomeByGame['coinflip'] }
  | { game: 'towers'; value: OutcomeByGame['towers']; difficulty: TowersDifficultyName }
  | { game: 'dojo-dash'; value: OutcomeByGame['dojo-dash']; difficulty: DojoDashDifficultyName }
  | { game: 'blackjack'; value: OutcomeByGame['blackjack'] }
  | { game: 'keno'; value: OutcomeByGame['keno'] }
  | { game: 'roulette'; value: OutcomeByGame['roulette'] }
  | { game: 'cases'; value: OutcomeByGame['cases']; caseId: CaseId }
  /** A lootbox open (issue 17): the float, the prize's index and name in LOOTBOX_PRIZES. */
  | { game: 'lootbox'; value: { float: number; index: number; name: string } };

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
    case 'coinflip':
      return { game: 'coinflip', value: outcome('coinflip', seeds) };
    case 'towers': {
      const difficulty = input.towersDifficulty ?? 'easy';
      const value = outcome('towers', { ...seeds, opts: { difficulty } });
      return { game: 'towers', value, difficulty };
    }
    case 'dojo-dash': {
      const difficulty = input.dojoDifficulty ?? 'easy';
      const value = outcome('dojo-dash', { ...seeds, opts: { difficulty } });
      return { game: 'dojo-dash', value, difficulty };
    }
    case 'blackjack':
      return { game: 'blackjack', value: outcome('blackjack', seeds) };
    case 'keno':
      return { game: 'keno', value: outcome('keno', seeds) };
    case 'roulette':
      return { game: 'roulette', value: outcome('roulette', seeds) };
    case 'cases': {
      const caseId = input.caseId ?? 'bamboo';
      const value = outcome('cases', { ...seeds, opts: { table: caseVerifyTable(caseId) } });
      return { game: 'cases', value, caseId };
    }
    case 'lootbox': {
      const draw = lootboxDraw({ ...seeds, weightsBps: LOOTBOX_WEIGHTS_BPS });
      const name = LOOTBOX_PRIZES[draw.index]?.name ?? '';
      return { game: 'lootbox', value: { ...draw, name } };
    }
  }
}

/**
 * Spec document 2 section 4: "if the entered nonce exceeds the player's own nonce, it resets to
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
