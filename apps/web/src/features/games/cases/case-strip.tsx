import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { caseTable, type CaseId, type CaseItem } from '@tengu/shared';
import { CaseTile } from './case-tile';

export interface CaseOpening {
  id: string;
  case: CaseId;
  item: CaseItem;
  multiplier: number;
  isWin: boolean;
}

const TILES = 64;
const WINNER_AT = 54;
const TILE_PX = 112;
const GAP_PX = 8;
const PITCH = TILE_PX + GAP_PX;
const SPIN_MS = 4_200;

/** A filler item drawn by the case's chances (Math.random: decoration only, never the result). */
function fillerRow(id: CaseId) {
  const rows = caseTable(id);
  const f = Math.random();
  return [...rows].reverse().find((row) => f >= row.min) ?? rows[0]!;
}

function stripFor(opening: CaseOpening | null, id: CaseId) {
  const rows = caseTable(opening?.case ?? id);
  const tiles = Array.from({ length: TILES }, () => fillerRow(opening?.case ?? id));
  const winner = opening ? rows.find((row) => row.item === opening.item) : undefined;
  if (winner) tiles[WINNER_AT] = winner;
  return tiles;
}

/**
 * The opening animation (issue 6): a horizontal strip of items that decelerates and stops on the
 * real item under the centre marker. It never blocks input: a new opening restarts it, and
 * `isInstant` jumps straight to the end.
 */
export function CaseStrip({
  opening,
  caseId,
  isInstant,
  onLanded,
}: {
  opening: CaseOpening | null;
  caseId: CaseId;
  isInstant: boolean;
  onLanded: (opening: CaseOpening) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [phase, setPhase] = useState<'rest' | 'armed' | 'spinning' | 'landed'>('rest');
  const tiles = useMemo(() => stripFor(opening, caseId), [opening, caseId]);
  // Where in the winning tile the marker stops, so it does not always land dead centre.
  const jitter = useMemo(() => (opening ? (Math.random() - 0.5) * TILE_PX * 0.7 : 0), [opening]);
  const landedRef = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (!opening) return;
    if (isInstant) {
      setPhase('landed');
      return;
    }
    setPhase('armed');
    // Two frames: the strip first renders at its start, then transitions to the winner.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPhase('spinning'));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [opening, isInstant]);

  useEffect(() => {
    if (!opening || phase === 'rest' || phase === 'armed') return;
    if (landedRef.current === opening.id) return;
    const finish = () => {
      landedRef.current = opening.id;
      setPhase('landed');
      onLanded(opening);
    };
    if (phase === 'landed') return finish();
    const timer = setTimeout(finish, SPIN_MS + 50);
    return () => clearTimeout(timer);
  }, [phase, opening, onLanded]);

  const target = WINNER_AT * PITCH + TILE_PX / 2 + jitter - width / 2;
  const start = 2 * PITCH;
  const offset = opening && phase !== 'armed' ? target : start;
  const transition =
    phase === 'spinning' ? `transform ${SPIN_MS}ms cubic-bezier(0.08, 0.82, 0.17, 1)` : 'none';

  return (
    <div
      ref={viewport}
      dir="ltr"
      data-testid="case-strip"
      data-phase={phase}
      className="relative w-full overflow-hidden rounded-xl border border-ink-700 bg-ink-950 py-4"
    >
      <div
        className="flex will-change-transform"
        style={{ gap: GAP_PX, transform: `translateX(${-offset}px)`, transition }}
      >
        {tiles.map((row, index) => (
          <CaseTile
            key={index}
            item={row.item}
            rarity={row.rarity}
            multiplier={row.multiplier}
            isWinner={phase === 'landed' && index === WINNER_AT && opening !== null}
            className="h-32 w-28"
          />
        ))}
      </div>
      <div className="pointer-events-none absolute inset-y-0 start-0 w-16 bg-gradient-to-r from-ink-950 to-transparent" />
      <div className="pointer-events-none absolute inset-y-0 end-0 w-16 bg-gradient-to-l from-ink-950 to-transparent" />
      <div className="pointer-events-none absolute inset-y-1 left-1/2 w-0.5 -translate-x-1/2 rounded bg-gold shadow-[0_0_12px_rgb(255_197_61/0.9)]" />
    </div>
  );
}
