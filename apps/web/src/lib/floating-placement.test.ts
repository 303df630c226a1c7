import { describe, expect, it } from 'vitest';
import { candidatePositions, freeSpot, freeSpotShrinking, overlapArea } from './floating-placement';

const screen = { left: 0, top: 60, right: 1440, bottom: 900 };
const panel = { width: 280, height: 400 };

describe('floating panel placement', () => {
  it('measures overlaps', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlapArea(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(25);
    expect(overlapArea(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(0);
  });

  it('opens at the top right when nothing is there', () => {
    expect(freeSpot(panel, screen, [])).toEqual({ x: 1144, y: 76 });
  });

  it('steps around a control (a game toolbar at the top right)', () => {
    const toolbar = { rect: { x: 1100, y: 70, width: 300, height: 40 }, weight: 100 };
    const spot = freeSpot(panel, screen, [toolbar]);
    expect(overlapArea({ ...spot, ...panel }, toolbar.rect)).toBe(0);
    expect(spot.x).toBe(1144);
  });

  it('prefers covering a board to covering a control', () => {
    const window = { rect: { x: 1000, y: 60, width: 440, height: 840 }, weight: 100 };
    const board = { rect: { x: 216, y: 60, width: 784, height: 840 }, weight: 1 };
    const spot = freeSpot(panel, screen, [window, board]);
    expect(overlapArea({ ...spot, ...panel }, window.rect)).toBe(0);
  });

  it('opens shorter where only a shorter panel fits in a free spot', () => {
    const controls = { rect: { x: 0, y: 60, width: 1440, height: 500 }, weight: 100 };
    const fit = freeSpotShrinking({ width: 280, height: 500 }, 240, screen, [controls]);
    expect(fit.height).toBeLessThanOrEqual(900 - 560 - 16);
    expect(fit.height).toBeGreaterThanOrEqual(240);
    expect(fit.point.y).toBeGreaterThanOrEqual(560);
  });

  it('puts a window as wide as a phone flush with the start', () => {
    const phone = { left: 0, top: 60, right: 390, bottom: 784 };
    const xs = new Set(candidatePositions({ width: 374, height: 600 }, phone).map((p) => p.x));
    expect([...xs]).toEqual([0]);
  });
});
