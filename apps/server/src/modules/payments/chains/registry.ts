/**
 * Builds the ChainAdapter of every network from the configuration (docs/decisions/011):
 *
 * | network has…               | production                  | development / test          |
 * |----------------------------|-----------------------------|-----------------------------|
 * | an RPC URL (UTXO or EVM)   | real adapter; xpub required | real adapter; keys default  |
 * |                            | (config check), hot wallet  | to the development key      |
 * |                            | optional (none: no payouts) | in DATA_DIR                 |
 * | no RPC URL                 | not available               | development simulator       |
 * | TON API URL (ADR 026)      | real adapter; HOT_WALLET_   | real adapter; key defaults  |
 * |                            | KEYS ton= required          | to the development key      |
 *
 * `developmentMode` is true whenever a development key derives any address or signs anything,
 * so the app can say so (issue 9, item 2). The payments module wraps the result with
 * `paymentChainsOf` (payments-chains.ts).
 */
import { NETWORK_IDS, NETWORKS } from '@tengu/shared';
import { WIF } from '@scure/btc-signer';
import { bytesToHex, type Hex } from 'viem';
import type { Config } from '#app/config';
import type { DB } from '#app/db/database';
import type { ChainAdapter } from './chain-adapter';
import type { ChainsConfig } from './chains-config';
import { loadDevelopmentKeys, type DevelopmentKeys } from './dev-keys';
import { createEvmAdapter } from './evm/evm-adapter';
import { evmAssetsOf, isEvmNetwork, type EvmNetworkId } from './evm/evm-networks';
import { isLedgerNetwork } from './ledger-chains-config';
import { createLedgerAdapter } from './ledger-registry';
import type { SimulatedClock } from './simulator/simulated-chain';
import { createSimulatorAdapter } from './simulator/simulator-adapter';
import { createTonAdapterFromConfig } from './ton/ton-from-config';
import type { UtxoHotWalletConfig } from './utxo/utxo-hot-wallet';
import { createUtxoAdapter } from './utxo/utxo-adapter';
import { createSolanaAdapterFor } from './solana/solana-registry';
import { UTXO_PARAMS, btcSignerNetwork, isUtxoNetwork } from './utxo/utxo-networks';

export interface ChainRegistry {
  adapters: ChainAdapter[];
  /** True when a development key or the simulator stands in for the operator anywhere. */
  developmentMode: boolean;
  /** The development key file, when one is used (for the notice and the operator). */
  developmentKeysFile: string | null;
  /** The simulator's clock: pass it to createSimulatedDeposit so heights agree. */
  simulatorClock: SimulatedClock;
}

interface RegistryLog {
  warn(message: string): void;
}

export function simulatorClockOf(
  chains: Pick<ChainsConfig, 'simulatorBlockSeconds'>,
): SimulatedClock {
  return { now: Date.now, blockSeconds: chains.simulatorBlockSeconds };
}

export function createChainRegistry(options: {
  config: Pick<Config, 'chains' | 'isProduction' | 'dataDir'>;
  db: DB;
  log?: RegistryLog;
  /** Tests: a clock they move. */
  simulatorClock?: SimulatedClock;
}): ChainRegistry {
  const { config, db } = options;
  const { chains } = config;
  const clock = options.simulatorClock ?? simulatorClockOf(chains);
  const loaded: { keys: DevelopmentKeys | null } = { keys: null };
  const devKeys = () => {
    if (config.isProduction) throw new Error('development keys are never used in production');
    return (loaded.keys ??= loadDevelopmentKeys(config.dataDir));
  };
  const adapters: ChainAdapter[] = [];
  let usesDevelopmentKey = false;

  for (const network of NETWORK_IDS) {
    const rpcUrl = chains.rpcUrls[network];
    if (!rpcUrl) {
      if (config.isProduction) continue;
      adapters.push(createSimulatorAdapter({ network, db, keys: devKeys(), clock }));
      usesDevelopmentKey = true;
      continue;
    }
    // issue 19: XRP, TRON, Algorand on their nodes (ledger-registry.ts).
    if (isLedgerNetwork(network)) {
      const built = createLedgerAdapter({
        network,
        rpcUrl,
        chains,
        isProduction: config.isProduction,
        devKeys,
        log: options.log,
      });
      adapters.push(built.adapter);
      usesDevelopmentKey ||= built.usesDevelopmentKey;
      continue;
    }
    // TON (issue 19): one operator wallet and per-player memos, no xpub (ADR 026).
    if (network === 'ton') {
      const ton = createTonAdapterFromConfig({
        rpcUrl,
        chains,
        isProduction: config.isProduction,
        devKeys,
      });
      adapters.push(ton.adapter);
      if (ton.usesDevelopmentKey) usesDevelopmentKey = true;
      continue;
    }
    // --- Solana (issue 19; docs/decisions/025-solana-adapter.md) ---
    if (network === 'sol') {
      const solana = createSolanaAdapterFor(
        rpcUrl,
        chains,
        devKeys,
        config.isProduction,
        options.log,
      );
      if (solana.usesDevelopmentKey) usesDevelopmentKey = true;
      adapters.push(solana.adapter);
      continue;
    }
    // --- end Solana ---
    const configuredXpub =
      chains.xpubs[network] ?? (isEvmNetwork(network) ? chains.xpubs.eth : undefined);
    if (!configuredXpub && config.isProduction) {
      throw new Error(
        `${network}: CHAIN_RPC_URLS has a node but DEPOSIT_XPUBS has no key for it (required in production)`,
      );
    }
    const xpub = configuredXpub ?? devKeys().accountXpub(network);
    const hotKey =
      chains.hotWalletKeys[network] ??
      (isEvmNetwork(network) ? chains.hotWalletKeys.eth : undefined);
    if (!configuredXpub || (!hotKey && !config.isProduction)) usesDevelopmentKey = true;
    if (!hotKey && config.isProduction) {
      options.log?.warn(`${network}: no HOT_WALLET_KEYS entry; withdrawals on it cannot be sent`);
    }

    if (isUtxoNetwork(network)) {
      const params = UTXO_PARAMS[network][chains.utxoFlavour];
      let hotWallet: UtxoHotWalletConfig | undefined;
      if (hotKey?.startsWith('node:')) hotWallet = { kind: 'node', walletName: hotKey.slice(5) };
      else if (hotKey) hotWallet = { kind: 'key', wif: hotKey };
      else if (!config.isProduction && !params.cashAddrPrefix) {
        hotWallet = {
          kind: 'key',
          wif: WIF(btcSignerNetwork(params)).encode(devKeys().hotWalletKey(network)),
        };
      }
      adapters.push(
        createUtxoAdapter({
          network,
          flavour: chains.utxoFlavour,
          rpcUrl,
          xpub,
          hotWallet,
          txUrlTemplate: NETWORKS[network].txUrl,
        }),
      );
    } else if (isEvmNetwork(network)) {
      adapters.push(
        createEvmAdapterFor(network, rpcUrl, xpub, hotKey, chains, devKeys, config.isProduction),
      );
    }
  }

  return {
    adapters,
    developmentMode: !config.isProduction && usesDevelopmentKey,
    developmentKeysFile: loaded.keys?.file ?? null,
    simulatorClock: clock,
  };
}

function createEvmAdapterFor(
  network: EvmNetworkId,
  rpcUrl: string,
  xpub: string,
  hotKey: string | undefined,
  chains: ChainsConfig,
  devKeys: () => DevelopmentKeys,
  isProduction: boolean,
): ChainAdapter {
  const { nativeAsset, tokens } = evmAssetsOf(network);
  const overrides = chains.evmTokenContracts[network] ?? {};
  const contracts = tokens.map((t) => ({ ...t, address: overrides[t.symbol] ?? t.address }));
  return createEvmAdapter({
    network,
    rpcUrl,
    xpub,
    nativeAsset,
    tokens: contracts,
    hotWalletKey:
      (hotKey as Hex | undefined) ??
      (isProduction ? undefined : bytesToHex(devKeys().hotWalletKey(network))),
    expectedChainId: chains.evmChainIds[network] ?? undefined,
    txUrlTemplate: NETWORKS[network].txUrl,
  });
}
