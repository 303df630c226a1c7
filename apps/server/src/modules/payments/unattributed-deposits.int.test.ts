/**
 * Unattributed deposits of tag networks (issue 19; docs/decisions/026-ton-adapter.md), through
 * the watcher with a scripted XRP chain (the same path the real TON and XRP adapters take): a
 * payment without a tag or with nobody's tag is held once, never credited, whatever the
 * re-scans; on networks without tags nothing is held; the operator's assignment credits it to
 * one player exactly once, even when several operators assign it at the same moment.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { walletBalance } from '#app/modules/wallet/wallet.int-helpers';
import { runUnattributedAdminCommand } from './cli/admin-unattributed';
import { depositCreditKey } from './deposits.service';
import { createPaymentsTestApp } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import {
  assignUnattributedDeposit,
  listUnattributedDeposits,
} from './unattributed-deposits.service';
import { runNetworkTick } from './watcher';

const xrp = createFakeChainAdapter('xrp');
const sol = createFakeChainAdapter('sol');
const chains = paymentChainsOf({ adapters: [xrp.adapter, sol.adapter], developmentMode: true });
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' });
const log = pino({ level: 'silent' });

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
let alice: SignedUp;
let bob: SignedUp;
let aliceTag: { wallet: string; memo: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters: [xrp.adapter, sol.adapter] });
  alice = await signUp(server);
  bob = await signUp(server);
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

const tick = (network: 'xrp' | 'sol') =>
  runNetworkTick({ db: database.db, realtime: null, chains, prices, log, network });

async function addressOf(player: SignedUp, currency: string) {
  const res = await server.app.inject({
    url: `/api/payments/deposit-address?currency=${currency}`,
    headers: bearer(player.accessToken),
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { wallet: string; memo: string };
}

const depositCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('payment_deposits')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function admin(positionals: string[], values: Record<string, string> = {}) {
  const lines: string[] = [];
  await runUnattributedAdminCommand({
    db: database.db,
    positionals: ['deposits', 'unattributed', ...positionals],
    values,
    operator: 'ops',
    print: (line) => lines.push(line),
  });
  return lines;
}

describe('unattributed deposits', () => {
  it('holds payments without a tag or with nobody’s tag, once; credits the tagged one', async () => {
    aliceTag = await addressOf(alice, 'xrp');
    const paid = xrp.pay({ address: aliceTag.wallet, tag: aliceTag.memo, amount: 10_000_000n });
    xrp.pay({ address: aliceTag.wallet, amount: 20_000_000n }); // no tag
    xrp.pay({ address: aliceTag.wallet, tag: '424242', amount: 30_000_000n }); // nobody's
    xrp.pay({ address: aliceTag.wallet, tag: '424242', amount: 1n }); // below the minimum
    xrp.confirm(paid.txid, 0, 1);
    await tick('xrp');
    xrp.setRescan(10); // a restarted watcher sees them all again
    await tick('xrp');
    await tick('xrp');

    const held = await listUnattributedDeposits(database.db, { network: 'xrp' });
    expect(held.map((row) => [row.tag, row.asset_amount, row.status])).toEqual([
      [null, '20000000', 'HELD'],
      ['424242', '30000000', 'HELD'],
      ['424242', '1', 'HELD'],
    ]);
    expect(await depositCount()).toBe(1);
    expect((await walletBalance(server, alice.accessToken)).credits).not.toBe('0');
    expect((await walletBalance(server, bob.accessToken)).credits).toBe('0');

    const lines = await admin([], { network: 'xrp' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/20 XRP on xrp → xrp-operator no memo\/tag {2}tx xrp-tx-2 {2}HELD$/);
    expect(lines[1]).toContain('memo/tag "424242"');
  });

  it('holds nothing on networks without tags', async () => {
    sol.pay({ address: 'sol-addr-999', amount: 5_000_000_000n });
    await addressOf(bob, 'sol'); // the watcher scans once a network has addresses
    await tick('sol');
    expect(await listUnattributedDeposits(database.db, { network: 'sol' })).toEqual([]);
  });

  it('credits an assigned payment to one player once, even under concurrent assignments', async () => {
    const [noTag] = await listUnattributedDeposits(database.db, { network: 'xrp' });
    await addressOf(bob, 'xrp'); // assignment needs the player's address on the network
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        assignUnattributedDeposit({
          db: database.db,
          id: noTag!.id,
          username: i % 2 ? alice.user.username : bob.user.username,
          operator: `ops${i}`,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual(
      Array(4).fill(`Error: unattributed deposit ${noTag!.id} is not HELD`),
    );
    const winner = (won[0] as PromiseFulfilledResult<{ username: string }>).value.username;
    const player = winner === bob.user.username ? bob : alice;
    const before = (await walletBalance(server, player.accessToken)).credits;

    xrp.confirm(noTag!.txid, 0, 1);
    await tick('xrp');
    await tick('xrp');
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('idempotency_key', '=', depositCreditKey('xrp', noTag!.txid, 0))
      .execute();
    expect(entries).toHaveLength(1);
    expect(Number((await walletBalance(server, player.accessToken)).credits)).toBeGreaterThan(
      Number(before),
    );
    const [row] = await listUnattributedDeposits(database.db, { status: 'ASSIGNED' });
    expect(row).toMatchObject({ status: 'ASSIGNED', txid: noTag!.txid });
  });

  it('refuses bad operator input and changes nothing', async () => {
    const [, nobodys] = await listUnattributedDeposits(database.db, { status: 'HELD' });
    await expect(admin(['assign', nobodys!.id], { user: 'no-such-player' })).rejects.toThrow(
      'no player named no-such-player',
    );
    const carol = await signUp(server);
    await expect(admin(['assign', nobodys!.id], { user: carol.user.username })).rejects.toThrow(
      /has no deposit address on xrp yet/,
    );
    await expect(admin(['assign', 'not-a-uuid'], { user: carol.user.username })).rejects.toThrow(
      'not an unattributed deposit id: not-a-uuid',
    );
    await expect(admin(['resolve', nobodys!.id])).rejects.toThrow(/--reason is required/);
    await expect(admin([], { network: 'nope' })).rejects.toThrow('unknown network nope');
    expect((await listUnattributedDeposits(database.db, { status: 'HELD' })).length).toBe(2);

    expect(await admin(['resolve', nobodys!.id], { reason: 'sent back in tx ABC' })).toEqual([
      `unattributed deposit ${nobodys!.id} marked RESOLVED by ops`,
    ]);
    await expect(admin(['resolve', nobodys!.id], { reason: 'again' })).rejects.toThrow(
      /is not HELD/,
    );
    expect(await admin([], { status: 'RESOLVED' })).toEqual([
      expect.stringContaining('RESOLVED by ops: sent back in tx ABC'),
    ]);
  });
});
