import { assetBySymbol, type AssetNetwork, type PaymentsConfig } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { instantDepositTarget, solanaInstantDeposit } from './instant-deposit-target';

const LOCAL_USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const onEth = (symbol: string): AssetNetwork =>
  assetBySymbol(symbol)!.networks.find((n) => n.network === 'eth')!;
const config: Pick<PaymentsConfig, 'instantDeposits'> = {
  instantDeposits: [
    { network: 'eth', chainId: 31337, nativeAsset: 'ETH', tokenContracts: { USDT: LOCAL_USDT } },
  ],
};

describe('instantDepositTarget', () => {
  it("pays a token to the server's watched contract, never the mainnet one", () => {
    expect(onEth('USDT').contract).not.toBe(LOCAL_USDT);
    expect(instantDepositTarget(config, 'USDT', onEth('USDT'))).toEqual({
      chainId: 31337,
      contract: LOCAL_USDT,
    });
  });

  it('pays the native coin by value on the watched chain', () => {
    expect(instantDepositTarget(config, 'ETH', onEth('ETH'))).toEqual({
      chainId: 31337,
      contract: null,
    });
  });

  it('refuses a token the server does not watch there, and an unwatched network', () => {
    expect(instantDepositTarget(config, 'USDC', onEth('USDC'))).toBeNull();
    const onBase = assetBySymbol('USDC')!.networks.find((n) => n.network === 'base')!;
    expect(instantDepositTarget(config, 'USDC', onBase)).toBeNull();
    expect(instantDepositTarget({ instantDeposits: [] }, 'ETH', onEth('ETH'))).toBeNull();
  });

  it('is undefined while the config loads', () => {
    expect(instantDepositTarget(undefined, 'USDT', onEth('USDT'))).toBeUndefined();
  });
});

describe('solanaInstantDeposit', () => {
  const withSol: Pick<PaymentsConfig, 'instantDeposits'> = {
    instantDeposits: [
      ...config.instantDeposits,
      { network: 'sol', chainId: null, nativeAsset: 'SOL', tokenContracts: { USDC: 'Mint1111' } },
    ],
  };
  it('allows SOL and the watched SPL tokens only when a real Solana node is configured', () => {
    expect(solanaInstantDeposit(withSol, 'SOL')).toBe(true);
    expect(solanaInstantDeposit(withSol, 'USDC')).toBe(true);
    expect(solanaInstantDeposit(withSol, 'PUMP')).toBe(false);
    expect(solanaInstantDeposit(config, 'SOL')).toBe(false); // simulated: nothing to pay
    expect(solanaInstantDeposit(undefined, 'SOL')).toBeUndefined();
  });
});
