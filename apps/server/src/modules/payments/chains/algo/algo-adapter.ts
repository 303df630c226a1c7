/**
 * Algorand adapter (USDT as an ASA) over algod + indexer REST, with `algosdk` for addresses,
 * encoding and signing (docs/decisions/027-xrp-tron-algorand.md).
 *
 * - Deposit addresses are per player, derived from the hot wallet seed (algo-keys.ts): an
 *   account must opt in to the ASA before it can receive it, and only it can sign that.
 *   `watch(addresses)` (called when an address is handed out, and at watcher start) opts every
 *   new address in: one atomic group of [hot wallet → address: 0.2 ALGO minimum balance, paying
 *   both fees; address → itself: 0 USDT (the opt-in)]. The funding payment carries a lease
 *   derived from the address, so two concurrent `watch` calls cannot fund it twice. A player
 *   who pays before the opt-in lands sees the payment refused by the chain (nothing is lost).
 * - Scanning reads the indexer's asset transfers of the ASA by round range (`min-round`,
 *   `max-round` pinned to the indexer's round while paging with `next`): top-level `axfer`s whose
 *   receiver (or close-to, for the close amount) is watched. Algorand has immediate finality: a
 *   confirmed transfer is never dropped; confirmations are `algod last-round − round + 1`.
 * - Withdrawals: an `axfer` from the hot wallet with a lease from the withdrawal reference (a
 *   resend within its validity window is refused by the chain instead of paying twice), signed
 *   locally, `POST /v2/transactions`. The recipient must have opted in; else the send is refused.
 */
import { createHash } from 'node:crypto';
import {
  assignGroupID,
  isValidAddress,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  signTransaction,
  type SuggestedParams,
} from 'algosdk';
import { NETWORKS } from '@tengu/shared';
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
import { createAlgoClient, type AlgoIndexerTransaction, type AlgoParams } from './algo-client';
import { algoDepositKey, algoKeyFromSeed, type AlgoKey } from './algo-keys';

export interface AlgoAdapterOptions {
  algodUrl: string;
  indexerUrl: string;
  apiToken?: string;
  /** The hot wallet's 32-byte seed: signs withdrawals and derives the deposit keys. */
  hotSeed: Uint8Array;
  /** USDT's ASA id (mainnet 312769). */
  usdtAssetId: number;
  txUrlTemplate?: string;
  pageSize?: number;
  initialLookbackRounds?: number;
  log?: { warn(object: object, message: string): void };
}

interface AlgoCursor {
  min: number;
  max?: number;
  next?: string;
}

/** Minimum balance of an account holding one ASA: 0.1 ALGO base + 0.1 ALGO per asset. */
export const OPT_IN_MINIMUM_BALANCE = 200_000;
const VALIDITY_ROUNDS = 1000;

export function leaseOf(text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(text).digest());
}

export function createAlgoAdapter(options: AlgoAdapterOptions): ChainAdapter & {
  hotWalletAddress: string;
} {
  const client = createAlgoClient(options);
  const hot: AlgoKey = algoKeyFromSeed(options.hotSeed);
  const assetId = options.usdtAssetId;
  const pageSize = options.pageSize ?? 1000;
  const lookback = options.initialLookbackRounds ?? 2_000;
  const txUrlTemplate = options.txUrlTemplate ?? NETWORKS.algo.txUrl;
  const optedIn = new Set<string>();
  let sendQueue: Promise<unknown> = Promise.resolve();

  function suggested(params: AlgoParams, fee: number): SuggestedParams {
    return {
      flatFee: true,
      fee,
      minFee: params['min-fee'],
      firstValid: params['last-round'],
      lastValid: params['last-round'] + VALIDITY_ROUNDS,
      genesisID: params['genesis-id'],
      genesisHash: new Uint8Array(Buffer.from(params['genesis-hash'], 'base64')),
    };
  }

  /** What a confirmed top-level asset transfer delivered to watched addresses. */
  function transfersIn(
    tx: AlgoIndexerTransaction,
    watched: ReadonlyMap<string, WatchedAddress>,
  ): IncomingTransfer[] {
    const axfer = tx['asset-transfer-transaction'];
    const round = tx['confirmed-round'];
    if (tx['tx-type'] !== 'axfer' || !axfer || axfer['asset-id'] !== assetId || !round) return [];
    const found: IncomingTransfer[] = [];
    const credit = (address: string | undefined, amount: number, index: number) => {
      const target = address ? watched.get(address) : undefined;
      if (!target || amount <= 0 || tx.sender === target.address) return;
      found.push({
        network: 'algo',
        txid: tx.id,
        index,
        address: target.address,
        asset: 'USDT',
        amount: BigInt(amount),
        blockHeight: round,
        blockHash: null,
      });
    };
    credit(axfer.receiver, axfer.amount, 0);
    // A sender closing out its holding sends the rest to close-to (a second amount).
    credit(axfer['close-to'], axfer['close-amount'] ?? 0, 1);
    return found;
  }

  /**
   * Opts in the watched addresses not known to be opted in yet. The watcher calls `watch` once
   * per process, and the deposit-address request's call may have failed (node down, hot wallet
   * short of ALGO): every scan retries those, without holding the scan up.
   */
  async function optInPending(addresses: readonly WatchedAddress[]): Promise<void> {
    for (const watched of addresses) {
      if (watched.index === undefined || optedIn.has(watched.address)) continue;
      const key = algoDepositKey(options.hotSeed, watched.index);
      if (key.address !== watched.address) continue; // another key's address
      await optIn(key).catch((error: unknown) => {
        options.log?.warn({ err: error, address: key.address }, 'Algorand opt-in failed');
      });
    }
  }

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    await optInPending(addresses);
    const indexed = await client.indexerRound();
    const saved: AlgoCursor = cursor
      ? (JSON.parse(cursor) as AlgoCursor)
      : { min: Math.max(1, indexed - lookback) };
    const max = saved.max ?? indexed;
    if (saved.min > max) {
      return { transfers: [], cursor: JSON.stringify({ min: saved.min }), tipHeight: indexed };
    }
    const page = await client.assetTransfers({
      assetId,
      minRound: saved.min,
      maxRound: max,
      limit: pageSize,
      next: saved.next,
    });
    const watched = new Map(addresses.map((a) => [a.address, a]));
    const transfers = page.transactions.flatMap((tx) => transfersIn(tx, watched));
    const hasMore = page.transactions.length >= pageSize && page['next-token'];
    const next: AlgoCursor = hasMore
      ? { min: saved.min, max, next: page['next-token'] }
      : { min: max + 1 };
    return { transfers, cursor: JSON.stringify(next), tipHeight: indexed };
  }

  async function roundConfirmations(round: number): Promise<number> {
    const { 'last-round': last } = await client.status();
    return Math.max(1, last - round + 1);
  }

  async function withdrawalConfirmations(txid: string): Promise<ConfirmationStatus> {
    const pending = await client.pending(txid);
    if (pending?.['confirmed-round']) return roundConfirmations(pending['confirmed-round']);
    if (pending && pending['pool-error']) return 'dropped';
    if (pending) return 0;
    const indexed = await client.indexedTransaction(txid);
    return indexed?.['confirmed-round']
      ? roundConfirmations(indexed['confirmed-round'])
      : 'dropped';
  }

  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    if (!/^[A-Z2-7]{52}$/.test(txid)) return { status: 'not-found' };
    const indexed = await client.indexedTransaction(txid);
    if (!indexed) {
      const pending = await client.pending(txid);
      return pending && !pending['pool-error'] ? { status: 'pending' } : { status: 'not-found' };
    }
    const watched = new Map(addresses.map((a) => [a.address, a]));
    return { status: 'found', transfers: transfersIn(indexed, watched) };
  }

  /** Funds and opts one deposit address in to the ASA (atomic group), unless it already is. */
  async function optIn(key: AlgoKey): Promise<void> {
    if (optedIn.has(key.address)) return;
    if (await client.isOptedIn(key.address, assetId)) {
      optedIn.add(key.address);
      return;
    }
    const params = await client.params();
    const minFee = params['min-fee'];
    const fund = makePaymentTxnWithSuggestedParamsFromObject({
      sender: hot.address,
      receiver: key.address,
      amount: OPT_IN_MINIMUM_BALANCE,
      suggestedParams: suggested(params, minFee * 2), // pays the opt-in's fee too
      lease: leaseOf(`tengu/algo-opt-in/${key.address}`),
    });
    const optInTxn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: key.address,
      receiver: key.address,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: suggested(params, 0),
    });
    assignGroupID([fund, optInTxn]);
    const blobs = [signTransaction(fund, hot.secretKey), signTransaction(optInTxn, key.secretKey)];
    const answer = await client.submit(concatBytes(blobs.map((b) => b.blob)));
    if (!answer.ok && !/lease|already/i.test(answer.message)) {
      throw new ChainUnavailableError('algo', `opt-in of ${key.address}: ${answer.message}`);
    }
    // Accepted by the pool (or already sent): not sent again by this process; a restart's
    // `watch` checks the chain again.
    optedIn.add(key.address);
  }

  async function send(request: WithdrawalRequest): Promise<BroadcastResult> {
    if (request.asset !== 'USDT')
      throw new BroadcastRejectedError('algo', `cannot send ${request.asset}`);
    const to = request.to.trim();
    if (!isValidAddress(to))
      throw new BroadcastRejectedError('algo', `not an Algorand address: ${to}`);
    if (request.amount <= 0n || request.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new BroadcastRejectedError('algo', `amount out of range: ${request.amount}`);
    }
    if (!(await client.isOptedIn(to, assetId))) {
      throw new BroadcastRejectedError(
        'algo',
        `the recipient has not opted in to USDT (ASA ${assetId}) and cannot receive it`,
      );
    }
    const params = await client.params();
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: hot.address,
      receiver: to,
      amount: request.amount,
      assetIndex: assetId,
      suggestedParams: suggested(params, params['min-fee']),
      lease: leaseOf(`tengu/withdrawal/${request.reference}`),
    });
    const signed = signTransaction(txn, hot.secretKey);
    const answer = await client.submit(signed.blob);
    if (answer.ok) return { txid: signed.txID, simulated: false };
    throw new BroadcastRejectedError('algo', answer.message.slice(0, 300));
  }

  /**
   * The hot wallet as algod sees it now (ADR 048): its ALGO, which pays every opt-in and fee
   * though players are paid in USDT, and its USDT. Never null: the hot seed is required (it
   * derives the deposit keys). A wallet not opted in to USDT (or never funded) holds 0.
   */
  async function hotWalletBalance(): Promise<HotWalletBalance> {
    const [account, usdt] = await Promise.all([
      client.account(hot.address),
      client.assetAmount(hot.address, assetId),
    ]);
    return {
      address: hot.address,
      // The round algod answered the account at: its last round.
      height: account.round,
      balances: [
        // ALGO (6 decimals) pays the fees; not a deposit asset, so the asset list lacks it.
        { asset: NETWORKS.algo.nativeAsset, amount: BigInt(account.amount), decimals: 6 },
        { asset: 'USDT', amount: BigInt(usdt ?? 0) },
      ],
    };
  }

  return {
    network: 'algo',
    kind: 'algo',
    assets: ['USDT'],
    usesTags: false,
    hotWalletAddress: hot.address,
    deriveAddress(index) {
      return { address: algoDepositKey(options.hotSeed, index).address, index };
    },
    validateAddress(address) {
      return isValidAddress(address.trim())
        ? { valid: true }
        : { valid: false, reason: 'Invalid Algorand address' };
    },
    async watch(addresses) {
      for (const watched of addresses) {
        if (watched.index === undefined) continue;
        const key = algoDepositKey(options.hotSeed, watched.index);
        if (key.address !== watched.address) continue; // another key's address
        await optIn(key).catch((error: unknown) => {
          options.log?.warn({ err: error, address: key.address }, 'Algorand opt-in failed');
          throw error;
        });
      }
    },
    scan,
    transfersOf,
    async confirmations(transfer) {
      if (transfer.blockHeight !== null) return roundConfirmations(transfer.blockHeight);
      return withdrawalConfirmations(transfer.txid);
    },
    broadcastWithdrawal(request) {
      const result = sendQueue.then(() => send(request));
      sendQueue = result.catch(() => undefined);
      return result;
    },
    withdrawalConfirmations,
    hotWalletBalance,
    txUrl: (txid) => txUrlTemplate.replace('{txid}', txid),
  };
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
