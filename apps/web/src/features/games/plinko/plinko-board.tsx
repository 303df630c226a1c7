import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ballPosition, BOARD_WIDTH, bucketY, pegs, spacing } from './plinko-geometry';

export interface Ball {
  id: string;
  path: number[];
  bucket: number;
  startedAt: number;
}

interface PlinkoBoardProps<B extends Ball> {
  rows: number;
  multipliers: readonly number[];
  balls: readonly B[];
  onLanded: (ball: B) => void;
}

function bucketColor(index: number, count: number): string {
  const edge = Math.abs(index - (count - 1) / 2) / ((count - 1) / 2);
  if (edge > 0.75) return 'bg-red-500 text-white';
  if (edge > 0.45) return 'bg-orange-500 text-white';
  if (edge > 0.2) return 'bg-amber-400 text-ink-950';
  return 'bg-yellow-300 text-ink-950';
}

/** Pegs, buckets and any number of balls, each following its real path from the server. */
export function PlinkoBoard<B extends Ball>({
  rows,
  multipliers,
  balls,
  onLanded,
}: PlinkoBoardProps<B>) {
  const [now, setNow] = useState(() => performance.now());
  const [lit, setLit] = useState<number | null>(null);
  const landedRef = useRef(new Set<string>());
  const onLandedRef = useRef(onLanded);
  useEffect(() => {
    onLandedRef.current = onLanded;
  }, [onLanded]);

  useEffect(() => {
    if (balls.length === 0) return;
    let frame = requestAnimationFrame(function tick(time) {
      setNow(time);
      for (const ball of balls) {
        if (landedRef.current.has(ball.id)) continue;
        if (ballPosition(ball.path, time - ball.startedAt).isDone) {
          landedRef.current.add(ball.id);
          setLit(ball.bucket);
          onLandedRef.current(ball);
        }
      }
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [balls]);

  const { h } = spacing(rows);
  const height = bucketY(rows) + h * 0.2;
  return (
    <div className="w-full max-w-2xl" dir="ltr" data-testid="plinko-board">
      <svg viewBox={`0 0 ${BOARD_WIDTH} ${height}`} className="w-full">
        {pegs(rows).map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={Math.max(1.6, h * 0.09)} className="fill-white/85" />
        ))}
        {balls.map((ball) => {
          const pos = ballPosition(ball.path, now - ball.startedAt);
          return (
            <circle key={ball.id} cx={pos.x} cy={pos.y} r={h * 0.22} className="fill-accent" />
          );
        })}
      </svg>
      <div className="flex justify-center gap-[0.4%]">
        {multipliers.map((m, i) => (
          <span
            key={`${rows}-${i}`}
            data-testid="plinko-bucket"
            className={cn(
              'flex h-7 min-w-0 flex-1 items-center justify-center rounded-sm text-[9px] font-bold transition-transform xs:text-[11px]',
              bucketColor(i, multipliers.length),
              lit === i && 'translate-y-1',
            )}
            style={{ maxWidth: `${(h / BOARD_WIDTH) * 100}%` }}
          >
            {m >= 100 ? Math.round(m) : m}
          </span>
        ))}
      </div>
    </div>
  );
}
