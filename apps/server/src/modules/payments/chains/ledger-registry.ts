/**
 * The XRP, TRON and Algorand adapters of a configured node (registry.ts calls this for a network
 * with a CHAIN_RPC_URLS entry; docs/decisions/027). Keys come from the configuration, or outside
 * production from the development key in DATA_DIR. In production a node without the keys its
 * adapter cannot work without stops the start with the variable to set — never a simulator.
 */
import { ASSETS, NETWORKS } from '@tengu/shared';
import { bytesToHex } from 'viem';
import { Wallet, encodeSeed } from 'xrpl';
import type { ChainAdapter } from './chain-adapter';
import type { ChainsConfig } from './chains-config';
import type { DevelopmentKeys } from './dev-keys';
import { createAlgoAdapter } from './algo/algo-adapter';
import { algoSeedFromMnemonic } from './algo/algo-keys';
import type { LedgerNetworkId } from './ledger-chains-config';
import { createTronAdapter } from './tron/tron-adapter';
import { createXrpAdapter } from './xrp/xrp-adapter';

const mainnetContract = (network: LedgerNetworkId, symbol: string) =>
  ASSETS.find((a) => a.symbol === symbol)?.networks.find((n) => n.network === network)?.contract ??
  undefined;

export function createLedgerAdapter(options: {
  network: LedgerNetworkId;
  rpcUrl: string;
  chains: ChainsConfig;
  isProduction: boolean;
  devKeys: () => DevelopmentKeys;
  log?: { warn(message: string): void };
}): { adapter: ChainAdapter; usesDevelopmentKey: boolean } {
  const { network, rpcUrl, chains, isProduction, devKeys } = options;
  const hotKey = chains.hotWalletKeys[network];
  const missing = (what: string) =>
    new Error(`${network}: CHAIN_RPC_URLS has a node but ${what} (required in production)`);

  if (network === 'xrp') {
    const operator = chains.ledger.xrpOperatorAddress;
    let hotWallet: Wallet | undefined;
    if (hotKey) hotWallet = Wallet.fromSeed(hotKey);
    else if (!isProduction) {
      hotWallet = Wallet.fromSeed(
        encodeSeed(devKeys().hotWalletKey('xrp').subarray(0, 16), 'ed25519'),
      );
    }
    if (isProduction && !operator && !hotWallet) {
      throw missing('neither XRP_OPERATOR_ADDRESS nor HOT_WALLET_KEYS xrp is set');
    }
    if (isProduction && !hotWallet) {
      options.log?.warn('xrp: no HOT_WALLET_KEYS entry; withdrawals on it cannot be sent');
    }
    return {
      adapter: createXrpAdapter({
        rpcUrl,
        operatorAddress: operator,
        hotWallet,
        txUrlTemplate: NETWORKS.xrp.txUrl,
      }),
      usesDevelopmentKey: !hotKey && !(operator && isProduction),
    };
  }

  if (network === 'tron') {
    const xpub = chains.xpubs.tron;
    if (isProduction && !xpub) throw missing('DEPOSIT_XPUBS has no tron key');
    if (isProduction && !hotKey) {
      options.log?.warn('tron: no HOT_WALLET_KEYS entry; withdrawals on it cannot be sent');
    }
    const contract = chains.ledger.tronUsdtContract ?? mainnetContract('tron', 'USDT');
    return {
      adapter: createTronAdapter({
        nodeUrl: rpcUrl,
        xpub: xpub ?? devKeys().accountXpub('tron'),
        tokens: contract ? [{ symbol: 'USDT', address: contract }] : [],
        hotWalletKey:
          hotKey ?? (isProduction ? undefined : bytesToHex(devKeys().hotWalletKey('tron'))),
        txUrlTemplate: NETWORKS.tron.txUrl,
      }),
      usesDevelopmentKey: !xpub || !hotKey,
    };
  }

  // Algorand: the hot wallet seed also derives the deposit keys (algo/algo-keys.ts).
  if (isProduction && !hotKey) throw missing('HOT_WALLET_KEYS has no algo mnemonic');
  const indexerUrl = chains.ledger.algoIndexerUrl;
  if (!indexerUrl) throw new Error('algo: ALGO_INDEXER_URL is required with an algod URL');
  return {
    adapter: createAlgoAdapter({
      algodUrl: rpcUrl,
      indexerUrl,
      apiToken: chains.ledger.algoApiToken,
      hotSeed: hotKey ? algoSeedFromMnemonic(hotKey) : devKeys().hotWalletKey('algo'),
      usdtAssetId: chains.ledger.algoUsdtAssetId ?? Number(mainnetContract('algo', 'USDT')),
      txUrlTemplate: NETWORKS.algo.txUrl,
      log: {
        warn: (object, message) =>
          options.log?.warn(`algo: ${message}: ${String((object as { err?: unknown }).err)}`),
      },
    }),
    usesDevelopmentKey: !hotKey,
  };
}
