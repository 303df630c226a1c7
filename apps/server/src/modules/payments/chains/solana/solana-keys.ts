/**
 * Solana keys (docs/decisions/025-solana-adapter.md). ed25519 has no public derivation, so the
 * operator's deposit addresses come from a private seed (SOLANA_DEPOSIT_SEED) by SLIP-0010:
 * `m/44'/501'/<index>'/0'` — the path Phantom, Solflare and the Solana CLI use, so the operator
 * can recover any deposit key from the same seed in a wallet. The server holds this seed: it is
 * needed to sweep deposit accounts to the hot wallet.
 */
import { createHmac } from 'node:crypto';
import { base58 } from '@scure/base';
import { ed25519PublicKey } from '../simulator/account-addresses';

const HARDENED = 0x80000000;

interface Slip10Node {
  key: Uint8Array;
  chainCode: Uint8Array;
}

function hmac(key: Uint8Array | string, data: Uint8Array): Slip10Node {
  const digest = createHmac('sha512', key).update(data).digest();
  return {
    key: new Uint8Array(digest.subarray(0, 32)),
    chainCode: new Uint8Array(digest.subarray(32)),
  };
}

/** SLIP-0010 ed25519 private key at a path of hardened indices (e.g. [44, 501, 3, 0]). */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = hmac('ed25519 seed', seed);
  for (const index of path) {
    const data = new Uint8Array(37);
    data.set(node.key, 1);
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0);
    node = hmac(node.chainCode, data);
  }
  return node.key;
}

/** The 32-byte ed25519 private seed of deposit address `index`: m/44'/501'/index'/0'. */
export function depositPrivateKey(seed: Uint8Array, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED) {
    throw new Error(`deposit index out of range: ${index}`);
  }
  return slip10Ed25519(seed, [44, 501, index, 0]);
}

export function solanaAddressOf(privateKey: Uint8Array): string {
  return base58.encode(ed25519PublicKey(privateKey));
}

/**
 * A hot wallet secret as the Solana CLI and wallets export it: base58 of 64 bytes (private seed ‖
 * public key), or of the 32-byte seed alone. Returns the 32-byte seed; throws when malformed or
 * when the public half does not belong to the seed.
 */
export function parseSolanaSecretKey(text: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text.trim());
  } catch {
    throw new Error('not base58');
  }
  if (bytes.length === 32) return bytes;
  if (bytes.length !== 64) throw new Error('expected a base58 secret key of 64 (or 32) bytes');
  const seed = bytes.slice(0, 32);
  const publicKey = ed25519PublicKey(seed);
  if (!publicKey.every((byte, i) => byte === bytes[32 + i])) {
    throw new Error('the public half of the secret key does not match its private half');
  }
  return seed;
}

/** SOLANA_DEPOSIT_SEED: hex, 16 to 64 bytes (a BIP39 seed is 64). */
export function parseDepositSeed(text: string): Uint8Array {
  const hex = text.trim().replace(/^0x/, '');
  if (!/^([0-9a-fA-F]{2}){16,64}$/.test(hex)) {
    throw new Error('expected 32 to 128 hex digits (a BIP39 seed is 128)');
  }
  return new Uint8Array(Buffer.from(hex, 'hex'));
}
