import { describe, expect, it } from 'vitest';
import {
  betAmountSchema,
  diceBetRequestSchema,
  limboBetRequestSchema,
  minesStartRequestSchema,
  plinkoBetRequestSchema,
} from './games';
import { rotateSeedRequestSchema } from './fairness';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('bet request schemas (issue 5)', () => {
  it('accepts amounts ≥ 0 with at most 8 decimals', () => {
    for (const amount of ['0', '1', '12.34', '0.00000001']) {
      expect(ok(betAmountSchema, amount)).toBe(true);
    }
    for (const amount of ['-1', '1.000000001', '', 'abc', '1e3', '.5']) {
      expect(ok(betAmountSchema, amount)).toBe(false);
    }
  });

  it('bounds the dice win chance to 0.01–98 %', () => {
    const dice = (target: number, condition: string) =>
      ok(diceBetRequestSchema, { amount: '1', target, condition });
    expect(dice(2, 'over')).toBe(true);
    expect(dice(99.99, 'over')).toBe(true);
    expect(dice(1.99, 'over')).toBe(false);
    expect(dice(0.01, 'under')).toBe(true);
    expect(dice(98, 'under')).toBe(true);
    expect(dice(98.01, 'under')).toBe(false);
    expect(dice(0, 'under')).toBe(false);
    expect(dice(50.123, 'under')).toBe(false);
  });

  it('bounds limbo targets, plinko boards and mine counts', () => {
    expect(ok(limboBetRequestSchema, { amount: '1', target: 1.01 })).toBe(true);
    expect(ok(limboBetRequestSchema, { amount: '1', target: 1_000_000 })).toBe(true);
    expect(ok(limboBetRequestSchema, { amount: '1', target: 1 })).toBe(false);
    expect(ok(plinkoBetRequestSchema, { amount: '1', rows: 16, risk: 'high' })).toBe(true);
    expect(ok(plinkoBetRequestSchema, { amount: '1', rows: 17, risk: 'high' })).toBe(false);
    expect(ok(plinkoBetRequestSchema, { amount: '1', rows: 8, risk: 'extreme' })).toBe(false);
    expect(ok(minesStartRequestSchema, { amount: '1', mines: 24 })).toBe(true);
    expect(ok(minesStartRequestSchema, { amount: '1', mines: 25 })).toBe(false);
    expect(ok(minesStartRequestSchema, { amount: '1', mines: 0 })).toBe(false);
  });

  it('takes a new client seed of exactly 8 printable characters', () => {
    expect(ok(rotateSeedRequestSchema, { clientSeed: 'abcd1234' })).toBe(true);
    expect(ok(rotateSeedRequestSchema, { clientSeed: 'my-seed!' })).toBe(true);
    expect(ok(rotateSeedRequestSchema, { clientSeed: 'abc' })).toBe(false);
    expect(ok(rotateSeedRequestSchema, { clientSeed: 'abcd 123' })).toBe(false);
    expect(ok(rotateSeedRequestSchema, { clientSeed: 'abcd12345' })).toBe(false);
  });
});
