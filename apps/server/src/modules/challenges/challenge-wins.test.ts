import { describe, expect, it } from 'vitest';
import { qualifies } from './challenge-wins';
import type { ChallengeRow } from './challenges.repository';

const USD = 100_000_000n;
const challenge: ChallengeRow = {
  id: 'c',
  number: 1,
  title: 'First to hit 100× on Plinko with at least $0.10',
  title_is_custom: false,
  game: 'plinko',
  min_multiplier_x100: 10_000n,
  min_stake: USD / 10n,
  prize: 50n * USD,
  starts_at: new Date('2026-11-01T00:00:00Z'),
  ends_at: null,
  cancelled_at: null,
  winner_id: null,
  won_at: null,
  won_stake: null,
  won_payout: null,
};
const play = (stakeCredits: bigint, stakeFreebets: bigint, payout: bigint) => ({
  userId: 'u',
  game: 'plinko' as const,
  stakeCredits,
  stakeFreebets,
  payout,
  at: new Date('2026-11-26T00:00:00Z'),
});

describe('which bet wins a challenge', () => {
  it('reads the multiplier on the whole stake: free bets cannot inflate it', () => {
    // $0.10 credits + $0.90 free bets paid $10: a 10× bet, not the 100× that credits alone suggest.
    expect(qualifies(challenge, play(USD / 10n, (USD * 9n) / 10n, 10n * USD))).toBe(false);
    // $0.10 credits + $0.90 free bets paid $100: 100× of the whole stake wins.
    expect(qualifies(challenge, play(USD / 10n, (USD * 9n) / 10n, 100n * USD))).toBe(true);
  });

  it('needs the minimum in credits, the game and the challenge running', () => {
    expect(qualifies(challenge, play(USD / 20n, USD / 20n, 10n * USD))).toBe(false);
    expect(qualifies(challenge, { ...play(USD, 0n, 100n * USD), game: 'dice' as never })).toBe(
      false,
    );
    expect(
      qualifies(challenge, { ...play(USD, 0n, 100n * USD), at: new Date('2026-10-01T00:00:00Z') }),
    ).toBe(false);
    expect(qualifies(challenge, play(USD, 0n, 100n * USD))).toBe(true);
  });
});
