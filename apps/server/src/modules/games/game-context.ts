import type { DB } from '#app/db/database';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';

/** What every game's routes receive from app.ts. */
export interface GameRouteOptions {
  db: DB;
  /** The socket server is built after the routes, hence a getter (as the wallet does). */
  realtime: () => Realtime;
  /** MAX_PROFIT_PER_BET in 10⁻⁸ USD units. */
  maxProfit: bigint;
  /** The app's play-events registry: every bet's play event (rewards accrue through it). */
  playEvents: PlayEvents;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The optional `Idempotency-Key` header; anything else is ignored rather than trusted. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value) ? value : undefined;
}
