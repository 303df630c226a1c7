import type { SbMarket } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptPrices,
  applyOddsChanged,
  mergeSlipWithMarkets,
  multiProblem,
  potentialPayout,
  selectionKey,
  slipIdFor,
  singlesPayout,
  slipRequest,
  toggleSelection,
  totalOdds,
  totalStake,
  type SlipSelection,
} from './slip-rules';

const pick = (eventId: string, outcomeId = '1', odds = 2000, marketId = '1x2'): SlipSelection => ({
  eventId,
  marketId,
  outcomeId,
  marketType: '1x2',
  specifier: '',
  odds,
  previousOdds: null,
  isSuspended: false,
  sport: 'football',
  home: 'A',
  away: 'B',
  isLive: false,
});

describe('bet slip', () => {
  it('adds, replaces within one market and removes on a second click', () => {
    let slip = toggleSelection([], pick('e1', '1'));
    slip = toggleSelection(slip, pick('e2', 'X'));
    expect(slip.map(selectionKey)).toEqual(['e1/1x2/1', 'e2/1x2/X']);
    slip = toggleSelection(slip, pick('e1', '2'));
    expect(slip.map(selectionKey)).toEqual(['e1/1x2/2', 'e2/1x2/X']);
    slip = toggleSelection(slip, pick('e1', '2'));
    expect(slip.map(selectionKey)).toEqual(['e2/1x2/X']);
  });

  it('keeps at most 20 selections', () => {
    let slip: SlipSelection[] = [];
    for (let i = 0; i < 25; i += 1) slip = toggleSelection(slip, pick(`e${i}`));
    expect(slip).toHaveLength(20);
  });

  it('refuses a multi of one leg or of two legs of the same event', () => {
    expect(multiProblem([pick('e1')])).toBe('too_few');
    expect(multiProblem([pick('e1'), pick('e1', 'over', 1900, 'total|total=2.5')])).toBe(
      'same_event',
    );
    expect(multiProblem([pick('e1'), pick('e2')])).toBeNull();
  });

  it('multiplies the odds and the payout as the server does (rounded down once)', () => {
    expect(totalOdds([{ odds: 1850 }, { odds: 2100 }])).toBe(3885);
    expect(totalOdds([{ odds: 1333 }, { odds: 1333 }, { odds: 1333 }])).toBe(2368);
    expect(potentialPayout('10', [1850, 2100])).toBe('38.85');
    expect(potentialPayout('0.00000001', [1500])).toBe('0.00000001');
    expect(potentialPayout('abc', [1500])).toBeNull();
    expect(potentialPayout('0', [1500])).toBeNull();
    expect(totalStake(['1.5', '2'])).toBe('3.5');
    expect(singlesPayout(['10', '', '1'], [1850, 3000, 1333])).toBe('19.833');
    expect(totalStake(['1.5', ''])).toBeNull();
  });

  it('follows live prices and suspensions, remembering the price before the move', () => {
    const market = (odds: number, status: SbMarket['status'] = 'active'): SbMarket => ({
      id: '1x2',
      type: '1x2',
      specifier: '',
      status,
      outcomes: [{ id: '1', odds, active: true }],
    });
    let slip = mergeSlipWithMarkets([pick('e1'), pick('e2')], 'e1', [market(2100)], true);
    expect(slip[0]).toMatchObject({ odds: 2100, previousOdds: 2000, isLive: true });
    expect(slip[1]).toMatchObject({ odds: 2000, previousOdds: null });
    slip = mergeSlipWithMarkets(slip, 'e1', [market(2200, 'suspended')]);
    expect(slip[0]).toMatchObject({ odds: 2200, previousOdds: 2000, isSuspended: true });
    expect(acceptPrices(slip)[0]?.previousOdds).toBeNull();
    // Back at the price the player took: nothing to accept any more.
    slip = mergeSlipWithMarkets(slip, 'e1', [market(2000)]);
    expect(slip[0]).toMatchObject({ odds: 2000, previousOdds: null, isSuspended: false });
  });

  it('takes the new prices of an ODDS_CHANGED answer by selection index', () => {
    const slip = applyOddsChanged([pick('e1'), pick('e2')], {
      selections: [
        { index: 1, odds: 1750 },
        { index: 0, odds: null },
      ],
    });
    expect(slip[0]?.isSuspended).toBe(true);
    expect(slip[1]).toMatchObject({ odds: 1750, previousOdds: 2000 });
  });

  it('builds the request only when every stake is valid and nothing is suspended', () => {
    const selections = [pick('e1'), pick('e2')];
    const stakes = { [selectionKey(pick('e1'))]: '1', [selectionKey(pick('e2'))]: '2.5' };
    expect(slipRequest({ mode: 'singles', selections, stakes, multiStake: '' }, 'none')).toEqual({
      mode: 'singles',
      oddsChange: 'none',
      selections: [
        { eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2000 },
        { eventId: 'e2', marketId: '1x2', outcomeId: '1', odds: 2000 },
      ],
      stakes: ['1', '2.5'],
    });
    expect(
      slipRequest({ mode: 'multi', selections, stakes, multiStake: '5' }, 'accept_any'),
    ).toMatchObject({ mode: 'multi', stake: '5' });
    expect(slipRequest({ mode: 'multi', selections, stakes, multiStake: '' }, 'none')).toBeNull();
    const suspended = [{ ...pick('e1'), isSuspended: true }, pick('e2')];
    expect(
      slipRequest({ mode: 'multi', selections: suspended, stakes, multiStake: '5' }, 'none'),
    ).toBeNull();
  });

  it('keeps the slipId across retries of one attempt and makes a new one for a new attempt', () => {
    let n = 0;
    const newId = () => `id-${(n += 1)}`;
    const first = slipIdFor(null, 'a', newId);
    expect(slipIdFor(first, 'a', newId)).toEqual({ slipId: 'id-1', fingerprint: 'a' });
    expect(slipIdFor(first, 'b', newId)).toEqual({ slipId: 'id-2', fingerprint: 'b' });
  });
});

describe('sports home tab query', async () => {
  const { sportsTabOf } = await import('./sports-tabs');
  it('opens the named tab, tolerating case and spaces, and Live now otherwise', () => {
    expect(sportsTabOf('upcoming')).toBe('upcoming');
    expect(sportsTabOf('Football')).toBe('football');
    expect(sportsTabOf('my bets')).toBe('my-bets');
    expect(sportsTabOf('Sports Betting')).toBe('live');
    expect(sportsTabOf(null)).toBe('live');
  });
});

describe('odds-change choice', async () => {
  const { needsAcceptance } = await import('./slip-rules');
  const moved = (from: number, to: number) => [{ ...pick('e1'), previousOdds: from, odds: to }];
  it('asks only for the moves the choice does not take', () => {
    expect(needsAcceptance(moved(2000, 2100), 'none')).toBe(true);
    expect(needsAcceptance(moved(2000, 2100), 'accept_higher')).toBe(false);
    expect(needsAcceptance(moved(2000, 1900), 'accept_higher')).toBe(true);
    expect(needsAcceptance(moved(2000, 1900), 'accept_any')).toBe(false);
    expect(needsAcceptance([pick('e1')], 'none')).toBe(false);
  });
});
