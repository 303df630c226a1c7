import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DB } from '#app/db/database';
import { parseChainsConfig } from './chains-config';
import { createChainRegistry } from './registry';

const XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
const XRP_SEED = 'sEdSPx8CLbFUna3DJdvJ74aQPLdemqu';
// algosdk's documented test mnemonic shape: 25 words, the last a checksum.
const ALGO_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon invest';

const registry = (env: Record<string, string>, isProduction: boolean) => {
  const { chains, problems } = parseChainsConfig(env);
  expect(problems).toEqual([]);
  return createChainRegistry({
    config: { chains, isProduction, dataDir: mkdtempSync(join(tmpdir(), 'tengu-chains-')) },
    db: {} as DB, // the simulator is built but never queried here
  });
};

describe('XRP, TRON and Algorand configuration (issue 19)', () => {
  it('reads the nodes, keys and ids of the three chains', () => {
    const { chains, problems } = parseChainsConfig({
      CHAIN_RPC_URLS: 'xrp=http://127.0.0.1:5005,tron=https://tron.invalid,algo=http://a:4001',
      DEPOSIT_XPUBS: `tron=${XPUB}`,
      HOT_WALLET_KEYS: `xrp=${XRP_SEED},tron=0x${'42'.repeat(32)},algo=${ALGO_MNEMONIC.replaceAll(' ', '+')}`,
      XRP_OPERATOR_ADDRESS: 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC',
      TRON_USDT_CONTRACT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      ALGO_INDEXER_URL: 'http://a:8980',
      ALGO_USDT_ASA_ID: '10458941',
    });
    expect(problems).toEqual([]);
    expect(chains.rpcUrls).toMatchObject({ xrp: 'http://127.0.0.1:5005', algo: 'http://a:4001' });
    expect(chains.xpubs.tron).toBe(XPUB);
    expect(chains.ledger).toEqual({
      xrpOperatorAddress: 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC',
      tronUsdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      algoIndexerUrl: 'http://a:8980',
      algoUsdtAssetId: 10458941,
    });
  });

  it('names every bad entry without echoing secrets', () => {
    const { problems } = parseChainsConfig({
      CHAIN_RPC_URLS: 'algo=http://a:4001',
      HOT_WALLET_KEYS: 'xrp=sNotASeedAtAll,tron=0x12,algo=secret+words',
      XRP_OPERATOR_ADDRESS: '0xabc',
      TRON_USDT_CONTRACT: 'T123',
      ALGO_USDT_ASA_ID: '-4',
    });
    expect(problems).toEqual([
      'HOT_WALLET_KEYS: xrp: not an XRP family seed (s…)',
      'HOT_WALLET_KEYS: tron: expected 64 hex digits',
      'HOT_WALLET_KEYS: algo: not a 25-word Algorand mnemonic (words joined by +)',
      'XRP_OPERATOR_ADDRESS: not a classic XRP address (r…)',
      'TRON_USDT_CONTRACT: not a base58 TRON address (T…)',
      'ALGO_USDT_ASA_ID: a positive whole number',
      'ALGO_INDEXER_URL: required when CHAIN_RPC_URLS has algo (scans read the indexer)',
    ]);
    expect(problems.join('\n')).not.toMatch(/sNotASeedAtAll|secret/);
  });

  it('builds the real adapters for configured nodes; the simulator stays for the rest in development', () => {
    const built = registry(
      {
        CHAIN_RPC_URLS: 'xrp=http://127.0.0.1:9,tron=http://127.0.0.1:9,algo=http://127.0.0.1:9',
        ALGO_INDEXER_URL: 'http://127.0.0.1:9',
      },
      false,
    );
    const kinds = Object.fromEntries(built.adapters.map((a) => [a.network, a.kind]));
    expect(kinds).toMatchObject({ xrp: 'xrp', tron: 'tron', algo: 'algo', sol: 'simulator' });
    expect(built.developmentMode).toBe(true); // development keys derive and sign
  });

  it('in production: real adapters from the operator keys, nothing simulated', () => {
    const built = registry(
      {
        CHAIN_RPC_URLS: 'xrp=http://127.0.0.1:9,tron=http://127.0.0.1:9,algo=http://127.0.0.1:9',
        ALGO_INDEXER_URL: 'http://127.0.0.1:9',
        DEPOSIT_XPUBS: `tron=${XPUB}`,
        HOT_WALLET_KEYS: `xrp=${XRP_SEED},tron=0x${'42'.repeat(32)},algo=${ALGO_MNEMONIC.replaceAll(' ', '+')}`,
      },
      true,
    );
    expect(built.adapters.map((a) => [a.network, a.kind])).toEqual([
      ['tron', 'tron'],
      ['xrp', 'xrp'],
      ['algo', 'algo'],
    ]);
    expect(built.developmentMode).toBe(false);
    expect(built.developmentKeysFile).toBeNull();
    const xrp = built.adapters.find((a) => a.network === 'xrp')!;
    expect(xrp.deriveAddress(5)).toEqual({
      address: 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC',
      tag: '5',
      index: 5,
    });
  });

  it('refuses to start production with a node whose adapter has no key', () => {
    const production = (env: Record<string, string>) => () => registry(env, true);
    expect(production({ CHAIN_RPC_URLS: 'xrp=http://127.0.0.1:9' })).toThrow(
      /xrp: CHAIN_RPC_URLS has a node but neither XRP_OPERATOR_ADDRESS nor HOT_WALLET_KEYS xrp/,
    );
    expect(
      production({ CHAIN_RPC_URLS: 'algo=http://127.0.0.1:9', ALGO_INDEXER_URL: 'http://x' }),
    ).toThrow(/algo: CHAIN_RPC_URLS has a node but HOT_WALLET_KEYS has no algo mnemonic/);
  });
});
