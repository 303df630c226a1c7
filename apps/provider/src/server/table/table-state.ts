import {
  tableMoment,
  type RouletteBet,
  type TablePhase,
} from '#provider/games/shrine-roulette/index';
import {
  ensureTableRound,
  lastPlayerSettlement,
  playerRoundBets,
  recentResults,
  roundTotals,
} from './table.repository';
import { TABLE, type TableDeps } from './table.service';

/**
 * What the table page polls (`GET /api/table/state`): the clock, the current round with its
 * seed hash, everyone's stakes on it, the last results with their revealed seeds, and — for the
 * holder of a session token — the player's own bets and last settlement.
 */
export interface TableState {
  serverTime: number;
  round: {
    id: number;
    phase: TablePhase;
    opensAt: number;
    closesAt: number;
    nextOpensAt: number;
    serverSeedHash: string;
  };
  totals: { players: number; stake: string };
  results: { roundId: number; pocket: number; serverSeed: string; serverSeedHash: string }[];
  mine: {
    bets: { id: string; bet: RouletteBet; stake: string; state: string }[];
    last: { roundId: number; stake: string; win: string; state: string } | null;
  } | null;
}

type PublicState = Omit<TableState, 'mine'>;
interface Cache {
  at: number;
  roundId: number;
  phase: TablePhase;
  state: PublicState;
}
/** Many pages poll at once: the public part is shared for this long. */
const CACHE_MS = 400;

async function publicState(deps: TableDeps, holder: { cache: Cache | null }): Promise<PublicState> {
  const cache = holder.cache;
  const now = deps.now();
  const moment = tableMoment(now, deps.schedule);
  if (
    cache &&
    now - cache.at < CACHE_MS &&
    cache.roundId === moment.roundId &&
    cache.phase === moment.phase
  ) {
    return { ...cache.state, serverTime: now };
  }
  const round = await ensureTableRound(deps.pool, { tableId: TABLE.id, ...moment });
  const [totals, results] = await Promise.all([
    roundTotals(deps.pool, TABLE.id, moment.roundId),
    recentResults(deps.pool, TABLE.id, 12),
  ]);
  const state: PublicState = {
    serverTime: now,
    round: {
      id: moment.roundId,
      phase: moment.phase,
      opensAt: moment.opensAt,
      closesAt: moment.closesAt,
      nextOpensAt: moment.nextOpensAt,
      serverSeedHash: round.server_seed_hash,
    },
    totals: { players: totals.players, stake: totals.stake.toString() },
    // Settled rounds only: their seed can be shown, nobody can bet on them any more.
    results: results.map((r) => ({
      roundId: r.round_id,
      pocket: r.pocket ?? 0,
      serverSeed: r.server_seed,
      serverSeedHash: r.server_seed_hash,
    })),
  };
  holder.cache = { at: now, roundId: moment.roundId, phase: moment.phase, state };
  return state;
}

export type TableStateReader = (
  viewer: { user: string; token: string } | null,
) => Promise<TableState>;

/** The state reader of one app (its own short cache of the public part). */
export function createTableStateReader(deps: TableDeps): TableStateReader {
  const holder: { cache: Cache | null } = { cache: null };
  return (viewer) => tableState(deps, holder, viewer);
}

async function tableState(
  deps: TableDeps,
  holder: { cache: Cache | null },
  viewer: { user: string; token: string } | null,
): Promise<TableState> {
  const state = await publicState(deps, holder);
  if (!viewer) return { ...state, mine: null };
  const key = { tableId: TABLE.id, player: viewer.user, token: viewer.token };
  const [bets, last] = await Promise.all([
    playerRoundBets(deps.pool, { ...key, roundId: state.round.id }),
    lastPlayerSettlement(deps.pool, key),
  ]);
  return {
    ...state,
    mine: {
      bets: bets.map((b) => ({
        id: b.id,
        bet: b.bet,
        stake: b.stake.toString(),
        state: b.state,
      })),
      last: last && {
        roundId: last.round_id,
        stake: last.stake.toString(),
        win: last.win.toString(),
        state: last.state,
      },
    },
  };
}
