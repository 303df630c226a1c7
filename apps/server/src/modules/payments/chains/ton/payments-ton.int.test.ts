/**
 * Issue 19 "Done when" for TON, end to end: the real app (HTTP, pg-boss watcher jobs, embedded
 * PostgreSQL) configured like production (CHAIN_RPC_URLS `ton=`, HOT_WALLET_KEYS `ton=`), so its
 * TON adapter talks through @ton/ton's TonClient to a toncenter-compatible endpoint served from
 * @ton/sandbox, where the real wallet contracts run (testing/toncenter-sandbox-server.ts).
 *
 * Two players pay the operator's one wallet with their memos and are each credited once; a
 * payment without a memo and one with a memo nobody has are held for the operator (listed by
 * `npm run admin -- deposits unattributed`), never credited, not even after that memo is handed
 * to a new player and the watcher re-reads the chain; watcher restarts, with and without the
 * saved cursor, credit nothing twice; the operator assigns a held payment to a player (credited
 * once); a withdrawal is approved, signed by the operator wallet and lands in the sandbox with
 * the recipient's memo; the ledger check passes.
 */
import { createHash } from 'node:crypto';
import { toNano } from '@ton/core';
import type { DepositRecord, WithdrawalRecord } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#test/wait-for';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { walletBalance } from '#app/modules/wallet/wallet.int-helpers';
import { runUnattributedAdminCommand } from '#app/modules/payments/cli/admin-unattributed';
import { depositCreditKey } from '#app/modules/payments/deposits.service';
import {
  createPaymentsTestApp,
  makeWithdrawable,
} from '#app/modules/payments/payments.int-helpers';
import { approveWithdrawal } from '#app/modules/payments/withdrawals.service';
import { textCommentOf } from './ton-transactions';
import { operatorWallet, tonKeyPair, type OperatorWallet } from './ton-wallet';
import {
  startSandboxTonChain,
  type PlayerWallet,
  type SandboxTonChain,
} from './testing/sandbox-ton-client';
import {
  startToncenterSandboxServer,
  type ToncenterSandboxServer,
} from './testing/toncenter-sandbox-server';

const USD = 10n ** 8n;

let database: TestDatabase;
let chain: SandboxTonChain;
let toncenter: ToncenterSandboxServer;
/** The operator wallet's key (HOT_WALLET_KEYS ton=, the hex seed form). */
const OPERATOR_SEED = createHash('sha256').update('operator').digest('hex');
let wallet: OperatorWallet;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
let alice: SignedUp;
let bob: SignedUp;
let aliceWallet: PlayerWallet;
let bobWallet: PlayerWallet;
const memos: Record<string, string> = {};

/** The app as the operator runs it, from its configuration (a new adapter each start). */
async function startServer() {
  server = await createPaymentsTestApp({
    db: database.db,
    env: {
      PAYMENTS_WATCHERS: 'on',
      PAYMENTS_SCAN_INTERVAL_SECONDS: '1',
      CHAIN_RPC_URLS: `ton=${toncenter.url}`,
      HOT_WALLET_KEYS: `ton=${OPERATOR_SEED}`,
    },
  });
}

beforeAll(async () => {
  [database, chain] = await Promise.all([createTestDatabase(), startSandboxTonChain()]);
  toncenter = await startToncenterSandboxServer(chain);
  wallet = operatorWallet(tonKeyPair(OPERATOR_SEED));
  await startServer();
  alice = await signUp(server);
  bob = await signUp(server);
  aliceWallet = await chain.playerWallet('alice');
  bobWallet = await chain.playerWallet('bob');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await toncenter?.close();
  await database?.drop();
});

async function getJson<T>(player: SignedUp, url: string): Promise<T> {
  const res = await server.app.inject({ url, headers: bearer(player.accessToken) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const depositsOf = async (player: SignedUp) =>
  (await getJson<{ deposits: DepositRecord[] }>(player, '/api/payments/deposits')).deposits;
const credits = async (player: SignedUp) =>
  (await walletBalance(server, player.accessToken)).credits;

const cursorRow = () =>
  database.db
    .selectFrom('payment_watch_cursors')
    .select(['cursor', 'updated_at'])
    .where('network', '=', 'ton')
    .executeTakeFirst();

/** Resolves once a watcher pass that started after now has saved the cursor. */
async function scanned() {
  const since = new Date();
  await waitFor('a TON scan', cursorRow, (row) => row !== undefined && row.updated_at > since);
  const first = (await cursorRow())!.updated_at;
  await waitFor('a second TON scan', cursorRow, (row) => row!.updated_at > first);
}

const held = () =>
  database.db
    .selectFrom('unattributed_deposits')
    .selectAll()
    .where('network', '=', 'ton')
    .orderBy('created_at')
    .execute();

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

async function creditEntries(txid: string) {
  return database.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('idempotency_key', '=', depositCreditKey('ton', txid, 0))
    .execute();
}

describe('TON payments on @ton/sandbox (real wallet contracts)', () => {
  it('builds the TON adapter from the configuration', () => {
    expect(server.payments.chains.adapter('ton')?.kind).toBe('ton');
    expect(server.payments.chains.adapter('xrp')?.kind).toBe('simulator');
  });

  it('gives every player the operator wallet with their own memo', async () => {
    const a = await getJson<{ wallet: string; memo: string }>(
      alice,
      '/api/payments/deposit-address?currency=ton',
    );
    const b = await getJson<{ wallet: string; memo: string }>(
      bob,
      '/api/payments/deposit-address?currency=ton',
    );
    expect(a.wallet).toBe(b.wallet);
    expect(a.wallet).toBe(wallet.address.toString({ bounceable: false }));
    expect(a.memo).toMatch(/^\d+$/);
    expect(b.memo).toMatch(/^\d+$/);
    expect(a.memo).not.toBe(b.memo);
    memos.alice = a.memo;
    memos.bob = b.memo;
  });

  it('credits each memo to its player, once, in dollars', async () => {
    await aliceWallet.pay(wallet.address, toNano('5'), memos.alice);
    await bobWallet.pay(wallet.address, toNano('2.5'), ` ${memos.bob}\n`); // blanks forgiven
    const [aliceDeposit] = await waitFor(
      'alice credited',
      () => depositsOf(alice),
      ([d]) => d?.status === 'COMPLETED',
    );
    const [bobDeposit] = await waitFor(
      'bob credited',
      () => depositsOf(bob),
      ([d]) => d?.status === 'COMPLETED',
    );
    expect(aliceDeposit).toMatchObject({
      asset: 'TON',
      network: 'ton',
      asset_amount: '5',
      fiat_amount: '8', // 5 TON at the shipped $1.60
      confirmations: 1,
      to_address: wallet.address.toString({ bounceable: false }),
      simulated: false,
    });
    expect(aliceDeposit!.transaction_link).toBe(
      `https://tonviewer.com/transaction/${aliceDeposit!.txid}`,
    );
    expect(bobDeposit).toMatchObject({ asset_amount: '2.5', fiat_amount: '4' });
    expect(await credits(alice)).toBe('8');
    expect(await credits(bob)).toBe('4');

    // "Verify" by hash answers from the chain, for the payer's own memo only.
    const verify = (player: SignedUp, txid: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/deposits/verify',
        payload: { network: 'ton', txid },
        headers: bearer(player.accessToken),
      });
    expect((await verify(alice, aliceDeposit!.txid!)).json()).toEqual({
      success: true,
      message: 'Your deposit of 5 TON has already been credited.',
    });
    expect((await verify(bob, aliceDeposit!.txid!)).json()).toEqual({
      success: false,
      message: 'This transaction did not pay any of your TON deposit addresses.',
    });
    expect(await credits(bob)).toBe('4');
  });

  it('holds a payment without a memo, or with a memo nobody has, for the operator', async () => {
    const unknownMemo = String(Math.max(Number(memos.alice), Number(memos.bob)) + 1);
    memos.unknown = unknownMemo;
    await aliceWallet.pay(wallet.address, toNano('3'));
    await bobWallet.pay(wallet.address, toNano('1'), unknownMemo);
    const rows = await waitFor('two held payments', held, (list) => list.length === 2);
    expect(rows.map((r) => [r.tag, r.asset_amount, r.status])).toEqual([
      [null, '3000000000', 'HELD'],
      [unknownMemo, '1000000000', 'HELD'],
    ]);
    await scanned();
    expect((await depositsOf(alice)).length).toBe(1);
    expect((await depositsOf(bob)).length).toBe(1);
    expect(await credits(alice)).toBe('8');
    expect(await credits(bob)).toBe('4');

    const listed = await admin([], { network: 'ton' });
    expect(listed).toHaveLength(2);
    expect(listed[0]).toContain('3 TON on ton');
    expect(listed[0]).toContain('no memo/tag');
    expect(listed[1]).toContain(`memo/tag "${unknownMemo}"`);
    expect(await admin([], { network: 'xrp' })).toEqual(['no HELD unattributed deposits on xrp']);
  });

  it('credits nothing twice across restarts, even after losing the cursor', async () => {
    const txids = [
      ...(await depositsOf(alice)).map((d) => d.txid!),
      ...(await depositsOf(bob)).map((d) => d.txid!),
    ];
    await server.close();
    await startServer();
    await scanned();

    // The memo that was unknown now belongs to a new player; the cursor is lost: the watcher
    // re-reads the wallet's history and sees every payment again.
    const carol = await signUp(server);
    const carolAddress = await getJson<{ memo: string }>(
      carol,
      '/api/payments/deposit-address?currency=ton',
    );
    expect(carolAddress.memo).toBe(memos.unknown);
    await server.close();
    await database.db.deleteFrom('payment_watch_cursors').where('network', '=', 'ton').execute();
    await startServer();
    const rescan = await server.payments.chains
      .adapter('ton')!
      .scan({ cursor: null, addresses: [] });
    expect(rescan.transfers.map((t) => t.txid)).toEqual(expect.arrayContaining(txids));
    await scanned();

    expect(await depositsOf(carol)).toEqual([]);
    expect(await credits(carol)).toBe('0');
    expect((await held()).map((r) => r.status)).toEqual(['HELD', 'HELD']);
    for (const txid of txids) expect(await creditEntries(txid)).toHaveLength(1);
    expect(await credits(alice)).toBe('8');
    expect(await credits(bob)).toBe('4');
  });

  it('credits a held payment once the operator assigns it to a player', async () => {
    const [noMemo] = await held();
    const lines = await admin(['assign', noMemo!.id], { user: bob.user.username });
    expect(lines[0]).toContain(`assigned to ${bob.user.username} by ops`);
    await expect(admin(['assign', noMemo!.id], { user: alice.user.username })).rejects.toThrow(
      /is not HELD/,
    );
    const deposits = await waitFor(
      'the assigned deposit',
      () => depositsOf(bob),
      (list) => list.some((d) => d.txid === noMemo!.txid && d.status === 'COMPLETED'),
    );
    expect(deposits.find((d) => d.txid === noMemo!.txid)).toMatchObject({
      asset_amount: '3',
      fiat_amount: '4.8',
    });
    expect(await credits(bob)).toBe('8.8');
    await scanned();
    expect(await creditEntries(noMemo!.txid)).toHaveLength(1);
    expect(await admin([], { status: 'ASSIGNED' })).toEqual([
      expect.stringContaining(`ASSIGNED by ops (deposit `),
    ]);
  });

  it('signs and sends an approved withdrawal from the operator wallet; it lands', async () => {
    // The operator tops the wallet up (no memo: held, then resolved as a top-up).
    await chain.fund(wallet.address, toNano('20'));
    const topUp = await waitFor('the top-up held', held, (rows) => rows.length === 3);
    await admin(['resolve', topUp[2]!.id], { reason: 'operator top-up' });
    await makeWithdrawable(database.db, alice.user.id, 100n * USD);
    const before = await chain.balanceOf(aliceWallet.address);

    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: bearer(alice.accessToken),
      payload: {
        asset: 'TON',
        network: 'ton',
        address: aliceWallet.address.toString({ bounceable: false }),
        tag: 'exchange 77',
        assetAmount: '4', // $6.40: above the $5 minimum
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const requested = res.json() as { credits: string; withdrawal: WithdrawalRecord };
    expect(requested).toMatchObject({
      credits: '1.6', // 8 − 4 × 1.6
      withdrawal: { status: 'PENDING', tag: 'exchange 77', received_amount: '3.999' },
    });
    const { id } = requested.withdrawal;
    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    await server.paymentsJobs!.kick('ton');
    const done = await waitFor(
      'the TON withdrawal',
      () => getJson<WithdrawalRecord>(alice, `/api/payments/withdrawals/${id}`),
      (w) => w.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ simulated: false, status: 'COMPLETED' });
    expect(done.transaction_link).toBe(`https://tonviewer.com/transaction/${done.txid!}`);

    // On the chain: the recipient got exactly the received amount, with their memo.
    expect((await chain.balanceOf(aliceWallet.address)) - before).toBeGreaterThan(toNano('1.998'));
    const arrival = chain.transactionsOf(aliceWallet.address)[0]!;
    const message = arrival.inMessage!;
    expect(message.info.type === 'internal' && message.info.value.coins).toBe(3_999_000_000n);
    expect(textCommentOf(message.body)).toBe('exchange 77');
    expect(chain.transactionsOf(wallet.address).map((tx) => tx.hash().toString('hex'))).toContain(
      done.txid,
    );
    expect(toncenter.calls).toContain('sendBoc'); // through the HTTP API, like production
    expect(await credits(alice)).toBe('1.6');
  });

  it('leaves a consistent ledger (ledger:check)', async () => {
    const report = await runLedgerCheck(database.db);
    expect(report.violations).toEqual([]);
    expect(report.isOk).toBe(true);
  });
});
