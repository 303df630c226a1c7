import { decimalToUnits } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { bearer, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';

/** Helpers shared by the wallet integration tests (not a test file itself). */

export async function fund(
  db: DB,
  userId: string,
  amount: string,
  pocket: 'credits' | 'freebets' = 'credits',
) {
  await fundPlayer({ db, userId, amount: decimalToUnits(amount), pocket });
}

export function walletPost(
  server: TestServer,
  accessToken: string,
  path: 'vault' | 'tip',
  payload: object,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: `/api/wallet/${path}`,
    payload,
    headers: { ...bearer(accessToken), ...headers },
  });
}

export async function walletBalance(server: TestServer, accessToken: string) {
  const res = await server.app.inject({ url: '/api/wallet/balance', headers: bearer(accessToken) });
  if (res.statusCode !== 200) throw new Error(`balance: ${res.statusCode} ${res.body}`);
  return res.json() as { credits: string; vault: string; freebets: string };
}

/** The committed balance of one pocket, read straight from the ledger. */
export async function pocketUnits(db: DB, userId: string, pocket: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', pocket)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
