/**
 * Bitcoin-family adapter (BTC, LTC, DOGE, BCH, DASH) over a Bitcoin Core–compatible JSON-RPC
 * node (docs/decisions/011).
 *
 * - Deposit addresses: `<operator xpub>/0/<index>`, derived here; the node never sees a key.
 * - Watching: a watch-only wallet in the node (`tengu-<net>-watch`), created on first use. A
 *   descriptor wallet when the node supports one (Bitcoin Core ≥ 0.21 with SQLite), else a legacy
 *   watch-only wallet (Debian's litecoind is built without SQLite). Each deposit address is
 *   imported once, labelled `tengu-deposit`, with a two-hour rescan so a payment made between
 *   handing out an address and importing it is still found.
 * - Scanning: `listsinceblock <cursor>`; the cursor is the node's `lastblock` hash. After a reorg
 *   the node itself walks back to the fork point, so nothing is skipped.
 * - Confirmations: from the block the transfer was seen in; when that block has left the main
 *   chain (`getblockheader` answers confirmations −1), the transfer is 'dropped'.
 */
import { NETWORKS } from '@tengu/shared';
import {
  ChainUnavailableError,
  type BroadcastResult,
  type ChainAdapter,
  type ConfirmationStatus,
  type DepositAddress,
  type HotWalletBalance,
  type IncomingTransfer,
  type ScanInput,
  type ScanResult,
  type TransactionLookup,
  type TransferRef,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chain-adapter';
import { depositPublicKey, parseExtendedPublicKey } from '../extended-key';
import { RpcError, createBitcoinRpc, type BitcoinRpc } from './bitcoin-rpc';
import { addressForPublicKey, isValidUtxoAddress } from './utxo-addresses';
import { coinsToBase, createHotWalletSender, type UtxoHotWalletConfig } from './utxo-hot-wallet';
import { UTXO_PARAMS, type UtxoFlavour, type UtxoNetworkId } from './utxo-networks';

export interface UtxoAdapterOptions {
  network: UtxoNetworkId;
  flavour: UtxoFlavour;
  /** `http://user:password@host:port` of the node. */
  rpcUrl: string;
  /** Operator's account-level extended public key for deposit addresses. */
  xpub: string;
  /** Hot wallet for withdrawals; without one, broadcastWithdrawal refuses. */
  hotWallet?: UtxoHotWalletConfig;
  /** Explorer template with `{txid}`. */
  txUrlTemplate: string;
  /** Watch-only wallet name in the node; default `tengu-<network>-watch`. */
  watchWalletName?: string;
  /** Fixed fee rate in sat/vB (skips estimatesmartfee). */
  feeRate?: number;
}

const DEPOSIT_LABEL = 'tengu-deposit';
const HOT_LABEL = 'tengu-hot';
const RESCAN_WINDOW_SECONDS = 2 * 60 * 60;
const IMPORT_BATCH = 200;
/** RPC_INVALID_ADDRESS_OR_KEY: "Block not found", "Invalid or non-wallet transaction id". */
const RPC_NOT_FOUND = -5;

interface SinceBlockEntry {
  address?: string;
  category: string;
  amount: number;
  vout: number;
  txid: string;
  blockhash?: string;
  blockheight?: number;
  confirmations: number;
}

export function createUtxoAdapter(options: UtxoAdapterOptions): ChainAdapter & {
  /** The hot wallet's own address (key mode), for the operator to fund; null in node mode. */
  hotWalletAddress: string | null;
} {
  const { network } = options;
  const params = UTXO_PARAMS[network][options.flavour];
  const accountKey = parseExtendedPublicKey(options.xpub);
  const rpc: BitcoinRpc = createBitcoinRpc({ url: options.rpcUrl, network });
  const coin = NETWORKS[network].nativeAsset;
  const walletName = options.watchWalletName ?? `tengu-${network}-watch`;
  const sender = options.hotWallet
    ? createHotWalletSender({
        network,
        params,
        rpc,
        watchWallet: walletName,
        config: options.hotWallet,
        feeRate: options.feeRate,
      })
    : null;

  let ready: Promise<{ descriptors: boolean; imported: Set<string> }> | null = null;

  async function openWallet() {
    const loaded = await rpc.call<string[]>('listwallets');
    if (!loaded.includes(walletName)) {
      try {
        await rpc.call('loadwallet', [walletName]);
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        // Not on disk yet: create it, a descriptor wallet where the node can.
        try {
          await rpc.call('createwallet', [walletName, true, true, '', false, true]);
        } catch (createError) {
          if (!(createError instanceof RpcError)) throw createError;
          await rpc.call('createwallet', [walletName, true, true, '', false, false]);
        }
      }
    }
    const info = await rpc.wallet<{ descriptors?: boolean }>(walletName, 'getwalletinfo');
    const imported = new Set<string>();
    for (const label of [DEPOSIT_LABEL, HOT_LABEL]) {
      try {
        const byLabel = await rpc.wallet<Record<string, unknown>>(
          walletName,
          'getaddressesbylabel',
          [label],
        );
        for (const address of Object.keys(byLabel)) imported.add(address);
      } catch (error) {
        if (!(error instanceof RpcError)) throw error; // -11: no address has that label yet
      }
    }
    const state = { descriptors: info.descriptors === true, imported };
    if (sender?.address && !imported.has(sender.address)) {
      await importAddresses(state, [sender.address], HOT_LABEL);
    }
    return state;
  }

  function wallet() {
    ready ??= openWallet().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  async function importAddresses(
    state: { descriptors: boolean; imported: Set<string> },
    addresses: string[],
    label: string,
  ) {
    const timestamp = Math.floor(Date.now() / 1000) - RESCAN_WINDOW_SECONDS;
    for (let i = 0; i < addresses.length; i += IMPORT_BATCH) {
      const batch = addresses.slice(i, i + IMPORT_BATCH);
      let results: { success: boolean; error?: { message: string } }[];
      if (state.descriptors) {
        const requests = [];
        for (const address of batch) {
          const { descriptor } = await rpc.call<{ descriptor: string }>('getdescriptorinfo', [
            `addr(${address})`,
          ]);
          requests.push({ desc: descriptor, timestamp, label });
        }
        results = await rpc.wallet(walletName, 'importdescriptors', [requests]);
      } else {
        results = await rpc.wallet(walletName, 'importmulti', [
          batch.map((address) => ({
            scriptPubKey: { address },
            timestamp,
            watchonly: true,
            label,
          })),
          { rescan: true },
        ]);
      }
      const failed = results.findIndex((r) => !r.success);
      if (failed >= 0) {
        throw new ChainUnavailableError(
          network,
          `importing ${batch[failed]} failed: ${results[failed]?.error?.message ?? 'unknown'}`,
        );
      }
      for (const address of batch) state.imported.add(address);
    }
  }

  async function watch(addresses: readonly WatchedAddress[]) {
    const state = await wallet();
    const missing = addresses.map((a) => a.address).filter((a) => !state.imported.has(a));
    if (missing.length) await importAddresses(state, [...new Set(missing)], DEPOSIT_LABEL);
  }

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    await watch(addresses);
    const watched = new Map(addresses.map((a) => [a.address, a]));
    const since = await rpc.wallet<{ transactions: SinceBlockEntry[]; lastblock: string }>(
      walletName,
      'listsinceblock',
      [cursor ?? '', 1, true, false],
    );
    const tipHeight = await rpc.call<number>('getblockcount');
    const seen = new Set<string>();
    const transfers: IncomingTransfer[] = [];
    for (const entry of since.transactions) {
      if (entry.category !== 'receive' || !entry.address || entry.confirmations < 0) continue;
      const target = watched.get(entry.address);
      if (!target) continue;
      const key = `${entry.txid}:${entry.vout}`;
      if (seen.has(key)) continue;
      seen.add(key);
      transfers.push({
        network,
        txid: entry.txid,
        index: entry.vout,
        address: entry.address,
        asset: coin,
        amount: coinsToBase(entry.amount),
        blockHeight: entry.blockhash ? (entry.blockheight ?? null) : null,
        blockHash: entry.blockhash ?? null,
      });
    }
    // Older forks omit blockheight; ask for it so every confirmed transfer carries one.
    for (const transfer of transfers) {
      if (transfer.blockHash && transfer.blockHeight === null) {
        const header = await rpc.call<{ height: number }>('getblockheader', [transfer.blockHash]);
        transfer.blockHeight = header.height;
      }
    }
    return { transfers, cursor: since.lastblock, tipHeight };
  }

  /**
   * One transaction read now (deposit verification), from the watch-only wallet
   * (`gettransaction`): its outputs to the given addresses, as `scan` reports them. The node
   * knows only transactions that touch the wallet; any other is "not found".
   */
  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    if (!/^[0-9a-fA-F]{64}$/.test(txid)) return { status: 'not-found' };
    await watch(addresses);
    let tx: {
      confirmations: number;
      blockhash?: string;
      blockheight?: number;
      details: SinceBlockEntry[];
    };
    try {
      tx = await rpc.wallet(walletName, 'gettransaction', [txid.toLowerCase(), true]);
    } catch (error) {
      if (error instanceof RpcError && error.code === RPC_NOT_FOUND) return { status: 'not-found' };
      throw error;
    }
    // Conflicted (double-spent, or its block left the chain): nothing to record.
    if (tx.confirmations < 0) return { status: 'not-found' };
    const watched = new Set(addresses.map((a) => a.address));
    let blockHeight = tx.blockhash ? (tx.blockheight ?? null) : null;
    if (tx.blockhash && blockHeight === null) {
      blockHeight = (await rpc.call<{ height: number }>('getblockheader', [tx.blockhash])).height;
    }
    const seen = new Set<number>();
    const transfers: IncomingTransfer[] = [];
    for (const entry of tx.details) {
      if (entry.category !== 'receive' || !entry.address || !watched.has(entry.address)) continue;
      if (seen.has(entry.vout)) continue;
      seen.add(entry.vout);
      transfers.push({
        network,
        txid: txid.toLowerCase(),
        index: entry.vout,
        address: entry.address,
        asset: coin,
        amount: coinsToBase(entry.amount),
        blockHeight,
        blockHash: tx.blockhash ?? null,
      });
    }
    return { status: 'found', transfers };
  }

  async function confirmations(transfer: TransferRef): Promise<ConfirmationStatus> {
    if (transfer.blockHash) {
      try {
        const header = await rpc.call<{ confirmations: number }>('getblockheader', [
          transfer.blockHash,
        ]);
        return header.confirmations < 0 ? 'dropped' : header.confirmations;
      } catch (error) {
        // -5: the node does not know the block (any other error: retry later, never a guess)
        if (error instanceof RpcError && error.code === RPC_NOT_FOUND) return 'dropped';
        throw error;
      }
    }
    return walletTxConfirmations(transfer.txid);
  }

  async function walletTxConfirmations(txid: string): Promise<ConfirmationStatus> {
    await wallet();
    try {
      const tx = await rpc.wallet<{ confirmations: number }>(walletName, 'gettransaction', [
        txid,
        true,
      ]);
      return tx.confirmations < 0 ? 'dropped' : tx.confirmations;
    } catch (error) {
      // -5: evicted from the mempool and never mined
      if (error instanceof RpcError && error.code === RPC_NOT_FOUND) return 'dropped';
      throw error;
    }
  }

  async function broadcastWithdrawal(request: WithdrawalRequest): Promise<BroadcastResult> {
    if (!sender) throw new Error(`${coin}: no hot wallet configured for withdrawals`);
    if (request.asset !== coin) throw new Error(`${coin} network cannot send ${request.asset}`);
    await wallet();
    const txid = await sender.send({
      to: request.to.trim(),
      amount: request.amount,
      reference: request.reference,
    });
    return { txid, simulated: false };
  }

  /** The hot wallet's coins (ADR 048); the watch wallet watches its address (key mode). */
  async function hotWalletBalance(): Promise<HotWalletBalance | null> {
    if (!sender) return null;
    await wallet();
    const [amount, height] = await Promise.all([
      sender.balance(),
      rpc.call<number>('getblockcount'),
    ]);
    return { address: sender.address, height, balances: [{ asset: coin, amount }] };
  }

  return {
    network,
    kind: 'utxo',
    assets: [coin],
    usesTags: false,
    hotWalletAddress: sender?.address ?? null,
    deriveAddress(index: number): DepositAddress {
      return { address: addressForPublicKey(params, depositPublicKey(accountKey, index)), index };
    },
    validateAddress(address: string) {
      return isValidUtxoAddress(params, address)
        ? { valid: true }
        : { valid: false, reason: `Invalid ${NETWORKS[network].name} address` };
    },
    watch,
    scan,
    transfersOf,
    confirmations,
    broadcastWithdrawal,
    withdrawalConfirmations: walletTxConfirmations,
    hotWalletBalance,
    txUrl: (txid) => options.txUrlTemplate.replace('{txid}', txid),
  };
}
