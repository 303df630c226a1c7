import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  accountKeyText,
  houseAccount,
  playerAccount,
  shardFor,
  type StandardPocket,
} from './accounts';
import type { PostingInput } from './entry-validation';
import { runLedgerCheck } from './ledger-check';
import { postEntry } from './ledger.service';
import { fundPlayer } from './ledger.testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const PLAYERS = 3;
const USD_POCKETS: StandardPocket[] = ['credits', 'vault', 'freebets'];
const START = 1_000n;

const amount = fc.bigInt({ min: 1n, max: 700n });
const player = fc.nat({ max: PLAYERS - 1 });
/** A transfer between two players' dollar pockets (a tip, a vault deposit when it is one player). */
const transfer = fc.record({
  type: fc.constant('transfer' as const),
  from: player,
  fromPocket: fc.constantFrom(...USD_POCKETS),
  to: player,
  toPocket: fc.constantFrom(...USD_POCKETS),
  amount,
  copies: fc.integer({ min: 1, max: 3 }),
});
/** An operator-style adjustment of one pocket against the house, in either direction. */
const adjustment = fc.record({
  type: fc.constant('adjust' as const),
  player,
  pocket: fc.constantFrom<StandardPocket>(...USD_POCKETS, 'gold'),
  amount,
  isDebit: fc.boolean(),
  copies: fc.integer({ min: 1, max: 3 }),
});
type ArbitraryValue<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Operation = ArbitraryValue<typeof transfer> | ArbitraryValue<typeof adjustment>;

function postingsOf(op: Operation, users: string[]): PostingInput[] {
  const user = (i: number) => users[i] ?? '';
  if (op.type === 'transfer') {
    return [
      { account: playerAccount(user(op.from), op.fromPocket), amount: -op.amount },
      { account: playerAccount(user(op.to), op.toPocket), amount: op.amount },
    ];
  }
  const delta = op.isDebit ? -op.amount : op.amount;
  const house = op.pocket === 'gold' ? 'gold_issuance' : 'bonus_expense';
  return [
    { account: playerAccount(user(op.player), op.pocket), amount: delta },
    { account: houseAccount(house, shardFor(user(op.player))), amount: -delta },
  ];
}

describe('ledger invariants under random concurrent operations', () => {
  it('keeps every invariant, counts each key once, and never lets a player go negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(transfer, adjustment), { minLength: 1, maxLength: 20 }),
        async (ops) => {
          const users = Array.from({ length: PLAYERS }, () => randomUUID());
          for (const userId of users) await fundPlayer({ db: database.db, userId, amount: START });

          // Every operation is sent 1-3 times with one key, all at once, as retries would arrive.
          const expected = new Map<string, bigint>();
          const attempts = ops.map(async (op, i) => {
            const postings = postingsOf(op, users);
            const request = {
              db: database.db,
              idempotencyKey: `${op.type}:${i}:${users[0]}`,
              kind: op.type,
              postings,
            };
            const outcomes = await Promise.allSettled(
              Array.from({ length: op.copies }, () => postEntry(request)),
            );
            for (const o of outcomes) {
              if (o.status === 'rejected')
                expect(isAppError(o.reason) && o.reason.code).toBe('INSUFFICIENT_FUNDS');
            }
            const applied = outcomes.filter((o) => o.status === 'fulfilled' && !o.value.replayed);
            expect(applied.length).toBeLessThanOrEqual(1);
            if (applied.length === 1) {
              for (const p of postings) {
                const key = accountKeyText(p.account);
                expected.set(key, (expected.get(key) ?? 0n) + p.amount);
              }
            }
          });
          await Promise.all(attempts);

          const rows = await database.db
            .selectFrom('ledger_accounts')
            .select(['user_id', 'pocket', 'balance'])
            .where('user_id', 'in', users)
            .execute();
          for (const row of rows) {
            const key = `player:${row.user_id}:${row.pocket}`;
            const start = row.pocket === 'credits' ? START : 0n;
            expect(row.balance).toBeGreaterThanOrEqual(0n);
            expect(row.balance).toBe(start + (expected.get(key) ?? 0n));
          }
          const report = await runLedgerCheck(database.db);
          expect(report.violations).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
