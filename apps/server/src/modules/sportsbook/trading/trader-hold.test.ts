import { describe, expect, it } from 'vitest';
import { emptyEventFeedState, type EventFeedState, type MarketState } from '../domain';
import { applyHold, releaseHold, type TraderHold } from './trader-hold';

const market = (id: string, status: MarketState['status']): MarketState => ({
  id,
  type: '1x2',
  specifier: '',
  status,
  outcomes: [],
  oddsTimestamp: 0,
  settlement: null,
  cancellation: null,
  voidWindows: [],
  lastSettlementMessage: null,
  settlementTimestamp: 0,
});

const stateOf = (...markets: MarketState[]): EventFeedState => ({
  ...emptyEventFeedState('e'),
  markets: Object.fromEntries(markets.map((m) => [m.id, m])),
});

const mark = { by: 'console:t', at: '2026-11-30T09:30:00.000Z', reason: 'r' };

describe('trader hold', () => {
  it('shows held active markets suspended and recovers the feed view exactly', () => {
    const feed = stateOf(market('a', 'active'), market('b', 'suspended'), market('c', 'active'));
    const hold: TraderHold = { event: null, markets: { a: mark, b: mark }, flipped: [] };
    const shown = applyHold(feed, hold);
    expect(Object.values(shown.state.markets).map((m) => m.status)).toEqual([
      'suspended',
      'suspended',
      'active',
    ]);
    expect(shown.hold?.flipped).toEqual(['a']);
    expect(releaseHold(shown.state, shown.hold)).toEqual(feed);
  });

  it('an event hold covers every market and leaves settled ones alone; no hold stores null', () => {
    const feed = stateOf(market('a', 'active'), market('s', 'settled'));
    const shown = applyHold(feed, { event: mark, markets: {}, flipped: [] });
    expect(shown.state.markets.s?.status).toBe('settled');
    expect(shown.state.markets.a?.status).toBe('suspended');
    expect(applyHold(feed, { event: null, markets: {}, flipped: [] })).toEqual({
      state: feed,
      hold: null,
    });
  });
});
