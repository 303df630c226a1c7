import { playFairBonusBuy, playFairSpin } from '#provider/games/fair-play';
import type { Feature, SlotGame, Win } from '#provider/games/types';
import type { Grid } from '#provider/slots/grid';

/** One drawn spin as the game page shows it. */
export interface PlayedSpin {
  grid: Grid;
  wins: PlayedWin[];
  win: string;
  isFree: boolean;
  features: Feature[];
  /** Tumbling games: each paying evaluation in turn (the first on `grid`), then the grid left. */
  tumbles?: { grid: Grid; wins: PlayedWin[]; multiplier: number }[];
  finalGrid?: Grid;
}

type PlayedWin = Pick<Win, 'kind' | 'positions' | 'winMilli'>;
const playedWins = (wins: Win[]): PlayedWin[] =>
  wins.map((w) => ({ kind: w.kind, positions: w.positions, winMilli: w.winMilli }));

/** The extra frames a tumbling outcome (Sakura Tumble) carries. */
interface Tumbling {
  tumbles: { grid: Grid; wins: Win[]; multiplier: number }[];
  finalGrid: Grid;
}
const isTumbling = (outcome: object): outcome is Tumbling =>
  'tumbles' in outcome && 'finalGrid' in outcome;

export interface PlayedRound {
  /** What the player pays: the bet, or the bonus price (0 for a campaign's free round). */
  cost: bigint;
  win: bigint;
  spins: PlayedSpin[];
  /** The first nonce used and the one after the last. */
  nonceFrom: number;
  nonceTo: number;
}

/** A round never runs away: a safety net far above any game's free-spin chain. */
const MAX_SPINS_PER_ROUND = 2_000;

/**
 * A whole round (ADR 029): the paid spin (or the bonus buy's draw) and every free spin or respin
 * it leads to, each on its own nonce of the player's seed pair, until the game is back in its
 * base state. The round settles as one bet and one win.
 */
export function playRound(
  game: SlotGame<unknown>,
  input: {
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    bet: bigint;
    buy: boolean;
    free: boolean;
  },
): PlayedRound {
  let nonce = input.nonce;
  const seed = () => ({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: nonce++,
  });
  let state: unknown = game.baseState;
  let cost = input.free ? 0n : input.bet;
  const spins: PlayedSpin[] = [];
  if (input.buy) {
    const { outcome } = playFairBonusBuy(game, { seed: seed(), bet: input.bet });
    cost = (input.bet * BigInt(outcome.priceMilli)) / 1000n;
    state = outcome.nextState;
  }
  let win = 0n;
  do {
    const { outcome } = playFairSpin(game, { seed: seed(), bet: input.bet, state });
    win += outcome.totalWin;
    spins.push({
      grid: outcome.grid,
      wins: playedWins(outcome.wins),
      win: outcome.totalWin.toString(),
      isFree: outcome.isFree,
      features: outcome.features,
      ...(isTumbling(outcome)
        ? {
            tumbles: outcome.tumbles.map((t) => ({
              grid: t.grid,
              wins: playedWins(t.wins),
              multiplier: t.multiplier,
            })),
            finalGrid: outcome.finalGrid,
          }
        : {}),
    });
    state = outcome.nextState;
  } while (!game.isBase(state) && spins.length < MAX_SPINS_PER_ROUND);
  const cap = BigInt(game.meta.maxWinX) * input.bet;
  if (win > cap) win = cap;
  return { cost, win, spins, nonceFrom: input.nonce, nonceTo: nonce };
}
