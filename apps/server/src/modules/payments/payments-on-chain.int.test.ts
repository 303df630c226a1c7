/**
 * Issue 9 "Done when", end to end on real chain software: the real app (HTTP, sockets, pg-boss
 * watcher jobs) configured like production through the chain lists (DEPOSIT_XPUBS,
 * CHAIN_RPC_URLS, HOT_WALLET_KEYS, UTXO_CHAIN=regtest, EVM_CHAIN_IDS, EVM_TOKEN_CONTRACTS) against
 * a `litecoind -regtest` and a Hardhat node with a deployed ERC-20 (testing/local-chains.ts).
 *
 * One player's story: a regtest LTC payment and an ERC-20 USDT transfer to their deposit
 * addresses become COMPLETED deposits, credited once in dollars, also across watcher restarts
 * (with and without the saved cursors); then a withdrawal on each chain goes PENDING → approved
 * (the `npm run admin -- withdrawals approve` function) → broadcast by the hot wallet →
 * COMPLETED, and the recipient's on-chain balance rises by exactly the received amount; a
 * cancelled withdrawal and one the hot wallet cannot pay (rejected by the operator) return the
 * funds and send nothing. The ledger check passes after all of it.
 */
import type { DepositRecord, WithdrawalRecord } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#test/wait-for';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { walletBalance } from '#app/modules/wallet/wallet.int-helpers';
import { depositCreditKey } from './deposits.service';
import { createPaymentsTestApp, makeWithdrawable } from './payments.int-helpers';
import { startLocalChains, type LocalChains } from './testing/local-chains';
import { MAX_BROADCAST_ATTEMPTS } from './watcher';
import { findWithdrawal } from './withdrawals.repository';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals.service';

const USD = 10n ** 8n;
type Network = 'ltc' | 'eth';

let database: TestDatabase;
let chains: LocalChains;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
let player: SignedUp;
let socket: Socket | null = null;
const events: { event: string; payload: unknown }[] = [];
const credited: { network: Network; txid: string; index: number }[] = [];

/** The app as the operator runs it: watchers on, scanning every second (the minimum). */
async function startServer() {
  server = await createPaymentsTestApp({
    db: database.db,
    env: { ...chains.env, PAYMENTS_WATCHERS: 'on', PAYMENTS_SCAN_INTERVAL_SECONDS: '1' },
  });
}

beforeAll(async () => {
  // Started side by side; whatever did start is stopped by afterAll if the other failed.
  const [db, nodes] = await Promise.allSettled([createTestDatabase(), startLocalChains()]);
  if (db.status === 'fulfilled') database = db.value;
  if (nodes.status === 'fulfilled') chains = nodes.value;
  if (db.status === 'rejected') throw db.reason;
  if (nodes.status === 'rejected') throw nodes.reason;
  await startServer();
  player = await signUp(server);
  // The player's browser: the Deposit modal listens on /wallet.
  socket = connect(`${await server.listen()}/wallet`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket!.once('connect', () => resolve());
    socket!.once('connect_error', reject);
  });
  const ack = (await socket.timeout(5_000).emitWithAck('deposit:join', {
    accessToken: player.accessToken,
  })) as { ok: boolean };
  expect(ack.ok).toBe(true);
  for (const event of ['deposit:pending', 'deposit:completed']) {
    socket.on(event, (payload: unknown) => events.push({ event, payload }));
  }
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await server?.close();
  await chains?.stop();
  await database?.drop();
});

async function getJson<T>(url: string): Promise<T> {
  const res = await server.app.inject({ url, headers: bearer(player.accessToken) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const depositsOn = async (network: Network) =>
  (await getJson<{ deposits: DepositRecord[] }>('/api/payments/deposits')).deposits.filter(
    (d) => d.network === network,
  );

async function waitForDeposit(network: Network, done: (deposit: DepositRecord) => boolean) {
  const [deposit] = await waitFor(
    `the ${network} deposit`,
    () => depositsOn(network),
    ([only]) => only !== undefined && done(only),
  );
  return deposit!;
}

const withdrawal = (id: string) => getJson<WithdrawalRecord>(`/api/payments/withdrawals/${id}`);
const credits = async () => (await walletBalance(server, player.accessToken)).credits;

const cursorOf = (network: Network) =>
  database.db
    .selectFrom('payment_watch_cursors')
    .select(['cursor', 'updated_at'])
    .where('network', '=', network)
    .executeTakeFirst();

/** Resolves once the network's watcher has finished a scan that started after `since`. */
async function scannedSince(network: Network, since: Date) {
  await waitFor(
    `a ${network} scan`,
    () => cursorOf(network),
    (row) => row !== undefined && row.updated_at > since,
  );
  // The pass that wrote this cursor may have started before `since`: one more, to be sure.
  const first = (await cursorOf(network))!.updated_at;
  await waitFor(
    `a second ${network} scan`,
    () => cursorOf(network),
    (row) => row !== undefined && row.updated_at > first,
  );
}

async function requestWithdrawal(payload: Record<string, string>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    payload,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: boolean; credits: string; withdrawal: WithdrawalRecord };
}

describe('payments on the real local chains (litecoind regtest, Hardhat + ERC-20)', () => {
  it('builds the real adapters from the configuration lists', () => {
    expect(server.payments.chains.adapter('ltc')?.kind).toBe('utxo');
    expect(server.payments.chains.adapter('eth')?.kind).toBe('evm');
    expect(server.paymentsJobs).not.toBeNull();
  });

  it('credits a regtest LTC payment once: PENDING → PROCESSING → COMPLETED at 6 blocks', async () => {
    const address = await getJson<{ wallet: string; memo: string | null }>(
      '/api/payments/deposit-address?currency=ltc',
    );
    // Derived from the operator's xpub (DEPOSIT_XPUBS), exactly as the node derives it.
    expect(await chains.ltcDepositAddresses(3)).toContain(address.wallet);
    expect(address.memo).toBeNull();
    // The watcher imports the address into the node's watch-only wallet on its next pass; from
    // then on a payment is seen while still in the mempool.
    await scannedSince('ltc', new Date());

    const txid = await chains.ltc.miner.send(address.wallet, '1.25');
    let deposit = await waitForDeposit('ltc', () => true);
    expect(deposit).toMatchObject({
      status: 'PENDING',
      asset: 'LTC',
      asset_amount: '1.25',
      txid,
      to_address: address.wallet,
      confirmations: 0,
      required_confirmations: 6,
      fiat_amount: null,
      simulated: false,
    });
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'deposit:pending',
        payload: expect.objectContaining({ id: deposit.id, asset: 'LTC', amount: '1.25' }),
      });

    await chains.ltc.miner.mine(1);
    deposit = await waitForDeposit('ltc', (d) => d.confirmations === 1);
    expect(deposit.status).toBe('PROCESSING');
    await chains.ltc.miner.mine(4);
    deposit = await waitForDeposit('ltc', (d) => d.confirmations === 5);
    expect(deposit).toMatchObject({ status: 'PROCESSING', fiat_amount: null });
    expect(await credits()).toBe('0');

    await chains.ltc.miner.mine(1);
    deposit = await waitForDeposit('ltc', (d) => d.status === 'COMPLETED');
    expect(deposit).toMatchObject({
      confirmations: 6,
      fiat_amount: '110', // 1.25 LTC at the shipped price of $88
      transaction_link: `https://litecoinspace.org/tx/${txid}`,
    });
    expect(await credits()).toBe('110');
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'deposit:completed',
        payload: expect.objectContaining({
          id: deposit.id,
          message: 'Your deposit of 1.25 LTC ($110) has been credited.',
        }),
      });
    const { vout } = (
      await chains.ltc.rpc.wallet<{ details: { address: string; vout: number }[] }>(
        'miner',
        'gettransaction',
        [txid],
      )
    ).details.find((d) => d.address === address.wallet)!;
    credited.push({ network: 'ltc', txid, index: vout });
  });

  it('credits an ERC-20 USDT transfer once: seen mined, COMPLETED at 12 blocks', async () => {
    const address = await getJson<{ wallet: string }>(
      '/api/payments/deposit-address?currency=usdt&network=eth',
    );
    expect([0, 1, 2].map((index) => chains.evmDepositAddress(index))).toContain(address.wallet);

    const txid = await chains.payUsdt(address.wallet as `0x${string}`, 100_000_000n); // 100 USDT
    // Hardhat mines each transaction at once: the watcher first sees it with one confirmation.
    let deposit = await waitForDeposit('eth', (d) => d.confirmations === 1);
    expect(deposit).toMatchObject({
      status: 'PROCESSING',
      asset: 'USDT',
      asset_amount: '100',
      txid,
      required_confirmations: 12,
      fiat_amount: null,
    });
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'deposit:pending',
        payload: expect.objectContaining({ id: deposit.id, asset: 'USDT', amount: '100' }),
      });

    await chains.evm.mine(10);
    deposit = await waitForDeposit('eth', (d) => d.confirmations === 11);
    expect(deposit).toMatchObject({ status: 'PROCESSING', fiat_amount: null });
    await chains.evm.mine(1);
    deposit = await waitForDeposit('eth', (d) => d.status === 'COMPLETED');
    expect(deposit).toMatchObject({
      confirmations: 12,
      fiat_amount: '100',
      transaction_link: `https://etherscan.io/tx/${txid}`,
    });
    expect(await credits()).toBe('210');
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'deposit:completed',
        payload: expect.objectContaining({
          id: deposit.id,
          message: 'Your deposit of 100 USDT ($100) has been credited.',
        }),
      });
    const receipt = await chains.evm.publicClient.getTransactionReceipt({
      hash: txid,
    });
    const [log] = receipt.logs.filter((l) => l.address.toLowerCase() === chains.usdt.toLowerCase());
    credited.push({ network: 'eth', txid, index: log!.logIndex });
  });

  it('credits nothing twice across watcher restarts, even after losing the cursors', async () => {
    const before = [...(await depositsOn('ltc')), ...(await depositsOn('eth'))];
    expect(before.map((d) => d.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const ids = before.map((d) => d.id).sort();
    const all = async () =>
      [...(await depositsOn('ltc')), ...(await depositsOn('eth'))].map((d) => [d.id, d.status]);

    // A restart: new registry and adapters, a new job runner, the same database.
    await server.close();
    await startServer();
    await Promise.all([scannedSince('ltc', new Date()), scannedSince('eth', new Date())]);
    expect((await all()).sort()).toEqual(ids.map((id) => [id, 'COMPLETED']));

    // A restart that lost its cursors re-reads the chains' history: the nodes report both
    // transfers again, under the same keys, and still nothing is credited twice.
    await server.close();
    await database.db
      .deleteFrom('payment_watch_cursors')
      .where('network', 'in', ['ltc', 'eth'])
      .execute();
    await startServer();
    for (const network of ['ltc', 'eth'] as const) {
      const adapter = server.payments.chains.adapter(network)!;
      const address = (await depositsOn(network))[0]!.to_address;
      const rescan = await adapter.scan({ cursor: null, addresses: [{ address }] });
      const again = credited.find((c) => c.network === network)!;
      expect(rescan.transfers).toContainEqual(
        expect.objectContaining({ txid: again.txid, index: again.index }),
      );
    }
    await Promise.all([scannedSince('ltc', new Date(0)), scannedSince('eth', new Date(0))]);
    expect((await all()).sort()).toEqual(ids.map((id) => [id, 'COMPLETED']));
    for (const { network, txid, index } of credited) {
      const entries = await database.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('idempotency_key', '=', depositCreditKey(network, txid, index))
        .execute();
      expect(entries).toHaveLength(1);
    }
    expect(await credits()).toBe('210');
  });

  it('pays an LTC withdrawal on-chain from the hot wallet after approval', async () => {
    await makeWithdrawable(database.db, player.user.id, 69n * USD); // verified email, $69 wagered
    await chains.ltc.miner.send(chains.ltcHotAddress, '2'); // the operator funds the hot wallet
    await chains.ltc.miner.mine(1);
    const recipient = await chains.ltc.rpc.wallet<string>('miner', 'getnewaddress', [
      'payout',
      'bech32',
    ]);

    const requested = await requestWithdrawal({
      asset: 'LTC',
      network: 'ltc',
      address: recipient,
      assetAmount: '0.5',
    });
    expect(requested).toMatchObject({
      success: true,
      credits: '166',
      withdrawal: {
        status: 'PENDING',
        asset_amount: '0.5',
        fee: '0.001',
        received_amount: '0.499',
        fiat_amount: '44',
        txid: null,
      },
    });
    const { id } = requested.withdrawal;
    // In review: the watcher sends nothing.
    await scannedSince('ltc', new Date());
    expect(await withdrawal(id)).toMatchObject({ status: 'PENDING', txid: null });

    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    await server.paymentsJobs!.kick('ltc');
    const sent = await waitFor(
      'the LTC broadcast',
      () => withdrawal(id),
      (w) => w.txid !== null,
    );
    expect(sent).toMatchObject({ status: 'PROCESSING', simulated: false });
    expect(await chains.ltc.rpc.call<string[]>('getrawmempool')).toContain(sent.txid);

    await chains.ltc.miner.mine(1);
    const done = await waitFor(
      'the LTC withdrawal',
      () => withdrawal(id),
      (w) => w.status === 'COMPLETED',
    );
    expect(done).toMatchObject({
      txid: sent.txid,
      transaction_link: `https://litecoinspace.org/tx/${sent.txid}`,
    });
    const received = await chains.ltc.rpc.wallet<number>('miner', 'getreceivedbyaddress', [
      recipient,
      1,
    ]);
    expect(received).toBe(0.499); // amount − fee, exactly
    expect(await credits()).toBe('166');
  });

  it('pays an ERC-20 USDT withdrawal on-chain from the hot wallet after approval', async () => {
    await chains.payUsdt(chains.evmHotAddress, 50_000_000n); // the operator funds the hot wallet
    const recipientBefore = await chains.usdtBalanceOf(chains.evmRecipient);
    const hotBefore = await chains.usdtBalanceOf(chains.evmHotAddress);

    const requested = await requestWithdrawal({
      asset: 'USDT',
      network: 'eth',
      address: chains.evmRecipient,
      assetAmount: '20',
    });
    expect(requested).toMatchObject({
      credits: '146',
      withdrawal: { status: 'PENDING', fee: '4', received_amount: '16', fiat_amount: '20' },
    });
    const { id } = requested.withdrawal;
    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    await server.paymentsJobs!.kick('eth');
    const done = await waitFor(
      'the USDT withdrawal',
      () => withdrawal(id),
      (w) => w.status === 'COMPLETED',
    );
    expect(done.txid).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done).toMatchObject({
      simulated: false,
      transaction_link: `https://etherscan.io/tx/${done.txid}`,
    });
    expect((await chains.usdtBalanceOf(chains.evmRecipient)) - recipientBefore).toBe(16_000_000n);
    expect(hotBefore - (await chains.usdtBalanceOf(chains.evmHotAddress))).toBe(16_000_000n);
    expect(await credits()).toBe('146');
  });

  it('returns the funds of a withdrawal cancelled while PENDING; nothing is sent', async () => {
    const recipient = await chains.ltc.rpc.wallet<string>('miner', 'getnewaddress', [
      'cancelled',
      'bech32',
    ]);
    const requested = await requestWithdrawal({
      asset: 'LTC',
      network: 'ltc',
      address: recipient,
      assetAmount: '0.1',
    });
    expect(requested.credits).toBe('137.2'); // 146 − 0.1 × 88
    const { id } = requested.withdrawal;
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/payments/withdrawals/${id}/cancel`,
      headers: bearer(player.accessToken),
    });
    expect(res.json()).toMatchObject({
      success: true,
      credits: '146',
      withdrawal: { status: 'CANCELLED' },
    });
    await expect(approveWithdrawal({ db: database.db, id, operator: 'ops' })).rejects.toThrow(
      /CANCELLED/,
    );
    await scannedSince('ltc', new Date());
    await chains.ltc.miner.mine(1);
    expect(await withdrawal(id)).toMatchObject({ status: 'CANCELLED', txid: null });
    expect(
      await chains.ltc.rpc.wallet<number>('miner', 'getreceivedbyaddress', [recipient, 0]),
    ).toBe(0);
    expect(await credits()).toBe('146');
  });

  it('returns the funds when the hot wallet cannot pay and the operator rejects', async () => {
    const hotBalance = await chains.usdtBalanceOf(chains.evmHotAddress); // 34 USDT left
    const requested = await requestWithdrawal({
      asset: 'USDT',
      network: 'eth',
      address: chains.evmRecipient,
      assetAmount: '100',
    });
    expect(requested.credits).toBe('46');
    const { id } = requested.withdrawal;
    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    await server.paymentsJobs!.kick('eth');
    // The chain refuses the transfer (the token reverts): final, for the operator to decide.
    const refused = await waitFor(
      'the refused broadcast',
      () => findWithdrawal(database.db, id),
      (row) => row?.last_error != null,
    );
    expect(refused).toMatchObject({
      status: 'PROCESSING',
      txid: null,
      broadcast_attempts: MAX_BROADCAST_ATTEMPTS,
    });
    await rejectWithdrawal({
      db: database.db,
      realtime: null,
      id,
      operator: 'ops',
      reason: 'Hot wallet empty.',
    });
    expect(await withdrawal(id)).toMatchObject({
      status: 'REJECTED',
      reason: 'Hot wallet empty.',
      txid: null,
    });
    expect(await credits()).toBe('146');
    expect(await chains.usdtBalanceOf(chains.evmHotAddress)).toBe(hotBalance);
  });

  it('leaves a consistent ledger (ledger:check)', async () => {
    const report = await runLedgerCheck(database.db);
    expect(report.violations).toEqual([]);
    expect(report.isOk).toBe(true);
  });
});
