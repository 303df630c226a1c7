import { describe, expect, it } from 'vitest';
import { addSettledBet, EMPTY_SESSION, MAX_HISTORY_POINTS } from './session-stats';

describe('Live Stats session', () => {
  it('sums profit and wagered exactly and counts wins and losses', () => {
    let stats = addSettledBet(EMPTY_SESSION, { id: 'a', amount: '0.1', payout: '0.198' });
    stats = addSettledBet(stats, { id: 'b', amount: '0.2', payout: '0' });
    stats = addSettledBet(stats, { id: 'c', amount: '1', payout: '1' });
    expect(stats.profit).toBe('-0.102');
    expect(stats.wagered).toBe('1.3');
    expect(stats.wins).toBe(1);
    expect(stats.losses).toBe(1);
    expect(stats.history).toEqual([0.098, -0.102, -0.102]);
  });

  it('counts a bet announced twice once', () => {
    const once = addSettledBet(EMPTY_SESSION, { id: 'a', amount: '5', payout: '10' });
    expect(addSettledBet(once, { id: 'a', amount: '5', payout: '10' })).toBe(once);
  });

  it('keeps the latest chart points only', () => {
    let stats = EMPTY_SESSION;
    for (let i = 0; i < MAX_HISTORY_POINTS + 5; i += 1) {
      stats = addSettledBet(stats, { id: String(i), amount: '1', payout: '2' });
    }
    expect(stats.history).toHaveLength(MAX_HISTORY_POINTS);
    expect(stats.history.at(-1)).toBe(MAX_HISTORY_POINTS + 5);
  });
});
