import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import { bearer, signUp, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';

export const USD = 100_000_000n;

export async function prepareHouse(db: DB) {
  await resolveAccounts(
    db,
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccount('bankroll', shard)),
  );
}

export async function player(server: TestServer, db: DB, funds = 100n * USD) {
  const signed = await signUp(server);
  if (funds > 0n) await fundPlayer({ db, userId: signed.user.id, amount: funds });
  return {
    userId: signed.user.id,
    username: signed.user.username,
    token: signed.accessToken,
    headers: bearer(signed.accessToken),
  };
}

/** Makes `referrer` the player's affiliate (users.referred_by, as a sign-up with its code). */
export async function refer(db: DB, referrerId: string, userId: string) {
  await db.updateTable('users').set({ referred_by: referrerId }).where('id', '=', userId).execute();
}

/** An affiliate whose referred players have wagered `usd` in total (eligibility). */
export async function affiliateWithWagering(
  server: TestServer,
  db: DB,
  usd: bigint,
  funds: bigint,
) {
  const affiliate = await player(server, db, funds);
  const referred = await player(server, db, 0n);
  await refer(db, affiliate.userId, referred.userId);
  await db
    .updateTable('users')
    .set({ amount_wagered: usd * USD })
    .where('id', '=', referred.userId)
    .execute();
  return affiliate;
}

export async function credits(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

export async function escrowTotal(db: DB): Promise<bigint> {
  const { rows } = await sql<{ total: string }>`
    SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
    WHERE house_kind = 'race_escrow'`.execute(db);
  return BigInt(rows[0]!.total);
}

export function prizes(amounts: Array<string | number>) {
  return amounts.map((amount, i) => ({ position: i + 1, amount }));
}

/** 10 → 1 dollars: $55 in all. */
export const TEN_PRIZES = prizes([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

export async function diceBet(server: TestServer, headers: Record<string, string>, amount: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    payload: { amount, target: 50.5, condition: 'over' },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`bet failed: ${res.statusCode} ${res.body}`);
}
