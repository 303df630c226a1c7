import { CLIENT_SEED_LENGTH } from '@tengu/shared';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 8-character client seed suggestion (spec document 2 section 9). */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CLIENT_SEED_LENGTH));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
