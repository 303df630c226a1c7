import {
  COIN_SIDES,
  COINFLIP_MESSAGES,
  COINFLIP_SERIES_LENGTH,
  coinflipFlipRequestSchema,
  coinflipGameSchema,
  coinflipMultiplier,
  coinflipMultiplierE4,
  coinflipStartRequestSchema,
  type CoinSideName,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { amountOf, defineMultiStepGame } from '../multi-step-game';

/**
 * Coinflip (issue 6): the seeds of the start nonce fix a series of 20 flips (f ≤ 0.5 tails,
 * otherwise heads); the player calls each flip; a wrong call loses the stake; after k right
 * calls a cash-out pays 1.98ᵏ; the 20th right call cashes out by itself.
 */

interface CoinflipState {
  /** The whole series; secret until the game ends. */
  outcomes: CoinSideName[];
  /** The player's calls so far, oldest first. */
  calls: CoinSideName[];
}

const isSide = (value: unknown): value is CoinSideName =>
  (COIN_SIDES as readonly unknown[]).includes(value);

function readState(raw: unknown): CoinflipState {
  const state = (raw ?? {}) as Partial<Record<keyof CoinflipState, unknown>>;
  const sides = (value: unknown) => (Array.isArray(value) ? value.filter(isSide) : []);
  return { outcomes: sides(state.outcomes), calls: sides(state.calls) };
}

/** Right calls so far: every call but a losing last one. */
function wins(state: CoinflipState): number {
  return state.calls.filter((call, i) => call === state.outcomes[i]).length;
}

export const coinflipGame = defineMultiStepGame({
  game: 'coinflip',
  moveName: 'flip',
  summaries: {
    start: 'Start a Coinflip series (the stake leaves now)',
    move: 'Call the next flip of your Coinflip series',
    cashOut: 'Cash out your Coinflip series',
    active: 'Your running Coinflip series, if any (survives reloads and restarts)',
  },
  startSchema: coinflipStartRequestSchema,
  moveSchema: coinflipFlipRequestSchema,
  viewSchema: coinflipGameSchema,
  cashOutFirstMessage: COINFLIP_MESSAGES.flipFirst,
  start: (_request, seeds) => ({ outcomes: outcome('coinflip', seeds).outcomes, calls: [] }),
  firstMultiplierE4: () => coinflipMultiplierE4(1),
  readState,
  steps: wins,
  maxSteps: () => COINFLIP_SERIES_LENGTH,
  multiplierE4: (_state, steps) => coinflipMultiplierE4(steps),
  move: (state, { side }) => {
    const flip = state.outcomes[state.calls.length];
    return { isSafe: flip === side, state: { ...state, calls: [...state.calls, side] } };
  },
  view: (row, state) => {
    const won = wins(state);
    return {
      id: row.id,
      amount: amountOf(row),
      flips: state.outcomes.slice(0, state.calls.length),
      multiplier: coinflipMultiplier(won),
      next_multiplier: won < COINFLIP_SERIES_LENGTH ? coinflipMultiplier(won + 1) : null,
      nonce: row.nonce,
      created_at: row.created_at.toISOString(),
    };
  },
  endDetails: (state, ending) => ({
    calls: state.calls,
    wins: wins(state),
    outcomes: state.outcomes,
    ending,
  }),
});
