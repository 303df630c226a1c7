import { createHash } from 'node:crypto';
import type { LootboxOpenResponse } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { useTestServer } from '#test/test-server';

/** Shared by the lootbox integration tests (not a test file itself). */

/** The fairness package's known-answer pair: nonce 0 → 100 Gold, 1 → 1,000 Gold, 2 → 2,500 Gold,
 * 3 → empty box, 8 → 3 spins, 33 → 5 spins, 161 → 50 spins. */
export const KNOWN_SERVER_SEED = 'c8df94ef390c1a2f97461f385f3058215a33f7ffceb0dfa95dc9ee656bfe842a';
export const KNOWN_CLIENT_SEED = 'tengu-client';
export const NONCE_FOR = {
  gold_100: 0,
  gold_1000: 1,
  gold_2500: 2,
  empty_box: 3,
  free_spins_3: 8,
  free_spins_5: 33,
  free_spins_50: 161,
} as const;

export function lootboxTestServer(start = '2026-11-26T10:00:00Z') {
  const test = useTestServer(start);
  return {
    get db(): DB {
      return test.db;
    },
    get server() {
      return test.server;
    },
    setNow: test.setNow,
    signUp: test.signUp,
    open: (player: SignedUp | null, payload: unknown) =>
      test.server.app.inject({
        method: 'POST',
        url: '/api/lootbox/open',
        headers: player ? bearer(player.accessToken) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    get: (player: SignedUp, url: string) =>
      test.server.app.inject({ url, headers: bearer(player.accessToken) }),
  };
}

export const openedOf = (body: string) => JSON.parse(body) as LootboxOpenResponse;

/** Gives the player the known seed pair at this nonce, so the next open draws a known prize. */
export async function arrangeSeeds(db: DB, userId: string, nonce: number): Promise<void> {
  const hash = createHash('sha256').update(KNOWN_SERVER_SEED).digest('hex');
  const values = {
    server_seed: KNOWN_SERVER_SEED,
    server_seed_hash: hash,
    client_seed: KNOWN_CLIENT_SEED,
    nonce,
  };
  const updated = await db
    .updateTable('fairness_seeds')
    .set(values)
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    await db
      .insertInto('fairness_seeds')
      .values({
        user_id: userId,
        ...values,
        next_server_seed: 'next',
        next_server_seed_hash: createHash('sha256').update('next').digest('hex'),
      })
      .execute();
  }
}

export async function activeNonce(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('fairness_seeds')
    .select('nonce')
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return row.nonce;
}

export async function goldUnits(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'gold')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export async function opensOf(db: DB, userId: string) {
  return db.selectFrom('lootbox_opens').selectAll().where('user_id', '=', userId).execute();
}
