import { describe, expect, it } from 'vitest';
import {
  allAssetNetworks,
  assetBySymbol,
  ASSETS,
  findAsset,
  findAssetNetwork,
  formatAssetAmount,
  NETWORK_IDS,
  NETWORKS,
  parseAssetAmount,
  receivedAmount,
  txLink,
  withdrawFeeUsdOf,
} from './assets';

const CUSTODY_KIND = /^custody:[A-Z0-9]{2,12}:[a-z0-9_-]{2,32}$/;

describe('payments assets and networks (issue 9, spec document 2 section 9)', () => {
  it('lists every currency and network of the spec', () => {
    const pairs = allAssetNetworks().map(({ asset, on }) => `${asset.symbol}:${on.network}`);
    for (const pair of [
      'USDT:tron',
      'USDT:eth',
      'USDT:algo',
      'USDT:sol',
      'USDC:sol',
      'USDC:eth',
      'USDC:base',
      'USDC:bsc',
      'USDC:polygon',
      'ETH:eth',
      'ETH:base',
      'ETH:arbitrum',
      'BTC:btc',
      'LTC:ltc',
      'XRP:xrp',
      'TON:ton',
      'BCH:bch',
      'DOGE:doge',
      'DASH:dash',
      'BNB:bsc',
      'SOL:sol',
      'GIGA:sol',
      'PUMP:sol',
    ]) {
      expect(pairs).toContain(pair);
    }
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('has consistent ids, networks and amounts', () => {
    const ids = new Set<string>();
    for (const asset of ASSETS) {
      for (const key of new Set([asset.symbol, asset.id, asset.nick].map((k) => k.toLowerCase()))) {
        expect(ids.has(key), key).toBe(false);
        ids.add(key);
      }
      expect(asset.nick).toBe(asset.symbol.toLowerCase());
      expect(asset.symbol).toBe(asset.symbol.toUpperCase());
      expect(asset.networks.some((on) => on.network === asset.defaultNetwork)).toBe(true);
      expect(asset.networks.some((on) => on.withdrawable)).toBe(true);
      for (const on of asset.networks) {
        expect(NETWORK_IDS).toContain(on.network);
        expect(`custody:${asset.symbol}:${on.network}`).toMatch(CUSTODY_KIND);
        expect(Number.isInteger(on.decimals) && on.decimals >= 0 && on.decimals <= 18).toBe(true);
        expect(parseAssetAmount(on.minDeposit, on.decimals)).toBeGreaterThan(0n);
        expect(parseAssetAmount(on.withdrawFee, on.decimals)).toBeGreaterThan(0n);
        const native = NETWORKS[on.network].nativeAsset === asset.symbol;
        expect(on.contract === null, `${asset.symbol}:${on.network} contract`).toBe(native);
      }
    }
    for (const id of NETWORK_IDS) {
      const network = NETWORKS[id];
      expect(network.id).toBe(id);
      expect(network.confirmations).toBeGreaterThanOrEqual(1);
      expect(network.txUrl).toContain('{txid}');
      expect(network.addressUrl).toContain('{address}');
    }
  });

  it('uses the spec fees, tags, token decimals and withdraw networks', () => {
    const fee = (symbol: string, network: string) =>
      findAssetNetwork(symbol, network)?.on.withdrawFee;
    expect(fee('USDC', 'sol')).toBe('0.1');
    expect(fee('USDC', 'eth')).toBe('4');
    expect(fee('USDT', 'tron')).toBe('4');
    expect(fee('ETH', 'eth')).toBe('0.0006');
    expect(fee('BTC', 'btc')).toBe('0.00008');
    expect(fee('SOL', 'sol')).toBe('0.000005');
    expect(fee('LTC', 'ltc')).toBe('0.001');
    expect(fee('BNB', 'bsc')).toBe('0.0002');
    expect(fee('DOGE', 'doge')).toBe('4');
    expect(fee('BCH', 'bch')).toBe('0.0001');
    expect(fee('DASH', 'dash')).toBe('0.05');
    expect(fee('GIGA', 'sol')).toBe('0.00001'); // one unit: the spec's 0.000005 is below 5 decimals
    expect(fee('XRP', 'xrp')).toBe('0.2');
    expect(fee('TON', 'ton')).toBe('0.001');
    expect(fee('PUMP', 'sol')).toBe('1');
    expect(NETWORKS.xrp.tag?.numeric).toBe(true);
    expect(NETWORKS.ton.tag?.kind).toBe('memo');
    expect(NETWORK_IDS.filter((id) => NETWORKS[id].tag)).toEqual(['xrp', 'ton']);
    expect(findAssetNetwork('GIGA', 'sol')?.on.decimals).toBe(5);
    expect(findAssetNetwork('PUMP', 'sol')?.on.decimals).toBe(6);
    const withdrawable = (symbol: string) =>
      assetBySymbol(symbol)
        ?.networks.filter((on) => on.withdrawable)
        .map((on) => on.network);
    expect(withdrawable('USDT')).toEqual(['tron', 'eth']);
    expect(withdrawable('USDC')).toEqual(['sol', 'eth']);
    const shown = allAssetNetworks()
      .filter(({ on }) => on.showMinDeposit)
      .map(({ asset, on }) => `${asset.symbol}:${on.network}`);
    expect(shown.sort()).toEqual(['BTC:btc', 'ETH:eth', 'USDC:eth', 'USDT:eth']);
  });

  it('reads the USD fee table of the other withdraw variant, USDT on ERC20 at 1', () => {
    const usd = (symbol: string, network: string) =>
      withdrawFeeUsdOf(assetBySymbol(symbol)!, network);
    expect(usd('USDT', 'eth')).toBe('1');
    expect(usd('USDT', 'tron')).toBe('6');
    expect(usd('USDC', 'eth')).toBe('6');
    expect(usd('ETH', 'eth')).toBe('5');
    expect(usd('BTC', 'btc')).toBe('8');
    expect(usd('SOL', 'sol')).toBe('1');
    expect(usd('XRP', 'xrp')).toBe('3');
  });

  it('finds assets by slug, ticker, nick or name', () => {
    expect(findAsset('solana')?.symbol).toBe('SOL');
    expect(findAsset('SOL')?.symbol).toBe('SOL');
    expect(findAsset(' Tether ')?.symbol).toBe('USDT');
    expect(findAsset('dogecoin')?.symbol).toBe('DOGE');
    expect(findAsset('nope')).toBeUndefined();
    expect(findAssetNetwork('USDT', 'btc')).toBeUndefined();
    expect(findAssetNetwork('USDT', 'TRON')).toBeUndefined();
  });

  it('converts asset amounts exactly and computes the received amount', () => {
    expect(parseAssetAmount('1.5', 8)).toBe(150_000_000n);
    expect(parseAssetAmount('0.000000000000000001', 18)).toBe(1n);
    expect(parseAssetAmount('12', 0)).toBe(12n);
    expect(() => parseAssetAmount('0.123', 2)).toThrow(RangeError);
    for (const bad of ['', '-1', '1e3', '.5', '1.', 'abc', '1,5']) {
      expect(() => parseAssetAmount(bad, 8), bad).toThrow(RangeError);
    }
    expect(formatAssetAmount(150_000_000n, 8)).toBe('1.5');
    expect(formatAssetAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAssetAmount(0n, 6)).toBe('0');
    expect(receivedAmount(10n, 4n)).toBe(6n);
    expect(receivedAmount(4n, 4n)).toBe(0n);
    expect(receivedAmount(3n, 4n)).toBe(0n);
    expect(txLink('eth', '0xabc')).toBe('https://etherscan.io/tx/0xabc');
  });
});
