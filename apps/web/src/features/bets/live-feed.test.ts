import { describe, expect, it } from 'vitest';
import { RECENT_BETS_LIMIT, type PublicBetPayload } from '@tengu/shared';
import { isHighRoller, mergeFeed } from './live-feed';

const bet = (id: string, second: number, amount = '1'): PublicBetPayload => ({
  id,
  game: 'dice',
  player: 'p',
  amount,
  multiplier: 2,
  payout: '2',
  created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, second)).toISOString(),
});

describe('mergeFeed', () => {
  it('puts the bets loaded on arrival under the live ones, each bet once, newest first', () => {
    const live = [bet('c', 30), bet('b', 20)];
    const loaded = [bet('b', 20), bet('a', 10)];
    expect(mergeFeed(live, loaded).map((b) => b.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the table at its length', () => {
    const loaded = Array.from({ length: RECENT_BETS_LIMIT }, (_, i) => bet(`l${i}`, 0));
    const merged = mergeFeed([bet('new', 59)], loaded);
    expect(merged).toHaveLength(RECENT_BETS_LIMIT);
    expect(merged[0]?.id).toBe('new');
  });

  it('shows the live bets alone until the list has loaded', () => {
    expect(mergeFeed([bet('x', 1)], undefined).map((b) => b.id)).toEqual(['x']);
  });
});

describe('isHighRoller', () => {
  it('counts bets of $100 and more, cents included', () => {
    expect(isHighRoller(bet('a', 0, '100'))).toBe(true);
    expect(isHighRoller(bet('b', 0, '99.99999999'))).toBe(false);
    expect(isHighRoller(bet('c', 0, '100.5'))).toBe(true);
  });
});
