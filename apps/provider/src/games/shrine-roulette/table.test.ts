import { describe, expect, it } from 'vitest';
import {
  canMoveBet,
  planSettlement,
  tableMoment,
  tableSchedule,
  type StoredTableBet,
  type TableBetState,
} from './index';

const bet = (over: Partial<StoredTableBet> & Pick<StoredTableBet, 'player' | 'bet'>) =>
  ({
    transactionUuid: `${over.player}-${Math.random()}`,
    stake: 100_000n,
    state: 'accepted',
    createdAt: 0,
    ...over,
  }) as StoredTableBet;

describe('the shared table clock', () => {
  const schedule = tableSchedule({ roundMs: 30_000 });
  const epoch = schedule.epochMs;

  it('runs 22 s of betting then 8 s of spin in every 30 s round, the same for everyone', () => {
    expect(schedule.bettingMs).toBe(22_000);
    expect(tableMoment(epoch + 30_000 * 7 + 5_000, schedule)).toEqual({
      roundId: 7,
      phase: 'betting',
      opensAt: epoch + 210_000,
      closesAt: epoch + 232_000,
      nextOpensAt: epoch + 240_000,
    });
    expect(tableMoment(epoch + 232_000 - 1, schedule).phase).toBe('betting');
    expect(tableMoment(epoch + 232_000, schedule)).toMatchObject({ roundId: 7, phase: 'spinning' });
    expect(tableMoment(epoch + 240_000, schedule)).toMatchObject({ roundId: 8, phase: 'betting' });
  });

  it('takes short rounds for tests and refuses schedules that leave no betting', () => {
    expect(tableSchedule({ roundMs: 4_000 })).toMatchObject({ roundMs: 4_000, bettingMs: 3_000 });
    expect(tableSchedule({ roundMs: 4_000, spinMs: 1_500 }).bettingMs).toBe(2_500);
    expect(() => tableSchedule({ roundMs: 500 })).toThrow(RangeError);
    expect(() => tableSchedule({ roundMs: 4_000, spinMs: 4_000 })).toThrow(RangeError);
  });
});

describe('a table bet’s states', () => {
  it('leaves pending once, and a bet claimed for rollback can only be rolled back', () => {
    const all: TableBetState[] = [
      'pending',
      'accepted',
      'refused',
      'failed',
      'rolling_back',
      'rolled_back',
    ];
    const allowed = all.flatMap((from) =>
      all.filter((to) => canMoveBet(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending→accepted',
        'pending→refused',
        'pending→failed',
        'pending→rolling_back',
        'rolling_back→rolled_back',
      ].sort(),
    );
  });
});

describe('settling a round', () => {
  it('pays each player once: the sum of their accepted bets against the one pocket', () => {
    const bets = [
      bet({
        player: 'ann',
        bet: { kind: 'red' },
        stake: 500_000n,
        createdAt: 2,
        transactionUuid: 'a2',
      }),
      bet({
        player: 'ann',
        bet: { kind: 'straight', number: 7 },
        stake: 100_000n,
        createdAt: 1,
        transactionUuid: 'a1',
      }),
      bet({ player: 'ann', bet: { kind: 'dozen', dozen: 3 }, stake: 100_000n, createdAt: 3 }),
      bet({ player: 'bob', bet: { kind: 'black' }, stake: 200_000n, transactionUuid: 'b1' }),
      bet({ player: 'bob', bet: { kind: 'odd' }, stake: 100_000n, createdAt: 5 }),
      bet({ player: 'bob', bet: { kind: 'column', column: 1 }, stake: 100_000n, createdAt: 6 }),
    ];
    // 7: red, odd, first dozen, first column.
    expect(planSettlement(bets, 7)).toEqual([
      // red pays 2×, straight 36×, the third dozen loses.
      {
        player: 'ann',
        stake: 700_000n,
        win: 1_000_000n + 3_600_000n,
        referenceTransactionUuid: 'a1',
      },
      // black loses, odd pays 2×, the first column 3×.
      { player: 'bob', stake: 400_000n, win: 200_000n + 300_000n, referenceTransactionUuid: 'b1' },
    ]);
  });

  it('closes a lost round with a win of 0 and ignores bets that were not accepted', () => {
    const bets = [
      bet({ player: 'cat', bet: { kind: 'even' }, transactionUuid: 'c1' }),
      bet({ player: 'cat', bet: { kind: 'straight', number: 0 }, state: 'rolled_back' }),
      bet({ player: 'dan', bet: { kind: 'straight', number: 0 }, state: 'refused' }),
      bet({ player: 'eve', bet: { kind: 'low' }, state: 'failed' }),
    ];
    expect(planSettlement(bets, 0)).toEqual([
      { player: 'cat', stake: 100_000n, win: 0n, referenceTransactionUuid: 'c1' },
    ]);
  });

  it('refuses to settle while a bet is still waiting for the casino', () => {
    const bets = [bet({ player: 'fay', bet: { kind: 'red' }, state: 'pending' })];
    expect(() => planSettlement(bets, 1)).toThrow(/pending/);
  });

  it('returns 36/37 of the stakes over the 37 pockets for every kind of bet', () => {
    const kinds: StoredTableBet['bet'][] = [
      { kind: 'straight', number: 17 },
      { kind: 'split', numbers: [17, 20] },
      { kind: 'corner', numbers: [17, 18, 20, 21] },
      { kind: 'street', street: 6 },
      { kind: 'sixLine', line: 6 },
      { kind: 'dozen', dozen: 2 },
      { kind: 'column', column: 2 },
      { kind: 'red' },
      { kind: 'high' },
    ];
    for (const kind of kinds) {
      let paid = 0n;
      for (let pocket = 0; pocket < 37; pocket++) {
        paid += planSettlement([bet({ player: 'p', bet: kind, stake: 37n })], pocket)[0]?.win ?? 0n;
      }
      expect(paid, JSON.stringify(kind)).toBe(36n * 37n);
    }
  });
});
