import { sha256Hex, toHex } from './encoding';

const SERVER_SEED_BYTES = 32;
const CLIENT_SEED_LENGTH = 10;
const CLIENT_SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of 36 are rejected so that every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % CLIENT_SEED_ALPHABET.length);

function randomBytes(length: number): Uint8Array {
  // Web Crypto exists in browsers and in Node ≥ 19 as a global, so no `node:` import is needed.
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** 32 random bytes as 64 lowercase hex characters (ARCHITECTURE.md, Bets and fairness). */
export function generateServerSeed(): string {
  return toHex(randomBytes(SERVER_SEED_BYTES));
}

/** The commitment shown before play: SHA-256 of the seed string's UTF-8 bytes, hex. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** A readable default client seed: 10 characters of [a-z0-9]. */
export function generateClientSeed(): string {
  let seed = '';
  while (seed.length < CLIENT_SEED_LENGTH) {
    for (const byte of randomBytes(CLIENT_SEED_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && seed.length < CLIENT_SEED_LENGTH) {
        seed += CLIENT_SEED_ALPHABET[byte % CLIENT_SEED_ALPHABET.length];
      }
    }
  }
  return seed;
}
