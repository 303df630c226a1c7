import { randomUUID } from 'node:crypto';
import type { LockedBalance, LockedBalanceType } from '@tengu/shared';
import { sql } from 'kysely';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { DB } from '#app/db/database';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import type { createPaymentsTestApp } from '#app/modules/payments/payments.int-helpers';
import { paymentChainsOf } from '#app/modules/payments/payments-chains';
import { createFilePriceSource } from '#app/modules/payments/prices/file-price-source';
import type { FakeChain } from '#app/modules/payments/testing/fake-chain-adapter';
import { runNetworkTick } from '#app/modules/payments/watcher';
import { grantLockedBalance } from './grant';

/** Shared by the locked balances' integration tests (not a test file itself). */

export type LockedTestServer = Awaited<ReturnType<typeof createPaymentsTestApp>>;
export const USD = 100_000_000n;

/**
 * Real credited deposits through the payments watcher (ADR 011) on fake chains, then the
 * outbox's delivery (ADR 019): what a player's deposit does. `usdt(p, "12.5")` deposits USDT on
 * Ethereum (one dollar each, at least 10); `sol(p, lamports)` deposits SOL at the shipped $140.
 */
export function depositDriver(options: {
  server: LockedTestServer;
  db: DB;
  eth: FakeChain;
  sol: FakeChain;
}) {
  const chains = paymentChainsOf({
    adapters: [options.eth.adapter, options.sol.adapter],
    developmentMode: true,
  });
  const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' });
  const log = pino({ level: 'silent' });
  const pay = async (
    player: SignedUp,
    chain: FakeChain,
    query: string,
    asset: string,
    amount: bigint,
  ) => {
    const res = await options.server.app.inject({
      url: `/api/payments/deposit-address?${query}`,
      headers: bearer(player.accessToken),
    });
    const { wallet } = res.json<{ wallet: string }>();
    const txid = `tx${randomUUID().replaceAll('-', '')}`;
    chain.pay({ address: wallet, asset, amount, txid });
    chain.confirm(txid, 0, 40);
    const network = chain.adapter.network;
    const realtime = options.server.realtime;
    await runNetworkTick({ db: options.db, realtime, chains, prices, log, network });
    await options.server.outbox.drain();
  };
  return {
    usdt(player: SignedUp, usd: string) {
      const [whole = '0', fraction = ''] = usd.split('.');
      const amount = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
      return pay(player, options.eth, 'currency=usdt&network=eth', 'USDT', amount);
    },
    sol(player: SignedUp, lamports: bigint) {
      return pay(player, options.sol, 'currency=sol', 'SOL', lamports);
    },
  };
}

export async function lockedBalancesOf(
  server: LockedTestServer,
  player: SignedUp,
  type?: 'deposit-bonus' | 'spin-wheel',
): Promise<LockedBalance[]> {
  const res = await server.app.inject({
    url: `/api/locked-balances${type ? `?type=${type}` : ''}`,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ lockedBalances: LockedBalance[] }>().lockedBalances;
}

/** A funded locked balance (what a deposit bonus or a spin grants), for the unlock tests. */
export async function grantForTest(
  db: DB,
  userId: string,
  type: LockedBalanceType,
  amount: bigint,
): Promise<string> {
  const id = randomUUID();
  const granted = await db.transaction().execute((trx) =>
    grantLockedBalance({
      trx,
      userId,
      type,
      amount,
      source: `test:${id}`,
      kind: 'test_funding',
      idempotencyKey: `test_funding:${id}`,
    }),
  );
  if (!granted) throw new Error('not granted');
  return granted.id;
}

/** Every record's counters add up to its ledger pocket (ADR 017's invariant). */
export async function expectCountersMatchLedger(db: DB): Promise<void> {
  const rows = await sql<{ id: string; counters: string; pocket: string }>`
    SELECT lb.id, (lb.locked + lb.unlocked)::text AS counters, coalesce(a.balance, 0)::text AS pocket
    FROM locked_balances lb
    LEFT JOIN ledger_accounts a ON a.user_id = lb.user_id AND a.pocket = 'locked:' || lb.id || ':locked'
    WHERE lb.source IS NOT NULL`.execute(db);
  expect(rows.rows.filter((r) => r.counters !== r.pocket)).toEqual([]);
}

export async function countersOf(db: DB, id: string) {
  return db
    .selectFrom('locked_balances')
    .select(['locked', 'unlocked'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
