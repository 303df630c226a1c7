import type { FeedMessage } from '../domain';
import type { FeedListener } from '../feed/ingest';
import { settleBet } from './bet-settler';
import { legResultFromMarket } from './leg-results';
import type { SportsBetDeps } from './sports-bets.deps';
import { findDueBets, legsOnMarkets, recordLegResults } from './sports-bets.repository';

/**
 * Settlement of sports bets (ADR 038): the feed listener records the legs' results in the ingest
 * transaction and marks their bets due (rows only, no ledger lock under the event lock); the
 * settler pays each due bet in its own transaction (bet-settler.ts), right after the ingest commit
 * (`kick()`, called by the feed's sink) and by a periodic sweep that finds any bet left due by a
 * crash.
 */

const SETTLEMENT_MESSAGES: ReadonlySet<FeedMessage['type']> = new Set([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);

/** The listener for ingestFeedMessage: leg results from the markets the message applied to. */
export function sportsBetsFeedListener(): FeedListener {
  return {
    name: 'sports-bets',
    async onApplied(trx, applied) {
      if (!SETTLEMENT_MESSAGES.has(applied.message.type)) return;
      if (applied.appliedMarketIds.length === 0) return;
      const markets = applied.after.state.markets;
      const legs = await legsOnMarkets(trx, applied.after.id, applied.appliedMarketIds);
      const changes = legs.flatMap((leg) => {
        const result = legResultFromMarket(
          markets[leg.market_id],
          leg.outcome_id,
          Number(leg.accepted_clock),
        );
        return result === leg.result ? [] : [{ betId: leg.bet_id, idx: leg.idx, result }];
      });
      await recordLegResults(trx, changes);
    },
  };
}

export interface SportsBetSettlement {
  listener: FeedListener;
  /** Pays every due bet; resolves when none is left (runs once at a time, re-runs if kicked). */
  settleDue(): Promise<number>;
  /** Starts settleDue in the background (after an ingest commit). */
  kick(): void;
  /** The periodic sweep (default every 10 s). */
  start(intervalMs?: number): void;
  stop(): void;
}

const BATCH = 200;
const CONCURRENCY = 4;

export function createSportsBetSettlement(deps: SportsBetDeps): SportsBetSettlement {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function sweep(): Promise<number> {
    let paid = 0;
    for (;;) {
      const due = await findDueBets(deps.db, BATCH);
      if (due.length === 0) return paid;
      let progressed = false;
      for (let i = 0; i < due.length; i += CONCURRENCY) {
        const outcomes = await Promise.allSettled(
          due.slice(i, i + CONCURRENCY).map((bet) => settleBet(deps, bet.id)),
        );
        for (const outcome of outcomes) {
          if (outcome.status === 'fulfilled') {
            progressed = true;
            paid += 1;
          } else {
            deps.log?.warn({ err: outcome.reason }, 'sports bet settlement failed');
          }
        }
      }
      // Bets that keep failing (a reversal the player's balance cannot cover) wait for the sweep.
      if (!progressed) return paid;
    }
  }

  function settleDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sweep();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    listener: sportsBetsFeedListener(),
    settleDue,
    kick() {
      settleDue().catch((error: unknown) =>
        deps.log?.warn({ err: error }, 'sports bet settlement failed'),
      );
    },
    start(intervalMs = 10_000) {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) this.kick();
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
