import type { CrashPlayer } from '@tengu/shared';
import { useCrashStore, type CrashStoreState } from './crash-store';

/** Promises over the store for auto mode: the next open countdown, a bet's settlement. */

function until<T>(pick: (state: CrashStoreState) => T | null, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const now = pick(useCrashStore.getState());
    if (now !== null) return resolve(now);
    const unsubscribe = useCrashStore.subscribe((state) => {
      const value = pick(state);
      if (value === null) return;
      unsubscribe();
      resolve(value);
    });
    signal?.addEventListener('abort', () => {
      unsubscribe();
      reject(signal.reason);
    });
  });
}

/** A countdown with at least `marginMs` left in which the player has no bet yet. */
export function nextOpenRound(marginMs = 400, signal?: AbortSignal): Promise<number> {
  return until((s) => {
    const round = s.round;
    if (!round || round.phase !== 'waiting' || s.myBetId !== null) return null;
    const left = Date.parse(round.betting_ends_at) - (Date.now() + s.offset);
    return left > marginMs ? round.id : null;
  }, signal);
}

/** Resolves once the bet has cashed out or lost. */
export function settlementOf(betId: string, signal?: AbortSignal): Promise<CrashPlayer> {
  return until((s) => {
    const player = s.players[betId];
    return player && player.status !== 'active' ? player : null;
  }, signal);
}
