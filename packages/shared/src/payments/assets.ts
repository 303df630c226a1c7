/**
 * Currencies and networks accepted for deposits and withdrawals, as data (issue 9; spec document 1
 * sections 3, 8, 9 "Supported currencies"; document 2 section 9 "Withdrawal" fees).
 *
 * Terms:
 * - a **network** is a chain (`btc`, `eth`, `sol`, `tron`, ...): its id is lower case and is the
 *   `<network>` of the custody ledger account `custody:<ASSET>:<network>` (docs/decisions/004);
 * - an **asset** is a currency (`USDT`, `BTC`, ...), upper-case symbol; `id` is its public slug
 *   ('solana', 'tether', ...), also the CoinGecko id used for prices;
 * - an **asset on a network** (`AssetNetwork`) carries everything that differs per chain:
 *   decimals, token contract, minimum deposit, withdraw fee, confirmations.
 * Amounts in asset units are decimal strings ("0.0001"); `parseAssetAmount` turns them into
 * integers of the smallest unit (satoshi, wei, ...), never through floating point.
 */

export const NETWORK_IDS = [
  'btc',
  'ltc',
  'doge',
  'bch',
  'dash',
  'eth',
  'base',
  'arbitrum',
  'bsc',
  'polygon',
  'sol',
  'tron',
  'xrp',
  'ton',
  'algo',
] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** How addresses are made and watched; one chain adapter family each (chains/registry.ts). */
export type NetworkFamily = 'utxo' | 'evm' | 'solana' | 'tron' | 'xrp' | 'ton' | 'algo';

export interface NetworkInfo {
  id: NetworkId;
  /** Display name ("Ethereum (ERC20)"). */
  name: string;
  /** Short label on network chips ("ERC20"). */
  label: string;
  family: NetworkFamily;
  /** Symbol of the coin that pays the network's fees. */
  nativeAsset: string;
  /** SLIP-44 coin type for the BIP44 path m/44'/coin'/0'/0/index (EVM networks share 60). */
  coinType: number;
  /** Confirmations before a deposit is COMPLETED (PROCESSING until then). */
  confirmations: number;
  /** Explorer transaction link; `{txid}` is replaced. */
  txUrl: string;
  /** Explorer address link; `{address}` is replaced. */
  addressUrl: string;
  /**
   * Destination tag (XRP) or memo (TON): deposits go to the operator's one address and the tag
   * says which player they belong to. Null when addresses are per player.
   */
  tag: { kind: 'destination-tag' | 'memo'; label: string; numeric: boolean } | null;
  /** Average block time in seconds, for "usually N minutes" hints and watcher intervals. */
  blockSeconds: number;
}

export const NETWORKS: Record<NetworkId, NetworkInfo> = {
  btc: {
    id: 'btc',
    name: 'Bitcoin',
    label: 'BTC',
    family: 'utxo',
    nativeAsset: 'BTC',
    coinType: 0,
    confirmations: 2,
    txUrl: 'https://mempool.space/tx/{txid}',
    addressUrl: 'https://mempool.space/address/{address}',
    tag: null,
    blockSeconds: 600,
  },
  ltc: {
    id: 'ltc',
    name: 'Litecoin',
    label: 'LTC',
    family: 'utxo',
    nativeAsset: 'LTC',
    coinType: 2,
    confirmations: 6,
    txUrl: 'https://litecoinspace.org/tx/{txid}',
    addressUrl: 'https://litecoinspace.org/address/{address}',
    tag: null,
    blockSeconds: 150,
  },
  doge: {
    id: 'doge',
    name: 'Dogecoin',
    label: 'DOGE',
    family: 'utxo',
    nativeAsset: 'DOGE',
    coinType: 3,
    confirmations: 20,
    txUrl: 'https://blockchair.com/dogecoin/transaction/{txid}',
    addressUrl: 'https://blockchair.com/dogecoin/address/{address}',
    tag: null,
    blockSeconds: 60,
  },
  bch: {
    id: 'bch',
    name: 'Bitcoin Cash',
    label: 'BCH',
    family: 'utxo',
    nativeAsset: 'BCH',
    coinType: 145,
    confirmations: 6,
    txUrl: 'https://blockchair.com/bitcoin-cash/transaction/{txid}',
    addressUrl: 'https://blockchair.com/bitcoin-cash/address/{address}',
    tag: null,
    blockSeconds: 600,
  },
  dash: {
    id: 'dash',
    name: 'Dash',
    label: 'DASH',
    family: 'utxo',
    nativeAsset: 'DASH',
    coinType: 5,
    confirmations: 6,
    txUrl: 'https://blockchair.com/dash/transaction/{txid}',
    addressUrl: 'https://blockchair.com/dash/address/{address}',
    tag: null,
    blockSeconds: 150,
  },
  eth: {
    id: 'eth',
    name: 'Ethereum (ERC20)',
    label: 'ERC20',
    family: 'evm',
    nativeAsset: 'ETH',
    coinType: 60,
    confirmations: 12,
    txUrl: 'https://etherscan.io/tx/{txid}',
    addressUrl: 'https://etherscan.io/address/{address}',
    tag: null,
    blockSeconds: 12,
  },
  base: {
    id: 'base',
    name: 'Base',
    label: 'BASE',
    family: 'evm',
    nativeAsset: 'ETH',
    coinType: 60,
    confirmations: 20,
    txUrl: 'https://basescan.org/tx/{txid}',
    addressUrl: 'https://basescan.org/address/{address}',
    tag: null,
    blockSeconds: 2,
  },
  arbitrum: {
    id: 'arbitrum',
    name: 'Arbitrum One',
    label: 'ARBITRUM',
    family: 'evm',
    nativeAsset: 'ETH',
    coinType: 60,
    confirmations: 20,
    txUrl: 'https://arbiscan.io/tx/{txid}',
    addressUrl: 'https://arbiscan.io/address/{address}',
    tag: null,
    blockSeconds: 1,
  },
  bsc: {
    id: 'bsc',
    name: 'BNB Smart Chain (BEP20)',
    label: 'BEP20',
    family: 'evm',
    nativeAsset: 'BNB',
    coinType: 60,
    confirmations: 15,
    txUrl: 'https://bscscan.com/tx/{txid}',
    addressUrl: 'https://bscscan.com/address/{address}',
    tag: null,
    blockSeconds: 3,
  },
  polygon: {
    id: 'polygon',
    name: 'Polygon',
    label: 'POLYGON',
    family: 'evm',
    nativeAsset: 'POL',
    coinType: 60,
    confirmations: 64,
    txUrl: 'https://polygonscan.com/tx/{txid}',
    addressUrl: 'https://polygonscan.com/address/{address}',
    tag: null,
    blockSeconds: 2,
  },
  sol: {
    id: 'sol',
    name: 'Solana',
    label: 'SOL',
    family: 'solana',
    nativeAsset: 'SOL',
    coinType: 501,
    confirmations: 32,
    txUrl: 'https://solscan.io/tx/{txid}',
    addressUrl: 'https://solscan.io/account/{address}',
    tag: null,
    blockSeconds: 1,
  },
  tron: {
    id: 'tron',
    name: 'Tron (TRC20)',
    label: 'TRC20',
    family: 'tron',
    nativeAsset: 'TRX',
    coinType: 195,
    confirmations: 20,
    txUrl: 'https://tronscan.org/#/transaction/{txid}',
    addressUrl: 'https://tronscan.org/#/address/{address}',
    tag: null,
    blockSeconds: 3,
  },
  xrp: {
    id: 'xrp',
    name: 'XRP Ledger',
    label: 'XRP',
    family: 'xrp',
    nativeAsset: 'XRP',
    coinType: 144,
    confirmations: 1,
    txUrl: 'https://xrpscan.com/tx/{txid}',
    addressUrl: 'https://xrpscan.com/account/{address}',
    tag: { kind: 'destination-tag', label: 'Destination tag', numeric: true },
    blockSeconds: 4,
  },
  ton: {
    id: 'ton',
    name: 'TON',
    label: 'TON',
    family: 'ton',
    nativeAsset: 'TON',
    coinType: 607,
    confirmations: 1,
    txUrl: 'https://tonviewer.com/transaction/{txid}',
    addressUrl: 'https://tonviewer.com/{address}',
    tag: { kind: 'memo', label: 'Memo', numeric: false },
    blockSeconds: 5,
  },
  algo: {
    id: 'algo',
    name: 'Algorand',
    label: 'ALGO',
    family: 'algo',
    nativeAsset: 'ALGO',
    coinType: 283,
    confirmations: 1,
    txUrl: 'https://allo.info/tx/{txid}',
    addressUrl: 'https://allo.info/account/{address}',
    tag: null,
    blockSeconds: 3,
  },
};

/** One asset on one network: what differs per chain. Amounts are decimal strings in asset units. */
export interface AssetNetwork {
  network: NetworkId;
  /** Decimals of the smallest unit on this network (USDC is 6 on Ethereum, 18 on BSC). */
  decimals: number;
  /**
   * Token contract (EVM/TRON), mint (Solana) or asset id (Algorand) on mainnet; null for the
   * network's native coin. Development chains override it through configuration.
   */
  contract: string | null;
  /** Smallest deposit that is credited; smaller transfers are recorded as REJECTED. */
  minDeposit: string;
  /** Whether the Deposit modal shows the minimum deposit text (spec: ETH, BTC, USDT/USDC ERC20). */
  showMinDeposit: boolean;
  /** Network fee taken from a withdrawal, in asset units (document 2 section 9, first reading). */
  withdrawFee: string;
  /** Whether players may withdraw to this network (document 2 section 9, "Withdraw networks"). */
  withdrawable: boolean;
  /** The USD fee when this network's differs from the asset's (document 2 section 9: USDT.ERC20 1). */
  withdrawFeeUsd?: string;
}

export interface AssetInfo {
  /** Upper-case ticker: the `<ASSET>` of `custody:<ASSET>:<network>`. */
  symbol: string;
  /** Public slug and CoinGecko id ('solana'); the `currency` of /deposit?currency=solana. */
  id: string;
  /** Lower-case short name used in requests ("GET by currency nick"). */
  nick: string;
  name: string;
  longName: string;
  /** Icon key (apps/web currency icons) and its brand colour. */
  icon: string;
  color: string;
  defaultNetwork: NetworkId;
  networks: AssetNetwork[];
  /** Network fee in dollars (document 2 section 9, the crypto-withdraw variant's reading). */
  withdrawFeeUsd: string;
  /** Whether the asset is a stablecoin pegged to one dollar (used when no price is known). */
  stable: boolean;
}

const on = (
  network: NetworkId,
  decimals: number,
  contract: string | null,
  minDeposit: string,
  withdrawFee: string,
  extra: Partial<Pick<AssetNetwork, 'showMinDeposit' | 'withdrawable' | 'withdrawFeeUsd'>> = {},
): AssetNetwork => ({
  network,
  decimals,
  contract,
  minDeposit,
  withdrawFee,
  showMinDeposit: extra.showMinDeposit ?? false,
  withdrawable: extra.withdrawable ?? true,
  ...(extra.withdrawFeeUsd ? { withdrawFeeUsd: extra.withdrawFeeUsd } : {}),
});

/** Supported currencies, in the order of the currency picker. */
export const ASSETS: readonly AssetInfo[] = [
  {
    symbol: 'SOL',
    id: 'solana',
    nick: 'sol',
    name: 'Solana',
    longName: 'Solana (SOL)',
    icon: 'sol',
    color: '#9945FF',
    defaultNetwork: 'sol',
    networks: [on('sol', 9, null, '0.01', '0.000005')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'BTC',
    id: 'bitcoin',
    nick: 'btc',
    name: 'Bitcoin',
    longName: 'Bitcoin (BTC)',
    icon: 'btc',
    color: '#F7931A',
    defaultNetwork: 'btc',
    networks: [on('btc', 8, null, '0.0001', '0.00008', { showMinDeposit: true })],
    withdrawFeeUsd: '8',
    stable: false,
  },
  {
    symbol: 'ETH',
    id: 'ethereum',
    nick: 'eth',
    name: 'Ethereum',
    longName: 'Ethereum (ETH)',
    icon: 'eth',
    color: '#627EEA',
    defaultNetwork: 'eth',
    networks: [
      on('eth', 18, null, '0.005', '0.0006', { showMinDeposit: true }),
      on('base', 18, null, '0.001', '0.0006'),
      on('arbitrum', 18, null, '0.001', '0.0006'),
    ],
    withdrawFeeUsd: '5',
    stable: false,
  },
  {
    symbol: 'USDT',
    id: 'tether',
    nick: 'usdt',
    name: 'Tether',
    longName: 'Tether (USDT)',
    icon: 'usdt',
    color: '#26A17B',
    defaultNetwork: 'tron',
    networks: [
      on('tron', 6, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '1', '4'),
      on('eth', 6, '0xdAC17F958D2ee523a2206206994597C13D831ec7', '10', '4', {
        showMinDeposit: true,
        withdrawFeeUsd: '1',
      }),
      on('algo', 6, '312769', '1', '4', { withdrawable: false }),
      on('sol', 6, 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', '1', '4', {
        withdrawable: false,
      }),
    ],
    withdrawFeeUsd: '6',
    stable: true,
  },
  {
    symbol: 'USDC',
    id: 'usd-coin',
    nick: 'usdc',
    name: 'USD Coin',
    longName: 'USD Coin (USDC)',
    icon: 'usdc',
    color: '#2775CA',
    defaultNetwork: 'sol',
    networks: [
      on('sol', 6, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', '1', '0.1'),
      on('eth', 6, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '10', '4', {
        showMinDeposit: true,
      }),
      on('base', 6, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', '1', '4', {
        withdrawable: false,
      }),
      on('bsc', 18, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', '1', '4', {
        withdrawable: false,
      }),
      on('polygon', 6, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', '1', '4', {
        withdrawable: false,
      }),
    ],
    withdrawFeeUsd: '6',
    stable: true,
  },
  {
    symbol: 'LTC',
    id: 'litecoin',
    nick: 'ltc',
    name: 'Litecoin',
    longName: 'Litecoin (LTC)',
    icon: 'ltc',
    color: '#345D9D',
    defaultNetwork: 'ltc',
    networks: [on('ltc', 8, null, '0.01', '0.001')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'XRP',
    id: 'ripple',
    nick: 'xrp',
    name: 'XRP',
    longName: 'XRP (XRP)',
    icon: 'xrp',
    color: '#5B6B79',
    defaultNetwork: 'xrp',
    networks: [on('xrp', 6, null, '1', '0.2')],
    withdrawFeeUsd: '3',
    stable: false,
  },
  {
    symbol: 'TON',
    id: 'the-open-network',
    nick: 'ton',
    name: 'Toncoin',
    longName: 'Toncoin (TON)',
    icon: 'ton',
    color: '#0098EA',
    defaultNetwork: 'ton',
    networks: [on('ton', 9, null, '0.5', '0.001')],
    withdrawFeeUsd: '3',
    stable: false,
  },
  {
    symbol: 'BNB',
    id: 'binancecoin',
    nick: 'bnb',
    name: 'BNB',
    longName: 'BNB (BNB)',
    icon: 'bnb',
    color: '#F3BA2F',
    defaultNetwork: 'bsc',
    networks: [on('bsc', 18, null, '0.005', '0.0002')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'DOGE',
    id: 'dogecoin',
    nick: 'doge',
    name: 'Dogecoin',
    longName: 'Dogecoin (DOGE)',
    icon: 'doge',
    color: '#C2A633',
    defaultNetwork: 'doge',
    networks: [on('doge', 8, null, '10', '4')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'BCH',
    id: 'bitcoin-cash',
    nick: 'bch',
    name: 'Bitcoin Cash',
    longName: 'Bitcoin Cash (BCH)',
    icon: 'bch',
    color: '#8DC351',
    defaultNetwork: 'bch',
    networks: [on('bch', 8, null, '0.001', '0.0001')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'DASH',
    id: 'dash',
    nick: 'dash',
    name: 'Dash',
    longName: 'Dash (DASH)',
    icon: 'dash',
    color: '#008CE7',
    defaultNetwork: 'dash',
    networks: [on('dash', 8, null, '0.01', '0.05')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'GIGA',
    id: 'gigachad-2',
    nick: 'giga',
    name: 'Gigachad',
    longName: 'Gigachad (GIGA)',
    icon: 'giga',
    color: '#A3A3A3',
    defaultNetwork: 'sol',
    // The spec's Giga fee (0.000005) is below the token's precision (5 decimals): one unit.
    networks: [on('sol', 5, '63LfDmNb3MQ8mw9MtZ2To9bEA2M71kZUUGq5tiJxcqj9', '100', '0.00001')],
    withdrawFeeUsd: '1',
    stable: false,
  },
  {
    symbol: 'PUMP',
    id: 'pump-fun',
    nick: 'pump',
    name: 'Pump',
    longName: 'Pump (PUMP)',
    icon: 'pump',
    color: '#53D38E',
    defaultNetwork: 'sol',
    networks: [on('sol', 6, 'pumpCmXqMfrsAkQ5r49WcJnRayYRqmXz6ae8H7H9Dfn', '500', '1')],
    withdrawFeeUsd: '3',
    stable: false,
  },
];

/** The spec's default currency (document 1 section 2: /deposit and /withdraw default solana). */
export const DEFAULT_ASSET_ID = 'solana';

/** Withdrawals must be above this many dollars (document 2 sections 5, 8, 9). */
export const WITHDRAW_MIN_USD = '5';
/** Credits a player must have wagered before a first withdrawal (document 2 sections 8, 9). */
export const WITHDRAW_WAGER_REQUIREMENT_USD = '69';
/** The withdraw modal's Max button: balance × 0.998 (document 2 section 9). */
export const WITHDRAW_MAX_FACTOR = { numerator: 998n, denominator: 1000n } as const;
/** Price lookups in the withdraw modal are debounced (document 2 section 5). */
export const PRICE_LOOKUP_DEBOUNCE_MS = 150;
/** Deposit toasts stay 10 s (document 1 section 9); the withdrawal confirmation too (document 2). */
export const DEPOSIT_TOAST_MS = 10_000;
export const WITHDRAWAL_TOAST_MS = 10_000;
/** The withdraw request runs this long after a freebets conversion (document 2 section 8). */
export const WITHDRAW_AFTER_CONVERSION_MS = 750;

const BY_SYMBOL = new Map(ASSETS.map((asset) => [asset.symbol, asset]));
const BY_KEY = new Map<string, AssetInfo>();
for (const asset of ASSETS) {
  for (const key of [asset.symbol, asset.id, asset.nick, asset.name]) {
    BY_KEY.set(key.toLowerCase(), asset);
  }
}

export function isNetworkId(value: string): value is NetworkId {
  return (NETWORK_IDS as readonly string[]).includes(value);
}

/** The asset by ticker ("USDT"). */
export function assetBySymbol(symbol: string): AssetInfo | undefined {
  return BY_SYMBOL.get(symbol.toUpperCase());
}

/** The asset by ticker, slug, nick or name, case-insensitive ("solana", "SOL", "Tether"). */
export function findAsset(key: string): AssetInfo | undefined {
  return BY_KEY.get(key.trim().toLowerCase());
}

export function assetNetwork(asset: AssetInfo, network: string): AssetNetwork | undefined {
  return asset.networks.find((item) => item.network === network);
}

/**
 * The network fee in dollars of the crypto-withdraw variant (document 2 section 9, second
 * reading): the asset's, unless the network has its own (USDT on ERC20 is 1, not 6).
 */
export function withdrawFeeUsdOf(asset: AssetInfo, network: string): string {
  return assetNetwork(asset, network)?.withdrawFeeUsd ?? asset.withdrawFeeUsd;
}

/** The asset on a network by ticker and network id, or undefined when not supported. */
export function findAssetNetwork(
  symbol: string,
  network: string,
): { asset: AssetInfo; on: AssetNetwork; network: NetworkInfo } | undefined {
  const asset = assetBySymbol(symbol);
  if (!asset || !isNetworkId(network)) return undefined;
  const item = assetNetwork(asset, network);
  return item ? { asset, on: item, network: NETWORKS[network] } : undefined;
}

/** Every (asset, network) pair, for watchers and the admin console. */
export function allAssetNetworks(): { asset: AssetInfo; on: AssetNetwork }[] {
  return ASSETS.flatMap((asset) => asset.networks.map((item) => ({ asset, on: item })));
}

export function txLink(network: NetworkId, txid: string): string {
  return NETWORKS[network].txUrl.replace('{txid}', encodeURIComponent(txid));
}

export function addressLink(network: NetworkId, address: string): string {
  return NETWORKS[network].addressUrl.replace('{address}', encodeURIComponent(address));
}

const ASSET_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Asset decimal string → integer of the smallest unit ("1.5", 8 → 150000000n). Throws a RangeError
 * on anything but digits with an optional point, or on more decimals than the asset has.
 */
export function parseAssetAmount(text: string, decimals: number): bigint {
  const match = ASSET_DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new RangeError(`more than ${decimals} decimals: ${text}`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Integer of the smallest unit → minimal decimal string (150000000n, 8 → "1.5"). */
export function formatAssetAmount(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = magnitude / scale;
  if (decimals === 0) return `${sign}${whole}`;
  const fraction = (magnitude % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/**
 * What the recipient gets for a withdrawal: amount − fee, or 0 when the amount is not above the
 * fee (document 2 section 9). Both in the smallest unit.
 */
export function receivedAmount(amount: bigint, fee: bigint): bigint {
  return amount > fee ? amount - fee : 0n;
}
