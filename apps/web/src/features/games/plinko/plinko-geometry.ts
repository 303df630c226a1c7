/** Board geometry in SVG units: pegs, ball keyframes, buckets (rows 8–16). */
export const BOARD_WIDTH = 400;
const TOP = 18;

export function spacing(rows: number) {
  const h = BOARD_WIDTH / (rows + 2);
  return { h, v: h * 0.82 };
}

export function pegs(rows: number): { x: number; y: number }[] {
  const { h, v } = spacing(rows);
  const out: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let peg = 0; peg < row + 3; peg++) {
      out.push({ x: BOARD_WIDTH / 2 + (peg - (row + 2) / 2) * h, y: TOP + row * v });
    }
  }
  return out;
}

export function bucketY(rows: number): number {
  return TOP + rows * spacing(rows).v;
}

export function bucketX(rows: number, bucket: number): number {
  return BOARD_WIDTH / 2 + (bucket - rows / 2) * spacing(rows).h;
}

export const STEP_MS = 110;

/**
 * Where a ball following `path` is `elapsed` ms after its drop: on peg k it has taken k steps;
 * between pegs it moves sideways evenly and falls with gravity (ease-in).
 */
export function ballPosition(path: readonly number[], elapsed: number) {
  const rows = path.length;
  const { h, v } = spacing(rows);
  const t = Math.max(0, elapsed / STEP_MS);
  const step = Math.min(rows, Math.floor(t));
  const frac = step >= rows ? 0 : t - step;
  let rights = 0;
  for (let i = 0; i < step; i++) rights += path[i] ?? 0;
  const x0 = BOARD_WIDTH / 2 + (rights - step / 2) * h;
  const dir = (path[step] ?? 0) === 1 ? 1 : -1;
  const x = x0 + (step < rows ? dir * (h / 2) * frac : 0);
  const y = TOP - v * 0.35 + (step + frac * frac) * v;
  return { x, y, isDone: t >= rows };
}
