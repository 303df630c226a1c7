/**
 * Configuration of the XRP, TRON and Algorand adapters (issue 19; docs/decisions/027), parsed
 * by chains-config.ts alongside the other chains. Beyond the shared lists
 * (`CHAIN_RPC_URLS xrp=…,tron=…,algo=<algod>`, `DEPOSIT_XPUBS tron=xpub…`,
 * `HOT_WALLET_KEYS xrp=s…,tron=0x<64 hex>,algo=<25 words joined by +>`):
 *
 * - XRP_OPERATOR_ADDRESS  the classic address players pay with their destination tag; default:
 *                         the XRP hot wallet's address.
 * - TRON_USDT_CONTRACT    TRC-20 USDT contract (base58 T…); default mainnet's.
 * - ALGO_INDEXER_URL      Algorand indexer (required with an algod URL: scans read it).
 * - ALGO_API_TOKEN        X-Algo-API-Token sent to algod and the indexer (own nodes need it).
 * - ALGO_USDT_ASA_ID      USDT's asset id; default mainnet's 312769.
 */
import { Wallet, isValidClassicAddress } from 'xrpl';
import { TronWeb } from 'tronweb';
import type { NetworkId } from '@tengu/shared';
import { algoSeedFromMnemonic } from './algo/algo-keys';

export type LedgerNetworkId = Extract<NetworkId, 'xrp' | 'tron' | 'algo'>;

export function isLedgerNetwork(network: string): network is LedgerNetworkId {
  return network === 'xrp' || network === 'tron' || network === 'algo';
}

export interface LedgerChainsConfig {
  xrpOperatorAddress?: string;
  tronUsdtContract?: string;
  algoIndexerUrl?: string;
  algoApiToken?: string;
  algoUsdtAssetId?: number;
}

export interface LedgerChainsEnv {
  XRP_OPERATOR_ADDRESS?: string;
  TRON_USDT_CONTRACT?: string;
  ALGO_INDEXER_URL?: string;
  ALGO_API_TOKEN?: string;
  ALGO_USDT_ASA_ID?: string;
}

/** Whether a HOT_WALLET_KEYS value is a usable key for the network; never echoes it. */
export function checkLedgerHotKey(network: LedgerNetworkId, key: string): string | null {
  try {
    if (network === 'xrp') {
      Wallet.fromSeed(key);
      return null;
    }
    if (network === 'tron') {
      return /^(0x)?[0-9a-fA-F]{64}$/.test(key) ? null : 'expected 64 hex digits';
    }
    algoSeedFromMnemonic(key);
    return null;
  } catch {
    return network === 'xrp'
      ? 'not an XRP family seed (s…)'
      : 'not a 25-word Algorand mnemonic (words joined by +)';
  }
}

export function parseLedgerChainsConfig(env: LedgerChainsEnv, problems: string[]) {
  const config: LedgerChainsConfig = {};
  const xrp = env.XRP_OPERATOR_ADDRESS?.trim();
  if (xrp) {
    if (isValidClassicAddress(xrp)) config.xrpOperatorAddress = xrp;
    else problems.push('XRP_OPERATOR_ADDRESS: not a classic XRP address (r…)');
  }
  const tron = env.TRON_USDT_CONTRACT?.trim();
  if (tron) {
    if (TronWeb.isAddress(tron) && tron.startsWith('T')) config.tronUsdtContract = tron;
    else problems.push('TRON_USDT_CONTRACT: not a base58 TRON address (T…)');
  }
  const indexer = env.ALGO_INDEXER_URL?.trim();
  if (indexer) {
    try {
      if (!['http:', 'https:'].includes(new URL(indexer).protocol)) throw new Error('protocol');
      config.algoIndexerUrl = indexer;
    } catch {
      problems.push('ALGO_INDEXER_URL: not an http(s) URL');
    }
  }
  if (env.ALGO_API_TOKEN?.trim()) config.algoApiToken = env.ALGO_API_TOKEN.trim();
  const asa = env.ALGO_USDT_ASA_ID?.trim();
  if (asa) {
    if (/^\d{1,15}$/.test(asa) && Number(asa) > 0) config.algoUsdtAssetId = Number(asa);
    else problems.push('ALGO_USDT_ASA_ID: a positive whole number');
  }
  return config;
}
