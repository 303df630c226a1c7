import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs } from '#test/process';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { houseAccount, playerAccount, shardFor } from './accounts';
import { runLedgerCheck } from './ledger-check';
import { postEntry } from './ledger.service';
import { fundPlayer } from './ledger.testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** `npm run ledger:check` against the test database: its exit code and output. */
async function runCli(): Promise<{ code: number | null; output: string }> {
  const child = spawnTs('apps/server/src/modules/ledger/cli/ledger-check.ts', [], {
    DATABASE_URL: database.url,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, output };
}

/** Two players on different house shards, so the report has shards to sum. */
function playersOnTwoShards(): [string, string] {
  const first = randomUUID();
  let second = randomUUID();
  while (shardFor(second) === shardFor(first)) second = randomUUID();
  return [first, second];
}

describe('ledger check', () => {
  it('passes on an empty ledger', async () => {
    const report = await runLedgerCheck(database.db);
    expect(report).toMatchObject({ entries: 0n, postings: 0n, isOk: true, violations: [] });
  });

  it('summarises a healthy ledger: currencies at zero, house accounts summed over shards', async () => {
    const [alice, bob] = playersOnTwoShards();
    await fundPlayer({ db: database.db, userId: alice, amount: 300_000_000n });
    await fundPlayer({ db: database.db, userId: bob, amount: 200_000_000n });
    await fundPlayer({ db: database.db, userId: bob, amount: 7n, pocket: 'gold' });
    await postEntry({
      db: database.db,
      idempotencyKey: `bet:${randomUUID()}`,
      kind: 'bet',
      postings: [
        { account: playerAccount(alice, 'credits'), amount: -100_000_000n },
        { account: houseAccount('bankroll', shardFor(alice)), amount: 100_000_000n },
      ],
    });

    const report = await runLedgerCheck(database.db);
    expect(report.violations).toEqual([]);
    expect(report).toMatchObject({ entries: 4n, postings: 8n, accounts: { players: 3n } });
    expect(report.currencies).toEqual([
      { currency: 'GOLD', total: 0n, players: 7n },
      { currency: 'USD', total: 0n, players: 400_000_000n },
    ]);
    expect(report.house).toEqual([
      { kind: 'bankroll', currency: 'USD', balance: 100_000_000n, shards: 1 },
      { kind: 'bonus_expense', currency: 'USD', balance: -500_000_000n, shards: 2 },
      { kind: 'gold_issuance', currency: 'GOLD', balance: -7n, shards: 1 },
    ]);

    const cli = await runCli();
    expect(cli.code).toBe(0);
    expect(cli.output).toContain('ledger check: OK');
    expect(cli.output).toContain('house bonus_expense: -5.00000000 USD over 2 shard(s)');
  });

  it('finds a balance written outside the ledger and an entry that does not balance; the CLI exits 1', async () => {
    const player = randomUUID();
    await fundPlayer({ db: database.db, userId: player, amount: 100n });
    const account = await database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', player)
      .executeTakeFirstOrThrow();
    // A balance changed without a posting: exactly what "nothing else writes balances" forbids.
    await sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE id = ${account.id}`.execute(
      database.db,
    );
    const lonely = await database.db
      .insertInto('ledger_entries')
      .values({ idempotency_key: 'bad:1', kind: 'bad', reference: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('ledger_postings')
      .values({
        entry_id: lonely.id,
        seq: 0,
        account_id: account.id,
        amount: 5n,
        balance_after: 0n,
      })
      .execute();
    await sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account.id}`.execute(
      database.db,
    );

    const report = await runLedgerCheck(database.db);
    expect(report.isOk).toBe(false);
    expect(report.violations).toEqual([
      `entry ${lonely.id}: 1 posting(s)`,
      `entry ${lonely.id}: USD sums to 5`,
      `account ${account.id}: balance 106 but its postings sum to 105`,
      'USD: all accounts sum to 6, not 0',
    ]);

    const cli = await runCli();
    expect(cli.code).toBe(1);
    expect(cli.output).toContain('ledger check: FAILED');
    expect(cli.output).toContain(`VIOLATION account ${account.id}`);
  });

  it('finds a posting without its entry and a bet without its player or seed pair', async () => {
    // The bet path's foreign keys are declared, not enforced per row (ADR 012): the check proves them.
    await database.db
      .insertInto('ledger_postings')
      .values({ entry_id: 9_000_000_000n, seq: 0, account_id: 1n, amount: 1n, balance_after: 1n })
      .execute();
    const betId = randomUUID();
    const userId = randomUUID();
    await sql`
      INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
                        freebets_won, result, multiplier_e4, details, seed_id, nonce)
      VALUES (${betId}, ${userId}, 'dice', 1, 1, 0, 0, 0, 'LOSS', 0, '{}', 9000000000, 1)`.execute(
      database.db,
    );

    const report = await runLedgerCheck(database.db);
    expect(report.isOk).toBe(false);
    expect(report.violations).toEqual(
      expect.arrayContaining([
        'posting 9000000000/0: entry 9000000000 does not exist',
        `bet ${betId}: player ${userId} does not exist`,
      ]),
    );
  });
});
