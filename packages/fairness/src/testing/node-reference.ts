// An independent reference for tests: Node's OpenSSL-backed HMAC and Stake's published float
// formula written out again, so the package's own SHA-256 and stream code are checked, not trusted.
import { createHash, createHmac } from 'node:crypto';

/** Known seed used across the vectors: SHA-256 hex of "tengu-test-server-seed". */
export const SERVER_SEED = 'c8df94ef390c1a2f97461f385f3058215a33f7ffceb0dfa95dc9ee656bfe842a';
export const CLIENT_SEED = 'tengu-client';

export function referenceDigest(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
}

export function referenceFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const d = referenceDigest(serverSeed, clientSeed, nonce, round);
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(d[i]! / 256 + d[i + 1]! / 256 ** 2 + d[i + 2]! / 256 ** 3 + d[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

export function referenceSha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
