import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits, walletBalance, walletPost } from './wallet.int-helpers';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** The net of every recorded posting of a player's pocket, by entry kind. */
async function recordedNet(userId: string, pocket: string, kinds: string[]) {
  const row = await database.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select([
      sql<string>`coalesce(sum(p.amount), 0)::text`.as('net'),
      sql<string>`count(distinct e.id)::text`.as('entries'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.pocket', '=', pocket)
    .where('e.kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  return { net: BigInt(row.net), entries: Number(row.entries) };
}

describe('200 concurrent vault and tip requests on one player, over HTTP', () => {
  it('never spends twice; the balances are the start plus what the recorded entries say', async () => {
    const player = await signUp(server);
    const friends = [await signUp(server), await signUp(server)];
    await fund(database.db, player.user.id, '50');
    // 200 requests asking for 4 + 3 + 2 + 1 dollars in turn (500 in all) against 50 held: tips
    // leave, deposits go to the vault, withdrawals come back from it.
    const requests = Array.from({ length: 200 }, (_, i) => {
      const amount = String((i % 4) + 1);
      switch (i % 4) {
        case 0:
        case 1:
          return walletPost(server, player.accessToken, 'tip', {
            userId: friends[i % 2]?.user.id,
            amount,
          });
        case 2:
          return walletPost(server, player.accessToken, 'vault', { target: 'vault', amount });
        default:
          return walletPost(server, player.accessToken, 'vault', {
            target: 'balance',
            amount,
            password: player.password,
          });
      }
    });
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 403)).toBe(true);
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThan(0);

    const credits = await pocketUnits(database.db, player.user.id, 'credits');
    const vault = await pocketUnits(database.db, player.user.id, 'vault');
    const start = 5_000_000_000n;
    const moved = await recordedNet(player.user.id, 'credits', ['tip', 'vault']);
    const vaultMoved = await recordedNet(player.user.id, 'vault', ['vault']);
    expect(credits).toBe(start + moved.net);
    expect(vault).toBe(vaultMoved.net);
    expect(moved.entries).toBe(statuses.filter((s) => s === 200).length);
    // Money only moved between the player, the vault and the friends: none created or lost.
    const received = await Promise.all(
      friends.map((f) => pocketUnits(database.db, f.user.id, 'credits')),
    );
    expect(credits + vault + received.reduce((a, b) => a + b, 0n)).toBe(start);
    expect(credits).toBeGreaterThanOrEqual(0n);
    expect(vault).toBeGreaterThanOrEqual(0n);
    await expectLedgerConsistent(database.db);
  });
});

describe('Idempotency-Key', () => {
  it('moves money once when the same tip arrives 10 times at once; all get the same answer', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '10');
    const headers = { 'idempotency-key': 'tip-retry-1' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        walletPost(
          server,
          alice.accessToken,
          'tip',
          { userId: bob.user.id, amount: '2.5' },
          headers,
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body))).toEqual(
      new Set([JSON.stringify({ success: true, credits: '7.5' })]),
    );
    expect(await walletBalance(server, bob.accessToken)).toMatchObject({ credits: '2.5' });
    // Without the header, each request is its own operation.
    await walletPost(server, alice.accessToken, 'tip', { userId: bob.user.id, amount: '2.5' });
    await walletPost(server, alice.accessToken, 'tip', { userId: bob.user.id, amount: '2.5' });
    expect(await walletBalance(server, alice.accessToken)).toMatchObject({ credits: '2.5' });
    // The same key for a different operation is refused and moves nothing.
    const reused = await walletPost(
      server,
      alice.accessToken,
      'tip',
      { userId: bob.user.id, amount: '1' },
      headers,
    );
    expect(reused.statusCode).toBe(409);
    const malformed = await walletPost(
      server,
      alice.accessToken,
      'tip',
      { userId: bob.user.id, amount: '1' },
      { 'idempotency-key': 'has space' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(await walletBalance(server, alice.accessToken)).toMatchObject({ credits: '2.5' });
    await expectLedgerConsistent(database.db);
  });

  it('moves money once for a vault withdrawal sent 10 times at once, keys scoped per player', async () => {
    const [alice, bob] = [await signUp(server), await signUp(server)];
    await fund(database.db, alice.user.id, '10');
    await fund(database.db, bob.user.id, '10');
    const deposit = { target: 'vault', amount: '6' };
    const key = { 'idempotency-key': 'vault-1' };
    await walletPost(server, alice.accessToken, 'vault', deposit, key);
    // Bob's identical key is his own operation.
    await walletPost(server, bob.accessToken, 'vault', deposit, key);
    const withdraw = { target: 'balance', amount: '4', password: alice.password };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        walletPost(server, alice.accessToken, 'vault', withdraw, { 'idempotency-key': 'vault-2' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await walletBalance(server, alice.accessToken)).toMatchObject({
      credits: '8',
      vault: '2',
    });
    expect(await walletBalance(server, bob.accessToken)).toMatchObject({
      credits: '4',
      vault: '6',
    });
    await expectLedgerConsistent(database.db);
  });
});
