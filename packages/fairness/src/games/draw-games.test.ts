import { describe, expect, it } from 'vitest';
import { floats } from '../rng';
import { CLIENT_SEED, SERVER_SEED } from '../testing/node-reference';
import { DOJO_DASH_HAZARDS, dojoDashLanes, type DojoDashDifficulty } from './dojo-dash';
import { kenoDraw } from './keno';
import {
  TOWERS_DIFFICULTIES,
  towersFloatCount,
  towersLevels,
  type TowersDifficulty,
} from './towers';

const seeded = (nonce: number, count: number) =>
  floats({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, count });

describe('kenoDraw', () => {
  it('draws 10 distinct numbers in 1–40 and also returns them sorted', () => {
    const { numbers, drawn } = kenoDraw(seeded(1, 10));
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(numbers).toEqual([...drawn].sort((a, b) => a - b));
  });

  it('maps floats to 1-based numbers: f = 0 draws the lowest remaining', () => {
    expect(kenoDraw(new Array<number>(10).fill(0)).drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('towersLevels', () => {
  it.each(Object.keys(TOWERS_DIFFICULTIES) as TowersDifficulty[])(
    '%s: 9 levels of distinct safe columns',
    (difficulty) => {
      const { columns, safe } = TOWERS_DIFFICULTIES[difficulty];
      const { levels } = towersLevels(difficulty, seeded(2, towersFloatCount(difficulty)));
      expect(levels).toHaveLength(9);
      for (const level of levels) {
        expect(level).toHaveLength(safe);
        expect(new Set(level).size).toBe(safe);
        expect(level.every((c) => c >= 0 && c < columns)).toBe(true);
      }
    },
  );

  it('continues the floats across levels instead of restarting each level', () => {
    // hard: 1 safe of 2 per level, one float each: level i uses float i.
    const f = [0.1, 0.9, 0.2, 0.8, 0.3, 0.7, 0.4, 0.6, 0.5];
    expect(towersLevels('hard', f).levels).toEqual([[0], [1], [0], [1], [0], [1], [0], [1], [1]]);
  });
});

describe('dojoDashLanes', () => {
  it.each(Object.keys(DOJO_DASH_HAZARDS) as DojoDashDifficulty[])(
    '%s: hazard is the lowest of the picks',
    (difficulty) => {
      const { picks, hazard } = dojoDashLanes(difficulty, seeded(3, DOJO_DASH_HAZARDS[difficulty]));
      expect(picks).toHaveLength(DOJO_DASH_HAZARDS[difficulty]);
      expect(new Set(picks).size).toBe(picks.length);
      expect(picks.every((lane) => lane >= 0 && lane <= 19)).toBe(true);
      expect(hazard).toBe(Math.min(...picks));
    },
  );

  it('follows the draw by hand', () => {
    // floor(0.99×20)=19, floor(0.5×19)=9, floor(0×18)=0 → picks 19, 9, 0; hazard 0.
    expect(dojoDashLanes('medium', [0.99, 0.5, 0])).toEqual({ picks: [19, 9, 0], hazard: 0 });
  });
});
