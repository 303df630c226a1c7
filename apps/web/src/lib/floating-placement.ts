/**
 * Where a floating panel (Live Stats, a mini-game window) opens: the spot on screen that covers
 * the least of what the player needs (issue 14: Live Stats opened over the game's Fairness button
 * and over a mini-game window's close button). Pure geometry; keep-clear.ts reads the page.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Point, Size {}

/** Something a panel should not cover; `weight` says how much covering one pixel costs. */
export interface Obstacle {
  rect: Rect;
  weight: number;
}

/** The part of the screen a panel may use (below the header, above the phone footer). */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const GAP = 16;
const STEP = 16;

export function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function steps(from: number, to: number): number[] {
  if (to <= from) return [from];
  const out: number[] = [];
  for (let v = from; v < to; v += STEP) out.push(v);
  out.push(to);
  return out;
}

/**
 * Candidate top-left corners, in order of preference: the right edge top to bottom (where such
 * panels are expected), the left edge, then the columns in between from right to left.
 */
export function candidatePositions(size: Size, area: Area): Point[] {
  // Too wide for a margin on both sides (a window on a phone): flush with the start.
  const isTight = area.right - area.left < size.width + 2 * GAP;
  const minX = isTight ? area.left : area.left + GAP;
  const maxX = isTight ? minX : area.right - size.width - GAP;
  const minY = area.top + GAP;
  const maxY = Math.max(minY, area.bottom - size.height - GAP);
  const ys = steps(minY, maxY);
  const columns = [maxX, minX, ...steps(minX, maxX).reverse().slice(1, -1)];
  return [...new Set(columns)].flatMap((x) => ys.map((y) => ({ x, y })));
}

/** The candidate whose box covers the least weighted area; the earliest wins a tie. */
export function freeSpot(size: Size, area: Area, obstacles: readonly Obstacle[]): Point {
  return bestSpot(size, area, obstacles).point;
}

/**
 * For a panel that scrolls inside (Live Stats): its full height where that covers nothing,
 * else the tallest height down to `minHeight` that fits in a free spot, else the full height
 * on the least covered spot.
 */
export function freeSpotShrinking(
  size: Size,
  minHeight: number,
  area: Area,
  obstacles: readonly Obstacle[],
): { point: Point; height: number } {
  const full = bestSpot(size, area, obstacles);
  if (full.cost === 0) return { point: full.point, height: size.height };
  for (let height = size.height - STEP; height >= minHeight; height -= STEP) {
    const spot = bestSpot({ width: size.width, height }, area, obstacles);
    if (spot.cost === 0) return { point: spot.point, height };
  }
  return { point: full.point, height: size.height };
}

function bestSpot(
  size: Size,
  area: Area,
  obstacles: readonly Obstacle[],
): { point: Point; cost: number } {
  let best: Point = { x: Math.max(area.left, area.right - size.width - GAP), y: area.top + GAP };
  let bestCost = Number.POSITIVE_INFINITY;
  for (const point of candidatePositions(size, area)) {
    const box = { ...point, ...size };
    let cost = 0;
    for (const { rect, weight } of obstacles) {
      cost += overlapArea(box, rect) * weight;
      if (cost >= bestCost) break;
    }
    if (cost < bestCost) {
      best = point;
      bestCost = cost;
      if (cost === 0) break;
    }
  }
  return { point: best, cost: bestCost };
}
