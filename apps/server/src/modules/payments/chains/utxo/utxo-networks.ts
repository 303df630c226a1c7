/**
 * Address and key parameters of the Bitcoin-family chains, per network flavour. The numbers are
 * each coin's `chainparams.cpp` (base58 prefixes, bech32 HRP); regtest and testnet share theirs
 * except for the bech32 HRP. `bech32` null means the chain has no SegWit (DOGE, BCH, DASH), so
 * deposit addresses are P2PKH.
 */
import type { NetworkId } from '../chain-adapter';

export type UtxoNetworkId = Extract<NetworkId, 'btc' | 'ltc' | 'doge' | 'bch' | 'dash'>;
export type UtxoFlavour = 'mainnet' | 'testnet' | 'regtest';

export const UTXO_NETWORKS: readonly UtxoNetworkId[] = ['btc', 'ltc', 'doge', 'bch', 'dash'];

export function isUtxoNetwork(network: string): network is UtxoNetworkId {
  return (UTXO_NETWORKS as readonly string[]).includes(network);
}

export interface UtxoParams {
  /** bech32 human-readable part, or null when the chain has no SegWit. */
  bech32: string | null;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
  /** BCH CashAddr prefix (addresses are shown and returned by nodes in that form). */
  cashAddrPrefix?: string;
  /** Decimals of the coin (all eight: satoshi-like base units). */
  decimals: 8;
  /** Fee rate used when the node cannot estimate one (regtest, fresh nodes), sat per vbyte. */
  fallbackFeeRate: number;
}

const base = { decimals: 8 as const };

export const UTXO_PARAMS: Record<UtxoNetworkId, Record<UtxoFlavour, UtxoParams>> = {
  btc: {
    mainnet: {
      ...base,
      bech32: 'bc',
      pubKeyHash: 0x00,
      scriptHash: 0x05,
      wif: 0x80,
      fallbackFeeRate: 10,
    },
    testnet: {
      ...base,
      bech32: 'tb',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
      fallbackFeeRate: 2,
    },
    regtest: {
      ...base,
      bech32: 'bcrt',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
      fallbackFeeRate: 2,
    },
  },
  ltc: {
    mainnet: {
      ...base,
      bech32: 'ltc',
      pubKeyHash: 0x30,
      scriptHash: 0x32,
      wif: 0xb0,
      fallbackFeeRate: 10,
    },
    testnet: {
      ...base,
      bech32: 'tltc',
      pubKeyHash: 0x6f,
      scriptHash: 0x3a,
      wif: 0xef,
      fallbackFeeRate: 10,
    },
    regtest: {
      ...base,
      bech32: 'rltc',
      pubKeyHash: 0x6f,
      scriptHash: 0x3a,
      wif: 0xef,
      fallbackFeeRate: 10,
    },
  },
  doge: {
    mainnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x1e,
      scriptHash: 0x16,
      wif: 0x9e,
      fallbackFeeRate: 1000,
    },
    testnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x71,
      scriptHash: 0xc4,
      wif: 0xf1,
      fallbackFeeRate: 1000,
    },
    regtest: {
      ...base,
      bech32: null,
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
      fallbackFeeRate: 1000,
    },
  },
  bch: {
    mainnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x00,
      scriptHash: 0x05,
      wif: 0x80,
      cashAddrPrefix: 'bitcoincash',
      fallbackFeeRate: 1,
    },
    testnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
      cashAddrPrefix: 'bchtest',
      fallbackFeeRate: 1,
    },
    regtest: {
      ...base,
      bech32: null,
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
      cashAddrPrefix: 'bchreg',
      fallbackFeeRate: 1,
    },
  },
  dash: {
    mainnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x4c,
      scriptHash: 0x10,
      wif: 0xcc,
      fallbackFeeRate: 1,
    },
    testnet: {
      ...base,
      bech32: null,
      pubKeyHash: 0x8c,
      scriptHash: 0x13,
      wif: 0xef,
      fallbackFeeRate: 1,
    },
    regtest: {
      ...base,
      bech32: null,
      pubKeyHash: 0x8c,
      scriptHash: 0x13,
      wif: 0xef,
      fallbackFeeRate: 1,
    },
  },
};

/** The shape @scure/btc-signer takes for address encoding and WIF. */
export function btcSignerNetwork(params: UtxoParams) {
  return {
    bech32: params.bech32 ?? 'unused',
    pubKeyHash: params.pubKeyHash,
    scriptHash: params.scriptHash,
    wif: params.wif,
  };
}
