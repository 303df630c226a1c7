/**
 * EVM adapter (ETH, BASE, ARBITRUM, BSC, POLYGON) over any JSON-RPC endpoint with viem
 * (docs/decisions/011).
 *
 * - Deposit addresses: `<operator xpub>/0/<index>` → Ethereum address; no key on the server.
 * - Scanning walks block ranges after the cursor: native value sent by a top-level transaction
 *   to a watched address (index −1; value moved by contract-internal calls is not seen — players
 *   are told to send from a wallet, as every exchange does) and ERC-20 `Transfer` logs of the
 *   configured token contracts to watched addresses (index = log index).
 * - Reorgs: the cursor remembers the hashes of recent blocks it scanned; when the chain's block
 *   at such a height has another hash, scanning resumes after the highest one that still
 *   matches, and `confirmations` answers 'dropped' for a transfer whose block hash is no longer
 *   the canonical block at its height.
 * - Withdrawals: signed locally with the hot wallet key (configuration, or the development key),
 *   one at a time so nonces never collide.
 */
import {
  BaseError,
  BlockNotFoundError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  HttpRequestError,
  TimeoutError,
  bytesToHex,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  parseAbiItem,
  type Chain,
  type Hex,
} from 'viem';
import { privateKeyToAccount, publicKeyToAddress } from 'viem/accounts';
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
  type TransferRef,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chain-adapter';
import { depositPublicKey, parseExtendedPublicKey } from '../extended-key';
import { decompressPublicKey } from '../secp256k1-point';
import type { EvmNetworkId, EvmToken } from './evm-networks';

export interface EvmAdapterOptions {
  network: EvmNetworkId;
  rpcUrl: string;
  xpub: string;
  /** Native coin symbol to watch and send, or null when the network offers none. */
  nativeAsset: string | null;
  tokens: readonly EvmToken[];
  /** Hot wallet private key (0x + 64 hex); without it broadcastWithdrawal refuses. */
  hotWalletKey?: Hex;
  /** When set, the node's chain id must equal it (guards against a wrong RPC URL). */
  expectedChainId?: number;
  txUrlTemplate: string;
  /** Most blocks read per scan call (bounded work per job run). */
  maxBlocksPerScan?: number;
  /** Blocks before the tip a scan without cursor starts at (default 128). */
  initialLookbackBlocks?: number;
}

interface EvmCursor {
  /** Last block scanned. */
  height: number;
  /** Recent scanned blocks [height, hash], newest last, for reorg detection. */
  recent: [number, string][];
}

const RECENT_BLOCKS_KEPT = 64;
const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

export function createEvmAdapter(options: EvmAdapterOptions): ChainAdapter & {
  hotWalletAddress: `0x${string}` | null;
} {
  const { network } = options;
  const accountKey = parseExtendedPublicKey(options.xpub);
  // cacheTime 0: viem otherwise reuses eth_blockNumber for 4 s, and confirmations must be live.
  const client = createPublicClient({
    cacheTime: 0,
    transport: http(options.rpcUrl, { timeout: 30_000 }),
  });
  const hotAccount = options.hotWalletKey ? privateKeyToAccount(options.hotWalletKey) : null;
  const tokensByAddress = new Map(options.tokens.map((t) => [t.address.toLowerCase(), t]));
  const tokensBySymbol = new Map(options.tokens.map((t) => [t.symbol, t]));
  const maxBlocks = options.maxBlocksPerScan ?? 200;
  const initialLookback = options.initialLookbackBlocks ?? 128;
  let chain: Promise<Chain> | null = null;
  let sendQueue: Promise<unknown> = Promise.resolve();

  async function rpc<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpRequestError || error instanceof TimeoutError) {
        throw new ChainUnavailableError(network, `${what}: ${error.shortMessage}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  function checkedChain(): Promise<Chain> {
    chain ??= rpc('eth_chainId', () => client.getChainId())
      .then((id) => {
        if (options.expectedChainId !== undefined && id !== options.expectedChainId) {
          throw new ChainUnavailableError(
            network,
            `the RPC URL serves chain ${id}, expected ${options.expectedChainId}`,
          );
        }
        return defineChain({
          id,
          name: NETWORKS[network].name,
          nativeCurrency: {
            name: NETWORKS[network].name,
            symbol: options.nativeAsset ?? network,
            decimals: 18,
          },
          rpcUrls: { default: { http: [options.rpcUrl] } },
        });
      })
      .catch((error: unknown) => {
        chain = null;
        throw error;
      });
    return chain;
  }

  const blockAt = (height: number) =>
    rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber: BigInt(height) })).catch(
      (error: unknown) => {
        if (error instanceof BlockNotFoundError) return null; // not (yet) in the chain
        throw error;
      },
    );

  /** Height to resume after: the newest remembered block still on the canonical chain. */
  async function resumeHeight(
    cursor: EvmCursor,
  ): Promise<{ height: number; recent: EvmCursor['recent'] }> {
    const recent = [...cursor.recent];
    while (recent.length) {
      const [height, hash] = recent[recent.length - 1]!;
      const block = await blockAt(height);
      if (block?.hash === hash) return { height, recent };
      recent.pop();
    }
    // Deeper than the window: rescan from before it (duplicates are harmless, gaps are not).
    const oldest = cursor.recent[0]?.[0] ?? cursor.height;
    return { height: Math.max(0, oldest - 1), recent: [] };
  }

  async function scan({ cursor, addresses }: ScanInput): Promise<ScanResult> {
    await checkedChain();
    const tip = Number(await rpc('eth_blockNumber', () => client.getBlockNumber()));
    // No cursor yet (first start): look back a little, so a payment made to an address handed
    // out just before the watcher's first pass is still found.
    const resumed = cursor
      ? await resumeHeight(JSON.parse(cursor) as EvmCursor)
      : { height: Math.max(-1, tip - initialLookback), recent: [] as EvmCursor['recent'] };
    const from = resumed.height + 1;
    const to = Math.min(tip, resumed.height + maxBlocks);
    if (from > to) {
      return {
        transfers: [],
        cursor: JSON.stringify({ height: resumed.height, recent: resumed.recent }),
        tipHeight: tip,
      };
    }
    const watched = new Map(addresses.map((a) => [a.address.toLowerCase(), a]));
    const transfers: IncomingTransfer[] = [];
    const recent = resumed.recent;

    if (options.nativeAsset) {
      for (let height = from; height <= to; height++) {
        const block = await rpc('eth_getBlockByNumber', () =>
          client.getBlock({ blockNumber: BigInt(height), includeTransactions: true }),
        );
        recent.push([height, block.hash]);
        for (const tx of block.transactions) {
          const target = tx.to ? watched.get(tx.to.toLowerCase()) : undefined;
          if (!target || tx.value === 0n) continue;
          const receipt = await rpc('eth_getTransactionReceipt', () =>
            client.getTransactionReceipt({ hash: tx.hash }),
          );
          if (receipt.status !== 'success') continue;
          transfers.push({
            network,
            txid: tx.hash,
            index: -1,
            address: target.address,
            asset: options.nativeAsset,
            amount: tx.value,
            blockHeight: height,
            blockHash: block.hash,
          });
        }
      }
    }

    if (options.tokens.length && watched.size) {
      const recipients = [...watched.values()].map((a) => getAddress(a.address));
      const logs = await rpc('eth_getLogs', () =>
        client.getLogs({
          address: options.tokens.map((t) => t.address),
          event: TRANSFER_EVENT,
          // Topic filter on the recipient when the list is small; else filter here.
          args: recipients.length <= 200 ? { to: recipients } : undefined,
          fromBlock: BigInt(from),
          toBlock: BigInt(to),
        }),
      );
      for (const log of logs) {
        const target = log.args.to ? watched.get(log.args.to.toLowerCase()) : undefined;
        const token = tokensByAddress.get(log.address.toLowerCase());
        if (!target || !token || log.removed || !log.args.value) continue;
        transfers.push({
          network,
          txid: log.transactionHash,
          index: log.logIndex,
          address: target.address,
          asset: token.symbol,
          amount: log.args.value,
          blockHeight: Number(log.blockNumber),
          blockHash: log.blockHash,
        });
      }
    }

    if (recent[recent.length - 1]?.[0] !== to) {
      const last = await blockAt(to);
      if (last?.hash) recent.push([to, last.hash]);
    }
    const next: EvmCursor = { height: to, recent: recent.slice(-RECENT_BLOCKS_KEPT) };
    return { transfers, cursor: JSON.stringify(next), tipHeight: tip };
  }

  async function confirmationsAt(height: number, hash: string): Promise<ConfirmationStatus> {
    const block = await blockAt(height);
    if (!block || block.hash !== hash) return 'dropped';
    const tip = Number(await rpc('eth_blockNumber', () => client.getBlockNumber()));
    return tip - height + 1;
  }

  async function txConfirmations(txid: string): Promise<ConfirmationStatus> {
    const hash = txid as Hex;
    const receipt = await rpc('eth_getTransactionReceipt', () =>
      client.getTransactionReceipt({ hash }),
    ).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    });
    if (!receipt) {
      const pending = await rpc('eth_getTransactionByHash', () =>
        client.getTransaction({ hash }),
      ).catch((error: unknown) => {
        if (error instanceof TransactionNotFoundError) return null;
        throw error;
      });
      return pending ? 0 : 'dropped';
    }
    if (receipt.status !== 'success') return 'dropped';
    return confirmationsAt(Number(receipt.blockNumber), receipt.blockHash);
  }

  async function confirmations(transfer: TransferRef): Promise<ConfirmationStatus> {
    if (transfer.blockHash && transfer.blockHeight !== null) {
      return confirmationsAt(transfer.blockHeight, transfer.blockHash);
    }
    return txConfirmations(transfer.txid);
  }

  /**
   * One transaction read now (deposit verification): its native value and the `Transfer` logs of
   * the configured tokens that paid a given address, with the identities `scan` gives them.
   */
  async function transfersOf(
    txid: string,
    addresses: readonly WatchedAddress[],
  ): Promise<TransactionLookup> {
    if (!/^0x[0-9a-fA-F]{64}$/.test(txid)) return { status: 'not-found' };
    await checkedChain();
    const hash = txid as Hex;
    const transaction = await rpc('eth_getTransactionByHash', () =>
      client.getTransaction({ hash }),
    ).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null;
      throw error;
    });
    if (!transaction) return { status: 'not-found' };
    if (transaction.blockNumber === null) return { status: 'pending' };
    const receipt = await rpc('eth_getTransactionReceipt', () =>
      client.getTransactionReceipt({ hash }),
    ).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    });
    if (!receipt) return { status: 'pending' };
    if (receipt.status !== 'success') return { status: 'failed' };
    const watched = new Map(addresses.map((a) => [a.address.toLowerCase(), a]));
    const at = { blockHeight: Number(receipt.blockNumber), blockHash: receipt.blockHash };
    const transfers: IncomingTransfer[] = [];
    const nativeTarget = transaction.to ? watched.get(transaction.to.toLowerCase()) : undefined;
    if (options.nativeAsset && nativeTarget && transaction.value > 0n) {
      transfers.push({
        network,
        txid: transaction.hash,
        index: -1,
        address: nativeTarget.address,
        asset: options.nativeAsset,
        amount: transaction.value,
        ...at,
      });
    }
    for (const log of receipt.logs) {
      const token = tokensByAddress.get(log.address.toLowerCase());
      if (!token || log.removed) continue;
      let decoded;
      try {
        decoded = decodeEventLog({ abi: [TRANSFER_EVENT], data: log.data, topics: log.topics });
      } catch {
        continue; // another event of the token (Approval, ...)
      }
      const target = watched.get(decoded.args.to.toLowerCase());
      if (!target || !decoded.args.value) continue;
      transfers.push({
        network,
        txid: log.transactionHash,
        index: log.logIndex,
        address: target.address,
        asset: token.symbol,
        amount: decoded.args.value,
        ...at,
      });
    }
    return { status: 'found', transfers };
  }

  async function send(request: WithdrawalRequest): Promise<BroadcastResult> {
    if (!hotAccount)
      throw new Error(`${network.toUpperCase()}: no hot wallet key configured for withdrawals`);
    if (!isAddress(request.to)) {
      throw new BroadcastRejectedError(network, `not an EVM address: ${request.to}`);
    }
    const walletClient = createWalletClient({
      account: hotAccount,
      chain: await checkedChain(),
      transport: http(options.rpcUrl, { timeout: 30_000 }),
    });
    try {
      if (options.nativeAsset && request.asset === options.nativeAsset) {
        const txid = await walletClient.sendTransaction({ to: request.to, value: request.amount });
        return { txid, simulated: false };
      }
      const token = tokensBySymbol.get(request.asset);
      if (!token) throw new Error(`${network.toUpperCase()} cannot send ${request.asset}`);
      const txid = await walletClient.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [request.to, request.amount],
      });
      return { txid, simulated: false };
    } catch (error) {
      if (error instanceof HttpRequestError || error instanceof TimeoutError) {
        throw new ChainUnavailableError(network, error.shortMessage, { cause: error });
      }
      if (error instanceof BaseError) {
        throw new BroadcastRejectedError(network, error.shortMessage, { cause: error });
      }
      throw error;
    }
  }

  /** The hot account's native coin and each watched token's balanceOf (ADR 048). */
  async function hotWalletBalance(): Promise<HotWalletBalance | null> {
    if (!hotAccount) return null;
    const owner = hotAccount.address;
    const [height, native, tokens] = await Promise.all([
      rpc('eth_blockNumber', () => client.getBlockNumber()),
      options.nativeAsset
        ? rpc('eth_getBalance', () => client.getBalance({ address: owner }))
        : Promise.resolve(null),
      Promise.all(
        options.tokens.map((token) =>
          rpc('balanceOf', () =>
            client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [owner],
            }),
          ),
        ),
      ),
    ]);
    return {
      address: owner,
      height: Number(height),
      balances: [
        ...(options.nativeAsset && native !== null
          ? [{ asset: options.nativeAsset, amount: native }]
          : []),
        ...options.tokens.map((token, i) => ({ asset: token.symbol, amount: tokens[i]! })),
      ],
    };
  }

  return {
    network,
    kind: 'evm',
    assets: [...(options.nativeAsset ? [options.nativeAsset] : []), ...tokensBySymbol.keys()],
    usesTags: false,
    walletDeposits: {
      chainId: options.expectedChainId ?? null,
      nativeAsset: options.nativeAsset,
      tokenContracts: Object.fromEntries(options.tokens.map((t) => [t.symbol, t.address])),
    },
    hotWalletAddress: hotAccount?.address ?? null,
    deriveAddress(index) {
      const publicKey = decompressPublicKey(depositPublicKey(accountKey, index));
      return { address: publicKeyToAddress(bytesToHex(publicKey)), index };
    },
    validateAddress(address) {
      return isAddress(address.trim())
        ? { valid: true }
        : { valid: false, reason: `Invalid ${NETWORKS[network].name} address` };
    },
    async watch() {
      // Nothing to register: scanning filters by address itself.
    },
    scan,
    transfersOf,
    confirmations,
    broadcastWithdrawal(request) {
      const result = sendQueue.then(() => send(request));
      sendQueue = result.catch(() => undefined);
      return result;
    },
    withdrawalConfirmations: txConfirmations,
    hotWalletBalance,
    txUrl: (txid) => options.txUrlTemplate.replace('{txid}', txid),
  };
}
