import {
  NETWORK_IDS,
  assetBySymbol,
  assetNetwork,
  formatAssetAmount,
  type NetworkId,
  type SystemHotWallets,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { HotWalletBalance } from '#app/modules/payments/chains/chain-adapter';
import type { PaymentChains } from '#app/modules/payments/payments-chains';
import { chainBooksByAsset } from './system.repository';

/** A node that has not answered by then is shown as unavailable; the page never waits longer. */
export const HOT_WALLET_READ_TIMEOUT_MS = 5_000;

type NetworkRow = SystemHotWallets['networks'][number];
type Read =
  | { status: 'ok'; balance: HotWalletBalance }
  | { status: Exclude<NetworkRow['status'], 'ok'>; error: string | null };

function decimalsOf(network: NetworkId, symbol: string): number {
  const asset = assetBySymbol(symbol);
  const on = asset ? assetNetwork(asset, network) : undefined;
  return on?.decimals ?? 8;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One short line of an error (viem's `shortMessage` when there is one; its full text is pages). */
function errorLine(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  const text =
    typeof short === 'string' ? short : error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

async function readHotWallet(chains: PaymentChains, network: NetworkId, ms: number): Promise<Read> {
  const adapter = chains.adapter(network);
  if (!adapter) return { status: 'no-adapter', error: null };
  if (!adapter.hotWalletBalance) return { status: 'unsupported', error: null };
  try {
    const balance = await withTimeout(adapter.hotWalletBalance(), ms);
    return balance ? { status: 'ok', balance } : { status: 'no-hot-wallet', error: null };
  } catch (error) {
    // Any failure of one node is that row's news, never the page's 500.
    return { status: 'unavailable', error: errorLine(error) };
  }
}

/**
 * Every network's hot wallet read from its node now (in parallel, each bounded by a timeout),
 * beside what the books say the chain holds in each asset, and the difference: a negative one
 * is a shortfall (the chain holds less than the books). ADR 048.
 */
export async function getHotWallets(
  db: DB,
  chains: PaymentChains,
  now: Date,
  timeoutMs = HOT_WALLET_READ_TIMEOUT_MS,
): Promise<SystemHotWallets> {
  const [books, reads] = await Promise.all([
    chainBooksByAsset(db),
    Promise.all(NETWORK_IDS.map((network) => readHotWallet(chains, network, timeoutMs))),
  ]);
  return {
    networks: NETWORK_IDS.map((network, i): NetworkRow => {
      const read = reads[i]!;
      const booked = new Map(
        books.filter((b) => b.network === network).map((b) => [b.asset, BigInt(b.amount)]),
      );
      const held = read.status === 'ok' ? read.balance.balances : [];
      const onChain = new Map(held.map((b) => [b.asset, b.amount]));
      const ownDecimals = new Map(
        held.flatMap((b) => (b.decimals === undefined ? [] : [[b.asset, b.decimals] as const])),
      );
      const symbols = [...new Set([...onChain.keys(), ...booked.keys()])];
      return {
        network,
        adapter: chains.adapter(network)?.kind ?? 'unavailable',
        status: read.status,
        error: read.status === 'ok' ? null : read.error,
        address: read.status === 'ok' ? read.balance.address : null,
        height: read.status === 'ok' ? String(read.balance.height) : null,
        assets: symbols.map((asset) => {
          const decimals = ownDecimals.get(asset) ?? decimalsOf(network, asset);
          const bookAmount = booked.get(asset) ?? 0n;
          const chainAmount = read.status === 'ok' ? (onChain.get(asset) ?? 0n) : null;
          const difference = chainAmount === null ? null : chainAmount - bookAmount;
          return {
            asset,
            onChain: chainAmount === null ? null : formatAssetAmount(chainAmount, decimals),
            books: formatAssetAmount(bookAmount, decimals),
            difference: difference === null ? null : formatAssetAmount(difference, decimals),
            shortfall: difference !== null && difference < 0n,
          };
        }),
      };
    }),
    checkedAt: now.toISOString(),
  };
}
