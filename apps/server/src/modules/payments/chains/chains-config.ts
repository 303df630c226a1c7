/**
 * Chain configuration (issue 9; README "Configuration"), parsed once at start-up by
 * loadConfig so a bad key or URL stops the server with its name. Lists use the
 * `network=value,network=value` form of DEPOSIT_XPUBS, with the shared lower-case network ids:
 *
 * - DEPOSIT_XPUBS          `ltc=Ltub…,eth=xpub…`: account xpubs for deposit addresses; EVM
 *                          networks without their own fall back to `eth`'s (one key, one address
 *                          on every EVM chain).
 * - CHAIN_RPC_URLS         `ltc=http://user:pass@127.0.0.1:9332,eth=https://…`: a node per network.
 *                          A network with a URL gets its real adapter; without, the development
 *                          simulator (outside production) or nothing (production).
 * - HOT_WALLET_KEYS        `ltc=<WIF>` or `ltc=node:<wallet>` (UTXO), `eth=0x<64 hex>` (EVM): the
 *                          withdrawal signer. EVM networks fall back to `eth`'s.
 * - UTXO_CHAIN             mainnet (default) | testnet | regtest: address prefixes of UTXO nodes.
 * - EVM_CHAIN_IDS          `eth=11155111`: the chain id the node must report (default: mainnet's;
 *                          `any` skips the check).
 * - EVM_TOKEN_CONTRACTS    `eth:USDT=0x…,base:USDC=0x…`: token contracts other than mainnet's.
 * - CHAIN_SIMULATOR_BLOCK_SECONDS  simulated block time (default 2).
 * Solana (docs/decisions/025-solana-adapter.md): `sol=https://…` in CHAIN_RPC_URLS, and
 * - SOLANA_DEPOSIT_SEED    hex seed (a BIP39 seed: 128 hex digits) of the deposit addresses
 *                          m/44'/501'/<index>'/0' (required in production with a sol node).
 * - HOT_WALLET_KEYS        `sol=<base58 secret key>` (64 bytes, as the Solana CLI exports it).
 * - SOLANA_TOKEN_MINTS     `USDC=<mint>,USDT=…,GIGA=…,PUMP=…`: SPL mints other than mainnet's.
 * - TON (docs/decisions/026-ton-adapter.md): `ton=https://toncenter.com/api/v2/jsonRPC` in
 *   CHAIN_RPC_URLS (any toncenter v2–compatible API), TON_API_KEY (its key, optional),
 *   HOT_WALLET_KEYS `ton=<24 words joined by +>` or 64/128 hex digits (the operator wallet: its
 *   address receives every deposit), TON_WALLET v4r2 (default) | v5r1, TON_NETWORK mainnet
 *   (default) | testnet.
 */
import { NETWORK_IDS, type NetworkId } from '@tengu/shared';
import { isAddress } from 'viem';
import { WIF } from '@scure/btc-signer';
import { isAddress as isSolanaAddress } from '@solana/kit';
import { parseExtendedPublicKey } from './extended-key';
import { parseDepositSeed, parseSolanaSecretKey } from './solana/solana-keys';
import { SOLANA_TOKEN_SYMBOLS } from './solana/solana-tokens';
import { EVM_MAINNET_CHAIN_IDS, isEvmNetwork, type EvmNetworkId } from './evm/evm-networks';
// issue 19: XRP, TRON, Algorand (ledger-chains-config.ts)
import {
  checkLedgerHotKey,
  isLedgerNetwork,
  parseLedgerChainsConfig,
  type LedgerChainsConfig,
  type LedgerChainsEnv,
} from './ledger-chains-config';
import {
  UTXO_PARAMS,
  btcSignerNetwork,
  isUtxoNetwork,
  type UtxoFlavour,
} from './utxo/utxo-networks';
import { isTonKeyText, TON_WALLET_VERSIONS, type TonWalletVersion } from './ton/ton-wallet';

export interface ChainsConfig {
  xpubs: Partial<Record<NetworkId, string>>;
  rpcUrls: Partial<Record<NetworkId, string>>;
  hotWalletKeys: Partial<Record<NetworkId, string>>;
  utxoFlavour: UtxoFlavour;
  /** Expected chain id per EVM network; null = accept any. */
  evmChainIds: Record<EvmNetworkId, number | null>;
  /** Token contract overrides: network → symbol → address. */
  evmTokenContracts: Partial<Record<EvmNetworkId, Record<string, `0x${string}`>>>;
  simulatorBlockSeconds: number;
  /** issue 19: XRP, TRON and Algorand settings (ledger-chains-config.ts). */
  ledger: LedgerChainsConfig;
  // --- Solana (issue 19) ---
  /** SOLANA_DEPOSIT_SEED, hex; null = none configured. */
  solanaDepositSeed: string | null;
  /** SPL mint overrides: symbol → base58 mint. */
  solanaTokenMints: Record<string, string>;
  /** TON adapter settings (issue 19). */
  ton: TonChainSettings;
}

export interface TonChainSettings {
  apiKey?: string;
  wallet: TonWalletVersion;
  testnet: boolean;
}

export interface ChainsEnv extends LedgerChainsEnv {
  DEPOSIT_XPUBS?: string;
  CHAIN_RPC_URLS?: string;
  HOT_WALLET_KEYS?: string;
  UTXO_CHAIN?: string;
  EVM_CHAIN_IDS?: string;
  EVM_TOKEN_CONTRACTS?: string;
  CHAIN_SIMULATOR_BLOCK_SECONDS?: string;
  SOLANA_DEPOSIT_SEED?: string;
  SOLANA_TOKEN_MINTS?: string;
  TON_API_KEY?: string;
  TON_WALLET?: string;
  TON_NETWORK?: string;
}

function parseList(name: string, text: string | undefined, problems: string[]): [string, string][] {
  if (!text?.trim()) return [];
  const pairs: [string, string][] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.indexOf('=');
    if (eq <= 0) {
      problems.push(`${name}: expected network=value, got "${item.slice(0, 40)}"`);
      continue;
    }
    pairs.push([item.slice(0, eq).trim().toLowerCase(), item.slice(eq + 1).trim()]);
  }
  return pairs;
}

const isNetwork = (id: string): id is NetworkId => (NETWORK_IDS as readonly string[]).includes(id);

/** Never echoes secrets: problems name the variable and the network only. */
export function parseChainsConfig(env: ChainsEnv): { chains: ChainsConfig; problems: string[] } {
  const problems: string[] = [];
  const flavour = (env.UTXO_CHAIN?.trim() || 'mainnet') as UtxoFlavour;
  if (!['mainnet', 'testnet', 'regtest'].includes(flavour)) {
    problems.push(`UTXO_CHAIN: must be mainnet, testnet or regtest (got "${env.UTXO_CHAIN}")`);
  }
  const chains: ChainsConfig = {
    xpubs: {},
    rpcUrls: {},
    hotWalletKeys: {},
    utxoFlavour: flavour,
    evmChainIds: { ...EVM_MAINNET_CHAIN_IDS },
    evmTokenContracts: {},
    simulatorBlockSeconds: 2,
    ledger: {},
    solanaDepositSeed: null,
    solanaTokenMints: {},
    ton: parseTonSettings(env, problems),
  };

  for (const [network, xpub] of parseList('DEPOSIT_XPUBS', env.DEPOSIT_XPUBS, problems)) {
    if (!isNetwork(network)) problems.push(`DEPOSIT_XPUBS: unknown network "${network}"`);
    else if (!isUtxoNetwork(network) && !isEvmNetwork(network) && network !== 'tron') {
      problems.push(`DEPOSIT_XPUBS: ${network} does not derive addresses from an xpub`);
    } else {
      try {
        parseExtendedPublicKey(xpub);
        chains.xpubs[network] = xpub;
      } catch (error) {
        problems.push(`DEPOSIT_XPUBS: ${network}: ${(error as Error).message}`);
      }
    }
  }

  for (const [network, url] of parseList('CHAIN_RPC_URLS', env.CHAIN_RPC_URLS, problems)) {
    const hasNodeAdapter =
      isNetwork(network) &&
      (isUtxoNetwork(network) ||
        isEvmNetwork(network) ||
        isLedgerNetwork(network) ||
        network === 'sol' ||
        network === 'ton');
    if (!hasNodeAdapter) {
      problems.push(`CHAIN_RPC_URLS: no node adapter for "${network}" yet (simulator only)`);
      continue;
    }
    try {
      const parsed = new URL(url);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('not http(s)');
      chains.rpcUrls[network] = url;
    } catch {
      problems.push(`CHAIN_RPC_URLS: ${network}: not an http(s) URL`);
    }
  }

  for (const [network, key] of parseList('HOT_WALLET_KEYS', env.HOT_WALLET_KEYS, problems)) {
    if (!isNetwork(network)) {
      problems.push(`HOT_WALLET_KEYS: unknown network "${network}"`);
    } else if (network === 'sol') {
      try {
        parseSolanaSecretKey(key);
        chains.hotWalletKeys[network] = key;
      } catch (error) {
        problems.push(`HOT_WALLET_KEYS: sol: ${(error as Error).message}`);
      }
    } else if (isEvmNetwork(network)) {
      if (/^0x[0-9a-fA-F]{64}$/.test(key)) chains.hotWalletKeys[network] = key;
      else problems.push(`HOT_WALLET_KEYS: ${network}: expected 0x and 64 hex digits`);
    } else if (isUtxoNetwork(network)) {
      if (/^node:[\w.-]+$/.test(key)) {
        chains.hotWalletKeys[network] = key;
        continue;
      }
      try {
        WIF(
          btcSignerNetwork(
            UTXO_PARAMS[network][chains.utxoFlavour] ?? UTXO_PARAMS[network].mainnet,
          ),
        ).decode(key);
        chains.hotWalletKeys[network] = key;
      } catch {
        problems.push(
          `HOT_WALLET_KEYS: ${network}: not a ${chains.utxoFlavour} WIF key nor node:<wallet>`,
        );
      }
    } else if (isLedgerNetwork(network)) {
      const problem = checkLedgerHotKey(network, key);
      if (problem) problems.push(`HOT_WALLET_KEYS: ${network}: ${problem}`);
      else chains.hotWalletKeys[network] = key;
    } else if (network === 'ton') {
      if (isTonKeyText(key)) chains.hotWalletKeys.ton = key;
      else problems.push('HOT_WALLET_KEYS: ton: expected 24 mnemonic words joined by +, or hex');
    } else {
      problems.push(`HOT_WALLET_KEYS: no signer for "${network}" yet (simulator only)`);
    }
  }

  for (const [network, id] of parseList('EVM_CHAIN_IDS', env.EVM_CHAIN_IDS, problems)) {
    if (!isEvmNetwork(network)) problems.push(`EVM_CHAIN_IDS: "${network}" is not an EVM network`);
    else if (id === 'any') chains.evmChainIds[network] = null;
    else if (/^\d+$/.test(id)) chains.evmChainIds[network] = Number(id);
    else problems.push(`EVM_CHAIN_IDS: ${network}: a number or "any"`);
  }

  for (const [target, address] of parseList(
    'EVM_TOKEN_CONTRACTS',
    env.EVM_TOKEN_CONTRACTS,
    problems,
  )) {
    const [network = '', symbol = ''] = target.split(':');
    if (!isEvmNetwork(network) || !symbol) {
      problems.push(`EVM_TOKEN_CONTRACTS: expected <evm network>:<SYMBOL>=0x…, got "${target}"`);
    } else if (!isAddress(address)) {
      problems.push(`EVM_TOKEN_CONTRACTS: ${target}: not a contract address`);
    } else {
      (chains.evmTokenContracts[network] ??= {})[symbol.toUpperCase()] = address;
    }
  }

  if (env.CHAIN_SIMULATOR_BLOCK_SECONDS?.trim()) {
    const seconds = Number(env.CHAIN_SIMULATOR_BLOCK_SECONDS);
    if (Number.isFinite(seconds) && seconds >= 0.1 && seconds <= 600) {
      chains.simulatorBlockSeconds = seconds;
    } else {
      problems.push('CHAIN_SIMULATOR_BLOCK_SECONDS: a number of seconds from 0.1 to 600');
    }
  }
  chains.ledger = parseLedgerChainsConfig(env, problems);
  if (chains.rpcUrls.algo && !chains.ledger.algoIndexerUrl) {
    problems.push(
      'ALGO_INDEXER_URL: required when CHAIN_RPC_URLS has algo (scans read the indexer)',
    );
  }
  parseSolanaConfig(env, chains, problems);
  return { chains, problems };
}

/** SOLANA_DEPOSIT_SEED and SOLANA_TOKEN_MINTS (issue 19). */
function parseSolanaConfig(env: ChainsEnv, chains: ChainsConfig, problems: string[]) {
  if (env.SOLANA_DEPOSIT_SEED?.trim()) {
    try {
      parseDepositSeed(env.SOLANA_DEPOSIT_SEED);
      chains.solanaDepositSeed = env.SOLANA_DEPOSIT_SEED.trim();
    } catch (error) {
      problems.push(`SOLANA_DEPOSIT_SEED: ${(error as Error).message}`);
    }
  }
  for (const [symbol, mint] of parseList('SOLANA_TOKEN_MINTS', env.SOLANA_TOKEN_MINTS, problems)) {
    const upper = symbol.toUpperCase();
    if (!SOLANA_TOKEN_SYMBOLS.includes(upper)) {
      problems.push(
        `SOLANA_TOKEN_MINTS: "${upper}" is not a Solana token (${SOLANA_TOKEN_SYMBOLS.join(', ')})`,
      );
    } else if (!isSolanaAddress(mint)) {
      problems.push(`SOLANA_TOKEN_MINTS: ${upper}: not a base58 mint address`);
    } else {
      chains.solanaTokenMints[upper] = mint;
    }
  }
}

/** TON_API_KEY, TON_WALLET, TON_NETWORK (issue 19). */
function parseTonSettings(env: ChainsEnv, problems: string[]): TonChainSettings {
  const wallet = (env.TON_WALLET?.trim().toLowerCase() || 'v4r2') as TonWalletVersion;
  if (!TON_WALLET_VERSIONS.includes(wallet)) {
    problems.push(`TON_WALLET: ${TON_WALLET_VERSIONS.join(' or ')} (got "${env.TON_WALLET}")`);
  }
  const network = env.TON_NETWORK?.trim().toLowerCase() || 'mainnet';
  if (network !== 'mainnet' && network !== 'testnet') {
    problems.push(`TON_NETWORK: mainnet or testnet (got "${env.TON_NETWORK}")`);
  }
  const apiKey = env.TON_API_KEY?.trim();
  return { ...(apiKey ? { apiKey } : {}), wallet, testnet: network === 'testnet' };
}
