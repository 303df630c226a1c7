import { NETWORKS, txLink, type NetworkId } from '@tengu/shared';
import {
  ChainUnavailableError,
  type BroadcastResult,
  type ChainAdapter,
  type ConfirmationStatus,
  type IncomingTransfer,
  type ScanInput,
  type ScanResult,
  type TransferRef,
  type WatchedAddress,
  type WithdrawalRequest,
} from '../chains/chain-adapter';

/**
 * A scripted chain for the payments tests: the test adds transfers, sets confirmations, drops a
 * transfer (reorg) and makes the node fail. Scans return everything after the cursor (a counter),
 * plus the last `rescan` transfers again, as a restarted watcher may see them.
 */
export function createFakeChainAdapter(network: NetworkId, options: { assets?: string[] } = {}) {
  const info = NETWORKS[network];
  const transfers: IncomingTransfer[] = [];
  const confirmations = new Map<string, ConfirmationStatus>();
  const sent: (WithdrawalRequest & { txid: string })[] = [];
  const sentConfirmations = new Map<string, ConfirmationStatus>();
  const watched: WatchedAddress[] = [];
  let failing = false;
  let rescan = 0;
  const keyOf = (txid: string, index: number) => `${txid}:${index}`;

  const adapter: ChainAdapter = {
    network,
    kind: 'simulator',
    assets: options.assets ?? [info.nativeAsset],
    usesTags: info.tag !== null,
    deriveAddress(index) {
      if (info.tag) return { address: `${network}-operator`, tag: String(index), index };
      return { address: `${network}-addr-${index}`, index };
    },
    validateAddress(address, tag) {
      if (!/^[a-z]+-[a-z0-9-]+$/.test(address))
        return { valid: false, reason: 'Invalid wallet address' };
      if (info.tag?.numeric && tag !== undefined && !/^\d+$/.test(tag)) {
        return { valid: false, reason: 'Invalid tag' };
      }
      return { valid: true };
    },
    async watch(addresses) {
      watched.push(...addresses);
    },
    async scan(input: ScanInput): Promise<ScanResult> {
      if (failing) throw new Error('node down');
      const from = input.cursor === null ? 0 : Number(input.cursor);
      const start = Math.max(0, from - rescan);
      return {
        transfers: transfers.slice(start),
        cursor: String(transfers.length),
        tipHeight: transfers.length,
      };
    },
    async transfersOf(txid, addresses) {
      if (failing) throw new ChainUnavailableError(network, 'node down');
      const inTx = transfers.filter((t) => t.txid === txid);
      if (inTx.length === 0) return { status: 'not-found' };
      const paid = (t: IncomingTransfer) =>
        addresses.some((a) => a.address === t.address && (a.tag ?? null) === (t.tag ?? null));
      return { status: 'found', transfers: inTx.filter(paid) };
    },
    async confirmations(ref: TransferRef) {
      if (failing) throw new Error('node down');
      return confirmations.get(keyOf(ref.txid, ref.index)) ?? 0;
    },
    async broadcastWithdrawal(request) {
      if (failing) throw new Error('node down');
      const existing = sent.find((item) => item.reference === request.reference);
      if (existing) return { txid: existing.txid, simulated: true } satisfies BroadcastResult;
      const txid = `${network}-wd-${sent.length + 1}`;
      sent.push({ ...request, txid });
      return { txid, simulated: true };
    },
    async withdrawalConfirmations(txid) {
      return sentConfirmations.get(txid) ?? 0;
    },
    txUrl: (txid) => txLink(network, txid),
  };

  return {
    adapter,
    sent,
    watched,
    /** Adds an incoming transfer; returns it. */
    pay(input: {
      address: string;
      tag?: string;
      asset?: string;
      amount: bigint;
      txid?: string;
      index?: number;
    }) {
      const transfer: IncomingTransfer = {
        network: adapter.network,
        txid: input.txid ?? `${network}-tx-${transfers.length + 1}`,
        index: input.index ?? 0,
        address: input.address,
        tag: input.tag,
        asset: input.asset ?? info.nativeAsset,
        amount: input.amount,
        blockHeight: null,
        blockHash: null,
      };
      transfers.push(transfer);
      return transfer;
    },
    confirm(txid: string, index: number, status: ConfirmationStatus) {
      confirmations.set(keyOf(txid, index), status);
    },
    confirmWithdrawal(txid: string, status: ConfirmationStatus) {
      sentConfirmations.set(txid, status);
    },
    setFailing(value: boolean) {
      failing = value;
    },
    setRescan(count: number) {
      rescan = count;
    },
  };
}
export type FakeChain = ReturnType<typeof createFakeChainAdapter>;
