import type { DB } from '#app/db/database';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';

/** What the sports bets need (ADR 038, "Bets, settlement, cash-out"). */
export interface SportsBetDeps {
  db: DB;
  /** A getter: the socket server is built after the routes; null in tests without sockets. */
  realtime: () => Realtime | null;
  /** The app's play-event hook (wagering, rakeback, quests, races); none in bare tests. */
  playEvents?: PlayEvents;
  /** How long an in-play bet waits before acceptance (SPORTS_INPLAY_DELAY_MS, default 5000). */
  inPlayDelayMs: number;
  /** Wall clock in epoch ms (a pre-match event past its start takes no bets). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: { warn: (object: object, message: string) => void };
}

export const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
