import { WHEEL_SEGMENTS } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { segmentOfDraw } from './signup-wheel.service';
import { createWheelTokens } from './wheel-token';

const prize = {
  id: '6f1c1f3e-8a7b-4c55-9d39-2b1f0f6f3c11',
  segmentIndex: 4,
  prize: 500_000_000n,
  expiresAt: new Date('2026-11-27T10:00:00Z'),
};
const now = new Date('2026-11-26T10:00:00Z');

describe('wheel tokens', () => {
  const tokens = createWheelTokens('unit-test-secret-0123456789abcdef');

  it('carries the prize and its id', () => {
    expect(tokens.verify(tokens.sign(prize), now)).toEqual(prize);
  });

  it('refuses an altered payload or signature, another secret, and an expired token', () => {
    const token = tokens.sign(prize);
    const [payload = '', signature = ''] = token.split('.');
    const richer = Buffer.from(
      JSON.stringify({ v: 1, id: prize.id, i: 9, prize: '10000000000000', exp: 1_900_000_000_000 }),
    ).toString('base64url');
    expect(tokens.verify(`${richer}.${signature}`, now)).toBeNull();
    expect(tokens.verify(`${payload}.${signature.slice(0, -2)}AA`, now)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}.x`, now)).toBeNull();
    expect(tokens.verify('garbage', now)).toBeNull();
    expect(createWheelTokens('another-secret-0123456789abcdef!!').verify(token, now)).toBeNull();
    expect(tokens.verify(token, new Date('2026-11-27T10:00:01Z'))).toBeNull();
  });
});

describe('wheel odds', () => {
  it('has 15 segments whose odds sum to one million, the 1 BTC top prize at one in a million', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(15);
    expect(WHEEL_SEGMENTS.reduce((sum, s) => sum + s.oddsPpm, 0)).toBe(1_000_000);
    const btc = WHEEL_SEGMENTS.findIndex((s) => s.displayType === 'btc');
    expect(WHEEL_SEGMENTS[btc]).toMatchObject({ displayValue: '1', oddsPpm: 1 });
    // Every draw maps to the segment whose share of [0, 10⁶) it falls in.
    const hits = new Array<number>(15).fill(0);
    for (let draw = 0; draw < 1_000_000; draw += 1) hits[segmentOfDraw(draw)]! += 1;
    expect(hits).toEqual(WHEEL_SEGMENTS.map((s) => s.oddsPpm));
  });
});
