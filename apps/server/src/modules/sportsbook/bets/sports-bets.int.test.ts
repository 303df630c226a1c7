import { randomUUID } from 'node:crypto';
import { decimalToUnits, type SbPlaceSlip } from '@tengu/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import type { FeedMarketOdds } from '../domain';
import { ingestFeedMessage } from '../feed/ingest';
import { cashOut, quoteCashOut } from './cash-out.service';
import { placeSlip } from './place-slip.service';
import { createSportsBetSettlement, type SportsBetSettlement } from './settlement';
import { forgetSportsBetSettings, setSportsBetSettings } from './sports-bet-settings';
import {
  betDeps,
  creditsOf,
  deliver,
  footballFixture,
  single,
  type RecordedEvent,
} from './sports-bets.int-helpers';
import type { SportsBetDeps } from './sports-bets.deps';
import { forgetRestrictions } from '#app/modules/responsible-gambling/restrictions';

let database: TestDatabase;
let deps: SportsBetDeps;
let settlement: SportsBetSettlement;
const recorded: RecordedEvent[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  deps = betDeps(database.db, recorded, 150);
  settlement = createSportsBetSettlement(deps);
});
afterAll(async () => {
  await database.drop();
});
afterEach(async () => {
  await expectLedgerConsistent(database.db);
});

const T0 = 1_900_000_000_000;

function markets(odds: { home: number; draw: number; away: number }): FeedMarketOdds[] {
  return [
    {
      marketId: '1x2',
      type: '1x2',
      specifier: '',
      status: 'active',
      outcomes: [
        { id: '1', odds: odds.home, isActive: true },
        { id: 'X', odds: odds.draw, isActive: true },
        { id: '2', odds: odds.away, isActive: true },
      ],
    },
    {
      marketId: 'total|total=2.5',
      type: 'total',
      specifier: 'total=2.5',
      status: 'active',
      outcomes: [
        { id: 'over', odds: 1900, isActive: true },
        { id: 'under', odds: 1850, isActive: true },
      ],
    },
  ];
}

const LIVE = {
  status: 'live' as const,
  score: { home: 0, away: 0 },
  periods: [],
  clock: { elapsedSeconds: 600, period: 1, isRunning: true },
};

/** A live football event with 1x2 (2.00 / 3.40 / 3.80) and over/under 2.5, at feed time T0. */
async function liveEvent(at = T0) {
  const fixture = await footballFixture(database.db, at - 600_000);
  await deliver(database.db, settlement, {
    type: 'odds_change',
    eventId: fixture.id,
    timestamp: at,
    eventStatus: LIVE,
    markets: markets({ home: 2000, draw: 3400, away: 3800 }),
  });
  return fixture.id;
}

/** The home side shortens to 1.50 at feed time `at` (a cash-out's quote moves with it). */
async function homeShortens(eventId: string, at: number) {
  await deliver(database.db, settlement, {
    type: 'odds_change',
    eventId,
    timestamp: at,
    eventStatus: LIVE,
    markets: markets({ home: 1500, draw: 4000, away: 6000 }),
  });
}

/** The match result's settlement is rolled back at `at` and settled again as `outcome`. */
async function resettle(eventId: string, at: number, outcome: '1' | 'X' | '2') {
  await deliver(database.db, settlement, {
    type: 'rollback_bet_settlement',
    eventId,
    timestamp: at,
    marketIds: ['1x2'],
  });
  await deliver(database.db, settlement, settle1x2(eventId, at + 1000, outcome));
}

async function player(amount = '100') {
  const [userId] = await testPlayers(database.db, 1);
  await fundPlayer({ db: database.db, userId: userId!, amount: decimalToUnits(amount) });
  return userId!;
}

const sel = (eventId: string, outcomeId = '1', odds = 2000, marketId = '1x2') => ({
  eventId,
  marketId,
  outcomeId,
  odds,
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error))
      return { code: error.code, message: error.message, data: error.options.data };
    throw error;
  }
  throw new Error('expected a refusal');
}

const settle1x2 = (eventId: string, timestamp: number, winner: '1' | 'X' | '2') => ({
  type: 'bet_settlement' as const,
  eventId,
  timestamp,
  markets: [
    {
      marketId: '1x2',
      outcomes: (['1', 'X', '2'] as const).map((id) => ({
        id,
        result: id === winner ? (1 as const) : (0 as const),
        voidFactor: 0 as const,
      })),
    },
  ],
});

describe('placing a slip', () => {
  it('takes the price the player saw, or refuses a changed one with the new odds', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const changed = await refusal(placeSlip(deps, userId, single(sel(eventId, '1', 2100), '5')));
    expect(changed).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { selections: [{ index: 0, odds: 2000 }] },
    });
    const higher = await refusal(
      placeSlip(deps, userId, single(sel(eventId, '1', 2100), '5', 'accept_higher')),
    );
    expect(higher.code).toBe('ODDS_CHANGED');
    const up = await placeSlip(deps, userId, single(sel(eventId, '1', 1900), '5', 'accept_higher'));
    expect(up.bets[0]).toMatchObject({ totalOdds: 2000, stake: '5', potentialPayout: '10' });
    const any = await placeSlip(deps, userId, single(sel(eventId, 'X', 5000), '5', 'accept_any'));
    expect(any.bets[0]?.legs[0]).toMatchObject({ odds: 3400, status: 'open', outcomeId: 'X' });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    // The player hears about the bet privately.
    expect(recorded.some((e) => e.to === userId && e.event === 'sports:bet')).toBe(true);
  });

  it('refuses suspended markets, started-but-not-live events, one event twice in a multi and stakes out of limits, moving nothing', async () => {
    const eventId = await liveEvent();
    const userId = await player('20');
    await deliver(database.db, settlement, { type: 'bet_stop', eventId, timestamp: T0 + 1000 });
    expect((await refusal(placeSlip(deps, userId, single(sel(eventId), '5')))).code).toBe(
      'MARKET_SUSPENDED',
    );
    const started = await footballFixture(database.db, Date.now() - 60_000);
    await deliver(database.db, settlement, {
      type: 'odds_change',
      eventId: started.id,
      timestamp: T0,
      markets: markets({ home: 2000, draw: 3400, away: 3800 }),
    });
    expect((await refusal(placeSlip(deps, userId, single(sel(started.id), '5')))).code).toBe(
      'EVENT_STARTED',
    );
    const multi: SbPlaceSlip = {
      mode: 'multi',
      slipId: randomUUID(),
      oddsChange: 'none',
      selections: [sel(started.id), sel(started.id, 'over', 1900, 'total|total=2.5')],
      stake: '5',
    };
    expect((await refusal(placeSlip(deps, userId, multi))).code).toBe('SAME_EVENT');
    const low = await refusal(placeSlip(deps, userId, single(sel(started.id), '0.01')));
    expect(low).toMatchObject({
      code: 'STAKE_TOO_LOW',
      message: 'The stake is below the minimum of $0.1.',
    });
    expect((await refusal(placeSlip(deps, userId, single(sel(started.id), '5000')))).code).toBe(
      'STAKE_TOO_HIGH',
    );
    const broke = await refusal(placeSlip(deps, userId, single(sel(eventId, '1'), '50')));
    expect(broke.code).toBe('MARKET_SUSPENDED');
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('20'));
  });

  it('refuses an in-play bet when a bet_stop arrives during its delay (BET_STOPPED)', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const pending = refusal(placeSlip(deps, userId, single(sel(eventId), '5')));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await deliver(database.db, settlement, { type: 'bet_stop', eventId, timestamp: T0 + 500 });
    await deliver(database.db, settlement, {
      type: 'odds_change',
      eventId,
      timestamp: T0 + 600,
      eventStatus: LIVE,
      markets: markets({ home: 2000, draw: 3400, away: 3800 }),
    });
    expect(await pending).toMatchObject({
      code: 'BET_STOPPED',
      message: 'Betting was stopped during the in-play delay. Your bet was not placed.',
    });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('100'));
    // The same selection once betting is back on is accepted.
    const ok = await placeSlip(deps, userId, single(sel(eventId), '5'));
    expect(ok.bets).toHaveLength(1);
  });

  it('places a slip once under 10 concurrent copies and answers every copy with the same bets', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const slip: SbPlaceSlip = {
      mode: 'singles',
      slipId: randomUUID(),
      oddsChange: 'none',
      selections: [sel(eventId, '1'), sel(eventId, 'over', 1900, 'total|total=2.5')],
      stakes: ['3', '4'],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeSlip(deps, userId, slip)),
    );
    const ids = answers.map((a) => a.bets.map((b) => b.id).join(','));
    expect(new Set(ids).size).toBe(1);
    expect(answers[0]?.bets).toHaveLength(2);
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('93'));
    const retry = await placeSlip(deps, userId, slip);
    expect(retry.bets.map((b) => b.id).join(',')).toBe(ids[0]);
    const reused = await refusal(placeSlip(deps, userId, { ...slip, stakes: ['3', '5'] }));
    expect(reused.code).toBe('CONFLICT');
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('93'));
  });

  it('never overdraws one balance under concurrent slips', async () => {
    const eventId = await liveEvent();
    const userId = await player('10');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => placeSlip(deps, userId, single(sel(eventId), '3'))),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    expect(accepted).toHaveLength(3);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(isAppError(o.reason) && o.reason.code).toBe('INSUFFICIENT_FUNDS');
        expect((o.reason as Error).message).toBe('Insufficient funds');
      }
    }
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('1'));
  });

  it('refuses a bet that would take a market past its liability limit', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    await setSportsBetSettings(
      database.db,
      { marketLiability: decimalToUnits('30').toString() },
      'test',
    );
    try {
      await placeSlip(deps, userId, single(sel(eventId, '2', 3800), '5'));
      const over = await refusal(placeSlip(deps, userId, single(sel(eventId, '2', 3800), '5')));
      expect(over.code).toBe('STAKE_TOO_HIGH');
    } finally {
      await setSportsBetSettings(database.db, { marketLiability: '25000000000000' }, 'test');
      forgetSportsBetSettings(database.db);
    }
  });
});

describe('settling', () => {
  it('voids only the bets inside a bet_cancel window, and reverses that when the cancel is rolled back', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const [early] = (await placeSlip(deps, userId, single(sel(eventId), '10'))).bets;
    await deliver(database.db, settlement, {
      type: 'odds_change',
      eventId,
      timestamp: T0 + 5000,
      eventStatus: LIVE,
      markets: markets({ home: 2000, draw: 3400, away: 3800 }),
    });
    const [late] = (await placeSlip(deps, userId, single(sel(eventId), '10'))).bets;
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('80'));
    // Bets accepted in [T0 + 5000, T0 + 9000) are void: the late one, refunded at once.
    const window = { startTime: T0 + 5000, endTime: T0 + 9000 };
    await deliver(database.db, settlement, {
      type: 'bet_cancel',
      eventId,
      timestamp: T0 + 10_000,
      marketIds: ['1x2'],
      ...window,
    });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    await deliver(database.db, settlement, {
      type: 'rollback_bet_cancel',
      eventId,
      timestamp: T0 + 11_000,
      marketIds: ['1x2'],
      ...window,
    });
    // Re-opened; the refund stands until the market settles, and no cash-out can pay on top.
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    expect(await quoteCashOut(deps, userId, late!.id)).toMatchObject({
      value: null,
      reason: 'settled',
    });
    await deliver(database.db, settlement, settle1x2(eventId, T0 + 12_000, '1'));
    // Both won at 2.00: 80 + 20 + 20, the refund reversed exactly.
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('120'));
    const entries = await database.db
      .selectFrom('sb_bet_payouts')
      .select(['bet_id', 'kind', 'amount'])
      .where('bet_id', 'in', [early!.id, late!.id])
      .orderBy('bet_id')
      .orderBy('seq')
      .execute();
    expect(entries.filter((e) => e.bet_id === late!.id).map((e) => [e.kind, e.amount])).toEqual([
      ['payout', decimalToUnits('10')],
      ['payout', decimalToUnits('20')],
      ['reversal', -decimalToUnits('10')],
    ]);
    expect(entries.filter((e) => e.bet_id === early!.id).map((e) => e.kind)).toEqual(['payout']);
    const row = await database.db
      .selectFrom('bets')
      .select(['game', 'credits_won', 'result', 'multiplier_e4', 'details'])
      .where('id', '=', late!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ game: 'sports', credits_won: decimalToUnits('20'), result: 'WIN' });
    expect(row.multiplier_e4).toBe(20_000n);
    expect(row.details).toMatchObject({
      kind: 'single',
      legs: [{ market_type: '1x2', outcome_id: '1', odds: 2000, result: 'won' }],
    });
  });

  it('counts a multi’s cancelled leg at 1.00', async () => {
    const first = await liveEvent();
    const second = await liveEvent();
    const userId = await player();
    const { bets } = await placeSlip(deps, userId, {
      mode: 'multi',
      slipId: randomUUID(),
      oddsChange: 'none',
      selections: [sel(first, '1'), sel(second, '2', 3800)],
      stake: '10',
    });
    expect(bets[0]).toMatchObject({ kind: 'multi', totalOdds: 7600, potentialPayout: '76' });
    await deliver(database.db, settlement, {
      type: 'bet_cancel',
      eventId: second,
      timestamp: T0 + 1000,
      marketIds: ['1x2'],
    });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    await deliver(database.db, settlement, settle1x2(first, T0 + 2000, '1'));
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('110'));
    const [bet] = await database.db
      .selectFrom('sb_bets')
      .select(['status', 'payout'])
      .where('id', '=', bets[0]!.id)
      .execute();
    expect(bet).toEqual({ status: 'won', payout: decimalToUnits('20') });
  });

  it('settles a bet once even when the settler runs concurrently', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    await placeSlip(deps, userId, single(sel(eventId, 'X', 3400), '10'));
    await Promise.all([
      deliver(database.db, settlement, settle1x2(eventId, T0 + 1000, 'X')),
      settlement.settleDue(),
      createSportsBetSettlement(deps).settleDue(),
      createSportsBetSettlement(deps).settleDue(),
    ]);
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('124'));
  });
  it('pays right after the ingest commit of a settlement when kicked with the applied message', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    await placeSlip(deps, userId, single(sel(eventId, 'X', 3400), '10'));
    const local = createSportsBetSettlement(deps);
    const odds = await ingestFeedMessage(
      database.db,
      { type: 'bet_stop', eventId, timestamp: T0 + 500 },
      [local.listener],
    );
    local.kick(odds?.applied);
    const settled = await ingestFeedMessage(database.db, settle1x2(eventId, T0 + 1000, 'X'), [
      local.listener,
    ]);
    expect(settled?.applied?.appliedMarketIds).toEqual(['1x2']);
    local.kick(settled?.applied);
    await vi.waitFor(
      async () => expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('124')),
      { timeout: 5000, interval: 20 },
    );
  });

  it('leaves a bet due when nothing paid it after the ingest (a crash), and the sweep pays it once, announcing it', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const [bet] = (await placeSlip(deps, userId, single(sel(eventId, '2', 3800), '10'))).bets;
    // Only the ingest ran: the leg's result is recorded, the bet is due, no money moved.
    await ingestFeedMessage(database.db, settle1x2(eventId, T0 + 1000, '2'), [settlement.listener]);
    const due = await database.db
      .selectFrom('sb_bets')
      .select(['status', 'settle_version', 'paid_version'])
      .where('id', '=', bet!.id)
      .executeTakeFirstOrThrow();
    expect(due).toEqual({ status: 'open', settle_version: 1, paid_version: 0 });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    const seen = recorded.length;
    const restarted = createSportsBetSettlement(deps);
    restarted.start(50);
    try {
      await vi.waitFor(
        async () => expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('128')),
        { timeout: 5000, interval: 50 },
      );
    } finally {
      restarted.stop();
    }
    await settlement.settleDue();
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('128'));
    const after = recorded.slice(seen);
    expect(after).toContainEqual(
      expect.objectContaining({
        to: '/games',
        event: 'bets:new',
        payload: expect.objectContaining({ id: bet!.id, game: 'sports', payout: '38' }),
      }),
    );
    expect(after).toContainEqual(
      expect.objectContaining({
        to: userId,
        event: 'sports:bet',
        payload: expect.objectContaining({ id: bet!.id, status: 'won', payout: '38' }),
      }),
    );
  });
});

describe('a loss limit', () => {
  /** The player's counted loss on the day the bet was placed (the route reserved the stake). */
  async function lostOn(userId: string, day: string) {
    const row = await database.db
      .selectFrom('responsible_gambling_usage')
      .select('lost')
      .where('user_id', '=', userId)
      .where(sql<boolean>`day = ${day}::date`)
      .executeTakeFirst();
    return row?.lost;
  }

  /**
   * As the slip's route leaves a bet of 10 for a player with a daily loss limit: the stake
   * counted lost on the day it was placed (returned).
   */
  async function limitedDay(userId: string, betId: string) {
    const placed = await database.db
      .selectFrom('sb_bets')
      .select('placed_at')
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    const day = placed.placed_at.toISOString().slice(0, 10);
    await database.db
      .insertInto('responsible_gambling_limits')
      .values({ user_id: userId, kind: 'loss', period: 'day', amount: decimalToUnits('500') })
      .execute();
    await database.db
      .insertInto('responsible_gambling_usage')
      .values({ user_id: userId, day, wagered: decimalToUnits('10'), lost: decimalToUnits('10') })
      .execute();
    forgetRestrictions(database.db);
    return day;
  }

  it('takes what a bet pays off the day it was placed, and a re-settlement by the difference', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const [bet] = (await placeSlip(deps, userId, single(sel(eventId, 'X', 3400), '10'))).bets;
    const day = await limitedDay(userId, bet!.id);

    await deliver(database.db, settlement, settle1x2(eventId, T0 + 1000, 'X'));
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('124'));
    // Won 34 on a stake of 10: the day is 24 up.
    expect(await lostOn(userId, day)).toBe(-decimalToUnits('24'));

    await resettle(eventId, T0 + 2000, '1');
    // Re-settled as lost: the payout is reversed and the stake counts as lost again.
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('90'));
    expect(await lostOn(userId, day)).toBe(decimalToUnits('10'));
  });

  it('takes a partial cash-out off the day at once, then the settlement, and a re-settlement by the difference', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const [bet] = (await placeSlip(deps, userId, single(sel(eventId), '10'))).bets;
    const day = await limitedDay(userId, bet!.id);
    await homeShortens(eventId, T0 + 1000);
    await cashOut(deps, userId, bet!.id, { requestId: randomUUID(), stake: '4', value: '5' });
    // 5.06666666 back on a stake of 10, while 6 still ride: the room is there now, not later.
    expect(await lostOn(userId, day)).toBe(decimalToUnits('4.93333334'));

    await deliver(database.db, settlement, settle1x2(eventId, T0 + 2000, '1'));
    // The 6 left pay 12: 17.06666666 back on 10.
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('107.06666666'));
    expect(await lostOn(userId, day)).toBe(-decimalToUnits('7.06666666'));

    await resettle(eventId, T0 + 3000, '2');
    // Lost after all: only the cash-out came back.
    expect(await lostOn(userId, day)).toBe(decimalToUnits('4.93333334'));
  });
});

describe('cashing out', () => {
  it('quotes from the current odds less the margin, pays a part and then the rest, and the settlement pays nothing more', async () => {
    const eventId = await liveEvent();
    const userId = await player();
    const [bet] = (await placeSlip(deps, userId, single(sel(eventId), '10'))).bets;
    await homeShortens(eventId, T0 + 1000);
    // 10 × 2.00 / 1.50 × 0.95 = 12.66666666
    expect(await quoteCashOut(deps, userId, bet!.id)).toEqual({
      betId: bet!.id,
      value: '12.66666666',
      reason: null,
    });
    const tooHigh = await refusal(
      cashOut(deps, userId, bet!.id, { requestId: randomUUID(), stake: '4', value: '6' }),
    );
    expect(tooHigh).toMatchObject({ code: 'CASH_OUT_CHANGED', data: { value: '5.06666666' } });
    const requestId = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        cashOut(deps, userId, bet!.id, { requestId, stake: '4', value: '5' }),
      ),
    );
    expect(new Set(copies.map((c) => c.paid))).toEqual(new Set(['5.06666666']));
    expect(copies[0]?.bet).toMatchObject({ stake: '6', status: 'open', cashedOut: '5.06666666' });
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('95.06666666'));

    // During a bet_stop: no offer, and a cash-out is refused.
    await deliver(database.db, settlement, { type: 'bet_stop', eventId, timestamp: T0 + 2000 });
    expect(await quoteCashOut(deps, userId, bet!.id)).toMatchObject({
      value: null,
      reason: 'suspended',
    });
    expect(
      (await refusal(cashOut(deps, userId, bet!.id, { requestId: randomUUID(), value: '1' }))).code,
    ).toBe('CASH_OUT_UNAVAILABLE');
    await homeShortens(eventId, T0 + 3000);
    const rest = await cashOut(deps, userId, bet!.id, { requestId: randomUUID(), value: '7.6' });
    expect(rest).toMatchObject({ paid: '7.6', bet: { status: 'cashed_out', stake: '0' } });
    expect(rest.bet.payout).toBe('12.66666666');
    await deliver(database.db, settlement, settle1x2(eventId, T0 + 4000, '1'));
    expect(await creditsOf(database.db, userId)).toBe(decimalToUnits('102.66666666'));
    const row = await database.db
      .selectFrom('bets')
      .select(['credits_won', 'amount', 'result'])
      .where('id', '=', bet!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      credits_won: decimalToUnits('12.66666666'),
      amount: decimalToUnits('10'),
      result: 'WIN',
    });
    expect(
      (await refusal(cashOut(deps, userId, bet!.id, { requestId: randomUUID(), value: '1' }))).code,
    ).toBe('CASH_OUT_UNAVAILABLE');
  });

  it('is the owner’s only: another player gets 404 for the quote and the cash-out', async () => {
    const eventId = await liveEvent();
    const owner = await player();
    const other = await player();
    const [bet] = (await placeSlip(deps, owner, single(sel(eventId), '10'))).bets;
    expect((await refusal(quoteCashOut(deps, other, bet!.id))).code).toBe('NOT_FOUND');
    expect(
      (await refusal(cashOut(deps, other, bet!.id, { requestId: randomUUID(), value: '1' }))).code,
    ).toBe('NOT_FOUND');
    expect(await creditsOf(database.db, owner)).toBe(decimalToUnits('90'));
    expect(await creditsOf(database.db, other)).toBe(decimalToUnits('100'));
  });
});
