import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { houseAccount, playerAccount, shardFor } from './accounts';
import { expectLedgerConsistent, fundPlayer, testPlayers } from './ledger.testing';
import { postEntry } from './ledger.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('200 concurrent debits and transfers on one player', () => {
  it('never spends the same money twice and ends where the recorded entries say', async () => {
    const player = randomUUID();
    const friends = await testPlayers(database.db, 3);
    const start = 5_000n;
    await fundPlayer({ db: database.db, userId: player, amount: start });
    const credits = playerAccount(player, 'credits');

    // Amounts 1..100 twice: 10,100 asked for against 5,000 held, so many must be refused.
    const operations = Array.from({ length: 200 }, (_, i) => {
      const amount = BigInt((i % 100) + 1);
      const id = randomUUID();
      const counterpart =
        i % 2 === 0
          ? houseAccount('bankroll', shardFor(player))
          : playerAccount(friends[i % friends.length] ?? player, 'credits');
      const kind = i % 2 === 0 ? 'bet' : 'tip';
      return postEntry({
        db: database.db,
        idempotencyKey: `${kind}:${id}`,
        kind,
        reference: id,
        postings: [
          { account: credits, amount: -amount },
          { account: counterpart, amount },
        ],
      }).then(() => amount);
    });
    const outcomes = await Promise.allSettled(operations);

    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const o of refused) {
      expect(isAppError(o.reason) && o.reason.code).toBe('INSUFFICIENT_FUNDS');
    }
    const spent = outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value : 0n), 0n);
    expect(refused.length).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(start);

    const account = await database.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('user_id', '=', player)
      .where('pocket', '=', 'credits')
      .executeTakeFirstOrThrow();
    const recorded = await database.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
      .select([
        sql<string>`coalesce(sum(p.amount), 0)::text`.as('moved'),
        sql<bigint>`count(*)`.as('n'),
      ])
      .where('p.account_id', '=', account.id)
      .where('e.kind', 'in', ['bet', 'tip'])
      .executeTakeFirstOrThrow();
    expect(account.balance).toBe(start - spent);
    expect(account.balance).toBe(start + BigInt(recorded.moved));
    expect(recorded.n).toBe(BigInt(outcomes.length - refused.length));
    expect(account.balance).toBeGreaterThanOrEqual(0n);
    await expectLedgerConsistent(database.db);
  });
});
