/**
 * XRP Ledger adapter over rippled JSON-RPC (docs/decisions/027-xrp-tron-algorand.md), with
 * `xrpl` for addresses and signing.
 *
 * - Deposits: one operator address; the player is the destination tag (`deriveAddress(i)` →
 *   tag `i`; tag 0 is never handed out). `scan` reports **every** validated XRP payment that
 *   delivered to the operator address, tagged or not: the payments service credits the ones
 *   whose tag is a player's and holds the others (missing or unknown tag) for the operator as
 *   unattributed deposits — never lost, never credited to someone else.
 * - Amounts are the metadata's `delivered_amount` in drops, never the transaction's `Amount`
 *   (a partial payment delivers less than it names). Token (IOU/MPT) payments are not XRP and are
 *   not reported; a delivered amount that is not a whole number of drops refuses the whole page.
 * - Cursor: `{ min, max?, marker? }`: `account_tx` from ledger `min` forward, pinned to the
 *   validated ledger `max` while paging with rippled's `marker`; after the last page the next
 *   scan starts at `max + 1`. Only validated ledgers are read, and a validated ledger is final,
 *   so no reorg handling: confirmations are `1 + validated tip − ledger`.
 * - Withdrawals: a Payment from the hot wallet (`HOT_WALLET_KEYS xrp=s…`) signed locally
 *   (`Wallet.sign`), with the open-ledger fee, the account's next Sequence and a
 *   LastLedgerSequence 20 ledgers ahead, submitted with `submit`; serialised per adapter.
 */
import { NETWORKS } from '@tengu/shared';
import type { Wallet } from 'xrpl';
import { isValidClassicAddress } from 'xrpl';
import {
  BroadcastRejectedError,
  ChainUnavailableError,
  type BroadcastResult,
  type ChainAdapter,
  type ConfirmationStatus,
  type HotWalletBalance,
  type IncomingTransfer,
  type ScanInput,
  type ScanResult,
  type TransactionLookup,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chain-adapter';
import { XrpRpcError, createXrpClient, txOf, type XrpTxEntry } from './xrp-client';

export interface XrpAdapterOptions {
  rpcUrl: string;
  /** The operator's deposit address; defaults to the hot wallet's address. */
  operatorAddress?: string;
  /** Hot wallet: a family seed (`s…`) or a Wallet; without one, withdrawals refuse. */
  hotWallet?: Wallet;
  txUrlTemplate?: string;
  /** Transactions read per `account_tx` page (bounded work per watcher tick). */
  pageSize?: number;
  /** Ledgers before the validated tip the first scan starts at (default 2,000 ≈ 2 hours). */
  initialLookbackLedgers?: number;
}

interface XrpCursor {
  /** First ledger of the range being read. */
  min: number;
  /** Last ledger of that range while paging (the validated tip when paging began). */
  max?: number;
  /** rippled's paging marker, opaque. */
  marker?: unknown;
}

const MAX_DROPS = 100_000_000_000n * 1_000_000n; // every XRP there is
const LAST_LEDGER_MARGIN = 20;

/** Drops as rippled writes them → bigint; null for anything that is not a whole number. */
export function parseDrops(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) return null;
  const drops = BigInt(value);
  return drops <= MAX_DROPS ? drops : null;
}

export function createXrpAdapter(options: XrpAdapterOptions): ChainAdapter & {
  operatorAddress: string;
} {
  const client = createXrpClient(options.rpcUrl);
  const hot = options.hotWallet ?? null;
  const operator = options.operatorAddress ?? hot?.classicAddress;
  if (!operator || !isValidClassicAddress(operator)) {
    throw new Error('XRP: an operator address (XRP_OPERATOR_ADDRESS or the hot wallet) is needed');
  }
  const pageSize = options.pageSize ?? 200;
  const lookback = options.initialLookbackLedgers ?? 2_000;
  const txUrlTemplate = options.txUrlTemplate ?? NETWORKS.xrp.txUrl;
  let sendQueue: Promise<unknown> = Promise.resolve();

  async function rpc<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof XrpRpcError) {
        throw new ChainUnavailableError('xrp', error.message, { cause: error });
      }
      throw error;
    }
  }

  /**
   * The XRP delivered to the operator by one account_tx/tx entry, or null when it is not such a
   * payment. Throws ChainUnavailableError when it is one but its amount is malformed.
   */
  function incomingOf(entry: XrpTxEntry): IncomingTransfer | null {
    const { fields, hash, ledgerIndex } = txOf(entry);
    const meta = entry.meta;
    if (!fields || typeof meta !== 'object' || meta === null) return null;
    if (fields.TransactionType !== 'Payment' || fields.Destination !== operator) return null;
    if (fields.Account === operator) return null; // our own payment to ourselves
    if (meta.TransactionResult !== 'tesSUCCESS' || entry.validated !== true) return null;
    const delivered = meta.delivered_amount;
    if (typeof delivered === 'object') return null; // a token, not XRP
    if (!hash || !/^[0-9A-Fa-f]{64}$/.test(hash) || ledgerIndex === undefined) {
      throw new ChainUnavailableError('xrp', 'malformed payment: no hash or ledger');
    }
    const amount = parseDrops(delivered);
    if (amount === null) {
      throw new ChainUnavailableError(
        'xrp',
        `malformed delivered_amount in ${hash}: ${JSON.stringify(delivered)?.slice(0, 40)}`,
      );
    }
    if (amount === 0n) return null;
    return {
      network: 'xrp',
      txid: hash.toUpperCase(),
      index: 0,
      address: operator!,
      ...(fields.DestinationTag !== undefined ? { tag: String(fields.DestinationTag) } : {}),
      asset: 'XRP',
      amount,
      blockHeight: ledgerIndex,
      blockHash: entry.ledger_hash ?? null,
    };
  }

  async function validatedTip(): Promise<number> {
    return (await rpc(() => client.validatedLedger())).ledger_index;
  }

  async function scan({ cursor }: ScanInput): Promise<ScanResult> {
    const tip = await validatedTip();
    const saved: XrpCursor = cursor
      ? (JSON.parse(cursor) as XrpCursor)
      : { min: Math.max(1, tip - lookback) };
    if (!Number.isSafeInteger(saved.min)) throw new Error(`XRP: bad cursor ${cursor}`);
    const max = saved.max ?? tip;
    if (saved.min > max) {
      return { transfers: [], cursor: JSON.stringify({ min: saved.min }), tipHeight: tip };
    }
    const page = await rpc(() =>
      client.accountTx({
        account: operator!,
        ledgerIndexMin: saved.min,
        ledgerIndexMax: max,
        marker: saved.marker,
        limit: pageSize,
      }),
    );
    const transfers: IncomingTransfer[] = [];
    for (const entry of page.transactions) {
      const transfer = incomingOf(entry);
      if (transfer) transfers.push(transfer);
    }
    const next: XrpCursor =
      page.marker !== undefined && page.marker !== null
        ? { min: saved.min, max, marker: page.marker }
        : { min: max + 1 };
    return { transfers, cursor: JSON.stringify(next), tipHeight: tip };
  }

  async function txStatus(txid: string): Promise<ConfirmationStatus> {
    let entry: XrpTxEntry;
    try {
      entry = await client.tx(txid);
    } catch (error) {
      if (error instanceof XrpRpcError && error.code === 'txnNotFound') return 'dropped';
      if (error instanceof XrpRpcError) {
        throw new ChainUnavailableError('xrp', error.message, { cause: error });
      }
      throw error;
    }
    const { ledgerIndex } = txOf(entry);
    if (entry.validated !== true || ledgerIndex === undefined) return 0;
    const result = typeof entry.meta === 'object' ? entry.meta.TransactionResult : undefined;
    if (result !== 'tesSUCCESS') return 'dropped'; // validated but failed: it paid nothing
    return Math.max(1, (await validatedTip()) - ledgerIndex + 1);
  }

  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    if (!/^[0-9A-Fa-f]{64}$/.test(txid)) return { status: 'not-found' };
    let entry: XrpTxEntry;
    try {
      entry = await client.tx(txid);
    } catch (error) {
      if (error instanceof XrpRpcError && error.code === 'txnNotFound') {
        return { status: 'not-found' };
      }
      throw new ChainUnavailableError('xrp', (error as Error).message, { cause: error });
    }
    if (entry.validated !== true) return { status: 'pending' };
    const meta = typeof entry.meta === 'object' ? entry.meta : undefined;
    if (meta?.TransactionResult !== 'tesSUCCESS') return { status: 'failed' };
    const transfer = incomingOf(entry);
    const tags = new Set(addresses.map((a) => a.tag));
    return {
      status: 'found',
      transfers: transfer && tags.has(transfer.tag) ? [transfer] : [],
    };
  }

  /**
   * The hot wallet's XRP (its AccountRoot `Balance`, reserve included, as explorers show it) in
   * the validated ledger whose index is reported, so height and balance agree (ADR 048). The
   * adapter sends only XRP, so there is no token balance to read. An account not funded yet
   * (`actNotFound`) holds 0.
   */
  async function hotWalletBalance(): Promise<HotWalletBalance | null> {
    if (!hot) return null;
    const height = await validatedTip();
    const info = await rpc(() =>
      client.accountInfo(hot.classicAddress, height).catch((error: unknown) => {
        if (error instanceof XrpRpcError && error.code === 'actNotFound') return null;
        throw error;
      }),
    );
    const drops = info ? parseDrops(info.account_data.Balance) : 0n;
    if (drops === null) throw new ChainUnavailableError('xrp', 'account_info: malformed Balance');
    return {
      address: hot.classicAddress,
      height,
      balances: [{ asset: 'XRP', amount: drops }],
    };
  }

  async function send(request: WithdrawalRequest): Promise<BroadcastResult> {
    if (!hot) throw new Error('XRP: no hot wallet key configured for withdrawals');
    if (request.asset !== 'XRP')
      throw new BroadcastRejectedError('xrp', `cannot send ${request.asset}`);
    const check = validateXrpDestination(request.to, request.tag);
    if (!check.valid) throw new BroadcastRejectedError('xrp', check.reason);
    if (request.amount <= 0n || request.amount > MAX_DROPS) {
      throw new BroadcastRejectedError('xrp', `amount out of range: ${request.amount}`);
    }
    const [fee, account, tip] = await Promise.all([
      rpc(() => client.fee()),
      rpc(() => client.accountInfo(hot.classicAddress)),
      validatedTip(),
    ]);
    // The open-ledger fee gets into the next ledger; never below the base fee.
    const drops = [fee.drafts.open_ledger_fee, fee.drafts.base_fee].map(BigInt);
    const feeDrops = drops[0]! > drops[1]! ? drops[0]! : drops[1]!;
    const { tx_blob: blob, hash } = hot.sign({
      TransactionType: 'Payment',
      Account: hot.classicAddress,
      Destination: request.to.trim(),
      ...(request.tag ? { DestinationTag: Number(request.tag) } : {}),
      Amount: request.amount.toString(),
      Fee: feeDrops.toString(),
      Sequence: account.account_data.Sequence,
      LastLedgerSequence: tip + LAST_LEDGER_MARGIN,
      // Flags 0: never a partial payment; the recipient receives exactly the amount.
      Flags: 0,
    });
    const submitted = await rpc(() => client.submit(blob));
    const code = submitted.engine_result;
    // tes: applied; ter: queued/retrying; tefALREADY/tefPAST_SEQ after a resend of this blob.
    if (code === 'tesSUCCESS' || code.startsWith('ter') || code === 'tefALREADY') {
      return { txid: hash, simulated: false };
    }
    throw new BroadcastRejectedError(
      'xrp',
      `${code}: ${submitted.engine_result_message ?? 'refused'}`,
    );
  }

  return {
    network: 'xrp',
    kind: 'xrp',
    assets: ['XRP'],
    usesTags: true,
    operatorAddress: operator,
    deriveAddress(index) {
      if (!Number.isSafeInteger(index) || index < 0 || index > 0xffffffff) {
        throw new RangeError(`XRP destination tag out of range: ${index}`);
      }
      return { address: operator!, tag: String(index), index };
    },
    validateAddress(address, tag) {
      // The operator's own deposit address: a payout there would be a deposit (or refused).
      if (address.trim() === operator) {
        return { valid: false, reason: "This is the site's own XRP deposit address" };
      }
      return validateXrpDestination(address, tag);
    },
    async watch() {
      // Nothing to register: every payment to the operator address is read.
    },
    scan,
    transfersOf,
    confirmations: (transfer) => txStatus(transfer.txid),
    broadcastWithdrawal(request) {
      const result = sendQueue.then(() => send(request));
      sendQueue = result.catch(() => undefined);
      return result;
    },
    withdrawalConfirmations: txStatus,
    hotWalletBalance,
    txUrl: (txid) => txUrlTemplate.replace('{txid}', txid),
  };
}

/** A classic address, and a destination tag that is a 32-bit unsigned integer when given. */
export function validateXrpDestination(
  address: string,
  tag?: string,
): { valid: true } | { valid: false; reason: string } {
  if (!isValidClassicAddress(address.trim())) {
    return { valid: false, reason: 'Invalid XRP address' };
  }
  if (tag !== undefined && tag !== '' && !(/^\d{1,10}$/.test(tag) && Number(tag) <= 0xffffffff)) {
    return { valid: false, reason: 'The destination tag must be a whole number up to 4294967295' };
  }
  return { valid: true };
}
