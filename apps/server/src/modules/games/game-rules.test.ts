import { describe, expect, it } from 'vitest';
import { diceChanceHundredths, diceMultiplierE4, diceRound } from './dice/dice.service';
import { limboMultiplierE4, limboRound } from './limbo/limbo.service';
import { plinkoRound } from './plinko/plinko.service';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'client01', nonce: 7 };

describe('dice rules (issue 5: multiplier 99 ÷ chance)', () => {
  it('derives the chance from target and condition', () => {
    expect(diceChanceHundredths({ target: 50.5, condition: 'over' })).toBe(4_950n);
    expect(diceChanceHundredths({ target: 0.01, condition: 'under' })).toBe(1n);
    expect(diceChanceHundredths({ target: 2, condition: 'over' })).toBe(9_800n);
  });

  it('pays 99 ÷ chance, four decimals rounded down', () => {
    expect(diceMultiplierE4({ target: 50, condition: 'over' })).toBe(19_800n);
    expect(diceMultiplierE4({ target: 0.01, condition: 'under' })).toBe(99_000_000n);
    expect(diceMultiplierE4({ target: 98, condition: 'under' })).toBe(10_102n);
    expect(diceMultiplierE4({ target: 33.33, condition: 'under' })).toBe(29_702n);
  });

  it('wins strictly beyond the target and pays nothing on a loss', () => {
    const round = diceRound({ target: 50, condition: 'over' }, seeds);
    const roll = round.details['roll'] as number;
    expect(round.isWin).toBe(roll > 50);
    expect(round.multiplierE4).toBe(round.isWin ? 19_800n : 0n);
  });
});

describe('limbo and plinko rules', () => {
  it('limbo pays the target exactly when the result reaches it', () => {
    expect(limboMultiplierE4(1.01)).toBe(10_100n);
    expect(limboMultiplierE4(1_000_000)).toBe(10_000_000_000n);
    const round = limboRound(1.5, seeds);
    expect(round.isWin).toBe((round.details['result'] as number) >= 1.5);
  });

  it('plinko pays the bucket of the path', () => {
    const round = plinkoRound({ rows: 8, risk: 'low' }, seeds);
    const path = round.details['path'] as number[];
    expect(path).toHaveLength(8);
    expect(round.details['bucket']).toBe(path.reduce((a, b) => a + b, 0));
  });
});
