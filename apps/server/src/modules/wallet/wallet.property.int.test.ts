import { unitsToDecimal } from '@tengu/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { isAppError } from '#app/errors/app-error';
import {
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { adjustBalance } from '#app/modules/admin/admin.service';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits, walletPost } from './wallet.int-helpers';

/**
 * Issue 4's property test, through the real code paths: vault moves and tips over HTTP with real
 * access tokens, operator adjustments through the admin service, each run's operations all at
 * once. Refusals must be "not enough money"; every balance must match a model of what succeeded.
 */

let database: TestDatabase;
let server: TestServer;
let players: SignedUp[];
const PLAYERS = 3;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUp(server));
  for (const p of players) await fund(database.db, p.user.id, '30');
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** 0.01 to 25.00 dollars, in ledger units (1e-8). */
const amount = fc.integer({ min: 1, max: 2_500 }).map((cents) => BigInt(cents) * 1_000_000n);
const player = fc.nat({ max: PLAYERS - 1 });
const operation = fc.oneof(
  fc.record({ type: fc.constantFrom('deposit' as const, 'withdraw' as const), player, amount }),
  fc.record({
    type: fc.constant('tip' as const),
    from: player,
    to: fc.integer({ min: 1, max: PLAYERS - 1 }),
    amount,
  }),
  fc.record({ type: fc.constantFrom('credit' as const, 'debit' as const), player, amount }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Resolves when the operation moved money; rejects with its error code when refused. */
async function run(op: Operation): Promise<void> {
  const check = (res: { statusCode: number; json: () => unknown }) => {
    const body = res.json() as { credits?: string; vault?: string; error?: { code: string } };
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}:${body.error?.code}`);
    for (const value of [body.credits, body.vault]) {
      if (value !== undefined) expect(value.startsWith('-')).toBe(false);
    }
  };
  if (op.type === 'deposit' || op.type === 'withdraw') {
    const p = players[op.player] as SignedUp;
    const payload =
      op.type === 'deposit'
        ? { target: 'vault', amount: unitsToDecimal(op.amount) }
        : { target: 'balance', amount: unitsToDecimal(op.amount), password: p.password };
    check(await walletPost(server, p.accessToken, 'vault', payload));
  } else if (op.type === 'tip') {
    const from = players[op.from] as SignedUp;
    const to = players[(op.from + op.to) % PLAYERS] as SignedUp;
    check(
      await walletPost(server, from.accessToken, 'tip', {
        userId: to.user.id,
        amount: unitsToDecimal(op.amount),
      }),
    );
  } else {
    const p = players[op.player] as SignedUp;
    try {
      const result = await adjustBalance({
        db: database.db,
        operator: 'property-test',
        action: op.type,
        username: p.user.username,
        amount: unitsToDecimal(op.amount),
        pocket: 'credits',
        reason: 'property test',
      });
      expect(result.balance.startsWith('-')).toBe(false);
    } catch (error) {
      throw isAppError(error) ? new Error(`admin:${error.code}`) : error;
    }
  }
}

async function balances() {
  return Promise.all(
    players.map(async (p) => ({
      credits: await pocketUnits(database.db, p.user.id, 'credits'),
      vault: await pocketUnits(database.db, p.user.id, 'vault'),
    })),
  );
}

describe('wallet invariants under random concurrent vault moves, tips and adjustments', () => {
  it('refuses only for lack of money, matches the model, never goes negative', async () => {
    let fulfilled = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        const model = await balances();
        const outcomes = await Promise.allSettled(ops.map(run));

        ops.forEach((op, i) => {
          const outcome = outcomes[i];
          if (outcome?.status === 'rejected') {
            // The only refusal random amounts may meet: not enough money in the source pocket.
            expect(String((outcome.reason as Error).message)).toMatch(
              /^(403:INSUFFICIENT_FUNDS|admin:INSUFFICIENT_FUNDS)$/,
            );
            return;
          }
          if (op.type === 'deposit' || op.type === 'withdraw') {
            const m = model[op.player];
            if (!m) return;
            const sign = op.type === 'deposit' ? 1n : -1n;
            m.credits -= sign * op.amount;
            m.vault += sign * op.amount;
          } else if (op.type === 'tip') {
            const from = model[op.from];
            const to = model[(op.from + op.to) % PLAYERS];
            if (!from || !to) return;
            from.credits -= op.amount;
            to.credits += op.amount;
          } else {
            const m = model[op.player];
            if (m) m.credits += op.type === 'credit' ? op.amount : -op.amount;
          }
        });

        fulfilled += outcomes.filter((o) => o.status === 'fulfilled').length;
        refused += outcomes.filter((o) => o.status === 'rejected').length;
        const actual = await balances();
        expect(actual).toEqual(model);
        for (const b of actual) {
          expect(b.credits).toBeGreaterThanOrEqual(0n);
          expect(b.vault).toBeGreaterThanOrEqual(0n);
        }
        await expectLedgerConsistent(database.db);
      }),
      { numRuns: 15 },
    );
    // The runs exercised both paths: money moved, and some requests were refused.
    expect(fulfilled).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
