import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import {
  applyFeedMessage,
  type EventStatus,
  type FeedMessage,
  type MarketVerdict,
} from '../domain';
import { sameEventStatus } from './event-status';
import { lockEvent, saveEventState, type SbEventRecord } from './event-store.repository';
// Sportsbook trading (issue 22, ADR 047): a trader's hold stands over the feed's messages.
import { applyHold, releaseHold } from '../trading/trader-hold';

/**
 * Applying one feed message (ADR 038): lock the event, run the pure reducer (ADR 035), save the
 * new state and hand the markets it *applied* to the listeners — all in one transaction. A
 * re-delivered or refused message changes nothing and reaches no listener, so money moves only on
 * real transitions, once. Listeners (the bets' settlement) must only write rows in the
 * transaction; money is paid by short per-bet transactions afterwards (the lock order of ADR
 * 015: ledger accounts before feature rows — never ledger locks under an event lock).
 */

type Trx = Transaction<Database>;

export interface AppliedFeedMessage {
  message: FeedMessage;
  /** The event before the message. */
  before: SbEventRecord;
  /** The event after it (state, status and clock as saved). */
  after: SbEventRecord;
  /** The markets the reducer applied the message to (duplicates and refusals left out). */
  appliedMarketIds: string[];
}

export interface FeedListener {
  name: string;
  /** Runs inside the message's transaction, after the event's new state is saved. */
  onApplied(trx: Trx, applied: AppliedFeedMessage): Promise<void>;
}

export interface IngestResult {
  applied: AppliedFeedMessage | null;
  verdicts: MarketVerdict[];
}

/** Null when the event is unknown (a message before its fixture): nothing happens. */
export async function ingestFeedMessage(
  db: DB,
  message: FeedMessage,
  listeners: readonly FeedListener[],
): Promise<IngestResult | null> {
  return db.transaction().execute(async (trx) => {
    const before = await lockEvent(trx, message.eventId, 'update');
    if (!before) return null;
    // The reducer judges the message against the feed's own view; the trader's hold (ADR 047)
    // then applies on top again, so a held market stays suspended whatever the feed says.
    const fed = applyFeedMessage(releaseHold(before.state, before.traderHold), message);
    const { verdicts } = fed;
    const held = applyHold(fed.state, before.traderHold);
    const { state } = held;
    const appliedMarketIds = verdicts
      .filter((verdict) => verdict.verdict === 'applied')
      .map((verdict) => verdict.marketId);
    // A re-delivered message restates the same status: not a change (a duplicate reaches nobody).
    const statusChanged = !sameEventStatus(state.eventStatus, before.state.eventStatus);
    if (appliedMarketIds.length === 0 && !statusChanged) return { applied: null, verdicts };
    const status: EventStatus = state.eventStatus?.status ?? before.status;
    const after: SbEventRecord = {
      ...before,
      state,
      status,
      traderHold: held.hold,
      feedClock: Math.max(before.feedClock, message.timestamp),
      betStopSeq:
        message.type === 'bet_stop' && appliedMarketIds.length > 0
          ? before.betStopSeq + 1
          : before.betStopSeq,
    };
    await saveEventState(trx, before.id, {
      state,
      status,
      feedClock: after.feedClock,
      betStopped: after.betStopSeq !== before.betStopSeq,
      ...(before.traderHold ? { traderHold: held.hold } : {}),
    });
    const applied: AppliedFeedMessage = { message, before, after, appliedMarketIds };
    for (const listener of listeners) await listener.onApplied(trx, applied);
    return { applied, verdicts };
  });
}
