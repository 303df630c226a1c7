/**
 * The operator's TON wallet (docs/decisions/026-ton-adapter.md): one wallet v4r2 or v5r1
 * contract whose address every player pays (with their memo) and which signs withdrawals. Its
 * key comes from HOT_WALLET_KEYS `ton=`: the 24 mnemonic words joined by `+` (what TON wallets
 * show), 64 hex digits (the ed25519 seed) or 128 hex digits (the secret key); outside
 * production without one, the development seed in DATA_DIR.
 */
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { keyPairFromSecretKey, keyPairFromSeed, mnemonicWordList, type KeyPair } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import type { Address, Cell, MessageRelaxed, StateInit } from '@ton/core';
import { SendMode } from '@ton/core';

export type TonWalletVersion = 'v4r2' | 'v5r1';
export const TON_WALLET_VERSIONS: readonly TonWalletVersion[] = ['v4r2', 'v5r1'];

export interface OperatorWallet {
  version: TonWalletVersion;
  address: Address;
  init: StateInit;
  publicKey: Buffer;
  /** Reads the wallet's seqno through a provider (0 while the wallet is not deployed). */
  contract: WalletContractV4 | WalletContractV5R1;
  /** The signed body of an external message sending these messages at this seqno. */
  signTransfer(args: { seqno: number; messages: MessageRelaxed[]; validUntil: number }): Cell;
}

/** Whether a HOT_WALLET_KEYS `ton=` value has one of the accepted shapes (no secret echoed). */
export function isTonKeyText(text: string): boolean {
  if (/^[0-9a-fA-F]{64}$/.test(text) || /^[0-9a-fA-F]{128}$/.test(text)) return true;
  const words = mnemonicWords(text);
  return words.length === 24 && words.every((word) => WORDS.has(word));
}

const WORDS = new Set<string>(mnemonicWordList);
const mnemonicWords = (text: string) =>
  text
    .split(/[+\s]+/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/**
 * TON's mnemonic → ed25519 key, exactly as @ton/crypto's `mnemonicToPrivateKey` (HMAC-SHA512 of
 * the words, PBKDF2-SHA512 with "TON default seed", 100 000 rounds), but synchronous so the
 * adapter knows its address at start-up.
 */
export function mnemonicKeyPair(words: readonly string[], password = ''): KeyPair {
  const entropy = createHmac('sha512', words.join(' ')).update(password).digest();
  const seed = pbkdf2Sync(entropy, 'TON default seed', 100_000, 64, 'sha512');
  return keyPairFromSeed(seed.subarray(0, 32));
}

/** The key pair of a HOT_WALLET_KEYS `ton=` value (see isTonKeyText). */
export function tonKeyPair(text: string): KeyPair {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return keyPairFromSeed(Buffer.from(text, 'hex'));
  if (/^[0-9a-fA-F]{128}$/.test(text)) return keyPairFromSecretKey(Buffer.from(text, 'hex'));
  if (!isTonKeyText(text)) throw new Error('not 24 TON mnemonic words, nor a hex seed or key');
  return mnemonicKeyPair(mnemonicWords(text));
}

/** The operator wallet of a key, as the basechain contract of the chosen version. */
export function operatorWallet(
  keyPair: KeyPair,
  version: TonWalletVersion = 'v4r2',
  options: { testnet?: boolean } = {},
): OperatorWallet {
  const { publicKey, secretKey } = keyPair;
  const sendMode = SendMode.PAY_GAS_SEPARATELY;
  if (version === 'v5r1') {
    const contract = WalletContractV5R1.create({
      publicKey,
      walletId: { networkGlobalId: options.testnet ? -3 : -239 },
    });
    return {
      version,
      address: contract.address,
      init: contract.init,
      publicKey,
      contract,
      signTransfer: ({ seqno, messages, validUntil }) =>
        contract.createTransfer({ seqno, secretKey, messages, sendMode, timeout: validUntil }),
    };
  }
  const contract = WalletContractV4.create({ workchain: 0, publicKey });
  return {
    version,
    address: contract.address,
    init: contract.init,
    publicKey,
    contract,
    signTransfer: ({ seqno, messages, validUntil }) =>
      contract.createTransfer({ seqno, secretKey, messages, sendMode, timeout: validUntil }),
  };
}
