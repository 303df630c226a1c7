import { Flame, Gem, Skull } from 'lucide-react';
import {
  DOJO_DASH_LANE_COUNT,
  TOWERS_LAYOUT,
  type CoinSideName,
  type DojoDashDifficultyName,
  type TowersDifficultyName,
} from '@tengu/shared';
import { cn } from '@/lib/cn';

/** The Verify tab's drawings of the multi-step games' outcomes (issue 6). */

/** All 20 flips of a coinflip series, in order. */
export function CoinflipOutcome({ outcomes }: { outcomes: CoinSideName[] }) {
  return (
    <ol
      data-testid="verify-result"
      data-value={outcomes.join(',')}
      aria-label={outcomes.join(', ')}
      className="mx-auto grid max-w-xs grid-cols-10 gap-1.5"
      dir="ltr"
    >
      {outcomes.map((side, i) => (
        <li
          key={i}
          title={`${i + 1}: ${side}`}
          className={cn(
            'flex aspect-square items-center justify-center rounded-full text-[10px] font-black',
            side === 'heads' ? 'bg-amber-400 text-amber-950' : 'bg-slate-300 text-slate-900',
          )}
        >
          {side === 'heads' ? 'H' : 'T'}
        </li>
      ))}
    </ol>
  );
}

/** The whole tower, bottom level at the bottom, safe tiles as gems. */
export function TowersOutcome({
  levels,
  difficulty,
}: {
  levels: number[][];
  difficulty: TowersDifficultyName;
}) {
  const { columns } = TOWERS_LAYOUT[difficulty];
  return (
    <div
      data-testid="verify-result"
      data-value={levels.map((l) => l.join('')).join('|')}
      className="mx-auto flex w-48 flex-col-reverse gap-1"
      dir="ltr"
    >
      {levels.map((safe, level) => (
        <div
          key={level}
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: columns }, (_, column) => (
            <span
              key={column}
              className={cn(
                'flex h-6 items-center justify-center rounded',
                safe.includes(column)
                  ? 'bg-ink-600 text-emerald-400'
                  : 'bg-red-500/20 text-red-400',
              )}
            >
              {safe.includes(column) ? (
                <Gem className="size-3.5" />
              ) : (
                <Skull className="size-3.5" />
              )}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Lanes 1–20 with the hazards; the first one the ninja meets is outlined. */
export function DojoDashOutcome({
  picks,
  hazard,
}: {
  picks: number[];
  hazard: number;
  difficulty: DojoDashDifficultyName;
}) {
  const hazards = new Set(picks);
  return (
    <div
      data-testid="verify-result"
      data-value={`${hazard}:${picks.join(',')}`}
      className="mx-auto grid max-w-xs grid-cols-10 gap-1"
      dir="ltr"
    >
      {Array.from({ length: DOJO_DASH_LANE_COUNT }, (_, lane) => (
        <span
          key={lane}
          title={String(lane + 1)}
          className={cn(
            'flex h-8 flex-col items-center justify-center rounded text-[9px] text-fog',
            hazards.has(lane) ? 'bg-red-500/20 text-red-300' : 'bg-ink-600',
            lane === hazard && 'ring-2 ring-red-400',
          )}
        >
          {hazards.has(lane) ? <Flame className="size-3.5" /> : lane + 1}
        </span>
      ))}
    </div>
  );
}
