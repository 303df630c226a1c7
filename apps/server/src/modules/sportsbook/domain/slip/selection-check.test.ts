import { describe, expect, it } from 'vitest';
import type { Market } from '../types';
import { checkSelection, checkSlipShape } from './selection-check';

const market = (status: Market['status'] = 'active', odds = 1900, isActive = true): Market => ({
  id: '1x2',
  type: '1x2',
  specifier: '',
  status,
  outcomes: [
    { id: '1', odds, isActive },
    { id: 'X', odds: 3400, isActive: true },
    { id: '2', odds: 4200, isActive: true },
  ],
});
const LIVE = { status: 'live' as const, startsAt: 0 };
const check = (over: Partial<Parameters<typeof checkSelection>[0]>) =>
  checkSelection({
    event: LIVE,
    market: market(),
    outcomeId: '1',
    requestedOdds: 1900,
    policy: 'none',
    now: 1000,
    ...over,
  });

describe('selection check', () => {
  it('takes an unchanged price on an active market', () => {
    expect(check({})).toEqual({ ok: true, odds: 1900 });
  });
  it('applies the player’s odds-change choice, always at the current price', () => {
    expect(check({ market: market('active', 2000) })).toEqual({
      ok: false,
      reason: 'odds_changed',
      currentOdds: 2000,
    });
    expect(check({ market: market('active', 2000), policy: 'accept_higher' })).toEqual({
      ok: true,
      odds: 2000,
    });
    expect(check({ market: market('active', 1800), policy: 'accept_higher' })).toEqual({
      ok: false,
      reason: 'odds_changed',
      currentOdds: 1800,
    });
    expect(check({ market: market('active', 1800), policy: 'accept_any' })).toEqual({
      ok: true,
      odds: 1800,
    });
  });
  it('refuses suspended, closed and unknown markets and inactive outcomes', () => {
    expect(check({ market: market('suspended') })).toEqual({
      ok: false,
      reason: 'market_suspended',
    });
    expect(check({ market: market('settled') })).toEqual({ ok: false, reason: 'market_closed' });
    expect(check({ market: market('cancelled') })).toEqual({ ok: false, reason: 'market_closed' });
    expect(check({ market: undefined })).toEqual({ ok: false, reason: 'market_not_found' });
    expect(check({ market: market('active', 1900, false), policy: 'accept_any' })).toEqual({
      ok: false,
      reason: 'outcome_inactive',
    });
    expect(check({ outcomeId: 'Y' })).toEqual({ ok: false, reason: 'outcome_inactive' });
  });
  it('refuses an event past its start that is not live yet, and a finished one', () => {
    expect(check({ event: { status: 'pre_match', startsAt: 1000 }, now: 1000 })).toEqual({
      ok: false,
      reason: 'event_started',
    });
    expect(check({ event: { status: 'pre_match', startsAt: 5000 }, now: 1000 })).toEqual({
      ok: true,
      odds: 1900,
    });
    expect(check({ event: { status: 'ended', startsAt: 0 } })).toEqual({
      ok: false,
      reason: 'event_closed',
    });
  });
});

describe('slip shape', () => {
  it('takes one leg as a single and 2–20 legs of different events as a multi', () => {
    expect(checkSlipShape('single', [{ eventId: 'a' }])).toEqual({ ok: true });
    expect(checkSlipShape('single', [{ eventId: 'a' }, { eventId: 'b' }])).toEqual({
      ok: false,
      reason: 'too_many_legs',
    });
    expect(checkSlipShape('multi', [{ eventId: 'a' }, { eventId: 'b' }])).toEqual({ ok: true });
    expect(checkSlipShape('multi', [{ eventId: 'a' }])).toEqual({
      ok: false,
      reason: 'empty_slip',
    });
    expect(checkSlipShape('multi', [])).toEqual({ ok: false, reason: 'empty_slip' });
    expect(checkSlipShape('multi', [{ eventId: 'a' }, { eventId: 'a' }])).toEqual({
      ok: false,
      reason: 'same_event_in_multi',
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ eventId: `e${i}` }));
    expect(checkSlipShape('multi', many)).toEqual({ ok: false, reason: 'too_many_legs' });
  });
});
