import { utf8 } from './encoding';
import { FairnessError } from './errors';
import { hmacSha256 } from './sha256';

export interface SeedInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const BYTES_PER_DIGEST = 32;
const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_DIGEST = BYTES_PER_DIGEST / BYTES_PER_FLOAT;

export function assertSeedInput({ serverSeed, clientSeed, nonce }: SeedInput): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) {
    throw new FairnessError('serverSeed must be a non-empty string');
  }
  if (typeof clientSeed !== 'string' || clientSeed.length === 0) {
    throw new FairnessError('clientSeed must be a non-empty string');
  }
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new FairnessError('nonce must be a non-negative integer');
  }
}

/**
 * The digests of rounds 0, 1, 2, …: HMAC-SHA256(key = UTF-8 of the server seed string,
 * message = `${clientSeed}:${nonce}:${round}`). Stake's published `byteGenerator` keys the HMAC
 * with the seed string itself (not its hex-decoded bytes), so third-party verifiers agree.
 */
export function* digestStream(input: SeedInput): Generator<Uint8Array, never> {
  assertSeedInput(input);
  const key = utf8(input.serverSeed);
  for (let round = 0; ; round++) {
    yield hmacSha256(key, utf8(`${input.clientSeed}:${input.nonce}:${round}`));
  }
}

/**
 * Four bytes → b0/256 + b1/256² + b2/256³ + b3/256⁴, summed in that order as Stake's
 * `generateFloats` does; every term and partial sum is exact in a double, so the float is exact.
 */
export function bytesToFloat(bytes: Uint8Array, offset = 0): number {
  let result = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) result += (bytes[offset + i] ?? 0) / 256 ** (i + 1);
  return result;
}

/** The endless stream of floats in [0, 1): eight per digest, digests in round order. */
export function* floatStream(input: SeedInput): Generator<number, never> {
  const digests = digestStream(input);
  for (;;) {
    const digest = digests.next().value;
    for (let offset = 0; offset < BYTES_PER_DIGEST; offset += BYTES_PER_FLOAT) {
      yield bytesToFloat(digest, offset);
    }
  }
}

/** The first `count` floats of the stream (the game's cursor starts at 0). */
export function floats({ count, ...input }: SeedInput & { count: number }): number[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new FairnessError('count must be a non-negative integer');
  }
  const result: number[] = [];
  if (count === 0) {
    assertSeedInput(input);
    return result;
  }
  for (const value of floatStream(input)) {
    result.push(value);
    if (result.length === count) break;
  }
  return result;
}
