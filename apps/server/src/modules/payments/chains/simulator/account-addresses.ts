/**
 * Address formats of the account-based chains the simulator stands in for (SOL, TRON, XRP, TON,
 * ALGO): encoding for development addresses and validation of withdrawal recipients, with
 * @scure/base codecs and each chain's published format:
 * - Solana: base58 of a 32-byte ed25519 public key.
 * - TRON: base58check(0x41 ‖ last 20 bytes of keccak256(uncompressed secp256k1 key)).
 * - XRP: base58check in the XRP alphabet of 0x00 ‖ RIPEMD160(SHA256(key)); destination tag u32.
 * - TON: user-friendly base64/base64url of flags ‖ workchain ‖ 32-byte hash ‖ CRC16-XModem, or
 *   raw `<workchain>:<64 hex>`; memo is free text.
 * - Algorand: base32 (no padding) of the 32-byte key ‖ last 4 bytes of SHA-512/256(key).
 */
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { base32nopad, base58, base58xrp, base64, base64url } from '@scure/base';
import { p2pkh } from '@scure/btc-signer';
import { keccak256 } from 'viem';
import { decompressPublicKey } from '../secp256k1-point';

export type AccountNetworkId = 'sol' | 'tron' | 'xrp' | 'ton' | 'algo';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const sha256d = (data: Uint8Array) => sha256(sha256(data));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

function check4(payload: Uint8Array) {
  return sha256d(payload).subarray(0, 4);
}

/** ed25519 public key of a 32-byte private seed (node:crypto, no extra dependency). */
export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: Buffer.from(seed).toString('base64url'), x: '' },
    format: 'jwk',
  });
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return new Uint8Array(Buffer.from(jwk.x!, 'base64url'));
}

export const solanaAddress = (publicKey: Uint8Array) => base58.encode(publicKey);

export function tronAddress(compressedSecp256k1: Uint8Array): string {
  const uncompressed = decompressPublicKey(compressedSecp256k1);
  const hash = Buffer.from(keccak256(uncompressed.subarray(1)).slice(2), 'hex').subarray(12);
  const payload = concat(Uint8Array.of(0x41), hash);
  return base58.encode(concat(payload, check4(payload)));
}

export function xrpAddress(compressedSecp256k1: Uint8Array): string {
  const payload = concat(Uint8Array.of(0x00), p2pkh(compressedSecp256k1).hash!);
  return base58xrp.encode(concat(payload, check4(payload)));
}

function crc16xmodem(data: Uint8Array): Uint8Array {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return Uint8Array.of(crc >> 8, crc & 0xff);
}

/** Bounceable mainnet user-friendly address of a basechain account hash. */
export function tonAddress(accountHash: Uint8Array): string {
  const body = concat(Uint8Array.of(0x11, 0x00), accountHash);
  return base64url.encode(concat(body, crc16xmodem(body)));
}

const sha512_256 = (data: Uint8Array) =>
  new Uint8Array(createHash('sha512-256').update(data).digest());

export function algorandAddress(publicKey: Uint8Array): string {
  return base32nopad.encode(concat(publicKey, sha512_256(publicKey).subarray(28)));
}

function tryDecode(decode: () => Uint8Array): Uint8Array | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

function base58checkPayload(
  codec: { decode(text: string): Uint8Array },
  address: string,
): Uint8Array | null {
  const bytes = tryDecode(() => codec.decode(address));
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, -4);
  return equal(bytes.subarray(-4), check4(payload)) ? payload : null;
}

function isTonAddress(address: string): boolean {
  if (/^-?\d+:[0-9a-fA-F]{64}$/.test(address)) return /^(0|-1):/.test(address);
  if (address.length !== 48) return false;
  const bytes = tryDecode(() =>
    /[-_]/.test(address) ? base64url.decode(address) : base64.decode(address),
  );
  if (!bytes || bytes.length !== 36) return false;
  const flags = bytes[0]! & 0x3f; // bit 7 marks a testnet address, still well-formed
  const workchain = bytes[1]!;
  return (
    (flags === 0x11 || flags === 0x51) &&
    (workchain === 0x00 || workchain === 0xff) &&
    equal(bytes.subarray(34), crc16xmodem(bytes.subarray(0, 34)))
  );
}

/** Whether `address` (and `tag`) can receive on the network; the reason when not. */
export function validateAccountAddress(
  network: AccountNetworkId,
  address: string,
  tag?: string,
): { valid: true } | { valid: false; reason: string } {
  const text = address.trim();
  switch (network) {
    case 'sol': {
      const bytes = tryDecode(() => base58.decode(text));
      return bytes?.length === 32
        ? { valid: true }
        : { valid: false, reason: 'Invalid Solana address' };
    }
    case 'tron': {
      const payload = base58checkPayload(base58, text);
      return payload?.length === 21 && payload[0] === 0x41
        ? { valid: true }
        : { valid: false, reason: 'Invalid Tron address' };
    }
    case 'xrp': {
      const payload = base58checkPayload(base58xrp, text);
      if (!(payload?.length === 21 && payload[0] === 0x00)) {
        return { valid: false, reason: 'Invalid XRP address' };
      }
      if (
        tag !== undefined &&
        tag !== '' &&
        !(/^\d{1,10}$/.test(tag) && Number(tag) <= 0xffffffff)
      ) {
        return {
          valid: false,
          reason: 'The destination tag must be a whole number up to 4294967295',
        };
      }
      return { valid: true };
    }
    case 'ton': {
      if (!isTonAddress(text)) return { valid: false, reason: 'Invalid TON address' };
      if (tag !== undefined && Buffer.byteLength(tag) > 120) {
        return { valid: false, reason: 'The memo may be at most 120 bytes' };
      }
      return { valid: true };
    }
    case 'algo': {
      const bytes = text.length === 58 ? tryDecode(() => base32nopad.decode(text)) : null;
      return bytes?.length === 36 &&
        equal(bytes.subarray(32), sha512_256(bytes.subarray(0, 32)).subarray(28))
        ? { valid: true }
        : { valid: false, reason: 'Invalid Algorand address' };
    }
  }
}
