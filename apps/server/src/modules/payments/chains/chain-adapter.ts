/**
 * The one interface every blockchain sits behind (issue 9, item 3; docs/decisions/011).
 *
 * A deposit watcher (a pg-boss job) holds one `ChainAdapter` per network and does, per tick:
 *
 *   const { transfers, cursor } = await adapter.scan({ cursor: saved, addresses: watched });
 *   // upsert every transfer by (network, txid, index) — idempotent, so a re-scan never doubles
 *   // save `cursor` only after the upsert commits (restart-safe: a crash re-scans, never skips)
 *   for (const deposit of pendingDeposits) {
 *     const c = await adapter.confirmations(deposit);    // number, or 'dropped' after a reorg
 *   }
 *
 * Rules every adapter keeps:
 * - Amounts are integers of the asset's base unit (satoshi, wei, token units) as `bigint`,
 *   never floats. The asset's `decimals` (packages/shared payments assets) turn them into text.
 * - A transfer's identity is (network, txid, index): `index` is the output index (vout) for
 *   UTXO chains, the log index for ERC-20 transfers, and -1 for an EVM native transfer (one
 *   native value per transaction). The watcher's unique key is exactly that triple.
 * - `scan` may return a transfer it returned before (after a restart, or while a block is
 *   re-read); it never silently skips one. It reports transfers with 0 confirmations (mempool)
 *   when the chain shows them, so "Deposit detected" appears early.
 * - The server never holds deposit private keys: deposit addresses come from the operator's
 *   extended public key (`deriveAddress(index)`), or, for tag chains (XRP, TON), one operator
 *   address plus a per-player tag. Only the hot wallet (withdrawals) has a key, from config.
 * - Errors talking to a node throw `ChainUnavailableError` (the job retries later); bad input
 *   (an address for another chain) is answered by `validateAddress`, never by a throw deep down.
 */

import type { NetworkId } from '@tengu/shared';

/** Network ids are the lower-case ones of packages/shared payments assets ('ltc', 'eth', ...). */
export type { NetworkId };

/** How an adapter reaches its chain: a real node, or the development simulator. */
export type ChainAdapterKind =
  | 'utxo'
  | 'evm'
  | 'simulator'
  // issue 19: XRP, TRON, Algorand (docs/decisions/027), Solana (025), TON (026)
  | 'xrp'
  | 'tron'
  | 'algo'
  | 'solana'
  | 'ton';

/** A deposit address handed to a player. */
export interface DepositAddress {
  /** The address the player pays to (for tag chains: the operator's one address). */
  address: string;
  /** XRP destination tag / TON memo identifying the player; undefined on other chains. */
  tag?: string;
  /** The derivation index (or tag number) it came from, for the address book. */
  index: number;
}

/** An address (and tag) the watcher is looking for, with the caller's reference. */
export interface WatchedAddress {
  address: string;
  /** Only for tag chains: a transfer counts for this entry only when its tag matches. */
  tag?: string;
  /** The derivation index, so adapters that must import addresses (watch-only wallets) can. */
  index?: number;
}

/** One incoming payment as the chain shows it. */
export interface IncomingTransfer {
  network: NetworkId;
  /** Transaction hash as the chain's explorers show it (hex, with 0x on EVM). */
  txid: string;
  /** Output index (UTXO), log index (ERC-20), or -1 (EVM native value). See rules above. */
  index: number;
  /** The watched address that was paid (checksummed on EVM, as derived on UTXO). */
  address: string;
  tag?: string;
  /** Asset symbol as in packages/shared assets: 'LTC', 'ETH', 'USDT', 'USDC', 'BNB', ... */
  asset: string;
  /** Amount in the asset's base units. */
  amount: bigint;
  /** Height of the block that holds it; null while in the mempool. */
  blockHeight: number | null;
  /** Hash of that block; null while in the mempool. Used to notice a reorg. */
  blockHash: string | null;
}

/** Opaque scan position; persist it as-is per network (text column). */
export type ScanCursor = string;

export interface ScanInput {
  /**
   * The cursor a previous scan returned, or null on the very first scan: adapters then start a
   * little before the tip (EVM: 128 blocks; UTXO: the watch wallet's whole history; simulator:
   * its first row), so a payment made just before the first scan is not missed.
   */
  cursor: ScanCursor | null;
  /** Every address the watcher cares about on this network. */
  addresses: readonly WatchedAddress[];
}

export interface ScanResult {
  transfers: IncomingTransfer[];
  /** Store it after the transfers are saved; pass it to the next scan. */
  cursor: ScanCursor;
  /** The chain's tip height at the time of the scan (for display and lag metrics). */
  tipHeight: number;
}

/** What `confirmations` needs to find a transfer again. */
export type TransferRef = Pick<
  IncomingTransfer,
  'txid' | 'index' | 'address' | 'asset' | 'blockHash' | 'blockHeight'
>;

/**
 * Confirmations of a transfer: 0 in the mempool, 1 once in a block, and so on; 'dropped' when
 * the chain no longer has it (its block was reorganised away and it did not come back, or it
 * left the mempool). A dropped transfer that reappears later is a new sighting of the same key.
 */
export type ConfirmationStatus = number | 'dropped';

export interface WithdrawalRequest {
  /** Asset symbol, e.g. 'LTC', 'ETH', 'USDT'. */
  asset: string;
  /** Recipient, already checked with `validateAddress`. */
  to: string;
  /** XRP/TON destination tag when the recipient needs one. */
  tag?: string;
  /** Amount the recipient receives, in base units (the fee is the operator's concern). */
  amount: bigint;
  /**
   * Stable id of the withdrawal (e.g. its row id). Adapters that can use it to avoid a double
   * payment on retry do so (the simulator keys on it; UTXO puts it in the wallet comment).
   */
  reference: string;
}

export interface BroadcastResult {
  txid: string;
  /** True when nothing real was sent (development simulator). Show it in the UI/admin. */
  simulated: boolean;
}

/**
 * What the chain says about one transaction (`transfersOf`): unknown to it, waiting in the
 * mempool (not yet readable as transfers), mined but failed (reverted), or mined with these
 * transfers to the given addresses (possibly none).
 */
export type TransactionLookup =
  | { status: 'not-found' }
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'found'; transfers: IncomingTransfer[] };

/** See ChainAdapter.walletDeposits. */
export interface EvmWalletDeposits {
  chainId: number | null;
  nativeAsset: string | null;
  /** Token contracts by symbol (EVM: 0x addresses; Solana: base58 SPL mints). */
  tokenContracts: Readonly<Record<string, string>>;
}

/**
 * What the chain says the hot wallet holds now (issue 22, the console's System page; ADR 048):
 * its address, the node's tip height, and a balance per asset it can send, in base units.
 */
export interface HotWalletBalance {
  /** The hot wallet's address (null when a node wallet holds the keys, UTXO `node` mode). */
  address: string | null;
  /** The node's tip height at the time of the read. */
  height: number;
  /**
   * In the asset's smallest unit; `decimals` when the shared asset list does not name the asset
   * (a native coin held only for fees, e.g. TRX: 6).
   */
  balances: { asset: string; amount: bigint; decimals?: number }[];
}

export interface ChainAdapter {
  readonly network: NetworkId;
  readonly kind: ChainAdapterKind;
  /** Assets this adapter can scan and send (e.g. ETH: ['ETH', 'USDT', 'USDC']). */
  readonly assets: readonly string[];
  /** True when deposits are identified by a tag on one address (XRP, TON). */
  readonly usesTags: boolean;
  /**
   * EVM adapters: what a browser wallet needs to pay this chain (the instant deposit, GET
   * /api/payments/config): the chain id the node must report (null = any) and the token
   * contracts actually watched, by symbol (EVM_TOKEN_CONTRACTS or mainnet's). Others: absent.
   */
  readonly walletDeposits?: EvmWalletDeposits;

  /**
   * The deposit address for a derivation index (BIP32 `m/<xpub path>/0/index` of the operator's
   * xpub). Tag chains return the operator address with `tag = String(index)`. Pure, no network.
   */
  deriveAddress(index: number): DepositAddress;

  /**
   * Whether `address` (and `tag`, when given) can receive this network's assets. Pure, no
   * network. Returns the reason when not, in plain English for the 400 answer.
   */
  validateAddress(
    address: string,
    tag?: string,
  ): { valid: true } | { valid: false; reason: string };

  /**
   * Readies the chain for watching these addresses (UTXO: imports them into the node's
   * watch-only wallet). Idempotent; the watcher calls it when new addresses appear and at start.
   */
  watch(addresses: readonly WatchedAddress[]): Promise<void>;

  /** Incoming transfers to the watched addresses since `cursor`. See the rules above. */
  scan(input: ScanInput): Promise<ScanResult>;

  /**
   * Optional: the incoming transfers of one transaction to the given addresses, read now
   * (POST /api/payments/deposits/verify), with the same identities as `scan` reports them, so
   * the watcher's idempotent recording applies. Adapters that cannot look a transaction up
   * leave it out, and verification answers that it is not available on their network.
   */
  transfersOf?(txid: string, addresses: readonly WatchedAddress[]): Promise<TransactionLookup>;

  /** Current confirmations of a transfer seen by `scan`, or 'dropped'. */
  confirmations(transfer: TransferRef): Promise<ConfirmationStatus>;

  /** Signs with the hot wallet and sends; resolves once the node accepted the transaction. */
  broadcastWithdrawal(request: WithdrawalRequest): Promise<BroadcastResult>;

  /** Confirmations of a withdrawal this adapter broadcast (same meaning as for deposits). */
  withdrawalConfirmations(txid: string): Promise<ConfirmationStatus>;

  /** Explorer link for a transaction (the network's template in packages/shared assets). */
  txUrl(txid: string): string;

  /**
   * Optional: the hot wallet's on-chain balance, read from the node now (UTXO: its unspent
   * outputs; EVM: eth_getBalance and ERC-20 balanceOf; Solana: lamports and token accounts).
   * Null when no hot wallet is configured; throws ChainUnavailableError when the node does not
   * answer. Adapters that cannot read it leave it out.
   */
  hotWalletBalance?(): Promise<HotWalletBalance | null>;
}

/** The node could not be reached or answered an error; the caller retries later. */
export class ChainUnavailableError extends Error {
  constructor(
    readonly network: NetworkId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${network.toUpperCase()}: ${message}`, options);
    this.name = 'ChainUnavailableError';
  }
}

/** A withdrawal the chain refused (e.g. insufficient hot wallet funds); not retried blindly. */
export class BroadcastRejectedError extends Error {
  constructor(
    readonly network: NetworkId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${network.toUpperCase()}: ${message}`, options);
    this.name = 'BroadcastRejectedError';
  }
}
