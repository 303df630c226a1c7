import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '#app/db/database';
import { isAppError } from '#app/errors/app-error';
import { playDice } from '#app/modules/games/dice/dice.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

// Two replicas: each process coalesces its own bets, so one player's bets can sit in batches
// of both at once. The seed row lock alone must keep nonces unique and contiguous.
const USD = 100_000_000n;
let database: TestDatabase;
let replica: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  replica = createDatabase({ connectionString: database.url, poolSize: 5 });
});
afterAll(async () => {
  await replica.close();
  await database.drop();
});

describe('concurrent bets on one player through two replicas', () => {
  it('are serialised by the seed row lock', async () => {
    const [userId = ''] = await testPlayers(database.db, 1);
    await fundPlayer({ db: database.db, userId, amount: 20n * USD });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        playDice({
          db: i % 2 ? replica.db : database.db,
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
    expect(accepted).toBeGreaterThan(20);
    expect(rows.map((r) => r.nonce)).toEqual(Array.from({ length: accepted }, (_, i) => i));
    await expectLedgerConsistent(database.db);
  }, 60_000);
});
