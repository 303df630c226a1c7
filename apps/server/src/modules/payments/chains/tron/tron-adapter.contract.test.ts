/**
 * Contract tests of the TRON adapter: no java-tron node runs on these machines, so a loopback
 * server answers with full-node HTTP API responses recorded in their documented format
 * (testing/fixtures, after https://developers.tron.network/reference and tronweb's types).
 * What a player or operator would notice: USDT paid to their address found with the right
 * amount, failed and foreign-token transfers ignored, malformed answers refused (never
 * credited), reorgs seen, and a withdrawal whose signed transaction pays the right address and
 * amount with a fee limit planned from energy and bandwidth.
 */
import { TronWeb, utils as tronUtils } from 'tronweb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BroadcastRejectedError, ChainUnavailableError } from '../chain-adapter';
import { depositPublicKey, parseExtendedPublicKey } from '../extended-key';
import { tronAddress } from '../simulator/account-addresses';
import { fixture, startFixtureNode, type FixtureNode } from '../testing/fixture-node';
import { createTronAdapter, tronAddressOf } from './tron-adapter';

const XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
const DEPOSIT = 'TGr79hzbPXVfUekprRXVEx7mkM1kyWPoyb';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const RECIPIENT = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const HOT_KEY = `0x${'42'.repeat(32)}`;
const H = 65119660;
const dir = new URL('./testing/', import.meta.url);

let node: FixtureNode;
/** Per path (and `num` for block calls): the fixture name to answer. */
let answers: Record<string, string>;

beforeAll(async () => {
  node = await startFixtureNode();
  node.route((request) => {
    const num = (request.json as { num?: number } | undefined)?.num;
    const name = answers[`${request.url}#${num}`] ?? answers[request.url];
    return name ? { body: fixture(dir, name) } : undefined;
  });
});
afterAll(() => node.close());
beforeEach(() => {
  node.requests.length = 0;
  answers = {
    '/wallet/getnowblock': 'getnowblock',
    [`/wallet/getblockbynum#${H + 1}`]: `getblockbynum-${H + 1}`,
    [`/wallet/getblockbynum#${H + 2}`]: `getblockbynum-${H + 2}`,
    [`/wallet/getblockbynum#${H + 3}`]: `getblockbynum-${H + 3}`,
    [`/wallet/gettransactioninfobyblocknum#${H + 1}`]: `gettransactioninfobyblocknum-${H + 1}`,
    [`/wallet/gettransactioninfobyblocknum#${H + 2}`]: `gettransactioninfobyblocknum-${H + 2}`,
    [`/wallet/gettransactioninfobyblocknum#${H + 3}`]: `gettransactioninfobyblocknum-${H + 3}`,
  };
});

const adapter = (maxBlocksPerScan = 3) =>
  createTronAdapter({
    nodeUrl: node.url,
    xpub: XPUB,
    tokens: [{ symbol: 'USDT', address: USDT }],
    hotWalletKey: HOT_KEY,
    maxBlocksPerScan,
  });
const watched = [{ address: DEPOSIT, index: 0 }];
const cursorAt = (height: number, hash: string | null) => JSON.stringify({ height, hash });
const blockId = (n: number, tail = 'ab') =>
  n.toString(16).padStart(16, '0') + tail.repeat(48).slice(0, 48);

describe('TRON adapter: addresses', () => {
  it('derives base58 T-addresses from the operator xpub, as TRON wallets do', () => {
    const tron = adapter();
    expect(tron.deriveAddress(0)).toEqual({ address: DEPOSIT, index: 0 });
    // The same key gives the same address by the simulator's independent encoder.
    const key = depositPublicKey(parseExtendedPublicKey(XPUB), 3);
    expect(tronAddressOf(key)).toBe(tronAddress(key));
    expect(TronWeb.isAddress(tron.deriveAddress(3).address)).toBe(true);
  });

  it('validates withdrawal addresses', () => {
    const tron = adapter();
    expect(tron.validateAddress(RECIPIENT)).toEqual({ valid: true });
    expect(tron.validateAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toMatchObject({
      valid: false,
      reason: 'Invalid Tron address',
    });
    expect(tron.validateAddress(`${RECIPIENT.slice(0, -1)}9`)).toMatchObject({ valid: false });
  });
});

describe('TRON adapter: scanning blocks for TRC-20 Transfer logs', () => {
  it('maps successful USDT transfers to watched addresses, with log index and block id', async () => {
    const result = await adapter().scan({ cursor: cursorAt(H, null), addresses: watched });
    expect(result.tipHeight).toBe(H + 25);
    expect(result.transfers).toEqual([
      {
        network: 'tron',
        txid: 'a1'.repeat(32),
        index: 0,
        address: DEPOSIT,
        asset: 'USDT',
        amount: 25_000_000n,
        blockHeight: H + 1,
        blockHash: blockId(H + 1),
      },
      // The Transfer after an Approval in the same transaction: log index 1.
      expect.objectContaining({ txid: 'a5'.repeat(32), index: 1, amount: 3_500_000n }),
      expect.objectContaining({ txid: 'b1'.repeat(32), index: 0, amount: 1_000_000n }),
    ]);
    // Not: another player's address (a2), a reverted call (a3), another token (a4).
    expect(JSON.parse(result.cursor)).toEqual({ height: H + 3, hash: blockId(H + 3) });
  });

  it('re-reads from before the cursor when its block was replaced (reorg), missing nothing', async () => {
    answers[`/wallet/getblockbynum#${H + 2}`] = `getblockbynum-${H + 2}-reorged`;
    const tron = adapter(30);
    for (let n = H - 18; n <= H + 25; n++) {
      answers[`/wallet/gettransactioninfobyblocknum#${n}`] ??= 'empty';
      answers[`/wallet/getblockbynum#${n}`] ??= `getblockbynum-${H + 3}`;
    }
    const result = await tron.scan({ cursor: cursorAt(H + 2, blockId(H + 2)), addresses: watched });
    const scanned = node.requests
      .filter((r) => r.url === '/wallet/gettransactioninfobyblocknum')
      .map((r) => (r.json as { num: number }).num);
    expect(scanned[0]).toBe(H + 2 - 20);
    expect(result.transfers.map((t) => t.txid)).toContain('a1'.repeat(32));
  });

  it.each([
    ['an amount longer than one word', 'gettransactioninfobyblocknum-malformed-data'],
    ['no amount', 'gettransactioninfobyblocknum-missing-data'],
    ['a block number as a string', 'gettransactioninfobyblocknum-string-block'],
  ])('refuses a block with %s: nothing credited, cursor unmoved', async (_, name) => {
    answers[`/wallet/gettransactioninfobyblocknum#${H + 1}`] = name;
    await expect(
      adapter().scan({ cursor: cursorAt(H, null), addresses: watched }),
    ).rejects.toBeInstanceOf(ChainUnavailableError);
  });

  it('refuses a tip without a block header', async () => {
    answers['/wallet/getnowblock'] = 'empty';
    await expect(adapter().scan({ cursor: null, addresses: watched })).rejects.toBeInstanceOf(
      ChainUnavailableError,
    );
  });
});

describe('TRON adapter: confirmations', () => {
  const ref = {
    txid: 'a1'.repeat(32),
    index: 0,
    address: DEPOSIT,
    asset: 'USDT',
    blockHeight: H + 1,
    blockHash: blockId(H + 1),
  };

  it('counts blocks while the block is canonical, and drops it when replaced', async () => {
    const tron = adapter();
    expect(await tron.confirmations(ref)).toBe(25);
    answers[`/wallet/getblockbynum#${H + 1}`] = `getblockbynum-${H + 2}-reorged`;
    expect(await tron.confirmations(ref)).toBe('dropped');
  });

  it('follows a withdrawal: pending, mined, reverted', async () => {
    const tron = adapter();
    answers['/wallet/gettransactioninfobyid'] = 'empty';
    answers['/wallet/gettransactionbyid'] = 'gettransactionbyid-pending';
    expect(await tron.withdrawalConfirmations('d1'.repeat(32))).toBe(0);
    answers['/wallet/gettransactionbyid'] = 'empty';
    expect(await tron.withdrawalConfirmations('d1'.repeat(32))).toBe('dropped');
    answers['/wallet/gettransactioninfobyid'] = 'gettransactioninfobyid-success';
    expect(await tron.withdrawalConfirmations('a1'.repeat(32))).toBe(25);
    answers['/wallet/gettransactioninfobyid'] = 'gettransactioninfobyid-reverted';
    expect(await tron.withdrawalConfirmations('a3'.repeat(32))).toBe('dropped');
  });
});

describe('TRON adapter: verifying one transaction (instant deposit)', () => {
  it('finds the USDT paid to the player in a mined transaction, and nothing for others', async () => {
    const tron = adapter();
    answers['/wallet/gettransactioninfobyid'] = 'gettransactioninfobyid-success';
    expect(await tron.transfersOf!('a1'.repeat(32), watched)).toEqual({
      status: 'found',
      transfers: [
        expect.objectContaining({
          txid: 'a1'.repeat(32),
          index: 0,
          amount: 25_000_000n,
          blockHash: blockId(H + 1),
        }),
      ],
    });
    expect(await tron.transfersOf!('a1'.repeat(32), [{ address: RECIPIENT, index: 1 }])).toEqual({
      status: 'found',
      transfers: [],
    });
    answers['/wallet/gettransactioninfobyid'] = 'gettransactioninfobyid-reverted';
    expect(await tron.transfersOf!('a3'.repeat(32), watched)).toEqual({ status: 'failed' });
    answers['/wallet/gettransactioninfobyid'] = 'empty';
    answers['/wallet/gettransactionbyid'] = 'empty';
    expect(await tron.transfersOf!('d1'.repeat(32), watched)).toEqual({ status: 'not-found' });
    expect(await tron.transfersOf!('not-a-hash', watched)).toEqual({ status: 'not-found' });
  });
});

describe('TRON adapter: withdrawals', () => {
  beforeEach(() => {
    Object.assign(answers, {
      '/wallet/triggerconstantcontract': 'triggerconstantcontract',
      '/wallet/getchainparameters': 'getchainparameters',
      '/wallet/getaccountresource': 'getaccountresource',
      '/wallet/getaccount': 'getaccount',
      '/wallet/broadcasttransaction': 'broadcast-ok',
    });
  });

  it('signs a USDT transfer(to, amount) with a fee limit from energy and bandwidth', async () => {
    const tron = adapter();
    const sent = await tron.broadcastWithdrawal({
      asset: 'USDT',
      to: RECIPIENT,
      amount: 96_000_000n,
      reference: 'withdrawal-1',
    });
    expect(sent.simulated).toBe(false);
    const body = node.requests.find((r) => r.url === '/wallet/broadcasttransaction')!.json as {
      txID: string;
      raw_data_hex: string;
      raw_data: { fee_limit: number };
      signature: string[];
    };
    expect(sent.txid).toBe(body.txID);
    // The raw bytes are what the txID hashes and what was signed (tronweb's own check).
    expect(tronUtils.transaction.txCheck(body)).toBe(true);
    const decoded = tronUtils.deserializeTx.deserializeTransaction(
      'TriggerSmartContract',
      body.raw_data_hex,
    ) as {
      contract: {
        parameter: { value: { owner_address: string; contract_address: string; data: string } };
      }[];
      fee_limit: number;
    };
    const call = decoded.contract[0]!.parameter.value;
    expect(TronWeb.address.fromHex(call.contract_address)).toBe(USDT);
    expect(TronWeb.address.fromHex(call.owner_address)).toBe(tron.hotWalletAddress);
    const data = call.data.toLowerCase();
    expect(data.slice(0, 8)).toBe('a9059cbb'); // transfer(address,uint256)
    expect(TronWeb.address.fromHex(`41${data.slice(8 + 24, 8 + 64)}`)).toBe(RECIPIENT);
    expect(BigInt(`0x${data.slice(8 + 64)}`)).toBe(96_000_000n);
    // 64,285 energy − 20,000 staked left = 44,285 burnt × 210 sun, +20 % margin; bandwidth is
    // covered by the free allowance (480 bytes left ≥ 345).
    expect(decoded.fee_limit).toBe(Math.floor(44_285 * 210 * 1.2));
    // The signature recovers to the hot wallet.
    const signer = tronUtils.crypto.ecRecover(body.txID, body.signature[0]!);
    expect(TronWeb.address.fromHex(signer)).toBe(tron.hotWalletAddress);
  });

  it('refuses when the hot wallet cannot pay the energy it would burn', async () => {
    answers['/wallet/getaccount'] = 'getaccount-poor';
    await expect(
      adapter().broadcastWithdrawal({
        asset: 'USDT',
        to: RECIPIENT,
        amount: 1n,
        reference: 'withdrawal-2',
      }),
    ).rejects.toThrow(/burns 9299850 sun/);
    expect(node.requests.some((r) => r.url === '/wallet/broadcasttransaction')).toBe(false);
  });

  it('refuses a transfer the contract would revert, and a node refusal', async () => {
    answers['/wallet/triggerconstantcontract'] = 'triggerconstantcontract-revert';
    await expect(
      adapter().broadcastWithdrawal({ asset: 'USDT', to: RECIPIENT, amount: 1n, reference: 'w3' }),
    ).rejects.toThrow(/REVERT opcode executed/);
    answers['/wallet/triggerconstantcontract'] = 'triggerconstantcontract';
    answers['/wallet/broadcasttransaction'] = 'broadcast-sigerror';
    await expect(
      adapter().broadcastWithdrawal({ asset: 'USDT', to: RECIPIENT, amount: 1n, reference: 'w4' }),
    ).rejects.toBeInstanceOf(BroadcastRejectedError);
  });
});

describe('TRON adapter: hot wallet balance (console System page)', () => {
  beforeEach(() => {
    Object.assign(answers, {
      '/wallet/getaccount': 'getaccount',
      '/wallet/triggerconstantcontract': 'triggerconstantcontract-balanceof',
    });
  });

  it('reads the hot wallet TRX in sun and its USDT balanceOf, at the latest block', async () => {
    const tron = adapter();
    expect(await tron.hotWalletBalance!()).toEqual({
      address: tron.hotWalletAddress,
      height: H + 25,
      balances: [
        { asset: 'TRX', amount: 50_000_000n, decimals: 6 },
        { asset: 'USDT', amount: 1_234_500_000n },
      ],
    });
    // Asked about the hot wallet itself, and USDT's balance from the USDT contract.
    const account = node.requests.find((r) => r.url === '/wallet/getaccount')!.json;
    expect(account).toMatchObject({ address: tron.hotWalletAddress, visible: true });
    const call = node.requests.find((r) => r.url === '/wallet/triggerconstantcontract')!.json as {
      contract_address: string;
      function_selector: string;
      parameter: string;
    };
    expect(call.contract_address).toBe(USDT);
    expect(call.function_selector).toBe('balanceOf(address)');
    expect(TronWeb.address.fromHex(`41${call.parameter.slice(24)}`)).toBe(tron.hotWalletAddress);
  });

  it('reads a hot wallet not activated yet (getaccount answers {}) as 0 TRX', async () => {
    answers['/wallet/getaccount'] = 'empty';
    const read = await adapter().hotWalletBalance!();
    expect(read?.balances).toEqual([
      { asset: 'TRX', amount: 0n, decimals: 6 },
      { asset: 'USDT', amount: 1_234_500_000n },
    ]);
  });

  it('is null without a hot wallet key, and asks the node nothing', async () => {
    const keyless = createTronAdapter({
      nodeUrl: node.url,
      xpub: XPUB,
      tokens: [{ symbol: 'USDT', address: USDT }],
    });
    expect(await keyless.hotWalletBalance!()).toBeNull();
    expect(node.requests).toHaveLength(0);
  });

  it.each([
    ['a tip without a block header', '/wallet/getnowblock', 'empty'],
    ['a reverted balanceOf', '/wallet/triggerconstantcontract', 'triggerconstantcontract-revert'],
    ['an HTTP error for the account', '/wallet/getaccount', null],
  ])('throws ChainUnavailableError on %s, never a partial balance', async (_, path, name) => {
    if (name) answers[path] = name;
    else delete answers[path]; // the loopback node answers 404
    await expect(adapter().hotWalletBalance!()).rejects.toBeInstanceOf(ChainUnavailableError);
  });
});
