import { floats, roulettePocket } from '@tengu/fairness';
import { describe, expect, it } from 'vitest';
import {
  allBets,
  betNumbers,
  DEFAULT_SCHEDULE,
  isBettingOpen,
  payoutToOne,
  roundAt,
  roundPocket,
  roundTimes,
  RouletteBetError,
  settleBet,
  settleRound,
  shrineRouletteMeta,
  type RouletteBet,
} from './index';

const STAKE = 100_000_000n; // $1

// One winning and one losing pocket for every kind of bet, with its payout to one.
const cases: [RouletteBet, number, number, number][] = [
  [{ kind: 'straight', number: 17 }, 17, 16, 35],
  [{ kind: 'straight', number: 0 }, 0, 1, 35],
  [{ kind: 'split', numbers: [8, 11] }, 11, 9, 17],
  [{ kind: 'split', numbers: [0, 2] }, 0, 3, 17],
  [{ kind: 'street', street: 12 }, 35, 33, 11],
  [{ kind: 'trio', numbers: [0, 2, 3] }, 3, 1, 11],
  [{ kind: 'corner', numbers: [5, 6, 8, 9] }, 8, 7, 8],
  [{ kind: 'firstFour' }, 0, 4, 8],
  [{ kind: 'sixLine', line: 2 }, 9, 3, 5],
  [{ kind: 'column', column: 3 }, 36, 35, 2],
  [{ kind: 'dozen', dozen: 2 }, 24, 25, 2],
  [{ kind: 'red' }, 1, 2, 1],
  [{ kind: 'black' }, 2, 0, 1],
  [{ kind: 'odd' }, 35, 0, 1],
  [{ kind: 'even' }, 36, 0, 1],
  [{ kind: 'low' }, 18, 19, 1],
  [{ kind: 'high' }, 19, 0, 1],
];

describe('Shrine Roulette bets', () => {
  it.each(cases)('%j pays its standard odds', (bet, win, lose, toOne) => {
    expect(payoutToOne(bet)).toBe(toOne);
    expect(settleBet(bet, STAKE, win)).toBe(STAKE * BigInt(toOne + 1));
    expect(settleBet(bet, STAKE, lose)).toBe(0n);
  });

  it('has the 157 positions of the layout, each returning exactly 36/37', () => {
    const bets = allBets();
    expect(bets).toHaveLength(157);
    for (const bet of bets) {
      let returned = 0n;
      for (let pocket = 0; pocket < 37; pocket++) returned += settleBet(bet, 37n, pocket);
      // 37 spins of 37 units: the bet covering n numbers wins n times, each paying 37 · 36/n.
      expect(returned).toBe(36n * 37n);
    }
    expect(shrineRouletteMeta.rtpTarget).toBeCloseTo((36 / 37) * 100, 1);
  });

  it('refuses bets the table does not have', () => {
    const bad: RouletteBet[] = [
      { kind: 'straight', number: 37 },
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: [1, 5] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'trio', numbers: [0, 1, 3] },
      { kind: 'street', street: 13 },
      { kind: 'sixLine', line: 12 },
      { kind: 'dozen', dozen: 0 },
      { kind: 'column', column: 1.5 },
    ];
    for (const bet of bad)
      expect(() => betNumbers(bet), JSON.stringify(bet)).toThrow(RouletteBetError);
  });

  it('settles every player of a round against the one pocket', () => {
    const results = settleRound(
      [
        { id: 'a', bet: { kind: 'red' }, stake: 5n },
        { id: 'b', bet: { kind: 'straight', number: 7 }, stake: 2n },
        { id: 'c', bet: { kind: 'black' }, stake: 5n },
      ],
      7,
    );
    expect(results).toEqual([
      { id: 'a', returned: 10n },
      { id: 'b', returned: 72n },
      { id: 'c', returned: 0n },
    ]);
  });
});

describe('Shrine Roulette rounds', () => {
  const epoch = DEFAULT_SCHEDULE.epochMs;

  it('numbers rounds from the clock: a 30 s window, the spin when it closes', () => {
    expect(roundAt(epoch + 45_000)).toEqual({
      roundId: 1,
      opensAt: epoch + 30_000,
      closesAt: epoch + 60_000,
      spinsAt: epoch + 60_000,
    });
    expect(roundAt(epoch + 60_000).roundId).toBe(2);
    expect(isBettingOpen(1, epoch + 59_999)).toBe(true);
    expect(isBettingOpen(1, epoch + 60_000)).toBe(false);
    expect(isBettingOpen(2, epoch + 59_999)).toBe(false);
  });

  it('with a shorter betting window, a moment after closing belongs to the next round', () => {
    const schedule = { epochMs: 0, roundMs: 30_000, bettingMs: 25_000 };
    expect(roundAt(26_000, schedule)).toMatchObject({ roundId: 1, opensAt: 30_000 });
    expect(roundTimes(3, schedule)).toMatchObject({ opensAt: 90_000, closesAt: 115_000 });
  });

  it('draws the pocket from the provably fair stream, the same for everyone', () => {
    const input = { serverSeed: 'table-seed', tableId: 'Shrine-Roulette', roundId: 1234 };
    const pocket = roundPocket(input);
    expect(pocket).toBe(roundPocket({ ...input }));
    const [f] = floats({
      serverSeed: 'table-seed',
      clientSeed: 'Shrine-Roulette',
      nonce: 1234,
      count: 1,
    });
    expect(pocket).toBe(roulettePocket(f as number));
    expect(pocket).toBeGreaterThanOrEqual(0);
    expect(pocket).toBeLessThan(37);
  });
});
