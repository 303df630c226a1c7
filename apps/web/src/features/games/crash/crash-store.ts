import { create } from 'zustand';
import type {
  CrashChain,
  CrashHistoryItem,
  CrashPlayer,
  CrashPlayersPayload,
  CrashRound,
  CrashStateResponse,
  CrashTick,
} from '@tengu/shared';
import { CRASH_HISTORY_SIZE } from '@tengu/shared';
import { loseActive, mergePlayers } from './crash-players';

/**
 * The live round as this browser knows it: the REST state on load, then the socket's events
 * (or polling for visitors, who have no socket). The canvas reads it every frame through
 * `useCrashStore.getState()`, so ticks never re-render React.
 */
export interface CrashStoreState {
  round: CrashRound | null;
  players: Record<string, CrashPlayer>;
  history: CrashHistoryItem[];
  chain: CrashChain | null;
  /** Server clock minus local clock, ms. */
  offset: number;
  /** The last tick: the server's multiplier and when (local clock) it arrived. */
  lastTick: { roundId: number; multiplier: number; at: number } | null;
  isLoaded: boolean;
  /** The countdown's full length as first seen, ms (for the progress bar). */
  waitingTotal: number;
  /** The signed-in player's bet in the current round, by id. */
  myBetId: string | null;
  applyState: (state: CrashStateResponse) => void;
  applyRound: (round: CrashRound) => void;
  applyTick: (tick: CrashTick) => void;
  applyPlayers: (payload: CrashPlayersPayload) => void;
  setMyBet: (bet: CrashPlayer) => void;
}

function withCrashedHistory(history: CrashHistoryItem[], round: CrashRound): CrashHistoryItem[] {
  if (round.phase !== 'crashed' || round.crash_point === null || round.hash === null)
    return history;
  if (history.some((h) => h.id === round.id)) return history;
  const item = {
    id: round.id,
    crash_point: round.crash_point,
    hash: round.hash,
    crashed_at: round.crashed_at ?? new Date().toISOString(),
  };
  return [item, ...history].slice(0, CRASH_HISTORY_SIZE);
}

function countdownOf(round: CrashRound): number {
  return Math.max(1000, Date.parse(round.betting_ends_at) - round.server_time);
}

export const useCrashStore = create<CrashStoreState>()((set, get) => ({
  round: null,
  players: {},
  history: [],
  chain: null,
  offset: 0,
  lastTick: null,
  isLoaded: false,
  waitingTotal: 7000,
  myBetId: null,

  applyState: (state) =>
    set({
      round: state.round,
      players: mergePlayers({}, state.players),
      history: state.history,
      chain: state.chain,
      offset: state.round ? state.round.server_time - Date.now() : get().offset,
      isLoaded: true,
      myBetId: state.my_bet?.bet_id ?? null,
      waitingTotal: state.round ? countdownOf(state.round) : get().waitingTotal,
    }),

  applyRound: (round) =>
    set((s) => {
      const isNew = s.round?.id !== round.id;
      let players = isNew ? {} : s.players;
      if (round.phase === 'crashed') players = loseActive(players);
      return {
        round,
        players,
        history: withCrashedHistory(s.history, round),
        offset: round.server_time - Date.now(),
        myBetId: isNew ? null : s.myBetId,
        lastTick: isNew ? null : s.lastTick,
        waitingTotal: isNew ? countdownOf(round) : s.waitingTotal,
      };
    }),

  applyTick: (tick) =>
    set((s) => ({
      offset: tick.server_time - Date.now(),
      lastTick: { roundId: tick.round_id, multiplier: tick.multiplier, at: Date.now() },
      // A tick for a round we think is still waiting: it has started.
      round:
        s.round && s.round.id === tick.round_id && s.round.phase === 'waiting'
          ? {
              ...s.round,
              phase: 'running',
              started_at: new Date(tick.server_time - tick.elapsed_ms).toISOString(),
            }
          : s.round,
    })),

  applyPlayers: (payload) =>
    set((s) =>
      s.round && payload.round_id !== s.round.id
        ? s
        : { players: mergePlayers(s.players, payload.players) },
    ),

  setMyBet: (bet) => set((s) => ({ myBetId: bet.bet_id, players: mergePlayers(s.players, [bet]) })),
}));
