/**
 * Contract tests of the Algorand adapter: no algod or indexer runs on these machines, so a
 * loopback server answers with responses recorded in their documented REST format
 * (testing/fixtures, after the algod and indexer OpenAPI specs and algosdk's types). What a
 * player or operator would notice: USDT paid to their address found (close-outs included),
 * other assets ignored, malformed answers refused (never credited), the deposit address opted in
 * to USDT once by an atomic group the hot wallet pays for, and a withdrawal whose signed
 * transaction sends the right asset, amount and recipient.
 */
import { decodeSignedTransaction, decodeMsgpack, SignedTransaction } from 'algosdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BroadcastRejectedError, ChainUnavailableError } from '../chain-adapter';
import { fixture, startFixtureNode, type FixtureNode } from '../testing/fixture-node';
import { OPT_IN_MINIMUM_BALANCE, createAlgoAdapter, leaseOf } from './algo-adapter';

const HOT_SEED = new Uint8Array(32).fill(0x11);
const HOT = '2BFLEMTUFO2KWOQTNC6UMFPE43ICESVXDIAWXL4FECRTFSLXQ43Y4T7XGU';
const DEPOSIT = 'BBP44I2OW56OEOJFB5MMB6HNGNCPZYU5PG5QN3TNR3XXPPJSV35ILJLDOY';
const RECIPIENT = 'UCNKL5D2M5MYAL7ZKX4NYLJKCSS4THJDX2L7QZASP74TQNCVUTYKTMWCMM';
const USDT_ASA = 312769;
const dir = new URL('./testing/', import.meta.url);
const txid = (c: string) => c.repeat(52);

let node: FixtureNode;
/** Path prefix (without query) → [status, fixture]. */
let answers: Record<string, [number, string]>;

beforeAll(async () => {
  node = await startFixtureNode();
  node.route((request) => {
    const path = request.url.split('?')[0]!;
    const found = answers[`${request.method} ${path}`] ?? answers[path];
    return found ? { status: found[0], body: fixture(dir, found[1]) } : undefined;
  });
});
afterAll(() => node.close());
beforeEach(() => {
  node.requests.length = 0;
  answers = {
    '/indexer/health': [200, 'health'],
    '/algod/v2/status': [200, 'status'],
    '/algod/v2/transactions/params': [200, 'params'],
  };
});

const adapter = (pageSize = 3) =>
  createAlgoAdapter({
    algodUrl: `${node.url}/algod`,
    indexerUrl: `${node.url}/indexer/`,
    apiToken: 'token-for-own-node',
    hotSeed: HOT_SEED,
    usdtAssetId: USDT_ASA,
    pageSize,
  });
const watched = [{ address: DEPOSIT, index: 0 }];

describe('Algorand adapter: addresses', () => {
  it('gives each player a derived address, and the hot wallet its own', () => {
    const algo = adapter();
    expect(algo.deriveAddress(0)).toEqual({ address: DEPOSIT, index: 0 });
    expect(algo.deriveAddress(1).address).not.toBe(DEPOSIT);
    expect(algo.hotWalletAddress).toBe(HOT);
    expect(algo.validateAddress(RECIPIENT)).toEqual({ valid: true });
    expect(algo.validateAddress(`${RECIPIENT.slice(0, -1)}A`)).toMatchObject({
      valid: false,
      reason: 'Invalid Algorand address',
    });
  });
});

describe('Algorand adapter: scanning the indexer', () => {
  it('maps USDT transfers (and close-outs) to watched addresses, paging by next-token', async () => {
    const algo = adapter();
    answers['/indexer/v2/transactions'] = [200, 'transactions-page1'];
    const first = await algo.scan({ cursor: null, addresses: watched });
    expect(first.tipHeight).toBe(45000100);
    expect(first.transfers).toEqual([
      {
        network: 'algo',
        txid: txid('A'),
        index: 0,
        address: DEPOSIT,
        asset: 'USDT',
        amount: 50_000_000n,
        blockHeight: 45000010,
        blockHash: null,
      },
      // A sender closing out its USDT to the player: the close amount, index 1.
      expect.objectContaining({ txid: txid('C'), index: 1, amount: 2_000_000n }),
    ]);
    const query = new URL(node.requests.at(-1)!.url, node.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      'asset-id': '312769',
      'tx-type': 'axfer',
      'min-round': String(45000100 - 2000),
      'max-round': '45000100',
      limit: '3',
    });
    expect(node.requests.at(-1)!.raw.length).toBe(0);
    expect(JSON.parse(first.cursor)).toEqual({
      min: 45000100 - 2000,
      max: 45000100,
      next: 'cursor-token-1',
    });

    answers['/indexer/v2/transactions'] = [200, 'transactions-page2'];
    const second = await algo.scan({ cursor: first.cursor, addresses: watched });
    expect(new URL(node.requests.at(-1)!.url, node.url).searchParams.get('next')).toBe(
      'cursor-token-1',
    );
    // Another asset (USDC's id) and the address's own opt-in are not deposits.
    expect(second.transfers).toEqual([
      expect.objectContaining({ txid: txid('D'), amount: 1_000_000n }),
    ]);
    expect(JSON.parse(second.cursor)).toEqual({ min: 45000101 });
  });

  it('sends the API token to the indexer and algod', async () => {
    answers['/indexer/v2/transactions'] = [200, 'transactions-page2'];
    await adapter().scan({ cursor: null, addresses: watched });
    expect(node.requests.length).toBeGreaterThan(0);
    for (const request of node.requests) {
      expect(request.headers['x-algo-api-token']).toBe('token-for-own-node');
    }
  });

  it.each([
    ['a negative amount', 'transactions-negative'],
    ['a uint64 amount JSON cannot hold exactly', 'transactions-unsafe'],
    ['no receiver', 'transactions-no-receiver'],
    ['a malformed transaction id', 'transactions-bad-id'],
  ])('refuses a page with %s: nothing credited, the cursor does not move', async (_, name) => {
    answers['/indexer/v2/transactions'] = [200, name];
    await expect(
      adapter().scan({ cursor: JSON.stringify({ min: 45000000 }), addresses: watched }),
    ).rejects.toBeInstanceOf(ChainUnavailableError);
  });
});

describe('Algorand adapter: confirmations', () => {
  it('counts rounds (immediate finality) and follows a withdrawal through the pool', async () => {
    const algo = adapter();
    const ref = {
      txid: txid('A'),
      index: 0,
      address: DEPOSIT,
      asset: 'USDT',
      blockHash: null,
      blockHeight: 45000010,
    };
    expect(await algo.confirmations(ref)).toBe(100);
    const pending = `/algod/v2/transactions/pending/${txid('W')}`;
    answers[pending] = [200, 'pending-in-pool'];
    expect(await algo.withdrawalConfirmations(txid('W'))).toBe(0);
    answers[pending] = [200, 'pending-confirmed'];
    expect(await algo.withdrawalConfirmations(txid('W'))).toBe(5);
    answers[pending] = [200, 'pending-dead'];
    expect(await algo.withdrawalConfirmations(txid('W'))).toBe('dropped');
    answers[pending] = [404, 'not-found'];
    answers[`/indexer/v2/transactions/${txid('W')}`] = [404, 'not-found'];
    expect(await algo.withdrawalConfirmations(txid('W'))).toBe('dropped');
    answers[`/indexer/v2/transactions/${txid('W')}`] = [200, 'indexer-transaction'];
    expect(await algo.withdrawalConfirmations(txid('W'))).toBe(100);
  });
});

describe('Algorand adapter: verifying one transaction', () => {
  it('finds the USDT paid to the player, pending ones, and unknown ones', async () => {
    const algo = adapter();
    answers[`/indexer/v2/transactions/${txid('A')}`] = [200, 'indexer-transaction'];
    expect(await algo.transfersOf!(txid('A'), watched)).toEqual({
      status: 'found',
      transfers: [expect.objectContaining({ txid: txid('A'), amount: 50_000_000n })],
    });
    answers[`/indexer/v2/transactions/${txid('P')}`] = [404, 'not-found'];
    answers[`/algod/v2/transactions/pending/${txid('P')}`] = [200, 'pending-in-pool'];
    expect(await algo.transfersOf!(txid('P'), watched)).toEqual({ status: 'pending' });
    answers[`/algod/v2/transactions/pending/${txid('P')}`] = [404, 'not-found'];
    expect(await algo.transfersOf!(txid('P'), watched)).toEqual({ status: 'not-found' });
    expect(await algo.transfersOf!('0xnot-an-algorand-id', watched)).toEqual({
      status: 'not-found',
    });
  });
});

describe('Algorand adapter: opt-in of deposit addresses', () => {
  const assetPath = `/algod/v2/accounts/${DEPOSIT}/assets/${USDT_ASA}`;

  it('funds and opts a new address in with one atomic group, once', async () => {
    answers[assetPath] = [404, 'account-asset-not-found'];
    answers['POST /algod/v2/transactions'] = [200, 'submit-ok'];
    const algo = adapter();
    await algo.watch(watched);
    const posts = node.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    // Two signed transactions, concatenated msgpack.
    const raw = new Uint8Array(posts[0]!.raw);
    const first = decodeSignedTransaction(raw.subarray(0, signedLength(raw)));
    const second = decodeSignedTransaction(raw.subarray(signedLength(raw)));
    expect(first.txn.type).toBe('pay');
    expect(first.txn.sender.toString()).toBe(HOT);
    expect(first.txn.payment!.receiver.toString()).toBe(DEPOSIT);
    expect(first.txn.payment!.amount).toBe(BigInt(OPT_IN_MINIMUM_BALANCE));
    expect(first.txn.fee).toBe(2000n); // pays the opt-in's fee too
    expect(first.txn.lease).toEqual(leaseOf(`tengu/algo-opt-in/${DEPOSIT}`));
    expect(second.txn.type).toBe('axfer');
    expect(second.txn.sender.toString()).toBe(DEPOSIT);
    expect(second.txn.assetTransfer!.receiver.toString()).toBe(DEPOSIT);
    expect(second.txn.assetTransfer!.assetIndex).toBe(BigInt(USDT_ASA));
    expect(second.txn.assetTransfer!.amount).toBe(0n);
    expect(second.txn.fee).toBe(0n);
    expect(first.txn.group).toEqual(second.txn.group);

    // Opted in now: a second watch of the same address sends nothing.
    answers[assetPath] = [200, 'account-asset'];
    await algo.watch(watched);
    await adapter().watch(watched);
    expect(node.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('retries a failed opt-in on the next scan, without holding the scan up', async () => {
    answers[assetPath] = [404, 'account-asset-not-found'];
    answers['POST /algod/v2/transactions'] = [400, 'submit-overspend']; // hot wallet short
    answers['/indexer/v2/transactions'] = [200, 'transactions-page2'];
    const algo = adapter();
    await expect(algo.watch(watched)).rejects.toBeInstanceOf(ChainUnavailableError);
    // Still failing: the scan reads deposits all the same.
    const during = await algo.scan({ cursor: null, addresses: watched });
    expect(during.transfers).toHaveLength(1);
    // Funded now: the next scan opts the address in; later scans do not try again.
    answers['POST /algod/v2/transactions'] = [200, 'submit-ok'];
    await algo.scan({ cursor: null, addresses: watched });
    await algo.scan({ cursor: null, addresses: watched });
    const posts = node.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(3);
  });

  it('leaves an address that is already opted in alone, and one from another key', async () => {
    answers[assetPath] = [200, 'account-asset'];
    await adapter().watch([...watched, { address: RECIPIENT, index: 0 }]);
    expect(node.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('Algorand adapter: withdrawals', () => {
  const recipientAsset = `/algod/v2/accounts/${RECIPIENT}/assets/${USDT_ASA}`;

  it('signs a USDT asset transfer to the recipient, leased by the withdrawal', async () => {
    answers[recipientAsset] = [200, 'account-asset'];
    answers['POST /algod/v2/transactions'] = [200, 'submit-ok'];
    const sent = await adapter().broadcastWithdrawal({
      asset: 'USDT',
      to: RECIPIENT,
      amount: 96_000_000n,
      reference: 'withdrawal-1',
    });
    const post = node.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/algod/v2/transactions');
    const signed = decodeSignedTransaction(new Uint8Array(post.raw));
    expect(signed.txn.type).toBe('axfer');
    expect(signed.txn.sender.toString()).toBe(HOT);
    expect(signed.txn.assetTransfer!.receiver.toString()).toBe(RECIPIENT);
    expect(signed.txn.assetTransfer!.amount).toBe(96_000_000n);
    expect(signed.txn.assetTransfer!.assetIndex).toBe(BigInt(USDT_ASA));
    expect(signed.txn.lease).toEqual(leaseOf('tengu/withdrawal/withdrawal-1'));
    expect(signed.txn.genesisID).toBe('mainnet-v1.0');
    expect(signed.txn.firstValid).toBe(45000109n);
    expect(sent).toEqual({ txid: signed.txn.txID(), simulated: false });
  });

  it('refuses a recipient that has not opted in, and a node refusal', async () => {
    answers[recipientAsset] = [404, 'account-asset-not-found'];
    const request = { asset: 'USDT', to: RECIPIENT, amount: 1n, reference: 'withdrawal-2' };
    await expect(adapter().broadcastWithdrawal(request)).rejects.toThrow(/not opted in/);
    answers[recipientAsset] = [200, 'account-asset'];
    answers['POST /algod/v2/transactions'] = [400, 'submit-overspend'];
    await expect(adapter().broadcastWithdrawal(request)).rejects.toBeInstanceOf(
      BroadcastRejectedError,
    );
  });
});

describe('Algorand adapter: hot wallet balance', () => {
  const accountPath = `/algod/v2/accounts/${HOT}`;
  const assetPath = `/algod/v2/accounts/${HOT}/assets/${USDT_ASA}`;

  it("reads the hot wallet's ALGO and USDT, and algod's round", async () => {
    answers[accountPath] = [200, 'account-hot'];
    answers[assetPath] = [200, 'account-asset-hot'];
    expect(await adapter().hotWalletBalance!()).toEqual({
      address: HOT,
      height: 45000109,
      balances: [
        { asset: 'ALGO', amount: 7_350_000n, decimals: 6 }, // 7.35 ALGO in microalgos
        { asset: 'USDT', amount: 1_250_500_000n }, // 1,250.5 USDT
      ],
    });
    const account = node.requests.find((r) => r.url.startsWith(`${accountPath}?`))!;
    expect(new URL(account.url, node.url).searchParams.get('exclude')).toBe('all');
    expect(account.headers['x-algo-api-token']).toBe('token-for-own-node');
  });

  it('reads a wallet never funded nor opted in to USDT as holding 0', async () => {
    answers[accountPath] = [200, 'account-never-funded'];
    answers[assetPath] = [404, 'account-asset-not-found'];
    expect(await adapter().hotWalletBalance!()).toEqual({
      address: HOT,
      height: 45000109,
      balances: [
        { asset: 'ALGO', amount: 0n, decimals: 6 },
        { asset: 'USDT', amount: 0n },
      ],
    });
  });

  it('answers ChainUnavailableError, never part of the balances, when algod fails', async () => {
    answers[accountPath] = [200, 'account-hot'];
    answers[assetPath] = [503, 'algod-unavailable'];
    await expect(adapter().hotWalletBalance!()).rejects.toThrow(ChainUnavailableError);
    answers[assetPath] = [200, 'account-asset-hot'];
    answers[accountPath] = [500, 'algod-unavailable'];
    await expect(adapter().hotWalletBalance!()).rejects.toThrow(ChainUnavailableError);
    // A uint64 holding JSON cannot carry exactly is malformed, not a (wrong) balance.
    answers[accountPath] = [200, 'account-hot'];
    answers[assetPath] = [200, 'account-asset-unsafe'];
    await expect(adapter().hotWalletBalance!()).rejects.toThrow(/malformed/);
  });
});

/** Byte length of the first msgpack-encoded signed transaction in a concatenation. */
function signedLength(bytes: Uint8Array): number {
  for (let end = 1; end <= bytes.length; end++) {
    try {
      decodeMsgpack(bytes.subarray(0, end), SignedTransaction);
      return end;
    } catch {
      // not a whole transaction yet
    }
  }
  throw new Error('no signed transaction');
}
