import { randomUUID } from 'node:crypto';
import type { SbPlaceSlip } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { simulateFootballMatch, type FeedMessage, type TeamStrengths } from '../domain';
import { upsertFixture } from '../feed/event-store.repository';
import { ingestFeedMessage } from '../feed/ingest';
import type { Fixture } from '../feed/sports-feed';
import type { SportsBetSettlement } from './settlement';
import type { SportsBetDeps } from './sports-bets.deps';

/** Helpers shared by the sports bets' integration tests (not a test file itself). */

export interface RecordedEvent {
  to: string;
  event: string;
  payload: unknown;
}

export function recordingRealtime(events: RecordedEvent[]): Realtime {
  return {
    toUser(userId, event, payload) {
      events.push({ to: userId, event, payload });
    },
    broadcast(namespace, event, payload) {
      events.push({ to: namespace, event, payload });
    },
  };
}

export function betDeps(db: DB, events: RecordedEvent[] = [], inPlayDelayMs = 100): SportsBetDeps {
  return { db, realtime: () => recordingRealtime(events), inPlayDelayMs };
}

export const STRENGTHS: TeamStrengths = {
  homeAttack: 1.3,
  homeDefence: 1,
  awayAttack: 1.1,
  awayDefence: 0.9,
};

let fixtures = 0;
/** A football fixture kicking off at `kickOffAt` (default: now, so it is live at once). */
export async function footballFixture(db: DB, kickOffAt = Date.now()): Promise<Fixture> {
  fixtures += 1;
  const fixture: Fixture = {
    id: `sim:bets-${process.pid}-${fixtures}-${randomUUID().slice(0, 8)}`,
    source: 'simulated',
    sport: 'football',
    competition: { id: 'sim-premier', name: 'Premier Division', country: 'GB' },
    home: { id: `home-${fixtures}`, name: `Kyoto Foxes ${fixtures}` },
    away: { id: `away-${fixtures}`, name: `Osaka Herons ${fixtures}` },
    startsAt: kickOffAt,
  };
  await upsertFixture(db, fixture);
  return fixture;
}

export function matchMessages(eventId: string, seed: number, kickOffAt: number): FeedMessage[] {
  const match = simulateFootballMatch({
    eventId,
    seed,
    kickOffAt,
    strengths: STRENGTHS,
    margin: 0.05,
  });
  return [...match].flatMap((item) => (item.message ? [item.message] : []));
}

/** Ingests with the bets' listener, then pays what became due (what the feed's sink does). */
export async function deliver(
  db: DB,
  settlement: SportsBetSettlement,
  message: FeedMessage,
): Promise<void> {
  await ingestFeedMessage(db, message, [settlement.listener]);
  await settlement.settleDue();
}

export function single(
  selection: SbPlaceSlip['selections'][number],
  stake: string,
  oddsChange: SbPlaceSlip['oddsChange'] = 'none',
): SbPlaceSlip {
  return {
    mode: 'singles',
    slipId: randomUUID(),
    oddsChange,
    selections: [selection],
    stakes: [stake],
  };
}

/** The credits of a player, from the ledger. */
export async function creditsOf(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
