import { describe, expect, it } from 'vitest';
import { parseChainsConfig } from './chains-config';

// BIP32 test vector 1 (m): a valid xpub; its private counterpart must be refused.
const XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
const XPRV =
  'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';

describe('parseChainsConfig', () => {
  it('reads the per-network lists with their defaults', () => {
    const { chains, problems } = parseChainsConfig({
      DEPOSIT_XPUBS: `ltc=${XPUB}, eth=${XPUB}`,
      CHAIN_RPC_URLS: 'ltc=http://u:p@127.0.0.1:9332,eth=https://rpc.invalid/v1?key=a=b',
      HOT_WALLET_KEYS: `bch=node:payouts,eth=0x${'11'.repeat(32)}`,
      UTXO_CHAIN: 'regtest',
      EVM_CHAIN_IDS: 'eth=31337,base=any',
      EVM_TOKEN_CONTRACTS: 'eth:usdt=0x5FbDB2315678afecb367f032d93F642f64180aa3',
      CHAIN_SIMULATOR_BLOCK_SECONDS: '0.5',
    });
    expect(problems).toEqual([]);
    expect(chains.xpubs).toEqual({ ltc: XPUB, eth: XPUB });
    expect(chains.rpcUrls.eth).toBe('https://rpc.invalid/v1?key=a=b');
    expect(chains.hotWalletKeys.bch).toBe('node:payouts');
    expect(chains.utxoFlavour).toBe('regtest');
    expect(chains.evmChainIds).toMatchObject({ eth: 31337, base: null, bsc: 56 });
    expect(chains.evmTokenContracts.eth).toEqual({
      USDT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    expect(chains.simulatorBlockSeconds).toBe(0.5);
  });

  it('names every bad entry without echoing secrets', () => {
    const { problems } = parseChainsConfig({
      DEPOSIT_XPUBS: `ltc=${XPRV},sol=${XPUB},nope=${XPUB}`,
      CHAIN_RPC_URLS: 'ltc=ftp://x,nope=http://127.0.0.1:8899',
      HOT_WALLET_KEYS: 'eth=0x1234,ltc=secretgarbage',
      UTXO_CHAIN: 'mainnet',
      EVM_TOKEN_CONTRACTS: 'ltc:USDT=0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    expect(problems).toEqual([
      'DEPOSIT_XPUBS: ltc: expected an extended public key, got a private one',
      'DEPOSIT_XPUBS: sol does not derive addresses from an xpub',
      'DEPOSIT_XPUBS: unknown network "nope"',
      'CHAIN_RPC_URLS: ltc: not an http(s) URL',
      'CHAIN_RPC_URLS: no node adapter for "nope" yet (simulator only)',
      'HOT_WALLET_KEYS: eth: expected 0x and 64 hex digits',
      'HOT_WALLET_KEYS: ltc: not a mainnet WIF key nor node:<wallet>',
      'EVM_TOKEN_CONTRACTS: expected <evm network>:<SYMBOL>=0x…, got "ltc:usdt"',
    ]);
    expect(problems.join('\n')).not.toContain('secretgarbage');
  });

  it('reads the Solana settings: node, deposit seed, hot key, mints (issue 19)', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const secret =
      '99eUso3aSbE9tqGSTXzo3TLfKb9RkMTURrHKQ1K7Zh3StnzFNUx8FKCPPPPpR479qsw5zv2WNBKmgiz7WqgAJfM';
    const good = parseChainsConfig({
      CHAIN_RPC_URLS: 'sol=http://127.0.0.1:8899',
      SOLANA_DEPOSIT_SEED: 'ab'.repeat(64),
      SOLANA_TOKEN_MINTS: `usdc=${mint},GIGA=${mint}`,
    });
    expect(good.problems).toEqual([]);
    expect(good.chains.rpcUrls.sol).toBe('http://127.0.0.1:8899');
    expect(good.chains.solanaDepositSeed).toBe('ab'.repeat(64));
    expect(good.chains.solanaTokenMints).toEqual({ USDC: mint, GIGA: mint });

    const bad = parseChainsConfig({
      SOLANA_DEPOSIT_SEED: 'xyz',
      SOLANA_TOKEN_MINTS: `DOGE=${mint},USDT=0x12`,
      HOT_WALLET_KEYS: `sol=${secret.slice(0, -4)}1111`,
    });
    expect(bad.problems).toEqual([
      'HOT_WALLET_KEYS: sol: the public half of the secret key does not match its private half',
      'SOLANA_DEPOSIT_SEED: expected 32 to 128 hex digits (a BIP39 seed is 128)',
      'SOLANA_TOKEN_MINTS: "DOGE" is not a Solana token (USDT, USDC, GIGA, PUMP)',
      'SOLANA_TOKEN_MINTS: USDT: not a base58 mint address',
    ]);
    expect(bad.problems.join('\n')).not.toContain(secret.slice(0, 20));
  });
});
