/**
 * Issue 19 "Done when" for Solana, end to end on the real SVM: the real app (HTTP, pg-boss
 * watcher jobs) configured like production (CHAIN_RPC_URLS sol=…, SOLANA_DEPOSIT_SEED,
 * HOT_WALLET_KEYS sol=…, SOLANA_TOKEN_MINTS) against the litesvm JSON-RPC node, on which the
 * test created USDC (6 decimals) and GIGA (5 decimals) mints.
 *
 * A player's USDC (SPL, to their ATA), GIGA and SOL deposits become COMPLETED at finality,
 * credited once, also across watcher restarts with and without the saved cursor; a deposit
 * verified by its signature is recorded at once; a USDC withdrawal is broadcast by the hot
 * wallet, lands (the recipient's ATA is created and paid exactly the received amount) and
 * completes; the ledger check passes.
 */
import { inspect } from 'node:util';
import { base58 } from '@scure/base';
import { getTransactionEncoder, signBytes, type KeyPairSigner } from '@solana/kit';
import type { DepositRecord, WithdrawalRecord } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#test/wait-for';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { walletBalance } from '#app/modules/wallet/wallet.int-helpers';
import { depositCreditKey } from '#app/modules/payments/deposits.service';
import {
  createPaymentsTestApp,
  makeWithdrawable,
} from '#app/modules/payments/payments.int-helpers';
import { approveWithdrawal } from '#app/modules/payments/withdrawals.service';
import { ed25519PublicKey } from '../simulator/account-addresses';
import { runSolanaAdminCommand } from './cli/admin-solana';
import { depositPrivateKey, solanaAddressOf } from './solana-keys';
import { startLiteSvmRpcNode, type LiteSvmRpcNode } from './testing/litesvm-rpc-node';
import {
  LAMPORTS_PER_SOL,
  solanaTestChain,
  testSigner,
  type SolanaTestChain,
} from './testing/solana-test-chain';

const depositSeed = Uint8Array.from({ length: 64 }, (_, i) => 255 - i);
const hotSeed = Uint8Array.from({ length: 32 }, (_, i) => 31 + i);
const hotSecret = base58.encode(Uint8Array.from([...hotSeed, ...ed25519PublicKey(hotSeed)]));
const hotAddress = solanaAddressOf(hotSeed);

let database: TestDatabase;
let node: LiteSvmRpcNode;
let chain: SolanaTestChain;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
let env: Record<string, string>;
let player: SignedUp;
let wallet: KeyPairSigner;
let authority: KeyPairSigner;
let usdc: KeyPairSigner;
let giga: KeyPairSigner;
const credited: { txid: string; index: number }[] = [];

async function startServer() {
  server = await createPaymentsTestApp({
    db: database.db,
    env: { ...env, PAYMENTS_WATCHERS: 'on', PAYMENTS_SCAN_INTERVAL_SECONDS: '1' },
  });
}

beforeAll(async () => {
  const [db, started] = await Promise.allSettled([createTestDatabase(), startLiteSvmRpcNode()]);
  if (db.status === 'fulfilled') database = db.value;
  if (started.status === 'fulfilled') node = started.value;
  if (db.status === 'rejected') throw db.reason;
  if (started.status === 'rejected') throw started.reason;
  chain = solanaTestChain(node.url);
  [authority, wallet, usdc, giga] = (await Promise.all(
    ['app-authority', 'app-player-wallet', 'app-usdc', 'app-giga'].map(testSigner),
  )) as [KeyPairSigner, KeyPairSigner, KeyPairSigner, KeyPairSigner];
  await chain.airdrop(authority.address, 10n * LAMPORTS_PER_SOL);
  await chain.airdrop(wallet.address, 20n * LAMPORTS_PER_SOL);
  await chain.createMint(authority, usdc, 6);
  await chain.createMint(authority, giga, 5);
  await chain.mintTo(authority, usdc.address, wallet.address, 1_000_000_000n); // 1000 USDC
  await chain.mintTo(authority, giga.address, wallet.address, 100_000_000n); // 1000 GIGA
  env = {
    CHAIN_RPC_URLS: `sol=${node.url}`,
    SOLANA_DEPOSIT_SEED: Buffer.from(depositSeed).toString('hex'),
    HOT_WALLET_KEYS: `sol=${hotSecret}`,
    SOLANA_TOKEN_MINTS: `USDC=${usdc.address},GIGA=${giga.address}`,
  };
  await startServer();
  player = await signUp(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await node?.stop();
  await database?.drop();
});

async function getJson<T>(url: string): Promise<T> {
  const res = await server.app.inject({ url, headers: bearer(player.accessToken) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const deposits = async () =>
  (await getJson<{ deposits: DepositRecord[] }>('/api/payments/deposits')).deposits.filter(
    (d) => d.network === 'sol',
  );
const depositOf = async (txid: string) => (await deposits()).find((d) => d.txid === txid);
const credits = async () => (await walletBalance(server, player.accessToken)).credits;

const cursorRow = () =>
  database.db
    .selectFrom('payment_watch_cursors')
    .select(['cursor', 'updated_at'])
    .where('network', '=', 'sol')
    .executeTakeFirst();

/** Resolves once the sol watcher has finished a scan that started after `since`. */
async function scannedSince(since: Date) {
  await waitFor('a sol scan', cursorRow, (row) => row !== undefined && row.updated_at > since);
  const first = (await cursorRow())!.updated_at;
  await waitFor(
    'a second sol scan',
    cursorRow,
    (row) => row !== undefined && row.updated_at > first,
  );
}

describe('Solana payments on the real SVM (litesvm JSON-RPC node)', () => {
  it('builds the Solana adapter from the configuration and hands out derived addresses', async () => {
    expect(server.payments.chains.adapter('sol')?.kind).toBe('solana');
    const usdcAddress = await getJson<{
      wallet: string;
      memo: string | null;
      confirmations: number;
    }>('/api/payments/deposit-address?currency=usdc&network=sol');
    expect(usdcAddress).toMatchObject({ memo: null, confirmations: 32 });
    // m/44'/501'/0'/0' of the operator's seed; the same address for every Solana asset.
    expect(usdcAddress.wallet).toBe(solanaAddressOf(depositPrivateKey(depositSeed, 0)));
    const solAddress = await getJson<{ wallet: string }>(
      '/api/payments/deposit-address?currency=sol',
    );
    expect(solAddress.wallet).toBe(usdcAddress.wallet);
    const config = await getJson<{ instantDeposits: unknown[]; simulatedNetworks: string[] }>(
      '/api/payments/config',
    );
    expect(config.simulatedNetworks).not.toContain('sol');
    expect(config.instantDeposits).toContainEqual({
      network: 'sol',
      chainId: null,
      nativeAsset: 'SOL',
      tokenContracts: expect.objectContaining({ USDC: usdc.address, GIGA: giga.address }),
    });
  });

  it('credits USDC (to the ATA), GIGA and SOL deposits once: PROCESSING, then COMPLETED at finality', async () => {
    const { wallet: to } = await getJson<{ wallet: string }>(
      '/api/payments/deposit-address?currency=sol',
    );
    const usdcTx = await chain.payToken(wallet, usdc.address, 6, to, 100_000_000n); // 100 USDC
    const gigaTx = await chain.payToken(wallet, giga.address, 5, to, 50_000_000n); // 500 GIGA
    const solTx = await chain.paySol(wallet, to, LAMPORTS_PER_SOL / 2n); // 0.5 SOL

    // Seen at `confirmed` commitment: PROCESSING (between 1 and 31 confirmations).
    const seen = await waitFor(
      'three processing sol deposits',
      deposits,
      (d) => d.length === 3 && d.every((x) => x.status === 'PROCESSING'),
    );
    expect(seen.every((d) => d.confirmations >= 1 && d.confirmations < 32)).toBe(true);
    expect(await depositOf(usdcTx)).toMatchObject({
      asset: 'USDC',
      asset_amount: '100',
      to_address: to,
      required_confirmations: 32,
      fiat_amount: null,
      simulated: false,
    });
    expect(await depositOf(gigaTx)).toMatchObject({ asset: 'GIGA', asset_amount: '500' });
    expect(await depositOf(solTx)).toMatchObject({ asset: 'SOL', asset_amount: '0.5' });
    expect(await credits()).toBe('0');

    node.warp(32); // finalized
    await waitFor('completed deposits', deposits, (d) => d.every((x) => x.status === 'COMPLETED'));
    expect(await depositOf(usdcTx)).toMatchObject({
      confirmations: 32,
      fiat_amount: '100',
      transaction_link: `https://solscan.io/tx/${usdcTx}`,
    });
    expect(await depositOf(gigaTx)).toMatchObject({ fiat_amount: '3' }); // 500 × $0.006
    expect(await depositOf(solTx)).toMatchObject({ fiat_amount: '70' }); // 0.5 × $140
    expect(await credits()).toBe('173');

    const adapter = server.payments.chains.adapter('sol')!;
    for (const txid of [usdcTx, gigaTx, solTx]) {
      const lookup = await adapter.transfersOf!(txid, [{ address: to }]);
      if (lookup.status !== 'found') throw new Error(`${txid}: ${lookup.status}`);
      credited.push(...lookup.transfers.map((t) => ({ txid: t.txid, index: t.index })));
    }
    expect(credited).toHaveLength(3);
  });

  it('credits nothing twice across watcher restarts, even after losing the cursor', async () => {
    const ids = (await deposits()).map((d) => d.id).sort();
    const states = async () => (await deposits()).map((d) => [d.id, d.status]).sort();

    await server.close();
    await startServer();
    await scannedSince(new Date());
    expect(await states()).toEqual(ids.map((id) => [id, 'COMPLETED']));

    await server.close();
    await database.db.deleteFrom('payment_watch_cursors').where('network', '=', 'sol').execute();
    await startServer();
    await scannedSince(new Date(0));
    expect(await states()).toEqual(ids.map((id) => [id, 'COMPLETED']));
    for (const { txid, index } of credited) {
      const entries = await database.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('idempotency_key', '=', depositCreditKey('sol', txid, index))
        .execute();
      expect(entries).toHaveLength(1);
    }
    expect(await credits()).toBe('173');
  });

  it('records a deposit verified by its signature at once (POST /api/payments/deposits/verify)', async () => {
    const { wallet: to } = await getJson<{ wallet: string }>(
      '/api/payments/deposit-address?currency=usdc&network=sol',
    );
    await server.paymentsJobs?.stop(); // no watcher: only the verification can see it
    const txid = await chain.payToken(wallet, usdc.address, 6, to, 7_000_000n);
    const verify = (body: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/deposits/verify',
        headers: bearer(player.accessToken),
        payload: body,
      });
    const res = await verify({ network: 'sol', txid });
    expect(res.json()).toEqual({
      success: true,
      message: 'Deposit of 7 USDC found: it is credited once it has 32 confirmations.',
    });
    expect(await depositOf(txid)).toMatchObject({ status: 'PENDING', asset_amount: '7' });
    // Verified five times at once: still one deposit.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => verify({ network: 'sol', txid })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await deposits()).filter((d) => d.txid === txid)).toHaveLength(1);
    const unknown = await verify({ network: 'sol', txid: '1'.repeat(88) });
    expect(unknown.statusCode).toBe(404);

    // The instant deposit: the server builds the unsigned transfer to the player's own address,
    // the browser wallet signs and sends it, then asks for verification by its signature.
    const build = (payload: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/deposits/wallet-transaction',
        headers: bearer(player.accessToken),
        payload,
      });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/payments/deposits/wallet-transaction',
      payload: { network: 'sol', asset: 'USDC', amount: '5', from: wallet.address },
    });
    expect(anonymous.statusCode).toBe(401);
    const badFrom = await build({ network: 'sol', asset: 'USDC', amount: '5', from: '0xabc' });
    expect(badFrom.statusCode).toBe(400);
    const badAsset = await build({
      network: 'sol',
      asset: 'BTC',
      amount: '5',
      from: wallet.address,
    });
    expect(badAsset.statusCode).toBe(400);
    const bad = await build({ network: 'sol', asset: 'USDC', amount: '0', from: wallet.address });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Enter the amount to deposit.' } });
    const built = await build({ network: 'sol', asset: 'USDC', amount: '5', from: wallet.address });
    expect(built.statusCode, built.body).toBe(200);
    const { message, to: paid } = built.json() as { message: string; to: string };
    expect(paid).toBe(to);
    const messageBytes = base58.decode(message);
    const signed = await signBytes(wallet.keyPair.privateKey, messageBytes);
    const wire = getTransactionEncoder().encode({
      messageBytes: messageBytes as never,
      signatures: { [wallet.address]: signed } as never,
    });
    const instant = await chain.rpc
      .sendTransaction(Buffer.from(wire).toString('base64') as never, { encoding: 'base64' })
      .send();
    expect((await verify({ network: 'sol', txid: instant })).json()).toMatchObject({
      success: true,
    });
    expect(await depositOf(instant)).toMatchObject({ asset: 'USDC', asset_amount: '5' });

    await server.close();
    await startServer();
    node.warp(32);
    await waitFor('completed deposits', deposits, (d) => d.every((x) => x.status === 'COMPLETED'));
    expect(await credits()).toBe('185'); // 173 + 7 + 5
  });

  it('pays a USDC withdrawal on-chain from the hot wallet after approval', async () => {
    await makeWithdrawable(database.db, player.user.id, 69n * 10n ** 8n);
    await chain.airdrop(hotAddress, LAMPORTS_PER_SOL); // fees and the recipient's ATA rent
    await chain.mintTo(authority, usdc.address, hotAddress, 50_000_000n); // the operator funds it
    const recipient = (await testSigner('app-recipient')).address;
    const before = await credits();

    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: bearer(player.accessToken),
      payload: { asset: 'USDC', network: 'sol', address: recipient, assetAmount: '20' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const requested = res.json() as { withdrawal: WithdrawalRecord };
    expect(requested.withdrawal).toMatchObject({
      status: 'PENDING',
      fee: '0.1',
      received_amount: '19.9',
    });
    const { id } = requested.withdrawal;
    await approveWithdrawal({ db: database.db, id, operator: 'ops' });
    await server.paymentsJobs!.kick('sol');
    const read = () => getJson<WithdrawalRecord>(`/api/payments/withdrawals/${id}`);
    const sent = await waitFor('the USDC broadcast', read, (w) => w.txid !== null).catch(
      async (error: unknown) => {
        const { findWithdrawal } = await import('#app/modules/payments/withdrawals.repository');
        throw new Error(`${String(error)}; row: ${inspect(await findWithdrawal(database.db, id))}`);
      },
    );
    expect(sent.simulated).toBe(false);
    // Landed: the recipient's ATA was created by the hot wallet and holds exactly the amount.
    expect(await chain.tokenBalance(recipient, usdc.address)).toBe(19_900_000n);
    expect(await chain.tokenBalance(hotAddress, usdc.address)).toBe(30_100_000n);

    // Withdrawals complete at one confirmation: `confirmed` commitment.
    const done = await waitFor('the USDC withdrawal', read, (w) => w.status === 'COMPLETED');
    expect(done).toMatchObject({
      txid: sent.txid,
      transaction_link: `https://solscan.io/tx/${sent.txid}`,
    });
    expect(await credits()).toBe(String(Number(before) - 20));
  });

  it('sweeps the deposit account into the hot wallet (npm run admin -- solana sweep)', async () => {
    const to = solanaAddressOf(depositPrivateKey(depositSeed, 0));
    const held = await chain.tokenBalance(to, usdc.address);
    expect(held).toBe(112_000_000n); // 100 + 7 + 5 USDC deposited
    const hotUsdc = await chain.tokenBalance(hotAddress, usdc.address);
    const lines: string[] = [];
    await runSolanaAdminCommand({
      db: database.db,
      config: server.config,
      positionals: ['solana', 'sweep'],
      print: (line) => lines.push(line),
    });
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^swept ${to} → ${hotAddress}: https://solscan.io/tx/`)),
      '1 deposit account(s) swept',
    ]);
    expect(await chain.tokenBalance(to, usdc.address)).toBe(0n);
    expect(await chain.tokenBalance(to, giga.address)).toBe(0n);
    expect(await chain.solBalance(to)).toBe(0n);
    expect(await chain.tokenBalance(hotAddress, usdc.address)).toBe(hotUsdc + held);
    // The sweep is no deposit: the watcher's next passes credit nothing new.
    const before = await credits();
    await scannedSince(new Date());
    expect(await credits()).toBe(before);
    expect(await deposits()).toHaveLength(5);
  });

  it('leaves a consistent ledger (ledger:check)', async () => {
    const report = await runLedgerCheck(database.db);
    expect(report.violations).toEqual([]);
    expect(report.isOk).toBe(true);
  });
});
