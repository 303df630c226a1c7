/**
 * Operator extended public keys (BIP32). Wallets export them with many version prefixes (xpub,
 * tpub, Ltub, zpub, vpub, ...); the prefix only says how the wallet likes to display addresses,
 * so we accept any and decide the address type per network ourselves. Deposit addresses are the
 * external chain of the account key: `<account xpub>/0/<index>` (BIP44/84 layout).
 */
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { createHash } from 'node:crypto';

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
);

/** Parses an extended public key of any version; throws with a readable message when bad. */
export function parseExtendedPublicKey(text: string): HDKey {
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(text.trim());
  } catch {
    throw new Error('not a base58check extended key');
  }
  if (bytes.length !== 78) throw new Error('an extended key is 78 bytes');
  // Key data starts at byte 45: 0x00 then 32 bytes for a private key, 02/03 for a public one.
  if (bytes[45] === 0) throw new Error('expected an extended public key, got a private one');
  const version = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const key = HDKey.fromExtendedKey(text.trim(), { public: version, private: 0 });
  if (key.privateKey) throw new Error('expected a public key, got a private one');
  return key;
}

/** Parses an extended private key (the development key material only). */
export function parseExtendedPrivateKey(text: string): HDKey {
  const bytes = base58check.decode(text.trim());
  const version = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  return HDKey.fromExtendedKey(text.trim(), { public: 0, private: version });
}

/** The compressed public key of deposit address number `index`. */
export function depositPublicKey(accountKey: HDKey, index: number): Uint8Array {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new RangeError(`derivation index out of range: ${index}`);
  }
  const child = accountKey.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derivation produced no public key');
  return child.publicKey;
}
