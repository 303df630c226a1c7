// SHA-256 and HMAC-SHA256 from @noble/hashes (audited, synchronous, the same code in the browser
// and on the server; ARCHITECTURE.md, Stack). Wrapped here so the rest of the package depends on
// two plain functions.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const nobleHmacSha256: HmacSha256 = (key, message) => hmac(nobleSha256, key, message);
let hmacImplementation: HmacSha256 = nobleHmacSha256;

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmacImplementation(key, message);
}

/**
 * The server hands in the platform's native HMAC-SHA256 (node:crypto, a third of the time per
 * bet; issue 24); the browser verifier keeps the library's. Same function, same digests: the
 * server checks that before it switches (`useHmacSha256` refuses one that disagrees).
 */
export function useHmacSha256(implementation: HmacSha256): void {
  const key = new TextEncoder().encode('tengu-fairness-self-check');
  for (let length = 0; length <= 130; length += 13) {
    const message = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
    const expected = nobleHmacSha256(key, message);
    const actual = implementation(key, message);
    if (actual.length !== expected.length || actual.some((byte, i) => byte !== expected[i])) {
      throw new Error('this HMAC-SHA256 does not agree with the reference implementation');
    }
  }
  hmacImplementation = implementation;
}
