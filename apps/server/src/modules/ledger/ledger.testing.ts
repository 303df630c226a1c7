import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DB } from '#app/db/database';
import { houseAccount, playerAccount, shardFor, type Pocket } from './accounts';
import { runLedgerCheck, type LedgerReport } from './ledger-check';
import { postEntry } from './ledger.service';

/**
 * For integration tests of any module that moves money: run after the scenario (issue 4, "Checks:
 * integration tests run it after their scenarios").
 */
export async function expectLedgerConsistent(db: DB): Promise<LedgerReport> {
  const report = await runLedgerCheck(db);
  expect(report.violations).toEqual([]);
  return report;
}

/**
 * Makes sure players with these ids exist (a bare users row), since ledger_accounts.user_id
 * references users (wallet migration). For ledger-level tests that use made-up ids.
 */
export async function ensureTestUsers(db: DB, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('users')
    .values(
      userIds.map((id) => ({
        id: id.toLowerCase(),
        username: `test_${id.toLowerCase()}`,
        email: null,
        password_hash: null,
        referral_code: `test_${id.toLowerCase()}`,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** `count` new players (bare users rows), by id. */
export async function testPlayers(db: DB, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await ensureTestUsers(db, ids);
  return ids;
}

/** Gives a player money the way an operator adjustment would: from the house's bonus expense. */
export async function fundPlayer(options: {
  db: DB;
  userId: string;
  amount: bigint;
  pocket?: Pocket;
}): Promise<void> {
  const { db, userId, amount, pocket = 'credits' } = options;
  await ensureTestUsers(db, [userId]);
  const isGold = pocket === 'gold';
  await postEntry({
    db,
    idempotencyKey: `test_funding:${randomUUID()}`,
    kind: 'test_funding',
    postings: [
      { account: playerAccount(userId, pocket), amount },
      {
        account: houseAccount(isGold ? 'gold_issuance' : 'bonus_expense', shardFor(userId)),
        amount: -amount,
      },
    ],
  });
}
