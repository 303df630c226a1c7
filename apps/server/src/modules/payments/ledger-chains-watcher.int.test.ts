/**
 * The XRP, TRON and Algorand adapters behind the real watcher (issue 19): a deposit answered by
 * a loopback node in each chain's documented format is recorded, confirmed and credited once —
 * across repeated ticks, a lost cursor (a restart re-reading the chain) and concurrent ticks —
 * and the books balance (ledger:check). An XRP payment without a destination tag is never
 * credited to anyone (the unattributed-deposits piece of the TON work holds it for the operator).
 */
import { Wallet } from 'xrpl';
import { TronWeb } from 'tronweb';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import type { NetworkId } from '@tengu/shared';
import { createAlgoAdapter } from './chains/algo/algo-adapter';
import { fixture, startFixtureNode, type FixtureNode } from './chains/testing/fixture-node';
import { TRC20_TRANSFER_TOPIC, createTronAdapter } from './chains/tron/tron-adapter';
import { createXrpAdapter } from './chains/xrp/xrp-adapter';
import { createPaymentsTestApp } from './payments.int-helpers';
import { paymentChainsOf } from './payments-chains';
import { createFilePriceSource } from './prices/file-price-source';
import { runNetworkTick } from './watcher';

const XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const chainsDir = new URL('./chains/', import.meta.url);
const xrpFixture = (name: string) => fixture(new URL('xrp/testing/', chainsDir), name);
const tronFixture = (name: string) => fixture(new URL('tron/testing/', chainsDir), name);
const algoFixture = (name: string) => fixture(new URL('algo/testing/', chainsDir), name);

let node: FixtureNode;
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
let chains: ReturnType<typeof paymentChainsOf>;
const prices = createFilePriceSource({ dataDir: '/nonexistent-tengu-data' }); // XRP 2.1, USDT 1
const log = pino({ level: 'silent' });

/** What each chain's node answers now (set per test). */
const state = {
  xrpPayments: [] as { hash: string; tag?: number; drops: string }[],
  tronTransfers: [] as { id: string; to: string; amount: bigint }[],
  algoTransfers: [] as { id: string; to: string; amount: number }[],
};

beforeAll(async () => {
  node = await startFixtureNode();
  node.route((request) => {
    const path = request.url.split('?')[0]!;
    if (path === '/xrp') return { body: xrpAnswer(request.json as XrpCall) };
    if (path.startsWith('/tron/')) return tronAnswer(path.slice(5), request.json);
    if (path.startsWith('/algod/') || path.startsWith('/indexer/')) return algoAnswer(path);
    return undefined;
  });
  const adapters = [
    createXrpAdapter({
      rpcUrl: `${node.url}/xrp`,
      hotWallet: Wallet.fromSeed('sEdSPx8CLbFUna3DJdvJ74aQPLdemqu'),
    }),
    createTronAdapter({
      nodeUrl: `${node.url}/tron`,
      xpub: XPUB,
      tokens: [{ symbol: 'USDT', address: USDT_TRON }],
    }),
    createAlgoAdapter({
      algodUrl: `${node.url}/algod`,
      indexerUrl: `${node.url}/indexer`,
      hotSeed: new Uint8Array(32).fill(0x11),
      usdtAssetId: 312769,
    }),
  ];
  chains = paymentChainsOf({ adapters, developmentMode: false });
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
  await node.close();
});
beforeEach(() => {
  state.xrpPayments = [];
  state.tronTransfers = [];
  state.algoTransfers = [];
});

type XrpCall = { method: string; params: Record<string, unknown>[] };

function xrpEntry(payment: (typeof state.xrpPayments)[number]) {
  const entry = (
    xrpFixture('account-tx-page2') as { result: { transactions: Record<string, unknown>[] } }
  ).result.transactions[0] as {
    hash: string;
    meta: { delivered_amount: string };
    tx_json: Record<string, unknown>;
  };
  entry.hash = payment.hash;
  entry.meta.delivered_amount = payment.drops;
  entry.tx_json.DeliverMax = payment.drops;
  if (payment.tag === undefined) delete entry.tx_json.DestinationTag;
  else entry.tx_json.DestinationTag = payment.tag;
  return entry;
}

function xrpAnswer(call: XrpCall): unknown {
  if (call.method === 'ledger') return xrpFixture('ledger-validated');
  if (call.method === 'account_tx') {
    const page = xrpFixture('account-tx-page2') as { result: { transactions: unknown[] } };
    page.result.transactions = state.xrpPayments.map(xrpEntry);
    return page;
  }
  if (call.method === 'tx') {
    const found = state.xrpPayments.find((p) => p.hash === call.params[0]!.transaction);
    return found
      ? { result: { ...xrpEntry(found), status: 'success' } }
      : xrpFixture('tx-not-found');
  }
  return undefined;
}

const H = 65119660;
function tronAnswer(path: string, body: unknown) {
  const num = (body as { num?: number } | undefined)?.num;
  if (path === '/wallet/getnowblock') return { body: tronFixture('getnowblock') };
  if (path === '/wallet/getblockbynum') {
    const block = tronFixture(`getblockbynum-${H + 1}`) as {
      blockID: string;
      block_header: { raw_data: { number: number } };
    };
    block.blockID = num!.toString(16).padStart(16, '0') + 'ab'.repeat(24);
    block.block_header.raw_data.number = num!;
    return { body: block };
  }
  if (path === '/wallet/gettransactioninfobyblocknum') {
    if (num !== H + 1) return { body: {} };
    const usdt = TronWeb.address.toHex(USDT_TRON).slice(2).toLowerCase();
    return {
      body: state.tronTransfers.map((t) => ({
        id: t.id,
        blockNumber: H + 1,
        blockTimeStamp: 1727000003000,
        receipt: { result: 'SUCCESS', energy_usage_total: 64285 },
        log: [
          {
            address: usdt,
            topics: [
              TRC20_TRANSFER_TOPIC,
              '0'.repeat(64),
              TronWeb.address.toHex(t.to).slice(2).toLowerCase().padStart(64, '0'),
            ],
            data: t.amount.toString(16).padStart(64, '0'),
          },
        ],
      })),
    };
  }
  return undefined;
}

function algoAnswer(path: string) {
  if (path === '/indexer/health') return { body: algoFixture('health') };
  if (path === '/algod/v2/status') return { body: algoFixture('status') };
  if (/^\/algod\/v2\/accounts\/\w+\/assets\/312769$/.test(path)) {
    return { body: algoFixture('account-asset') }; // already opted in: nothing to send
  }
  if (path === '/indexer/v2/transactions') {
    const page = algoFixture('transactions-page2') as { transactions: Record<string, unknown>[] };
    const template = page.transactions[0]!;
    page.transactions = state.algoTransfers.map((t) => ({
      ...template,
      id: t.id,
      'asset-transfer-transaction': {
        amount: t.amount,
        'asset-id': 312769,
        'close-amount': 0,
        receiver: t.to,
      },
    }));
    return { body: page };
  }
  return undefined;
}

async function depositAddress(player: SignedUp, currency: string, network: string) {
  const res = await server.app.inject({
    url: `/api/payments/deposit-address?currency=${currency}&network=${network}`,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ wallet: string; memo: string | null }>();
}

const tick = (network: NetworkId) =>
  runNetworkTick({ db: database.db, realtime: null, chains, prices, log, network });

/** Runs the watcher the way restarts and replicas do, then reads what was credited. */
async function tickLikeProduction(network: NetworkId) {
  await tick(network);
  await tick(network);
  // A restart that lost its cursor re-reads the chain from the start.
  await database.db.deleteFrom('payment_watch_cursors').where('network', '=', network).execute();
  await Promise.all([tick(network), tick(network)]);
}

async function creditsOf(player: SignedUp, network: NetworkId) {
  const deposits = await database.db
    .selectFrom('payment_deposits')
    .select(['status', 'asset_amount', 'fiat_amount'])
    .where('user_id', '=', player.user.id)
    .where('network', '=', network)
    .execute();
  const entries = await database.db
    .selectFrom('ledger_entries')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `deposit_credit:${network}:%`)
    .execute();
  return {
    deposits,
    entries: entries.length,
    credits: await pocketUnits(database.db, player.user.id, 'credits'),
  };
}

describe('issue 19 adapters behind the watcher: credited exactly once', () => {
  it('XRP: a payment with the player’s tag is credited once; an untagged one to no one', async () => {
    const player = await signUp(server);
    const address = await depositAddress(player, 'xrp', 'xrp');
    state.xrpPayments = [
      { hash: 'AB'.repeat(32), tag: Number(address.memo), drops: '10000000' }, // 10 XRP
      { hash: 'CD'.repeat(32), drops: '5000000' }, // no tag: not this player's
    ];
    await tickLikeProduction('xrp');
    const credited = await creditsOf(player, 'xrp');
    expect(credited.deposits).toEqual([
      { status: 'COMPLETED', asset_amount: '10000000', fiat_amount: 21n * 10n ** 8n },
    ]);
    expect(credited.entries).toBe(1);
    expect(credited.credits).toBe(21n * 10n ** 8n); // 10 XRP × $2.1
  });

  it('TRON: USDT to the player’s address is credited once', async () => {
    const player = await signUp(server);
    const address = await depositAddress(player, 'usdt', 'tron');
    state.tronTransfers = [{ id: 'ef'.repeat(32), to: address.wallet, amount: 25_000_000n }];
    await tickLikeProduction('tron');
    const credited = await creditsOf(player, 'tron');
    expect(credited.deposits).toEqual([
      { status: 'COMPLETED', asset_amount: '25000000', fiat_amount: 25n * 10n ** 8n },
    ]);
    expect(credited.entries).toBe(1);
    expect(credited.credits).toBe(25n * 10n ** 8n);
  });

  it('Algorand: USDT to the player’s opted-in address is credited once', async () => {
    const player = await signUp(server);
    const address = await depositAddress(player, 'usdt', 'algo');
    state.algoTransfers = [{ id: 'Q'.repeat(52), to: address.wallet, amount: 12_000_000 }];
    await tickLikeProduction('algo');
    const credited = await creditsOf(player, 'algo');
    expect(credited.deposits).toEqual([
      { status: 'COMPLETED', asset_amount: '12000000', fiat_amount: 12n * 10n ** 8n },
    ]);
    expect(credited.entries).toBe(1);
    expect(credited.credits).toBe(12n * 10n ** 8n);
  });
});
