import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import { playDice } from '#app/modules/games/dice/dice.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

// Without the in-process lane, as with bets arriving at several replicas: the seed row lock
// alone must keep nonces unique and contiguous.
const bypass = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./player-lane', () => ({
  inPlayerLane: <T>(_userId: string, work: () => Promise<T>) => {
    bypass.calls += 1;
    return work();
  },
}));

const USD = 100_000_000n;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('concurrent bets on one player without the lane', () => {
  it('are serialised by the seed row lock', async () => {
    const [userId = ''] = await testPlayers(database.db, 1);
    await fundPlayer({ db: database.db, userId, amount: 20n * USD });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        playDice({
          db: database.db,
          userId,
          request: { amount: '1', target: 50.5, condition: 'over' },
          maxProfit: 10_000n * USD,
        }),
      ),
    );
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(isAppError(o.reason) && o.reason.code, String(o.reason)).toBe('INSUFFICIENT_FUNDS');
      }
    }
    const rows = await database.db
      .selectFrom('bets')
      .select('nonce')
      .where('user_id', '=', userId)
      .orderBy('nonce')
      .execute();
    const accepted = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(rows.map((r) => r.nonce)).toEqual(Array.from({ length: accepted }, (_, i) => i));
    expect(bypass.calls).toBe(40);
    await expectLedgerConsistent(database.db);
  }, 60_000);
});
