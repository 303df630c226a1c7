/**
 * The TON adapter as registry.ts builds it from the configuration (issue 19;
 * docs/decisions/026-ton-adapter.md): a toncenter-compatible API (CHAIN_RPC_URLS `ton=`,
 * TON_API_KEY) and the operator wallet (HOT_WALLET_KEYS `ton=`, TON_WALLET, TON_NETWORK). The
 * wallet's key is required in production: its address is where every player deposits.
 */
import { keyPairFromSeed } from '@ton/crypto';
import { NETWORKS } from '@tengu/shared';
import type { ChainAdapter } from '../chain-adapter';
import type { ChainsConfig } from '../chains-config';
import type { DevelopmentKeys } from '../dev-keys';
import { createTonAdapter } from './ton-adapter';
import { createToncenterClient } from './ton-client';
import { operatorWallet, tonKeyPair } from './ton-wallet';

export function createTonAdapterFromConfig(options: {
  rpcUrl: string;
  chains: ChainsConfig;
  isProduction: boolean;
  devKeys: () => DevelopmentKeys;
}): { adapter: ChainAdapter; usesDevelopmentKey: boolean } {
  const { chains } = options;
  const key = chains.hotWalletKeys.ton;
  if (!key && options.isProduction) {
    throw new Error(
      'ton: CHAIN_RPC_URLS has an API but HOT_WALLET_KEYS has no ton key (the operator wallet every deposit goes to; required in production)',
    );
  }
  const keyPair = key
    ? tonKeyPair(key)
    : keyPairFromSeed(Buffer.from(options.devKeys().hotWalletKey('ton')));
  const adapter = createTonAdapter({
    client: createToncenterClient({ endpoint: options.rpcUrl, apiKey: chains.ton.apiKey }),
    wallet: operatorWallet(keyPair, chains.ton.wallet, { testnet: chains.ton.testnet }),
    testnet: chains.ton.testnet,
    txUrlTemplate: chains.ton.testnet
      ? NETWORKS.ton.txUrl.replace('https://', 'https://testnet.')
      : NETWORKS.ton.txUrl,
  });
  return { adapter, usesDevelopmentKey: !key };
}
