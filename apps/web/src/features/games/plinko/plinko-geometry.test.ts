import { describe, expect, it } from 'vitest';
import { ballPosition, bucketX, STEP_MS } from './plinko-geometry';

describe('plinko ball path', () => {
  it('ends above the bucket the path counts', () => {
    const path = [1, 1, 0, 1, 0, 0, 1, 1];
    const end = ballPosition(path, STEP_MS * path.length);
    expect(end.isDone).toBe(true);
    expect(end.x).toBeCloseTo(bucketX(8, 5));
  });

  it('starts in the middle and moves one half-spacing per row', () => {
    const start = ballPosition([0, 0, 0, 0, 0, 0, 0, 0], 0);
    expect(start.x).toBeCloseTo(200);
    expect(ballPosition([0, 0, 0, 0, 0, 0, 0, 0], STEP_MS * 8).x).toBeCloseTo(bucketX(8, 0));
  });
});
