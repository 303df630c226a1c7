// SHA-256 and HMAC-SHA256 from @noble/hashes (audited, synchronous, the same code in the browser
// and on the server; ARCHITECTURE.md, Stack). Wrapped here so the rest of the package depends on
// two plain functions.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}
