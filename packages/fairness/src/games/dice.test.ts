import { describe, expect, it } from 'vitest';
import { floats } from '../rng';
import { CLIENT_SEED, referenceFloats, SERVER_SEED } from '../testing/node-reference';
import { diceRoll, isDiceWin, isLimboWin, limboResult } from './dice';

const MAX_FLOAT = 1 - 2 ** -32;

describe('diceRoll', () => {
  it('maps the known-answer floats by floor(f × 10001) / 100', () => {
    // nonce 0: f = 0.52734980… → 5274.02… → 52.74; nonce 1: f = 0.26681515… → 2668.41… → 26.68.
    const [f0] = referenceFloats(SERVER_SEED, CLIENT_SEED, 0, 1);
    const [f1] = referenceFloats(SERVER_SEED, CLIENT_SEED, 1, 1);
    expect(diceRoll(f0!)).toBe(52.74);
    expect(diceRoll(f1!)).toBe(26.68);
  });

  it('spans exactly 0.00 … 100.00', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(0.5)).toBe(50);
    expect(diceRoll(MAX_FLOAT)).toBe(100);
    for (const f of floats({
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 9,
      count: 400,
    })) {
      const roll = diceRoll(f);
      expect(roll).toBeGreaterThanOrEqual(0);
      expect(roll).toBeLessThanOrEqual(100);
      expect(Math.round(roll * 100) / 100).toBe(roll);
    }
  });

  it('decides wins strictly over or under the target', () => {
    expect(isDiceWin(50.01, { target: 50, condition: 'over' })).toBe(true);
    expect(isDiceWin(50, { target: 50, condition: 'over' })).toBe(false);
    expect(isDiceWin(49.99, { target: 50, condition: 'under' })).toBe(true);
    expect(isDiceWin(50, { target: 50, condition: 'under' })).toBe(false);
  });
});

describe('limboResult', () => {
  it('maps the known-answer float through 2^24 / (floor(f × 2^24) + 1) × 0.99', () => {
    // floor(f × 2^24) is the first three bytes 87 00 65 = 8847461; 16777216 / 8847462 × 0.99 = 1.8773…
    const [f0] = referenceFloats(SERVER_SEED, CLIENT_SEED, 0, 1);
    expect(Math.floor(f0! * 2 ** 24)).toBe(0x870065);
    expect(limboResult(f0!)).toBe(1.87);
  });

  it('pays the top multiplier at f = 0 and never goes below 1', () => {
    expect(limboResult(0)).toBe(16609443.84); // 16777216 × 0.99
    expect(limboResult(0.5)).toBe(1.97); // 16777216 / 8388609 × 0.99 = 1.97999976…
    expect(limboResult(MAX_FLOAT)).toBe(1); // 0.99 raised to 1
    for (const f of floats({
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 10,
      count: 400,
    })) {
      expect(limboResult(f)).toBeGreaterThanOrEqual(1);
    }
  });

  it('wins when the result reaches the target', () => {
    expect(isLimboWin(2, 2)).toBe(true);
    expect(isLimboWin(1.99, 2)).toBe(false);
  });
});
