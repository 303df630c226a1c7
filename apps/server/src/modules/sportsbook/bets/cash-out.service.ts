import {
  decimalToUnits,
  unitsToDecimal,
  type SbCashOut,
  type SbCashOutQuote,
  type SbCashOutResult,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { publishEffects } from '#app/modules/bets/settled-play';
import { settlePayoutIn } from '#app/modules/responsible-gambling/play-limits';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { cashOutValue, type CashOutLeg, type CashOutRefusal } from '../domain';
import { findEvents, lockEvent, type SbEventRecord } from '../feed/event-store.repository';
import { finalizeBet, type Finalized } from './bet-finalization';
import { SPORTS_BET_MESSAGES, betNotFound } from './sports-bet-errors';
import { getSportsBetSettings } from './sports-bet-settings';
import type { SportsBetDeps } from './sports-bets.deps';
import { toSbBet } from './sports-bet-view';
import {
  findBets,
  findCashOut,
  findLegs,
  insertPayout,
  lockBet,
  nextPayoutSeq,
  recordCashOut,
  type BetRow,
  type LegRow,
} from './sports-bets.repository';

/**
 * Cash-out (issue 21 item 5; ADR 038): the value of the riding stake (or a part of it) at the
 * current odds less the operator's margin (domain cashOutValue). Refused while an open leg's
 * market is suspended or closed. Lock order: the bet's events FOR SHARE (id order, as placement),
 * then the player's credits and the house shard, then the bet row; idempotent by requestId.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REASONS: Record<CashOutRefusal, string> = {
  market_suspended: 'suspended',
  bet_lost: 'lost',
  bet_decided: 'settled',
};

function legsForCashOut(legs: readonly LegRow[], events: Map<string, SbEventRecord>): CashOutLeg[] {
  return legs.map((leg) => {
    if (leg.result !== null) return { placedOdds: leg.odds, result: leg.result, current: null };
    const event = events.get(leg.event_id);
    const market = event?.state.markets[leg.market_id];
    const outcome = market?.outcomes.find((o) => o.id === leg.outcome_id);
    const isEventOpen = event?.status === 'live' || event?.status === 'pre_match';
    return {
      placedOdds: leg.odds,
      result: null,
      current:
        market && outcome && isEventOpen
          ? { marketStatus: market.status, isOutcomeActive: outcome.isActive, odds: outcome.odds }
          : null,
    };
  });
}

function quoteOf(
  bet: BetRow,
  legs: readonly LegRow[],
  events: Map<string, SbEventRecord>,
  stake: bigint,
  marginBp: number,
): { ok: true; value: bigint } | { ok: false; reason: string } {
  if (bet.status !== 'open') {
    return { ok: false, reason: bet.status === 'lost' ? 'lost' : 'settled' };
  }
  // Due, or re-opened by a rollback with a payout still in force: the settlement decides first.
  if (bet.settle_version !== bet.paid_version || bet.payout !== 0n) {
    return { ok: false, reason: 'settled' };
  }
  const quote = cashOutValue({ stake, legs: legsForCashOut(legs, events), marginBp });
  if (quote.ok) return quote;
  const isClosed = legs.some((leg) => {
    if (leg.result !== null) return false;
    const status = events.get(leg.event_id)?.state.markets[leg.market_id]?.status;
    return status === 'settled' || status === 'cancelled';
  });
  return { ok: false, reason: isClosed ? 'closed' : REASONS[quote.reason] };
}

function unavailable(reason: string): AppError {
  return new AppError('CASH_OUT_UNAVAILABLE', SPORTS_BET_MESSAGES.CASH_OUT_UNAVAILABLE, {
    data: { reason },
  });
}

async function ownedBet(deps: SportsBetDeps, userId: string, betId: string) {
  if (!UUID.test(betId)) throw betNotFound();
  const [bet] = await findBets(deps.db, [betId]);
  if (!bet || bet.user_id !== userId) throw betNotFound();
  return bet;
}

export async function quoteCashOut(
  deps: SportsBetDeps,
  userId: string,
  betId: string,
): Promise<SbCashOutQuote> {
  const bet = await ownedBet(deps, userId, betId);
  const events = new Map(
    (await findEvents(deps.db, [...new Set(bet.legs.map((l) => l.event_id))])).map((e) => [
      e.id,
      e,
    ]),
  );
  const { cashOutMarginBp } = await getSportsBetSettings(deps.db);
  const quote = quoteOf(bet, bet.legs, events, bet.stake, cashOutMarginBp);
  return quote.ok
    ? { betId, value: unitsToDecimal(quote.value), reason: null }
    : { betId, value: null, reason: quote.reason };
}

export async function cashOut(
  deps: SportsBetDeps,
  userId: string,
  betId: string,
  request: SbCashOut,
): Promise<SbCashOutResult> {
  const bet = await ownedBet(deps, userId, betId);
  const earlier = await findCashOut(deps.db, userId, request.requestId);
  if (earlier) return answerEarlier(deps, earlier, betId);
  const accepted = decimalToUnits(request.value);
  const { cashOutMarginBp } = await getSportsBetSettings(deps.db);
  const eventIds = [...new Set(bet.legs.map((l) => l.event_id))].sort();
  const credits = playerAccount(userId, 'credits');
  const house = houseAccount('sportsbook', shardFor(userId));
  const done = await deps.db.transaction().execute(async (trx) => {
    const events = new Map<string, SbEventRecord>();
    for (const id of eventIds) {
      const event = await lockEvent(trx, id, 'share');
      if (event) events.set(id, event);
    }
    await lockEntryAccounts(trx, [credits, house]);
    const locked = await lockBet(trx, betId);
    if (!locked) throw betNotFound();
    // A concurrent copy of this request committed while we waited for the locks.
    if (await findCashOut(trx, userId, request.requestId)) return null;
    if (locked.status !== 'open') throw unavailable(locked.status === 'lost' ? 'lost' : 'settled');
    const stake = request.stake === undefined ? locked.stake : decimalToUnits(request.stake);
    if (stake <= 0n || stake > locked.stake) {
      throw new AppError('BAD_REQUEST', SPORTS_BET_MESSAGES.CASH_OUT_STAKE);
    }
    const legs = await findLegs(trx, betId);
    const quote = quoteOf(locked, legs, events, stake, cashOutMarginBp);
    if (!quote.ok) throw unavailable(quote.reason);
    if (quote.value < accepted) {
      throw new AppError('CASH_OUT_CHANGED', SPORTS_BET_MESSAGES.CASH_OUT_CHANGED, {
        data: { value: unitsToDecimal(quote.value) },
      });
    }
    let result: PostEntryResult | null = null;
    if (quote.value > 0n) {
      result = await postEntryInTransaction({
        trx,
        idempotencyKey: `sb_cash_out:${betId}:${request.requestId}`,
        kind: 'sb_cash_out',
        reference: betId,
        postings: [
          { account: credits, amount: quote.value },
          { account: house, amount: -quote.value },
        ],
      });
      await insertPayout(trx, {
        betId,
        seq: await nextPayoutSeq(trx, betId),
        kind: 'cash_out',
        amount: quote.value,
        entryId: result.entryId,
      });
      // A loss limit counted the whole stake when the slip was placed (ADR 050): a cash-out
      // before the bet's first finalization frees that room at once. Once the bet has been
      // finalized (a settlement rolled back), its re-finalization counts every cash-out in its
      // difference instead.
      if (!locked.counted) {
        await settlePayoutIn(trx, {
          db: deps.db,
          userId,
          stakedAt: locked.placed_at,
          payout: quote.value,
        });
      }
    }
    const isFinal = stake === locked.stake;
    await recordCashOut(trx, {
      userId,
      requestId: request.requestId,
      betId,
      stake,
      value: quote.value,
      final: isFinal,
    });
    let finalized: Finalized | null = null;
    if (isFinal) {
      await trx.updateTable('sb_bets').set({ counted: true }).where('id', '=', betId).execute();
      finalized = await finalizeBet(trx, deps, betId, { firstTime: !locked.counted });
    }
    return { value: quote.value, result, finalized };
  });
  if (!done) {
    const again = await findCashOut(deps.db, userId, request.requestId);
    if (!again) throw betNotFound();
    return answerEarlier(deps, again, betId);
  }
  const [after] = await findBets(deps.db, [betId]);
  if (!after) throw betNotFound();
  const view = toSbBet(after);
  const realtime = deps.realtime();
  if (realtime) {
    if (done.finalized?.effects) {
      publishEffects(realtime, done.finalized.effects, done.finalized.record ?? undefined);
    } else if (done.result) {
      await emitBalancesAfterCommit({ db: deps.db, realtime, result: done.result });
    }
    realtime.toUser(userId, 'sports:bet', view);
  }
  return { bet: view, paid: unitsToDecimal(done.value) };
}

async function answerEarlier(
  deps: SportsBetDeps,
  earlier: { bet_id: string; value: bigint },
  betId: string,
): Promise<SbCashOutResult> {
  if (earlier.bet_id !== betId) {
    throw new AppError('CONFLICT', 'This cash-out request was already used for another bet.');
  }
  const [bet] = await findBets(deps.db, [betId]);
  if (!bet) throw betNotFound();
  return { bet: toSbBet(bet), paid: unitsToDecimal(earlier.value) };
}
