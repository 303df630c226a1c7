import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#app/errors/app-error';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { houseAccount, playerAccount, shardFor } from './accounts';
import { expectLedgerConsistent, fundPlayer, testPlayers } from './ledger.testing';
import { balanceAfter, postEntry, postEntryInTransaction } from './ledger.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await expectLedgerConsistent(database.db);
});
afterAll(async () => database.drop());

async function balance(key: ReturnType<typeof playerAccount>): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', key.userId)
    .where('pocket', '=', key.pocket)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

function tip(from: string, to: string, amount: bigint, id = randomUUID()) {
  return {
    db: database.db,
    idempotencyKey: `tip:${id}`,
    kind: 'tip',
    reference: id,
    postings: [
      { account: playerAccount(from, 'credits'), amount: -amount },
      { account: playerAccount(to, 'credits'), amount },
    ],
  };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('postEntry', () => {
  it('moves money between pockets, opening accounts on first use', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 1_000n });
    const result = await postEntry(tip(alice, bob, 300n));
    expect(result.replayed).toBe(false);
    expect(balanceAfter(result, playerAccount(alice, 'credits'))).toBe(700n);
    expect(balanceAfter(result, playerAccount(bob, 'credits'))).toBe(300n);
    expect([...result.balances.values()].sort()).toEqual([300n, 700n]);
    expect(await balance(playerAccount(bob, 'credits'))).toBe(300n);
  });

  it('refuses a debit below zero with INSUFFICIENT_FUNDS, writes nothing, keeps the key usable', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 100n });
    const id = randomUUID();
    const error = await rejection(postEntry(tip(alice, bob, 101n, id)));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.statusCode).toBe(403);
    expect(await balance(playerAccount(alice, 'credits'))).toBe(100n);
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('idempotency_key', '=', `tip:${id}`)
      .execute();
    expect(entries).toEqual([]);

    await fundPlayer({ db: database.db, userId: alice, amount: 1n });
    const retried = await postEntry(tip(alice, bob, 101n, id));
    expect(retried.replayed).toBe(false);
    expect(await balance(playerAccount(alice, 'credits'))).toBe(0n);
  });

  it('lets a house account go negative, never a player account, even written directly', async () => {
    const player = randomUUID();
    await fundPlayer({ db: database.db, userId: player, amount: 50n, pocket: 'gold' });
    const house = await database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('house_kind', '=', 'gold_issuance')
      .where('shard', '=', shardFor(player))
      .executeTakeFirstOrThrow();
    expect(house.balance).toBeLessThanOrEqual(-50n);
    await expect(
      database.db
        .updateTable('ledger_accounts')
        .set({ balance: -1n })
        .where('user_id', '=', player)
        .execute(),
    ).rejects.toThrow(/ledger_accounts_balance_check/);
  });

  it('applies several postings on one account in order, so a stake cannot be paid by its own win', async () => {
    const [player = ''] = await testPlayers(database.db, 1);
    const bankroll = houseAccount('bankroll', shardFor(player));
    const credits = playerAccount(player, 'credits');
    const bet = (id: string) => ({
      db: database.db,
      idempotencyKey: `bet:${id}`,
      kind: 'bet',
      postings: [
        { account: credits, amount: -10n },
        { account: bankroll, amount: 10n },
        { account: credits, amount: 25n },
        { account: bankroll, amount: -25n },
      ],
    });
    expect((await rejection(postEntry(bet(randomUUID())))).code).toBe('INSUFFICIENT_FUNDS');
    await fundPlayer({ db: database.db, userId: player, amount: 10n });
    const result = await postEntry(bet(randomUUID()));
    expect(
      result.postings.filter((p) => p.account.owner === 'player').map((p) => p.balanceAfter),
    ).toEqual([0n, 25n]);
    expect(balanceAfter(result, credits)).toBe(25n);
  });

  it('replays a retried key: same result, nothing moved', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 1_000n });
    const request = tip(alice, bob, 400n);
    const first = await postEntry(request);
    await fundPlayer({ db: database.db, userId: alice, amount: 5n });
    const again = await postEntry(request);
    expect(again.replayed).toBe(true);
    expect(again.entryId).toBe(first.entryId);
    // The first result, not today's balances: every caller of one key sees the same answer.
    expect(again.balances).toEqual(first.balances);
    expect(again.postings).toEqual(first.postings);
    expect(await balance(playerAccount(alice, 'credits'))).toBe(605n);
  });

  it('refuses a reused key that asks for something else with CONFLICT', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 1_000n });
    const id = randomUUID();
    await postEntry(tip(alice, bob, 10n, id));
    const error = await rejection(postEntry(tip(alice, bob, 11n, id)));
    expect(error.code).toBe('CONFLICT');
    expect(await balance(playerAccount(alice, 'credits'))).toBe(990n);
  });

  it('rejects a malformed entry as an internal error before touching anything', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    const unbalanced = tip(alice, bob, 10n);
    unbalanced.postings[1] = { account: playerAccount(bob, 'credits'), amount: 9n };
    const error = await rejection(postEntry(unbalanced));
    expect(error.code).toBe('INTERNAL');
    expect(error.options.internal).toMatch(/sum to -1/);
  });

  it('posts inside a caller transaction and disappears with its rollback', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 100n });
    const { db: _db, ...request } = tip(alice, bob, 60n);
    const failure = database.db.transaction().execute(async (trx) => {
      const result = await postEntryInTransaction({ trx, ...request });
      expect(result.replayed).toBe(false);
      throw new Error('the bet failed after the stake was taken');
    });
    await expect(failure).rejects.toThrow(/bet failed/);
    expect(await balance(playerAccount(alice, 'credits'))).toBe(100n);
    expect((await postEntry(tip(alice, bob, 60n))).replayed).toBe(false);
  });
});

describe('postEntry under concurrency', () => {
  it('moves money once when the same key arrives 10 times at once; every caller gets one answer', async () => {
    const [alice = '', bob = ''] = await testPlayers(database.db, 2);
    await fundPlayer({ db: database.db, userId: alice, amount: 1_000n });
    const request = tip(alice, bob, 250n);
    const results = await Promise.all(Array.from({ length: 10 }, () => postEntry(request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const first = results.find((r) => !r.replayed);
    for (const r of results) {
      expect(r.entryId).toBe(first?.entryId);
      expect(r.balances).toEqual(first?.balances);
    }
    expect(await balance(playerAccount(alice, 'credits'))).toBe(750n);
    expect(await balance(playerAccount(bob, 'credits'))).toBe(250n);
  });
});
