import type { SbEventDetail, SbEventUpdate, SbMarket } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { mergeEventDetail, mergeEventList, oddsTrend } from './event-cache';
import { upsertBet, type MyBetsData } from './my-bets-cache';

const market = (id: string, odds: number, status: SbMarket['status'] = 'active'): SbMarket => ({
  id,
  type: id.split('|')[0] ?? id,
  specifier: id.split('|')[1] ?? '',
  status,
  outcomes: [{ id: 'over', odds, active: true }],
});
const event: SbEventDetail = {
  id: 'e1',
  sport: 'football',
  competition: { id: 'c1', sport: 'football', name: 'League', country: 'GB' },
  home: 'A',
  away: 'B',
  startsAt: '2026-11-26T18:00:00.000Z',
  status: 'pre_match',
  score: null,
  periods: [],
  clock: null,
  mainMarket: market('1x2', 2000),
  marketCount: 2,
  markets: [market('1x2', 2000), market('total|total=2.5', 1900)],
};
const update: SbEventUpdate = {
  eventId: 'e1',
  status: 'live',
  score: { home: 1, away: 0 },
  periods: [[1, 0]],
  clock: { elapsedSeconds: 600, period: 1, isRunning: true },
  markets: [market('total|total=2.5', 1650, 'suspended'), market('total|total=3.5', 2600)],
};

describe('sports:event merging', () => {
  it('rewrites the event state and merges markets by id', () => {
    const merged = mergeEventDetail(event, update);
    expect(merged.status).toBe('live');
    expect(merged.score).toEqual({ home: 1, away: 0 });
    expect(merged.markets.map((m) => [m.id, m.status, m.outcomes[0]?.odds])).toEqual([
      ['1x2', 'active', 2000],
      ['total|total=2.5', 'suspended', 1650],
      ['total|total=3.5', 'active', 2600],
    ]);
    expect(mergeEventDetail(event, { ...update, eventId: 'other' })).toBe(event);
  });

  it('updates a list row and its main market only', () => {
    const [row] = mergeEventList([event], { ...update, markets: [market('1x2', 2300)] });
    expect(row?.mainMarket?.outcomes[0]?.odds).toBe(2300);
    expect(row?.clock?.elapsedSeconds).toBe(600);
  });

  it('flashes up or down only on a change', () => {
    expect(oddsTrend(2000, 2100)).toBe('up');
    expect(oddsTrend(2000, 1900)).toBe('down');
    expect(oddsTrend(2000, 2000)).toBeNull();
    expect(oddsTrend(undefined, 2000)).toBeNull();
  });
});

describe('sports:bet in My bets', () => {
  const bet = (id: string, status: 'open' | 'won') =>
    ({ id, status }) as unknown as Parameters<typeof upsertBet>[1];
  const data = (ids: string[]): MyBetsData => ({
    pages: [{ bets: ids.map((id) => bet(id, 'open')), nextCursor: null }],
    pageParams: [undefined],
  });

  it('moves a settled bet from Open to Settled', () => {
    const settled = bet('b1', 'won');
    expect(upsertBet(data(['b1', 'b2']), settled, 'open')?.pages[0]?.bets.map((b) => b.id)).toEqual(
      ['b2'],
    );
    expect(upsertBet(data(['b9']), settled, 'settled')?.pages[0]?.bets.map((b) => b.id)).toEqual([
      'b1',
      'b9',
    ]);
  });

  it('puts a new open bet first and replaces a known one in place', () => {
    expect(
      upsertBet(data(['b2']), bet('b1', 'open'), 'open')?.pages[0]?.bets.map((b) => b.id),
    ).toEqual(['b1', 'b2']);
    expect(
      upsertBet(data(['b2', 'b1']), bet('b1', 'open'), 'open')?.pages[0]?.bets.map((b) => b.id),
    ).toEqual(['b2', 'b1']);
  });
});
