/**
 * secp256k1 public key (de)compression, the one curve operation the address derivations need
 * beyond what @scure/bip32 gives (it yields compressed keys; EVM and TRON hash the uncompressed
 * form). y² = x³ + 7 over p, and p ≡ 3 (mod 4), so √a = a^((p+1)/4).
 */
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % P;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
const to32Bytes = (n: bigint) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex');

/** 33-byte compressed key → 65-byte uncompressed key (0x04 ‖ x ‖ y). */
export function decompressPublicKey(compressed: Uint8Array): Uint8Array {
  if (compressed.length !== 33 || (compressed[0] !== 2 && compressed[0] !== 3)) {
    throw new Error('expected a 33-byte compressed secp256k1 public key');
  }
  const x = toBigInt(compressed.subarray(1));
  let y = modPow((modPow(x, 3n) + 7n) % P, (P + 1n) / 4n);
  if ((y & 1n) !== BigInt(compressed[0]! & 1)) y = P - y;
  return Uint8Array.from([4, ...to32Bytes(x), ...to32Bytes(y)]);
}

/** 65-byte uncompressed key → 33-byte compressed key. */
export function compressPublicKey(uncompressed: Uint8Array): Uint8Array {
  if (uncompressed.length !== 65 || uncompressed[0] !== 4) {
    throw new Error('expected a 65-byte uncompressed secp256k1 public key');
  }
  return Uint8Array.from([(uncompressed[64]! & 1) === 1 ? 3 : 2, ...uncompressed.subarray(1, 33)]);
}
