import { describe, expect, it } from 'vitest';
import { expectedLinePay } from './analysis';
import type { Grid } from './grid';
import { evaluateLine, evaluateLines, PAYLINES_20, type LineRules } from './paylines';

// A toy game: 0 wild, 1 scatter (no line pays), 2 and 3 paying symbols.
const W = 0;
const S = 1;
const A = 2;
const B = 3;
const rules: LineRules = {
  lines: PAYLINES_20,
  pays: [
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 10, 50, 200],
    [0, 0, 0, 5, 20, 100],
  ],
  wild: W,
};

describe('evaluateLine', () => {
  it('pays a run from the leftmost reel only', () => {
    expect(evaluateLine([A, A, A, B, B], rules)).toEqual({ symbol: A, count: 3, pay: 10 });
    expect(evaluateLine([B, A, A, A, A], rules)).toBeNull();
  });

  it('lets the wild stand in anywhere, including in front', () => {
    expect(evaluateLine([A, W, A, W, B], rules)).toEqual({ symbol: A, count: 4, pay: 50 });
    expect(evaluateLine([W, W, B, B, B], rules)).toEqual({ symbol: B, count: 5, pay: 100 });
  });

  it('does not let the wild stand in for a scatter, which ends the line', () => {
    expect(evaluateLine([S, W, W, A, A], rules)).toBeNull();
    expect(evaluateLine([A, A, S, A, A], rules)).toBeNull();
  });

  it('pays a wild-only run as the wild when the wild has pays', () => {
    const wildPays: LineRules = { ...rules, pays: [[0, 0, 0, 100, 0, 0], ...rules.pays.slice(1)] };
    expect(evaluateLine([W, W, W, B, A], wildPays)).toEqual({ symbol: W, count: 3, pay: 100 });
    // Four of B with the wilds beats three wilds alone.
    expect(evaluateLine([W, W, W, B, A], rules)).toEqual({ symbol: B, count: 4, pay: 20 });
  });
});

describe('evaluateLines', () => {
  it('reads each line through its rows and reports the winning cells', () => {
    // Middle row A A A; top row B B B B B; the V line (0,1,2,1,0) reads B A W A B.
    const grid: Grid = [
      [B, A, S],
      [B, A, S],
      [B, A, W],
      [B, S, S],
      [B, S, S],
    ];
    const wins = evaluateLines(grid, rules);
    const middle = wins.find((w) => w.line === 0);
    const top = wins.find((w) => w.line === 1);
    expect(middle).toMatchObject({ symbol: A, count: 3, pay: 10 });
    expect(middle?.positions).toEqual([
      { reel: 0, row: 1 },
      { reel: 1, row: 1 },
      { reel: 2, row: 1 },
    ]);
    expect(top).toMatchObject({ symbol: B, count: 5, pay: 100 });
    // Bottom row starts with a scatter: nothing.
    expect(wins.find((w) => w.line === 2)).toBeUndefined();
  });
});

describe('expectedLinePay', () => {
  it('equals the average over every combination of reel stops', () => {
    const strips = [
      [A, B, S, A, W],
      [W, A, B, B],
      [A, S, W, B, A],
      [B, A, W],
      [A, B, A, S],
    ];
    const oneLine: LineRules = { ...rules, lines: [[1, 1, 1, 1, 1]] };
    let total = 0;
    let count = 0;
    const walk = (reel: number, stops: number[]): void => {
      if (reel === strips.length) {
        const grid = stops.map((stop, r) => {
          const strip = strips[r] as number[];
          return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
        });
        total += evaluateLines(grid, oneLine).reduce((sum, w) => sum + w.pay, 0);
        count++;
        return;
      }
      for (let stop = 0; stop < (strips[reel] as number[]).length; stop++)
        walk(reel + 1, [...stops, stop]);
    };
    walk(0, []);
    expect(expectedLinePay(strips, oneLine, 4)).toBeCloseTo(total / count, 12);
  });
});
