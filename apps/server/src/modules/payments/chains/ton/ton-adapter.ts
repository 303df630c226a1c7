/**
 * The TON adapter (issue 19; docs/decisions/026-ton-adapter.md) behind the ChainAdapter
 * interface (docs/decisions/011): every player pays the operator's one wallet with their memo
 * (a text comment = their tag); the adapter reads that wallet's transactions from a cursor and
 * signs withdrawals with its key.
 *
 * - Scan: the wallet's transactions are paged backwards from the newest to the cursor (the last
 *   processed (lt, hash)), then reported oldest first: each incoming Toncoin payment is one
 *   transfer keyed (hash of the wallet's transaction, 0), with its comment as the tag. A payment
 *   whose memo is missing or unknown is reported too: the watcher holds it for the operator.
 * - Finality: the API answers from the newest masterchain state, so every transaction listed is
 *   in a masterchain-referenced block and final (TON has no reorgs): 1 confirmation, never
 *   'dropped'.
 * - Withdrawals: serialised per adapter (one seqno at a time); each external message also sends
 *   a zero-value note to the wallet itself, `tengu-withdrawal:<reference>`, so a repeated
 *   broadcast finds the earlier one and returns it instead of paying twice. The broadcast waits
 *   until the wallet's transaction is on the chain (or its message expired) and returns the
 *   transaction's hash.
 */
import { Address, internal, type Transaction } from '@ton/core';
import { NETWORKS } from '@tengu/shared';
import {
  BroadcastRejectedError,
  ChainUnavailableError,
  type ChainAdapter,
  type ConfirmationStatus,
  type DepositAddress,
  type HotWalletBalance,
  type IncomingTransfer,
  type ScanInput,
  type ScanResult,
  type TransactionLookup,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chain-adapter';
import { validateAccountAddress } from '../simulator/account-addresses';
import type { TonChainClient } from './ton-client';
import {
  WITHDRAWAL_NOTE_PREFIX,
  incomingPaymentOf,
  textComment,
  withdrawalReferenceOf,
} from './ton-transactions';
import type { OperatorWallet } from './ton-wallet';

const NETWORK = 'ton' as const;
const PAGE = 100;
/** Toncoin kept back for the wallet's fees when checking a withdrawal can be paid (0.05 TON). */
export const TON_FEE_RESERVE = 50_000_000n;

export interface TonAdapterOptions {
  client: TonChainClient;
  wallet: OperatorWallet;
  /** Testnet: addresses are shown with the test-only flag. */
  testnet?: boolean;
  txUrlTemplate?: string;
  /** Transactions per request (toncenter allows up to 100). */
  pageSize?: number;
  /** Transactions read on the very first scan (no cursor yet): the newest this many. */
  firstScanLimit?: number;
  /** How far back (transactions) a broadcast looks for an earlier send of the same withdrawal. */
  withdrawalLookback?: number;
  /** Seconds a withdrawal's external message stays valid (TON's valid_until). */
  sendTimeoutSeconds?: number;
  /** How often the broadcast looks for its transaction, in milliseconds. */
  pollMs?: number;
  /** Unix seconds (the sandbox's clock in tests). */
  now?: () => number;
}

interface Position {
  lt: bigint;
  hash: Buffer;
}

/** `<lt>:<hash hex>` of the newest processed transaction, or `empty` (the wallet had none). */
function parseCursor(cursor: string | null): Position | 'empty' | null {
  if (cursor === null) return null;
  if (cursor === 'empty') return 'empty';
  const match = /^(\d+):([0-9a-f]{64})$/.exec(cursor);
  if (!match) throw new Error(`TON: malformed cursor "${cursor.slice(0, 80)}"`);
  return { lt: BigInt(match[1]!), hash: Buffer.from(match[2]!, 'hex') };
}

/** A transaction hash given as 64 hex digits or 44 base64/base64url characters, as hex. */
function hashHexOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return trimmed.toLowerCase();
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes.toString('hex') : null;
  }
  return null;
}

const cursorOf = (tx: Transaction) => `${tx.lt}:${tx.hash().toString('hex')}`;

export function createTonAdapter(options: TonAdapterOptions): ChainAdapter {
  const { client, wallet } = options;
  const pageSize = options.pageSize ?? PAGE;
  const firstScanLimit = options.firstScanLimit ?? PAGE;
  const lookback = options.withdrawalLookback ?? 500;
  const sendTimeout = options.sendTimeoutSeconds ?? 60;
  const pollMs = options.pollMs ?? 1_000;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const txUrlTemplate = options.txUrlTemplate ?? NETWORKS.ton.txUrl;
  const operatorAddress = wallet.address.toString({
    bounceable: false,
    testOnly: options.testnet ?? false,
    urlSafe: true,
  });
  /** Withdrawal txid → lt, for looking them up without paging (this process only). */
  const sentLts = new Map<string, bigint>();
  let sending: Promise<unknown> = Promise.resolve();

  async function chain<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ChainUnavailableError || error instanceof BroadcastRejectedError) {
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new ChainUnavailableError(NETWORK, `${what}: ${message}`, { cause: error });
    }
  }

  /**
   * The wallet's transactions, newest first, down to (excluding) `since`, or at most `max` of
   * them. Pages are anchored on (lt, hash), so transactions arriving meanwhile never shift them.
   */
  async function transactionsBackTo(
    since: Position | null,
    max: number,
    stop?: (tx: Transaction) => boolean,
  ): Promise<Transaction[]> {
    const collected: Transaction[] = [];
    let anchor: Position | undefined;
    for (;;) {
      const page = await chain('reading the wallet transactions', () =>
        client.getTransactions(wallet.address, { limit: pageSize, ...(anchor ?? {}) }),
      );
      // A page after the first starts with its anchor, already collected.
      for (const tx of anchor ? page.slice(1) : page) {
        if (since && tx.lt <= since.lt) return collected;
        collected.push(tx);
        if (stop?.(tx) || collected.length >= max) return collected;
      }
      // The end of the history is a page with nothing new: a short page alone is not proof
      // (an API may answer fewer than asked), and stopping early would skip payments.
      const last = page.at(-1);
      if (!last || page.length <= (anchor ? 1 : 0)) return collected;
      anchor = { lt: last.lt, hash: last.hash() };
    }
  }

  function transferOf(tx: Transaction, tipHeight: number): IncomingTransfer | null {
    const payment = incomingPaymentOf(tx, wallet.address);
    if (!payment) return null;
    return {
      network: NETWORK,
      txid: tx.hash().toString('hex'),
      index: 0,
      address: operatorAddress,
      ...(payment.memo === undefined ? {} : { tag: payment.memo }),
      asset: 'TON',
      amount: payment.amount,
      // Final once listed: the masterchain block that made it visible is at most the tip.
      blockHeight: tipHeight,
      blockHash: null,
    };
  }

  async function scan({ cursor }: ScanInput): Promise<ScanResult> {
    const since = parseCursor(cursor);
    const tipHeight = await chain('reading the masterchain', () => client.getMasterchainSeqno());
    const fresh = await transactionsBackTo(
      since === 'empty' ? null : since,
      since === null ? firstScanLimit : Number.POSITIVE_INFINITY,
    );
    const newest = fresh[0];
    const transfers = fresh
      .reverse()
      .map((tx) => transferOf(tx, tipHeight))
      .filter((transfer): transfer is IncomingTransfer => transfer !== null);
    const next = newest ? cursorOf(newest) : (cursor ?? 'empty');
    return { transfers, cursor: next, tipHeight };
  }

  /**
   * An earlier send of this withdrawal among the wallet's recent transactions (the newest
   * `lookback` ones, at most a week old: a retry comes from the operator soon after a failure).
   */
  async function findSent(reference: string): Promise<Transaction | undefined> {
    const cutoff = now() - 7 * 24 * 3600;
    const recent = await transactionsBackTo(
      null,
      lookback,
      (tx) => withdrawalReferenceOf(tx, wallet.address) === reference || tx.now < cutoff,
    );
    return recent.find((tx) => withdrawalReferenceOf(tx, wallet.address) === reference);
  }

  /**
   * One payment to the operator wallet, looked up now by its transaction hash (hex as the
   * explorers show it, or base64) among the wallet's recent transactions; reported as `scan`
   * would, when it paid one of these addresses (and tags).
   */
  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    const hex = hashHexOf(txid);
    if (!hex) return { status: 'not-found' };
    const tipHeight = await chain('reading the masterchain', () => client.getMasterchainSeqno());
    const cutoff = now() - 7 * 24 * 3600;
    const recent = await transactionsBackTo(
      null,
      lookback,
      (tx) => tx.hash().toString('hex') === hex || tx.now < cutoff,
    );
    const tx = recent.find((candidate) => candidate.hash().toString('hex') === hex);
    if (!tx) return { status: 'not-found' };
    const transfer = transferOf(tx, tipHeight);
    const paid =
      transfer &&
      addresses.some(
        (a) => a.address === transfer.address && (a.tag ?? '') === (transfer.tag ?? ''),
      );
    return { status: 'found', transfers: paid ? [transfer] : [] };
  }

  function recipientOf(request: WithdrawalRequest): { to: Address; bounce: boolean } {
    const text = request.to.trim();
    try {
      if (Address.isFriendly(text)) {
        const parsed = Address.parseFriendly(text);
        return { to: parsed.address, bounce: parsed.isBounceable };
      }
      return { to: Address.parse(text), bounce: true };
    } catch {
      throw new BroadcastRejectedError(NETWORK, `invalid recipient address ${text.slice(0, 80)}`);
    }
  }

  async function sendOnce(request: WithdrawalRequest) {
    if (request.asset !== 'TON') {
      throw new BroadcastRejectedError(NETWORK, `cannot send ${request.asset}`);
    }
    const { to, bounce } = recipientOf(request);
    const earlier = await findSent(request.reference);
    if (earlier) {
      const txid = earlier.hash().toString('hex');
      sentLts.set(txid, earlier.lt);
      return { txid, simulated: false };
    }
    const provider = client.provider(wallet.address, wallet.init);
    const state = await chain('reading the hot wallet', () => provider.getState());
    if (state.balance < request.amount + TON_FEE_RESERVE) {
      throw new BroadcastRejectedError(
        NETWORK,
        `the hot wallet holds ${state.balance} nanoton, not enough for ${request.amount} and fees`,
      );
    }
    const seqno = await chain('reading the wallet seqno', () => wallet.contract.getSeqno(provider));
    const validUntil = now() + sendTimeout;
    const body = wallet.signTransfer({
      seqno,
      validUntil,
      messages: [
        internal({
          to,
          value: request.amount,
          bounce,
          body: textComment(request.tag?.trim() || 'Tengu withdrawal'),
        }),
        // The reference, for finding this send again (never paid twice on a retry).
        internal({
          to: wallet.address,
          value: 0n,
          bounce: false,
          body: textComment(`${WITHDRAWAL_NOTE_PREFIX}${request.reference}`),
        }),
      ],
    });
    const sentAt = now();
    await chain('sending the withdrawal', () => provider.external(body));
    const bodyHash = body.hash();
    const isOurs = (tx: Transaction) =>
      tx.inMessage?.info.type === 'external-in' && tx.inMessage.body.hash().equals(bodyHash);
    for (;;) {
      // Everything since the send (however busy the wallet), up to the look-back.
      const recent = await transactionsBackTo(
        null,
        lookback,
        (tx) => isOurs(tx) || tx.now < sentAt - 60,
      );
      const landed = recent.find(isOurs);
      if (landed) {
        const { description } = landed;
        const sent =
          description.type === 'generic' &&
          !description.aborted &&
          description.actionPhase?.success === true &&
          withdrawalReferenceOf(landed, wallet.address) === request.reference;
        if (!sent) {
          throw new BroadcastRejectedError(
            NETWORK,
            `the wallet accepted the message but sent nothing (transaction ${landed.hash().toString('hex')})`,
          );
        }
        const txid = landed.hash().toString('hex');
        sentLts.set(txid, landed.lt);
        return { txid, simulated: false };
      }
      if (now() > validUntil + 10) {
        throw new ChainUnavailableError(
          NETWORK,
          `the withdrawal message expired unseen at ${validUntil}: nothing was paid, withdrawals retry sends it again`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  function broadcastWithdrawal(request: WithdrawalRequest) {
    // One at a time: each send uses the wallet's next seqno.
    const result = sending.then(() => sendOnce(request));
    sending = result.catch(() => undefined);
    return result;
  }

  async function withdrawalConfirmations(txid: string): Promise<ConfirmationStatus> {
    if (!/^[0-9a-f]{64}$/.test(txid)) return 'dropped';
    const lt = sentLts.get(txid);
    if (lt !== undefined) {
      const [tx] = await chain('reading a withdrawal', () =>
        client.getTransactions(wallet.address, { limit: 1, lt, hash: Buffer.from(txid, 'hex') }),
      );
      if (tx?.hash().toString('hex') === txid) return 1;
    }
    const recent = await transactionsBackTo(
      null,
      lookback,
      (tx) => tx.hash().toString('hex') === txid,
    );
    const found = recent.find((tx) => tx.hash().toString('hex') === txid);
    if (found) sentLts.set(txid, found.lt);
    // Broadcast returned only once the transaction was final: not yet found means not yet read.
    return found ? 1 : 0;
  }

  /**
   * The operator wallet's Toncoin now, with the masterchain seqno (ADR 048). Never null: that
   * wallet is every player's deposit address, so it is always configured. No jettons: the
   * adapter handles Toncoin only. A wallet never paid reads as 0 (the API's uninitialised state).
   */
  async function hotWalletBalance(): Promise<HotWalletBalance> {
    const provider = client.provider(wallet.address, wallet.init);
    const [height, state] = await Promise.all([
      chain('reading the masterchain', () => client.getMasterchainSeqno()),
      chain('reading the hot wallet', () => provider.getState()),
    ]);
    return {
      address: operatorAddress,
      height,
      balances: [{ asset: 'TON', amount: state.balance }],
    };
  }

  return {
    network: NETWORK,
    kind: 'ton',
    assets: ['TON'],
    usesTags: true,
    deriveAddress(index: number): DepositAddress {
      return { address: operatorAddress, tag: String(index), index };
    },
    validateAddress(address: string, tag?: string) {
      const checked = validateAccountAddress('ton', address, tag);
      if (!checked.valid) return checked;
      try {
        Address.parse(address.trim());
        return { valid: true };
      } catch {
        return { valid: false, reason: 'Invalid TON address' };
      }
    },
    async watch() {
      // Nothing to register: every payment reaches the one operator wallet.
    },
    scan,
    transfersOf,
    async confirmations(transfer): Promise<ConfirmationStatus> {
      // Listed transactions are final (see above); TON has no reorganisations.
      return /^[0-9a-f]{64}$/.test(transfer.txid) ? 1 : 'dropped';
    },
    broadcastWithdrawal,
    withdrawalConfirmations,
    hotWalletBalance,
    txUrl: (txid) => txUrlTemplate.replace('{txid}', txid),
  };
}
