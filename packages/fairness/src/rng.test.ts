import { describe, expect, it } from 'vitest';
import { bytesToFloat, floats, floatStream } from './rng';
import {
  CLIENT_SEED,
  referenceDigest,
  referenceFloats,
  SERVER_SEED,
} from './testing/node-reference';

describe('floats', () => {
  it('derives the first float from the first four HMAC bytes (known-answer vector)', () => {
    // HMAC-SHA256(key = SERVER_SEED string, "tengu-client:0:0") starts 87 00 65 88.
    expect(referenceDigest(SERVER_SEED, CLIENT_SEED, 0, 0).toString('hex')).toBe(
      '8700658803c1b89f60aae3aa8f5169aab3e4e28d01e35ab215aa675536c678a8',
    );
    const byHand = 0x87 / 256 + 0x00 / 256 ** 2 + 0x65 / 256 ** 3 + 0x88 / 256 ** 4;
    expect(byHand).toBeCloseTo(0.5273498017, 10);
    expect(
      floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0, count: 1 }),
    ).toEqual([byHand]);
  });

  it('continues into later rounds: eight floats per digest, rounds 0, 1, 2 concatenated', () => {
    const count = 20;
    const ours = floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 7, count });
    expect(ours).toHaveLength(count);
    expect(ours).toEqual(referenceFloats(SERVER_SEED, CLIENT_SEED, 7, count));
    const round2 = referenceDigest(SERVER_SEED, CLIENT_SEED, 7, 2);
    expect(ours[16]).toBe(bytesToFloat(round2, 0));
  });

  it('depends on every seed part and the nonce', () => {
    const base = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 1, count: 4 };
    const first = floats(base);
    expect(floats({ ...base, nonce: 2 })).not.toEqual(first);
    expect(floats({ ...base, clientSeed: 'other' })).not.toEqual(first);
    expect(floats({ ...base, serverSeed: `${SERVER_SEED.slice(1)}0` })).not.toEqual(first);
  });

  it('stays in [0, 1)', () => {
    expect(bytesToFloat(Uint8Array.of(0, 0, 0, 0))).toBe(0);
    expect(bytesToFloat(Uint8Array.of(255, 255, 255, 255))).toBe(1 - 2 ** -32);
    const stream = floatStream({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 3 });
    for (let i = 0; i < 500; i++) {
      const f = stream.next().value;
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('rejects bad seeds, nonces and counts with clear messages', () => {
    const ok = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0, count: 1 };
    expect(() => floats({ ...ok, serverSeed: '' })).toThrow(
      'serverSeed must be a non-empty string',
    );
    expect(() => floats({ ...ok, clientSeed: '' })).toThrow(
      'clientSeed must be a non-empty string',
    );
    expect(() => floats({ ...ok, nonce: -1 })).toThrow('nonce must be a non-negative integer');
    expect(() => floats({ ...ok, nonce: 1.5 })).toThrow('nonce must be a non-negative integer');
    expect(() => floats({ ...ok, count: -1 })).toThrow('count must be a non-negative integer');
    expect(floats({ ...ok, count: 0 })).toEqual([]);
  });
});
