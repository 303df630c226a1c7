import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { DB } from '#app/db/database';
import { parseChainsConfig } from '../chains-config';
import { createChainRegistry } from '../registry';
import { isTonKeyText, operatorWallet, tonKeyPair } from './ton-wallet';
import { normaliseMemo, textComment, textCommentOf } from './ton-transactions';

describe('TON operator wallet keys', () => {
  it('derives the same key from 24 words as @ton/crypto, synchronously', async () => {
    const words = await mnemonicNew(24);
    const expected = await mnemonicToPrivateKey(words);
    const pair = tonKeyPair(words.join('+'));
    expect(pair.publicKey.equals(expected.publicKey)).toBe(true);
    expect(pair.secretKey.equals(expected.secretKey)).toBe(true);
    // The secret key in hex gives the same wallet.
    const fromHex = tonKeyPair(expected.secretKey.toString('hex'));
    expect(operatorWallet(fromHex).address.equals(operatorWallet(pair).address)).toBe(true);
  });

  it('accepts only key shapes it can use', async () => {
    const words = await mnemonicNew(24);
    expect(isTonKeyText(words.join('+'))).toBe(true);
    expect(isTonKeyText('ab'.repeat(32))).toBe(true);
    expect(isTonKeyText('ab'.repeat(64))).toBe(true);
    expect(isTonKeyText(words.slice(0, 12).join('+'))).toBe(false);
    expect(isTonKeyText([...words.slice(0, 23), 'notaword'].join('+'))).toBe(false);
    expect(isTonKeyText('0x1234')).toBe(false);
  });

  it('gives v4r2 and v5r1 wallets different addresses for one key', () => {
    const pair = tonKeyPair('11'.repeat(32));
    const v4 = operatorWallet(pair, 'v4r2').address;
    const v5 = operatorWallet(pair, 'v5r1').address;
    expect(v4.equals(v5)).toBe(false);
    expect(v4.workChain).toBe(0);
  });
});

describe('TON comments', () => {
  it('reads text comments, long ones across cells too; ignores other bodies', () => {
    expect(textCommentOf(textComment('42'))).toBe('42');
    const long = 'memo '.repeat(60);
    expect(textCommentOf(textComment(long))).toBe(long);
    expect(textCommentOf(null)).toBeNull();
    expect(normaliseMemo(' 42\n')).toBe('42');
    expect(normaliseMemo('   ')).toBeUndefined();
  });
});

describe('TON configuration', () => {
  it('reads the TON entries, never echoing the key', async () => {
    const words = (await mnemonicNew(24)).join('+');
    const { chains, problems } = parseChainsConfig({
      CHAIN_RPC_URLS: 'ton=https://toncenter.com/api/v2/jsonRPC',
      HOT_WALLET_KEYS: `ton=${words}`,
      TON_API_KEY: 'k1',
      TON_WALLET: 'v5r1',
      TON_NETWORK: 'testnet',
    });
    expect(problems).toEqual([]);
    expect(chains.rpcUrls.ton).toBe('https://toncenter.com/api/v2/jsonRPC');
    expect(chains.hotWalletKeys.ton).toBe(words);
    expect(chains.ton).toEqual({ apiKey: 'k1', wallet: 'v5r1', testnet: true });

    const bad = parseChainsConfig({
      HOT_WALLET_KEYS: 'ton=secret words here',
      TON_WALLET: 'v3',
      TON_NETWORK: 'devnet',
    });
    expect(bad.problems).toEqual([
      'TON_WALLET: v4r2 or v5r1 (got "v3")',
      'TON_NETWORK: mainnet or testnet (got "devnet")',
      'HOT_WALLET_KEYS: ton: expected 24 mnemonic words joined by +, or hex',
    ]);
    expect(bad.problems.join(' ')).not.toContain('secret');
  });

  it('builds the TON adapter for a TON API; production needs the operator key', () => {
    const { chains } = parseChainsConfig({ CHAIN_RPC_URLS: 'ton=http://127.0.0.1:8081/jsonRPC' });
    const dataDir = mkdtempSync(join(tmpdir(), 'tengu-ton-registry-'));
    const registry = createChainRegistry({
      config: { chains, isProduction: false, dataDir },
      db: {} as DB,
    });
    const ton = registry.adapters.find((adapter) => adapter.network === 'ton')!;
    expect(ton.kind).toBe('ton');
    expect(registry.developmentMode).toBe(true);
    expect(ton.deriveAddress(3)).toMatchObject({ tag: '3' });
    expect(() => Address.parse(ton.deriveAddress(3).address)).not.toThrow();
    expect(registry.adapters.find((adapter) => adapter.network === 'xrp')?.kind).toBe('simulator');

    expect(() =>
      createChainRegistry({ config: { chains, isProduction: true, dataDir }, db: {} as DB }),
    ).toThrow(/HOT_WALLET_KEYS has no ton key/);
    const withKey = parseChainsConfig({
      CHAIN_RPC_URLS: 'ton=http://127.0.0.1:8081/jsonRPC',
      HOT_WALLET_KEYS: `ton=${'22'.repeat(32)}`,
    }).chains;
    const production = createChainRegistry({
      config: { chains: withKey, isProduction: true, dataDir },
      db: {} as DB,
    });
    expect(production.adapters.map((adapter) => adapter.network)).toEqual(['ton']);
    expect(production.developmentMode).toBe(false);
  });
});
