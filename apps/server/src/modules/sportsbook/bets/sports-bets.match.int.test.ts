import { randomUUID } from 'node:crypto';
import { decimalToUnits, type SbPlaceSlip } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  betOutcome,
  createSeededRng,
  legResultOf,
  type BetSettlementMessage,
  type FeedMessage,
  type LegResult,
} from '../domain';
import { findEvents, type SbEventRecord } from '../feed/event-store.repository';
import { placeSlip } from './place-slip.service';
import { createSportsBetSettlement } from './settlement';
import {
  betDeps,
  creditsOf,
  deliver,
  footballFixture,
  matchMessages,
  type RecordedEvent,
} from './sports-bets.int-helpers';

/**
 * Issue 21's big one: two simulated football matches fed through ingestFeedMessage at full speed
 * from kick-off to settlement, with 500+ random bets (singles and multis over both matches)
 * placed in play by 20 players between messages, each slip's in-play delay overlapping the next
 * message. Every bet settles exactly once; balances match stakes and payouts worked out by hand
 * from the settlement messages; no bet is accepted on a bet_stop or on anything but the live
 * price of an active market; then a rollback and a different re-settlement reverse exactly, and
 * the ledger check passes.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const TARGET = 500;
const FUNDING = decimalToUnits('1000');
const DELAY_MS = 200;

interface PlacedBet {
  id: string;
  userId: string;
  stake: bigint;
  legs: Array<{ eventId: string; marketId: string; outcomeId: string; odds: number }>;
}

type Rng = ReturnType<typeof createSeededRng>;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng.next() * items.length)]!;

/** A random open selection on a live event, at the price shown now. */
function randomSelection(rng: Rng, event: SbEventRecord) {
  const markets = Object.values(event.state.markets).filter(
    (m) => m.status === 'active' && m.outcomes.some((o) => o.isActive),
  );
  if (event.status !== 'live' || markets.length === 0) return null;
  const market = pick(rng, markets);
  const outcome = pick(
    rng,
    market.outcomes.filter((o) => o.isActive),
  );
  return { eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds };
}

function randomSlip(rng: Rng, events: SbEventRecord[]): SbPlaceSlip | null {
  const policy = pick(rng, ['none', 'accept_higher', 'accept_any'] as const);
  const stake = () => `${1 + Math.floor(rng.next() * 5)}.${Math.floor(rng.next() * 100)}`;
  const live = events.filter((e) => e.status === 'live');
  if (live.length === 2 && rng.next() < 0.35) {
    const legs = live.map((e) => randomSelection(rng, e));
    if (legs.some((l) => l === null)) return null;
    return {
      mode: 'multi',
      slipId: randomUUID(),
      oddsChange: policy,
      selections: legs as NonNullable<(typeof legs)[number]>[],
      stake: stake(),
    };
  }
  const count = 1 + Math.floor(rng.next() * 2);
  const selections = Array.from({ length: count }, () => {
    const event = events.length > 0 ? pick(rng, events) : null;
    return event ? randomSelection(rng, event) : null;
  }).filter((s) => s !== null);
  if (selections.length === 0) return null;
  return {
    mode: 'singles',
    slipId: randomUUID(),
    oddsChange: policy,
    selections,
    stakes: selections.map(() => stake()),
  };
}

/** A bet's payout worked out from the feed's settlement messages (not from the database). */
function payoutByHand(bet: PlacedBet, settlements: Map<string, BetSettlementMessage>): bigint {
  const legs = bet.legs.map((leg) => {
    const market = settlements.get(leg.eventId)?.markets.find((m) => m.marketId === leg.marketId);
    const outcome = market?.outcomes.find((o) => o.id === leg.outcomeId);
    if (!outcome) throw new Error(`no settlement for ${leg.eventId} ${leg.marketId}`);
    return { odds: leg.odds, result: legResultOf(outcome) as LegResult | null };
  });
  const outcome = betOutcome({ stake: bet.stake, legs, maxPayout: decimalToUnits('100000') });
  return outcome.status === 'open' ? 0n : outcome.payout;
}

describe('two simulated matches with 500 in-play bets from 20 players', () => {
  it('settles every bet once, pays by hand, refuses stopped and stale bets, and reverses a rollback exactly', async () => {
    const { db } = database;
    const recorded: RecordedEvent[] = [];
    const deps = betDeps(db, recorded, DELAY_MS);
    const settlement = createSportsBetSettlement(deps);
    const kickOff = Date.now();
    const a = await footballFixture(db, kickOff);
    const b = await footballFixture(db, kickOff);
    const messages: FeedMessage[] = [
      ...matchMessages(a.id, 11, kickOff),
      ...matchMessages(b.id, 12, kickOff),
    ].sort((x, y) => x.timestamp - y.timestamp);
    const players = await testPlayers(db, 20);
    for (const userId of players) await fundPlayer({ db, userId, amount: FUNDING });
    const rng = createSeededRng(2026);

    const placed: PlacedBet[] = [];
    const refusals = new Map<string, number>();
    for (const message of messages) {
      if (placed.length >= TARGET) {
        await deliver(db, settlement, message);
        continue;
      }
      const before = await findEvents(db, [a.id, b.id]);
      const slips = Array.from({ length: 6 }, () => ({
        userId: pick(rng, players),
        slip: randomSlip(rng, before),
      })).filter((s): s is { userId: string; slip: SbPlaceSlip } => s.slip !== null);
      const attempts = slips.map(({ userId, slip }) =>
        placeSlip(deps, userId, slip).then(
          (result) => ({ userId, slip, result, error: null }),
          (error: unknown) => ({ userId, slip, result: null, error }),
        ),
      );
      // The next message arrives while the slips wait their in-play delay.
      await new Promise((resolve) => setTimeout(resolve, 10));
      const stoppedBefore = new Map(before.map((e) => [e.id, e.betStopSeq]));
      await deliver(db, settlement, message);
      const after = new Map((await findEvents(db, [a.id, b.id])).map((e) => [e.id, e]));
      for (const attempt of await Promise.all(attempts)) {
        if (attempt.error) {
          if (!isAppError(attempt.error)) throw attempt.error;
          refusals.set(attempt.error.code, (refusals.get(attempt.error.code) ?? 0) + 1);
          continue;
        }
        for (const bet of attempt.result?.bets ?? []) {
          const stake = decimalToUnits(bet.stake);
          placed.push({ id: bet.id, userId: attempt.userId, stake, legs: bet.legs });
          for (const leg of bet.legs) {
            const event = after.get(leg.eventId)!;
            // Accepted only with no bet_stop during the delay, on an active market, at its price.
            expect(event.betStopSeq).toBe(stoppedBefore.get(leg.eventId));
            const market = event.state.markets[leg.marketId]!;
            expect(market.status).toBe('active');
            const outcome = market.outcomes.find((o) => o.id === leg.outcomeId)!;
            expect(outcome.isActive).toBe(true);
            expect(leg.odds).toBe(outcome.odds);
          }
        }
      }
    }
    expect(placed.length).toBeGreaterThanOrEqual(TARGET);
    expect(placed.some((bet) => bet.legs.length === 2)).toBe(true);
    expect(refusals.get('BET_STOPPED') ?? 0).toBeGreaterThan(0);
    await settlement.settleDue();

    // A market that closed takes no bet.
    const [ended] = await findEvents(db, [a.id]);
    const closed = Object.values(ended!.state.markets)[0]!;
    await expect(
      placeSlip(deps, players[0]!, {
        mode: 'singles',
        slipId: randomUUID(),
        oddsChange: 'accept_any',
        selections: [
          {
            eventId: a.id,
            marketId: closed.id,
            outcomeId: closed.outcomes[0]!.id,
            odds: closed.outcomes[0]!.odds,
          },
        ],
        stakes: ['1'],
      }),
    ).rejects.toMatchObject({ code: 'MARKET_CLOSED' });

    // Every bet settled exactly once, into one `bets` row of game 'sports'.
    const settlements = new Map(
      messages
        .filter((m): m is BetSettlementMessage => m.type === 'bet_settlement')
        .map((m) => [m.eventId, m]),
    );
    const rows = await db
      .selectFrom('sb_bets')
      .select(['id', 'status', 'payout', 'settle_version', 'paid_version'])
      .execute();
    expect(rows).toHaveLength(placed.length);
    expect(rows.every((r) => r.status !== 'open' && r.settle_version === r.paid_version)).toBe(
      true,
    );
    const payouts = await db
      .selectFrom('sb_bet_payouts')
      .select(['bet_id', 'kind', 'amount'])
      .execute();
    expect(payouts.every((p) => p.kind === 'payout')).toBe(true);
    expect(new Set(payouts.map((p) => p.bet_id)).size).toBe(payouts.length);
    const sportsRows = await db
      .selectFrom('bets')
      .select(['id', 'credits_won', 'amount'])
      .where('game', '=', 'sports')
      .execute();
    expect(sportsRows).toHaveLength(placed.length);

    // Balances by hand: funding − stakes + payouts from the settlement messages.
    const expectBalances = async (byHand: Map<string, bigint>) => {
      const expected = new Map(players.map((p) => [p, FUNDING]));
      for (const bet of placed) {
        const pay = byHand.get(bet.id) ?? 0n;
        expected.set(bet.userId, expected.get(bet.userId)! - bet.stake + pay);
      }
      for (const userId of players) expect(await creditsOf(db, userId)).toBe(expected.get(userId));
    };
    const firstPayouts = new Map(placed.map((bet) => [bet.id, payoutByHand(bet, settlements)]));
    await expectBalances(firstPayouts);
    const rowPaid = new Map(sportsRows.map((r) => [r.id, r.credits_won]));
    for (const bet of placed) expect(rowPaid.get(bet.id)).toBe(firstPayouts.get(bet.id));
    await expectLedgerConsistent(db);

    // A settlement in error: rolled back, then settled differently (the winner loses, the
    // next outcome wins). Exactly the difference moves, by reversing the previous payout.
    const original = settlements.get(a.id)!;
    const market = original.markets.find((m) => m.marketId === '1x2')!;
    const winner = market.outcomes.findIndex((o) => o.result === 1);
    const corrected: BetSettlementMessage = {
      ...original,
      timestamp: original.timestamp + 2000,
      markets: [
        {
          marketId: '1x2',
          outcomes: market.outcomes.map((o, i) => ({
            ...o,
            result: i === (winner + 1) % market.outcomes.length ? 1 : 0,
          })),
        },
      ],
    };
    await deliver(db, settlement, {
      type: 'rollback_bet_settlement',
      eventId: a.id,
      timestamp: original.timestamp + 1000,
      marketIds: ['1x2'],
    });
    const affected = placed.filter((bet) =>
      bet.legs.some((l) => l.eventId === a.id && l.marketId === '1x2'),
    );
    expect(affected.length).toBeGreaterThan(0);
    const reopened = await db
      .selectFrom('sb_bets')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        affected.map((bet) => bet.id),
      )
      .execute();
    // Re-opened unless already lost on another leg; the money stays until the re-settlement.
    expect(reopened.some((r) => r.status === 'open')).toBe(true);
    await expectBalances(firstPayouts);

    await deliver(db, settlement, corrected);
    const resettled = new Map(settlements);
    resettled.set(a.id, {
      ...original,
      markets: original.markets.map((m) => (m.marketId === '1x2' ? corrected.markets[0]! : m)),
    });
    const secondPayouts = new Map(placed.map((bet) => [bet.id, payoutByHand(bet, resettled)]));
    await expectBalances(secondPayouts);
    let changed = 0;
    for (const bet of affected) {
      const before = firstPayouts.get(bet.id)!;
      const after = secondPayouts.get(bet.id)!;
      const entries = await db
        .selectFrom('sb_bet_payouts')
        .select(['kind', 'amount', 'reverses'])
        .where('bet_id', '=', bet.id)
        .orderBy('seq')
        .execute();
      if (before === after) {
        expect(entries.filter((e) => e.kind === 'reversal')).toHaveLength(0);
        continue;
      }
      changed += 1;
      const reversals = entries.filter((e) => e.kind === 'reversal');
      expect(reversals.map((e) => e.amount)).toEqual(before > 0n ? [-before] : []);
      const live = entries.filter((e) => e.kind === 'payout').map((e) => e.amount);
      expect(live).toEqual([...(before > 0n ? [before] : []), ...(after > 0n ? [after] : [])]);
    }
    expect(changed).toBeGreaterThan(0);
    const rewritten = await db
      .selectFrom('bets')
      .select(['id', 'credits_won'])
      .where(
        'id',
        'in',
        affected.map((bet) => bet.id),
      )
      .execute();
    for (const row of rewritten) expect(row.credits_won).toBe(secondPayouts.get(row.id));
    await expectLedgerConsistent(db);
    // The house's side is the players' loss, to the unit.
    const house = await db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<string>('balance').as('total'))
      .where('house_kind', '=', 'sportsbook')
      .executeTakeFirst();
    const staked = placed.reduce((sum, bet) => sum + bet.stake, 0n);
    const paid = [...secondPayouts.values()].reduce((sum, p) => sum + p, 0n);
    expect(BigInt(house?.total ?? '0')).toBe(staked - paid);
  }, 240_000);
});
