import type { RaffleDrawDetail } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { checkDraw } from './verify-draw';

// packages/fairness/src/raffle.test.ts's vector: seed 'a'×64 over four players.
const DRAW: RaffleDrawDetail = {
  week: '2026-11-20',
  server_seed: 'a'.repeat(64),
  server_seed_hash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
  seed_committed_at: '2026-11-13T10:00:00.000Z',
  public_value: 'b5a7e9dfd987a8a2a1870e0c81e0dac770c1a4991e2d7a4fd7b16c6c2ed050ab',
  public_value_source: 'ticket-table-sha256',
  closed_at: '2026-11-27T00:05:00.000Z',
  drawn_at: '2026-11-27T00:05:00.000Z',
  total_tickets: 100,
  ranges: [
    { username: 'alice', first: 1, count: 50 },
    { username: 'bob', first: 51, count: 30 },
    { username: 'carol', first: 81, count: 15 },
    { username: 'dave', first: 96, count: 5 },
  ],
  winners: [
    { place: 1, username: 'bob', ticket: 56, prize_amount: '1500' },
    { place: 2, username: 'alice', ticket: 14, prize_amount: '1150' },
    { place: 3, username: 'carol', ticket: 81, prize_amount: '750' },
    { place: 4, username: 'dave', ticket: 97, prize_amount: '675' },
  ],
};

describe('checkDraw (the /raffle page verify button)', () => {
  it('confirms a genuine draw', () => {
    expect(checkDraw(DRAW)).toEqual({
      isSeedCommitted: true,
      isPublicValueChecked: true,
      isWinnersMatch: true,
      winners: 4,
    });
  });

  it('catches a swapped winner, a changed table and a seed that was not committed', () => {
    const swapped = {
      ...DRAW,
      winners: [DRAW.winners[1]!, DRAW.winners[0]!, ...DRAW.winners.slice(2)],
    };
    expect(checkDraw(swapped).isWinnersMatch).toBe(false);
    const grown = { ...DRAW, ranges: [...DRAW.ranges, { username: 'eve', first: 101, count: 1 }] };
    expect(checkDraw(grown).isPublicValueChecked).toBe(false);
    expect(checkDraw({ ...DRAW, server_seed_hash: '0'.repeat(64) }).isSeedCommitted).toBe(false);
  });
});
