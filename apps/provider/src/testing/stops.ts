import type { ReelStrip, Sym } from '#provider/slots/grid';

/** Test helper: the first stop of a strip whose window of `rows` satisfies the predicate. */
export function stopWhere(
  strip: ReelStrip,
  rows: number,
  accepts: (window: Sym[]) => boolean,
): number {
  for (let stop = 0; stop < strip.length; stop++) {
    const window = Array.from(
      { length: rows },
      (_, row) => strip[(stop + row) % strip.length] as Sym,
    );
    if (accepts(window)) return stop;
  }
  throw new Error('no stop shows that window');
}

/** Test helper: one stop per reel, each the first whose window satisfies its predicate. */
export function stopsWhere(
  strips: readonly ReelStrip[],
  rows: number,
  accepts: readonly ((window: Sym[]) => boolean)[],
): number[] {
  return strips.map((strip, reel) => stopWhere(strip, rows, accepts[reel] ?? (() => true)));
}
