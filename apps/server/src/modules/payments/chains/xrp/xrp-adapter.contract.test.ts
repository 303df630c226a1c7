/**
 * Contract tests of the XRP adapter: no rippled runs on these machines, so a loopback server
 * answers with responses recorded in the documented JSON-RPC format (testing/fixtures, after
 * https://xrpl.org/docs/references/http-websocket-apis/public-api-methods and xrpl.js's types).
 * What a player or operator would notice: the right drops and tag credited, partial payments
 * credited at what they delivered, untagged payments still reported (held for the operator),
 * malformed answers refused (never credited), and a withdrawal that pays the right account, tag
 * and amount.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Wallet, decode } from 'xrpl';
import { ChainUnavailableError, BroadcastRejectedError } from '../chain-adapter';
import { fixture, startFixtureNode, type FixtureNode } from '../testing/fixture-node';
import { createXrpAdapter } from './xrp-adapter';

const OPERATOR = 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC';
const OPERATOR_SEED = 'sEdSPx8CLbFUna3DJdvJ74aQPLdemqu';
const RECIPIENT = 'rpsRYc8DbXzfVN32w3hZjUtyuF1K89hu47';
const dir = new URL('./testing/', import.meta.url);
const load = (name: string) => fixture(dir, name);

let node: FixtureNode;
/** rippled method → fixture name (or a function of the params). */
let answers: Record<string, string | ((params: Record<string, unknown>) => string)>;

beforeAll(async () => {
  node = await startFixtureNode();
  node.route((request) => {
    const body = request.json as { method: string; params: Record<string, unknown>[] };
    const answer = answers[body.method];
    if (!answer) return undefined;
    return { body: load(typeof answer === 'string' ? answer : answer(body.params[0]!)) };
  });
});
afterAll(() => node.close());
beforeEach(() => {
  node.requests.length = 0;
  answers = { ledger: 'ledger-validated' };
});

const adapter = () =>
  createXrpAdapter({ rpcUrl: node.url, hotWallet: Wallet.fromSeed(OPERATOR_SEED) });

describe('XRP adapter: addresses and tags', () => {
  it('hands every player the operator address with their own destination tag', () => {
    const xrp = adapter();
    expect(xrp.operatorAddress).toBe(OPERATOR);
    expect(xrp.deriveAddress(7)).toEqual({ address: OPERATOR, tag: '7', index: 7 });
    expect(xrp.usesTags).toBe(true);
  });

  it('validates withdrawal addresses and tags', () => {
    const xrp = adapter();
    expect(xrp.validateAddress(RECIPIENT, '12')).toEqual({ valid: true });
    expect(xrp.validateAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toMatchObject({
      valid: false,
      reason: 'Invalid XRP address',
    });
    expect(xrp.validateAddress(RECIPIENT, '4294967296')).toMatchObject({ valid: false });
    expect(xrp.validateAddress(RECIPIENT, '-1')).toMatchObject({ valid: false });
    // Never a payout to the site's own deposit address (it would come back as a deposit).
    expect(xrp.validateAddress(OPERATOR, '12')).toMatchObject({ valid: false });
  });
});

describe('XRP adapter: scanning account_tx', () => {
  it('maps validated XRP payments to the operator, by delivered amount, tagged or not', async () => {
    answers.account_tx = 'account-tx-page1';
    const result = await adapter().scan({
      cursor: null,
      addresses: [{ address: OPERATOR, tag: '7', index: 7 }],
    });
    expect(result.tipHeight).toBe(93000010);
    expect(result.transfers).toEqual([
      {
        network: 'xrp',
        txid: 'A1'.repeat(32),
        index: 0,
        address: OPERATOR,
        tag: '7',
        asset: 'XRP',
        amount: 1_500_000n,
        blockHeight: 93000001,
        blockHash: 'C1'.repeat(32),
      },
      // No destination tag: still reported, so the service holds it for the operator.
      expect.objectContaining({ txid: 'A2'.repeat(32), amount: 2_000_000n }),
      // A partial payment naming 100 XRP that delivered 1 XRP: credited 1 XRP, not 100.
      expect.objectContaining({ txid: 'A3'.repeat(32), amount: 1_000_000n, tag: '7' }),
      // An unknown tag: reported with it (the service holds it: no player has that tag).
      expect.objectContaining({ txid: 'A8'.repeat(32), amount: 4_000_000n, tag: '99999' }),
    ]);
    expect(result.transfers[1]).not.toHaveProperty('tag');
    // Failed (tec), token (USD IOU), outgoing and non-payment transactions are not deposits.
    const ids = result.transfers.map((t) => t.txid.slice(0, 2));
    expect(ids).not.toContain('A4');
    expect(ids).not.toContain('A5');
    expect(ids).not.toContain('A6');
    expect(ids).not.toContain('A7');
    // The first scan starts a window before the validated tip, forward, on the operator account.
    const params = (node.requests.at(-1)!.json as { params: Record<string, unknown>[] }).params[0];
    expect(params).toMatchObject({
      account: OPERATOR,
      ledger_index_min: 93000010 - 2000,
      ledger_index_max: 93000010,
      forward: true,
      api_version: 2,
    });
  });

  it('pages with the marker on a pinned range, then moves past it (restart-safe cursor)', async () => {
    const xrp = adapter();
    answers.account_tx = 'account-tx-page1';
    const first = await xrp.scan({ cursor: JSON.stringify({ min: 93000000 }), addresses: [] });
    expect(JSON.parse(first.cursor)).toEqual({
      min: 93000000,
      max: 93000010,
      marker: { ledger: 93000004, seq: 2 },
    });
    answers.account_tx = 'account-tx-page2';
    const second = await xrp.scan({ cursor: first.cursor, addresses: [] });
    const sent = (node.requests.at(-1)!.json as { params: Record<string, unknown>[] }).params[0];
    expect(sent).toMatchObject({
      ledger_index_min: 93000000,
      ledger_index_max: 93000010,
      marker: { ledger: 93000004, seq: 2 },
    });
    expect(second.transfers).toEqual([
      expect.objectContaining({ txid: 'B1'.repeat(32), amount: 12_345_678n, tag: '8' }),
    ]);
    expect(JSON.parse(second.cursor)).toEqual({ min: 93000011 });
    // Re-running the same scan (a crash before the cursor was saved) reports the same keys.
    const again = await xrp.scan({ cursor: first.cursor, addresses: [] });
    expect(again.transfers.map((t) => [t.txid, t.index])).toEqual(
      second.transfers.map((t) => [t.txid, t.index]),
    );
  });

  it('reads the API version 1 shape (tx with its hash) too', async () => {
    answers.account_tx = 'account-tx-v1';
    const result = await adapter().scan({ cursor: JSON.stringify({ min: 1 }), addresses: [] });
    expect(result.transfers).toEqual([
      expect.objectContaining({
        txid: 'C1'.repeat(32),
        amount: 7_000_000n,
        tag: '7',
        blockHeight: 93000005,
      }),
    ]);
  });

  it.each([
    ['a negative amount', 'account-tx-malformed-amount'],
    ['a fractional amount', 'account-tx-fractional-amount'],
    ['an amount above all XRP in existence', 'account-tx-overflow-amount'],
    ['a number instead of a drops string', 'account-tx-numeric-amount'],
    ['no transactions list', 'account-tx-missing-transactions'],
  ])('refuses a page with %s: nothing is credited, the cursor does not move', async (_, name) => {
    answers.account_tx = name;
    await expect(
      adapter().scan({ cursor: JSON.stringify({ min: 93000000 }), addresses: [] }),
    ).rejects.toBeInstanceOf(ChainUnavailableError);
  });

  it('refuses a node that answers something not JSON, or an HTTP error', async () => {
    node.route(() => ({ body: '<html>502</html>' }));
    await expect(adapter().scan({ cursor: null, addresses: [] })).rejects.toBeInstanceOf(
      ChainUnavailableError,
    );
    node.route(() => ({ status: 503, body: { error: 'overloaded' } }));
    await expect(adapter().scan({ cursor: null, addresses: [] })).rejects.toBeInstanceOf(
      ChainUnavailableError,
    );
    // Restore the method router for the next tests.
    node.route((request) => {
      const body = request.json as { method: string; params: Record<string, unknown>[] };
      const answer = answers[body.method];
      if (!answer) return undefined;
      return { body: load(typeof answer === 'string' ? answer : answer(body.params[0]!)) };
    });
  });
});

describe('XRP adapter: confirmations and verification', () => {
  it('counts validated ledgers; a pending transaction has 0; an unknown one is dropped', async () => {
    const xrp = adapter();
    const ref = {
      txid: 'A1'.repeat(32),
      index: 0,
      address: OPERATOR,
      asset: 'XRP',
      blockHash: null,
      blockHeight: 93000001,
    };
    answers.tx = 'tx-validated';
    expect(await xrp.confirmations(ref)).toBe(10);
    answers.tx = 'tx-pending';
    expect(await xrp.confirmations(ref)).toBe(0);
    answers.tx = 'tx-not-found';
    expect(await xrp.confirmations(ref)).toBe('dropped');
  });

  it('verifies one transaction for the player whose tag it carries only', async () => {
    const xrp = adapter();
    answers.tx = 'tx-validated';
    const mine = await xrp.transfersOf!('A1'.repeat(32), [{ address: OPERATOR, tag: '7' }]);
    expect(mine).toEqual({
      status: 'found',
      transfers: [expect.objectContaining({ amount: 1_500_000n, tag: '7' })],
    });
    const theirs = await xrp.transfersOf!('A1'.repeat(32), [{ address: OPERATOR, tag: '8' }]);
    expect(theirs).toEqual({ status: 'found', transfers: [] });
    answers.tx = 'tx-not-found';
    expect(await xrp.transfersOf!('99'.repeat(32), [])).toEqual({ status: 'not-found' });
  });
});

describe('XRP adapter: withdrawals', () => {
  it('signs a Payment to the recipient and tag for the exact amount, and submits it', async () => {
    answers = {
      ledger: 'ledger-validated',
      fee: 'fee',
      account_info: 'account-info',
      submit: 'submit-success',
    };
    const xrp = adapter();
    const sent = await xrp.broadcastWithdrawal({
      asset: 'XRP',
      to: RECIPIENT,
      tag: '4242',
      amount: 25_000_000n,
      reference: 'withdrawal-1',
    });
    expect(sent.simulated).toBe(false);
    expect(sent.txid).toMatch(/^[0-9A-F]{64}$/);
    const submit = node.requests.find((r) => (r.json as { method: string }).method === 'submit')!;
    const blob = (submit.json as { params: { tx_blob: string }[] }).params[0]!.tx_blob;
    const decoded = decode(blob);
    expect(decoded).toMatchObject({
      TransactionType: 'Payment',
      Account: OPERATOR,
      Destination: RECIPIENT,
      DestinationTag: 4242,
      Amount: '25000000',
      Fee: '12', // the open-ledger fee
      Sequence: 4121,
      LastLedgerSequence: 93000030,
      Flags: 0, // never a partial payment
    });
    expect(decoded.TxnSignature).toBeTruthy();
    expect(xrp.txUrl(sent.txid)).toBe(`https://xrpscan.com/tx/${sent.txid}`);
  });

  it('reports a refusal by the ledger (unfunded) as a refusal, not a payment', async () => {
    answers = {
      ledger: 'ledger-validated',
      fee: 'fee',
      account_info: 'account-info',
      submit: 'submit-unfunded',
    };
    await expect(
      adapter().broadcastWithdrawal({
        asset: 'XRP',
        to: RECIPIENT,
        amount: 1n,
        reference: 'withdrawal-2',
      }),
    ).rejects.toBeInstanceOf(BroadcastRejectedError);
  });

  it('refuses a bad tag before anything is signed', async () => {
    await expect(
      adapter().broadcastWithdrawal({
        asset: 'XRP',
        to: RECIPIENT,
        tag: 'abc',
        amount: 1n,
        reference: 'withdrawal-3',
      }),
    ).rejects.toBeInstanceOf(BroadcastRejectedError);
    expect(node.requests.some((r) => (r.json as { method: string }).method === 'submit')).toBe(
      false,
    );
  });
});

describe('XRP adapter: hot wallet balance (console System page)', () => {
  const accountInfoParams = () =>
    node.requests
      .map((r) => r.json as { method: string; params: Record<string, unknown>[] })
      .filter((body) => body.method === 'account_info')
      .map((body) => body.params[0]);

  it('reads the hot wallet drops in the validated ledger whose index it reports', async () => {
    answers.account_info = 'account-info-validated';
    expect(await adapter().hotWalletBalance!()).toEqual({
      address: OPERATOR,
      height: 93000010,
      balances: [{ asset: 'XRP', amount: 2_500_123_456n }],
    });
    // The balance is the one of that validated ledger, not of the open one.
    expect(accountInfoParams()).toEqual([
      expect.objectContaining({ account: OPERATOR, ledger_index: 93000010 }),
    ]);
  });

  it('reads a hot wallet the ledger does not hold yet (actNotFound) as 0 XRP', async () => {
    answers.account_info = 'account-info-not-found';
    expect(await adapter().hotWalletBalance!()).toEqual({
      address: OPERATOR,
      height: 93000010,
      balances: [{ asset: 'XRP', amount: 0n }],
    });
  });

  it('is null without a hot wallet, and asks the node nothing', async () => {
    const keyless = createXrpAdapter({ rpcUrl: node.url, operatorAddress: OPERATOR });
    expect(await keyless.hotWalletBalance!()).toBeNull();
    expect(node.requests).toHaveLength(0);
  });

  it('throws ChainUnavailableError when the node answers an error, never a partial balance', async () => {
    answers.account_info = 'account-info-ledger-not-found';
    await expect(adapter().hotWalletBalance!()).rejects.toBeInstanceOf(ChainUnavailableError);
    answers = { account_info: 'account-info-validated' }; // `ledger` answers HTTP 404
    await expect(adapter().hotWalletBalance!()).rejects.toBeInstanceOf(ChainUnavailableError);
  });
});
