import { describe, expect, it } from 'vitest';
import type { FeedMessage, OddsChangeMessage } from './feed-messages';
import { legResultOf, outcomeSettlementOf } from './leg-settlement';
import {
  type EventFeedState,
  applyFeedMessage,
  emptyEventFeedState,
  isInVoidWindow,
} from './market-state';

const EVENT = 'ev-1';
const oddsChange = (
  timestamp: number,
  status: 'active' | 'suspended' = 'active',
  home = 1900,
): OddsChangeMessage => ({
  type: 'odds_change',
  eventId: EVENT,
  timestamp,
  markets: [
    {
      marketId: 'total|total=2.5',
      type: 'total',
      specifier: 'total=2.5',
      status,
      outcomes: [
        { id: 'over', odds: home, isActive: true },
        { id: 'under', odds: 1900, isActive: true },
      ],
    },
  ],
});
const settle = (timestamp: number, overWins = true): FeedMessage => ({
  type: 'bet_settlement',
  eventId: EVENT,
  timestamp,
  markets: [
    {
      marketId: 'total|total=2.5',
      outcomes: [
        { id: 'over', result: overWins ? 1 : 0, voidFactor: 0 },
        { id: 'under', result: overWins ? 0 : 1, voidFactor: 0 },
      ],
    },
  ],
});
const MARKET = 'total|total=2.5';

function run(messages: FeedMessage[], from: EventFeedState = emptyEventFeedState(EVENT)) {
  let state = from;
  const verdicts = [];
  for (const m of messages) {
    const applied = applyFeedMessage(state, m);
    state = applied.state;
    verdicts.push(...applied.verdicts.map((v) => ('reason' in v ? v.reason : v.verdict)));
  }
  return { state, verdicts, market: state.markets[MARKET] };
}

describe('feed reducer: odds and bet stops', () => {
  it('opens a market, moves its odds and ignores a re-delivered odds_change', () => {
    const r = run([oddsChange(1), oddsChange(2, 'active', 1800), oddsChange(2, 'active', 1800)]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'duplicate']);
    expect(r.market?.outcomes[0]?.odds).toBe(1800);
    expect(r.market?.status).toBe('active');
  });
  it('refuses odds older than the last ones (stale)', () => {
    const r = run([oddsChange(5, 'active', 1800), oddsChange(4, 'active', 2500)]);
    expect(r.verdicts).toEqual(['applied', 'stale']);
    expect(r.market?.outcomes[0]?.odds).toBe(1800);
  });
  it('suspends every market on a bet_stop and re-opens on the next odds_change', () => {
    const stop: FeedMessage = { type: 'bet_stop', eventId: EVENT, timestamp: 2 };
    const r = run([oddsChange(1), stop, stop]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'duplicate']);
    expect(r.market?.status).toBe('suspended');
    const reopened = run([oddsChange(3)], r.state);
    expect(reopened.market?.status).toBe('active');
    // A late bet_stop older than the re-opening does not suspend again.
    const late = run([{ type: 'bet_stop', eventId: EVENT, timestamp: 2 }], reopened.state);
    expect(late.verdicts).toEqual(['stale']);
    expect(late.market?.status).toBe('active');
  });
  it('refuses messages for another event and unknown markets', () => {
    const r = run([oddsChange(1)]);
    const other = applyFeedMessage(r.state, { ...settle(2), eventId: 'ev-2' });
    expect(other.verdicts).toEqual([
      { marketId: MARKET, verdict: 'refused', reason: 'wrong_event' },
    ]);
    expect(other.state).toBe(r.state);
    const unknown = run(
      [{ type: 'rollback_bet_settlement', eventId: EVENT, timestamp: 3, marketIds: ['btts'] }],
      r.state,
    );
    expect(unknown.verdicts).toEqual(['unknown_market']);
  });
  it('keeps the live score from the newest odds_change', () => {
    const withStatus = (timestamp: number, home: number): FeedMessage => ({
      ...oddsChange(timestamp),
      eventStatus: {
        status: 'live',
        score: { home, away: 0 },
        periods: [],
        clock: { elapsedSeconds: timestamp * 60, period: 1, isRunning: true },
      },
    });
    const r = run([withStatus(10, 1), withStatus(9, 0)]);
    expect(r.state.eventStatus?.score.home).toBe(1);
  });
});

describe('feed reducer: settlement, cancellation and rollbacks', () => {
  it('settles once; a re-delivery is a duplicate and a different result needs a rollback', () => {
    const r = run([oddsChange(1), settle(10), settle(10), settle(11), settle(12, false)]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'duplicate', 'duplicate', 'already_settled']);
    expect(r.market?.status).toBe('settled');
    expect(r.market?.settlement?.find((o) => o.id === 'over')?.result).toBe(1);
  });
  it('closes a settled market to odds and bet stops', () => {
    const r = run([
      oddsChange(1),
      settle(10),
      oddsChange(11),
      { type: 'bet_stop', eventId: EVENT, timestamp: 12, marketIds: [MARKET] },
    ]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'market_closed', 'market_closed']);
    expect(r.market?.status).toBe('settled');
  });
  it('refuses an incomplete or malformed settlement', () => {
    const partial: FeedMessage = {
      type: 'bet_settlement',
      eventId: EVENT,
      timestamp: 10,
      markets: [{ marketId: MARKET, outcomes: [{ id: 'over', result: 1, voidFactor: 0 }] }],
    };
    const r = run([oddsChange(1), partial]);
    expect(r.verdicts).toEqual(['applied', 'bad_settlement']);
    expect(r.market?.status).toBe('active');
  });
  it('rolls a settlement back and accepts the corrected one, ignoring the old rollback re-delivered', () => {
    const rollback: FeedMessage = {
      type: 'rollback_bet_settlement',
      eventId: EVENT,
      timestamp: 20,
      marketIds: [MARKET],
    };
    const r = run([oddsChange(1), settle(10), rollback, rollback, settle(30, false), rollback]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'applied', 'duplicate', 'applied', 'stale']);
    expect(r.market?.status).toBe('settled');
    expect(r.market?.settlement?.find((o) => o.id === 'under')?.result).toBe(1);
    const notSettled = run([{ ...rollback, timestamp: 40 }], run([oddsChange(1)]).state);
    expect(notSettled.verdicts).toEqual(['not_settled']);
  });
  it('cancels even a settled market and restores it on rollback_bet_cancel', () => {
    const cancel: FeedMessage = {
      type: 'bet_cancel',
      eventId: EVENT,
      timestamp: 20,
      marketIds: [MARKET],
    };
    const r = run([oddsChange(1), settle(10), cancel, cancel, { ...cancel, timestamp: 21 }]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'applied', 'duplicate', 'duplicate']);
    expect(r.market?.status).toBe('cancelled');
    expect(r.market?.cancellation).toMatchObject({ before: { status: 'settled' } });
    const closed = run([settle(25), oddsChange(26)], r.state);
    expect(closed.verdicts).toEqual(['market_closed', 'market_closed']);
    const restored = run(
      [{ type: 'rollback_bet_cancel', eventId: EVENT, timestamp: 30, marketIds: [MARKET] }],
      r.state,
    );
    expect(restored.verdicts).toEqual(['applied']);
    expect(restored.market?.status).toBe('settled');
    expect(restored.market?.settlement).toHaveLength(2);
  });
  it('voids only the bets of a time window and keeps the market trading and settling', () => {
    const windowed: FeedMessage = {
      type: 'bet_cancel',
      eventId: EVENT,
      timestamp: 20,
      marketIds: [MARKET],
      startTime: 5,
      endTime: 8,
    };
    const r = run([
      oddsChange(1),
      windowed,
      { ...windowed, timestamp: 21 },
      oddsChange(22),
      settle(30),
    ]);
    expect(r.verdicts).toEqual(['applied', 'applied', 'duplicate', 'applied', 'applied']);
    expect(r.market?.status).toBe('settled');
    expect(r.market?.voidWindows).toEqual([{ startTime: 5, endTime: 8 }]);
    expect(isInVoidWindow(5, r.market?.voidWindows ?? [])).toBe(true);
    expect(isInVoidWindow(8, r.market?.voidWindows ?? [])).toBe(false);
    expect(isInVoidWindow(4, [{ endTime: 5 }])).toBe(true);
    const rolledBack = run(
      [
        {
          type: 'rollback_bet_cancel',
          eventId: EVENT,
          timestamp: 40,
          marketIds: [MARKET],
          startTime: 5,
          endTime: 8,
        },
      ],
      r.state,
    );
    expect(rolledBack.verdicts).toEqual(['applied']);
    expect(rolledBack.market?.voidWindows).toEqual([]);
    expect(rolledBack.market?.status).toBe('settled');
    const nothing = run(
      [
        {
          type: 'rollback_bet_cancel',
          eventId: EVENT,
          timestamp: 50,
          marketIds: [MARKET],
          startTime: 1,
          endTime: 2,
        },
      ],
      rolledBack.state,
    );
    expect(nothing.verdicts).toEqual(['not_cancelled']);
  });
});

describe('UOF result and void factor', () => {
  it('maps both ways for the five leg results', () => {
    for (const leg of ['win', 'loss', 'void', 'half_win', 'half_loss'] as const) {
      expect(legResultOf(outcomeSettlementOf('x', leg))).toBe(leg);
    }
    expect(legResultOf({ result: 1, voidFactor: 0.5 })).toBe('half_win');
    expect(legResultOf({ result: 0, voidFactor: 0.5 })).toBe('half_loss');
    expect(legResultOf({ result: 1, voidFactor: 1 })).toBe('void');
  });
});
