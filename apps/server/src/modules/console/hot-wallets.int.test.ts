/**
 * The System page's hot wallets (ADR 048) against the real chain runtimes the payments tests use:
 * `litecoind -regtest` (UTXO, key-mode hot wallet) and a Hardhat node (EVM native + a real
 * ERC-20). The balances come from the nodes, the books from completed deposits and sent
 * withdrawals, a shortfall is flagged, and a node that does not answer is "unavailable" with
 * its error while the other networks still show.
 */
import { randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { WIF } from '@scure/btc-signer';
import type { SystemHotWallets } from '@tengu/shared';
import { erc20Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createTestApp } from '#test/test-app';
import { createEvmAdapter } from '#app/modules/payments/chains/evm/evm-adapter';
import {
  DEV_KEYS,
  startLocalEvmNode,
  type LocalEvmNode,
} from '#app/modules/payments/chains/evm/testing/local-evm-node';
import {
  TEST_TOKEN_ABI,
  TEST_TOKEN_BYTECODE,
} from '#app/modules/payments/chains/evm/testing/test-token.artifact';
import {
  startLitecoinRegtest,
  type RegtestNode,
} from '#app/modules/payments/chains/utxo/testing/regtest-node';
import { createUtxoAdapter } from '#app/modules/payments/chains/utxo/utxo-adapter';
import { UTXO_PARAMS, btcSignerNetwork } from '#app/modules/payments/chains/utxo/utxo-networks';
import { paymentChainsOf } from '#app/modules/payments/payments-chains';
import { bearer, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from './console.int-helpers';
import { getHotWallets } from './hot-wallets.service';

const root = HDKey.fromMasterSeed(
  Uint8Array.from({ length: 32 }, (_, i) => i + 7),
  {
    private: 0x04358394,
    public: 0x043587cf,
  },
);
const ltcXpub = root.derive("m/84'/1'/0'").publicExtendedKey;
const ltcHotWif = WIF(btcSignerNetwork(UTXO_PARAMS.ltc.regtest)).encode(
  root.derive("m/84'/1'/1'/0/0").privateKey!,
);
const evmXpub = HDKey.fromMasterSeed(Uint8Array.from({ length: 32 }, (_, i) => 50 + i)).derive(
  "m/44'/60'/0'",
).publicExtendedKey;
const [payerKey, hotKey] = DEV_KEYS as [Hex, Hex];

let database: TestDatabase;
let ltc: RegtestNode;
let evm: LocalEvmNode;
let usdt: `0x${string}`;

beforeAll(async () => {
  [database, ltc, evm] = await Promise.all([
    createTestDatabase(),
    startLitecoinRegtest(),
    startLocalEvmNode(),
  ]);
  await ltc.miner.mine(101);
  const hash = await evm.walletFor(payerKey).deployContract({
    abi: TEST_TOKEN_ABI,
    bytecode: TEST_TOKEN_BYTECODE,
    args: ['Tether USD', 'USDT', 6, 1_000_000_000_000n],
    account: privateKeyToAccount(payerKey),
    chain: undefined,
  });
  usdt = (await evm.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 }))
    .contractAddress!;
}, 90_000);

afterAll(async () => {
  await Promise.all([ltc?.stop(), evm?.stop(), database?.drop()]);
});

async function chains() {
  const ltcAdapter = createUtxoAdapter({
    network: 'ltc',
    flavour: 'regtest',
    rpcUrl: ltc.rpcUrl,
    xpub: ltcXpub,
    hotWallet: { kind: 'key', wif: ltcHotWif },
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
  const ethAdapter = createEvmAdapter({
    network: 'eth',
    rpcUrl: evm.rpcUrl,
    xpub: evmXpub,
    nativeAsset: 'ETH',
    tokens: [{ symbol: 'USDT', address: usdt }],
    hotWalletKey: hotKey,
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
  // A node nobody listens on: the BSC row must say so, not fail the page.
  const deadBsc = createEvmAdapter({
    network: 'bsc',
    rpcUrl: `http://127.0.0.1:${await freePort()}`,
    xpub: evmXpub,
    nativeAsset: 'BNB',
    tokens: [],
    hotWalletKey: hotKey,
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
  // A hot-wallet-less adapter: no wallet to read.
  const watchOnlyArb = createEvmAdapter({
    network: 'base',
    rpcUrl: evm.rpcUrl,
    xpub: evmXpub,
    nativeAsset: 'ETH',
    tokens: [],
    txUrlTemplate: 'https://explorer.invalid/tx/{txid}',
  });
  return {
    ltcAdapter,
    chains: paymentChainsOf({
      adapters: [ltcAdapter, ethAdapter, deadBsc, watchOnlyArb],
      developmentMode: false,
    }),
  };
}

/** A completed on-chain deposit in the books (what the watcher records), in base units. */
async function bookDeposit(network: string, asset: string, amount: bigint, decimals: number) {
  const { db } = database;
  const user = await db
    .insertInto('users')
    .values({
      username: `hw${randomUUID().slice(0, 8)}`,
      email: null,
      password_hash: null,
      referral_code: randomUUID().slice(0, 12),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await db
    .insertInto('payment_deposit_addresses')
    .values({
      user_id: user.id,
      network,
      address: `addr-${randomUUID()}`,
      tag: null,
      key_id: 'test',
      derivation_index: Math.floor(Math.random() * 1e6),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_deposits')
    .values({
      user_id: user.id,
      address_id: address.id,
      asset,
      network,
      txid: randomUUID(),
      output_index: 0,
      asset_amount: amount.toString(),
      asset_decimals: decimals,
      status: 'COMPLETED',
      required_confirmations: 1,
      source: 'chain',
      completed_at: new Date(),
    })
    .execute();
}

const row = (wallets: SystemHotWallets, network: string) =>
  wallets.networks.find((n) => n.network === network)!;

describe('hot-wallet balances on the System page', () => {
  it('reads the hot wallets from the nodes, compares them with the books and flags a shortfall', async () => {
    const { chains: paymentChains, ltcAdapter } = await chains();
    // Fund the hot wallets on chain: 2.5 LTC; 1.5 ETH and 250 USDT.
    const hotLtc = (ltcAdapter as unknown as { hotWalletAddress: string }).hotWalletAddress;
    await ltcAdapter.watch([]); // imports the hot address into the watch wallet
    await ltc.miner.send(hotLtc, '2.5');
    await ltc.miner.mine(1);
    const hotEvm = privateKeyToAccount(hotKey).address;
    const before = await evm.publicClient.getBalance({ address: hotEvm });
    const payer = evm.walletFor(payerKey);
    await evm.publicClient.waitForTransactionReceipt({
      hash: await payer.sendTransaction({
        to: hotEvm,
        value: 1_500_000_000_000_000_000n,
        account: privateKeyToAccount(payerKey),
        chain: undefined,
      }),
      pollingInterval: 50,
    });
    await evm.publicClient.waitForTransactionReceipt({
      hash: await payer.writeContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [hotEvm, 250_000_000n],
        account: privateKeyToAccount(payerKey),
        chain: undefined,
      }),
      pollingInterval: 50,
    });
    // The books: 2 LTC deposited (the chain holds more), 300 USDT (the chain holds 50 less).
    await bookDeposit('ltc', 'LTC', 200_000_000n, 8);
    await bookDeposit('eth', 'USDT', 300_000_000n, 6);

    const wallets = await getHotWallets(database.db, paymentChains, new Date());

    const ltcRow = row(wallets, 'ltc');
    expect(ltcRow).toMatchObject({ status: 'ok', adapter: 'utxo', address: hotLtc, error: null });
    expect(Number(ltcRow.height)).toBeGreaterThanOrEqual(102);
    expect(ltcRow.assets).toEqual([
      { asset: 'LTC', onChain: '2.5', books: '2', difference: '0.5', shortfall: false },
    ]);

    const ethRow = row(wallets, 'eth');
    expect(ethRow.status).toBe('ok');
    expect(ethRow.address).toBe(hotEvm);
    const eth = ethRow.assets.find((a) => a.asset === 'ETH')!;
    expect(Number(eth.onChain)).toBeCloseTo(Number(before + 1_500_000_000_000_000_000n) / 1e18, 6);
    expect(ethRow.assets.find((a) => a.asset === 'USDT')).toEqual({
      asset: 'USDT',
      onChain: '250',
      books: '300',
      difference: '-50',
      shortfall: true,
    });

    expect(row(wallets, 'bsc')).toMatchObject({ status: 'unavailable', height: null });
    expect(row(wallets, 'bsc').error).toMatch(/BSC/);
    expect(row(wallets, 'base')).toMatchObject({ status: 'no-hot-wallet', error: null });
    expect(row(wallets, 'btc')).toMatchObject({ status: 'no-adapter', assets: [] });
  }, 60_000);

  it('shows a node that hangs as unavailable after the timeout instead of waiting', async () => {
    const { chains: paymentChains } = await chains();
    const hanging = paymentChainsOf({
      adapters: [
        {
          ...paymentChains.adapter('eth')!,
          hotWalletBalance: () => new Promise(() => undefined),
        },
        {
          ...paymentChains.adapter('base')!,
          // viem's errors: a one-line shortMessage and pages of details.
          hotWalletBalance: () =>
            Promise.reject(
              Object.assign(
                new Error('The contract function "balanceOf" returned no data.\n\nDetails…'),
                {
                  shortMessage: 'The contract function "balanceOf" returned no data ("0x").',
                },
              ),
            ),
        },
      ],
      developmentMode: false,
    });
    const started = Date.now();
    const wallets = await getHotWallets(database.db, hanging, new Date(), 300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(row(wallets, 'eth')).toMatchObject({
      status: 'unavailable',
      error: 'no answer within 0.3 s',
    });
    expect(row(wallets, 'base').error).toBe(
      'The contract function "balanceOf" returned no data ("0x").',
    );
  });

  it('prints a fee coin the asset list lacks in its own decimals (50 TRX, not 0.5)', async () => {
    const { chains: paymentChains } = await chains();
    const tron = paymentChainsOf({
      adapters: [
        {
          ...paymentChains.adapter('eth')!,
          network: 'tron',
          kind: 'tron',
          hotWalletBalance: () =>
            Promise.resolve({
              address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
              height: 65_119_685,
              balances: [
                { asset: 'TRX', amount: 50_000_000n, decimals: 6 },
                { asset: 'USDT', amount: 1_234_500_000n },
              ],
            }),
        },
      ],
      developmentMode: false,
    });
    const wallets = await getHotWallets(database.db, tron, new Date());
    expect(row(wallets, 'tron')).toMatchObject({ status: 'ok', height: '65119685' });
    expect(row(wallets, 'tron').assets).toEqual([
      { asset: 'TRX', onChain: '50', books: '0', difference: '50', shortfall: false },
      { asset: 'USDT', onChain: '1234.5', books: '0', difference: '1234.5', shortfall: false },
    ]);
  });

  it('answers the console route for admins (simulator chains: nothing on chain to read)', async () => {
    const server = await createTestApp({ db: database.db, env: TEST_ENV });
    try {
      const admin = await staffMember(server, database.db, ['admin']);
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/admin/system/hot-wallets',
        headers: bearer(admin.accessToken),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<SystemHotWallets>();
      expect(body.networks.length).toBeGreaterThan(5);
      for (const network of body.networks) expect(network.status).not.toBe('ok');
      const finance = await staffMember(server, database.db, ['finance']);
      const refused = await server.app.inject({
        method: 'GET',
        url: '/api/admin/system/hot-wallets',
        headers: bearer(finance.accessToken),
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});
