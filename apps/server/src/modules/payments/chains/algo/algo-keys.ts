/**
 * Algorand keys (docs/decisions/027-xrp-tron-algorand.md). An Algorand account cannot receive
 * an ASA (USDT) before it has opted in, and only the account itself can sign its opt-in, so
 * deposit addresses are keys the server controls: derived from the hot wallet's 32-byte ed25519
 * seed as HMAC-SHA512(seed, "tengu/algo-deposit/<index>")[0..32]. One secret (the hot wallet's
 * 25-word mnemonic) therefore backs the hot wallet and every deposit address; losing it loses
 * both, and the operator can re-derive any deposit key from it to sweep.
 */
import { createHmac } from 'node:crypto';
import { encodeAddress, mnemonicToSecretKey, seedFromMnemonic } from 'algosdk';
import { ed25519PublicKey } from '../simulator/account-addresses';

export interface AlgoKey {
  address: string;
  /** tweetnacl/algosdk layout: 32-byte seed ‖ 32-byte public key. */
  secretKey: Uint8Array;
}

export function algoKeyFromSeed(seed: Uint8Array): AlgoKey {
  if (seed.length !== 32) throw new Error('an ed25519 seed is 32 bytes');
  const publicKey = ed25519PublicKey(seed);
  const secretKey = new Uint8Array(64);
  secretKey.set(seed, 0);
  secretKey.set(publicKey, 32);
  return { address: encodeAddress(publicKey), secretKey };
}

/** The 32-byte seed of a 25-word Algorand mnemonic (words joined by spaces or `+`). */
export function algoSeedFromMnemonic(mnemonic: string): Uint8Array {
  const words = mnemonic
    .trim()
    .split(/[\s+]+/)
    .join(' ');
  const seed = seedFromMnemonic(words);
  // Round-trip check: the mnemonic's own checksum word is verified by algosdk.
  mnemonicToSecretKey(words);
  return seed;
}

export function algoDepositKey(hotSeed: Uint8Array, index: number): AlgoKey {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new RangeError(`derivation index out of range: ${index}`);
  }
  const digest = createHmac('sha512', hotSeed).update(`tengu/algo-deposit/${index}`).digest();
  return algoKeyFromSeed(new Uint8Array(digest.subarray(0, 32)));
}
