import { Flag, Flame } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dojoDashMaxLanes,
  dojoDashTable,
  type DojoDashDifficultyName,
  type DojoDashGame,
} from '@tengu/shared';
import { cn } from '@/lib/cn';
import type { DojoDashEnd } from './use-dojo-dash-game';

interface DojoDashBoardProps {
  difficulty: DojoDashDifficultyName;
  game: DojoDashGame | null;
  end: DojoDashEnd | null;
  isBusy: boolean;
  onDash: () => void;
}

/** Lane width in rem; the ninja moves by this much per lane (a CSS transform). */
const LANE_REM = 4.5;

/** The ninja: a dark hood, a red tengu headband, glowing eyes. */
function Ninja({ state }: { state: 'idle' | 'hit' | 'won' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative block size-11 rounded-full bg-ink-950 shadow-[0_6px_0_0_rgb(0_0_0/0.4)] ring-2 ring-ink-500',
        state === 'hit' && 'bg-red-900 ring-red-400',
        state === 'won' && 'ring-emerald-400',
      )}
    >
      <span className="absolute inset-x-0 top-3.5 h-2.5 bg-accent" />
      <span className="absolute top-4 left-3 size-1.5 rounded-full bg-white" />
      <span className="absolute top-4 right-3 size-1.5 rounded-full bg-white" />
      <span className="absolute top-3 -right-2 h-1.5 w-3 rotate-12 rounded-full bg-accent" />
    </span>
  );
}

/**
 * The crossing, left to right: a start bank, one lane per step (its multiplier above it), the
 * far bank at 20 − hazards lanes. The ninja dashes by a CSS transform; the track scrolls to keep
 * him in view; the end reveals every hazard. Clicking the next lane dashes too.
 */
export function DojoDashBoard({ difficulty, game, end, isBusy, onDash }: DojoDashBoardProps) {
  const { t } = useTranslation('dojo-dash');
  const shown = game?.difficulty ?? (end ? end.difficulty : difficulty);
  const table = dojoDashTable(shown);
  const max = dojoDashMaxLanes(shown);
  const lanes = game?.lanes ?? end?.lanes ?? 0;
  const hazards = !game && end ? new Set(end.picks) : null;
  const hit = !game && end?.hit === true;
  // Position 0 is the start bank; lane k (0-based) is position k + 1.
  const position = hit ? lanes + 1 : lanes;
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = scroller.current;
    if (!track) return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const left = (position + 0.5) * LANE_REM * rem - track.clientWidth / 2;
    track.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [position]);

  return (
    <div
      ref={scroller}
      className="w-full max-w-3xl overflow-x-auto rounded-xl bg-ink-950 [scrollbar-width:thin]"
      data-testid="dojo-board"
      data-lanes={lanes}
      dir="ltr"
    >
      <div className="relative flex h-56 xs:h-64" style={{ width: `${(max + 2) * LANE_REM}rem` }}>
        {/* The start bank. */}
        <div
          className="flex shrink-0 items-end justify-center bg-emerald-900/40 pb-2 text-[10px] font-bold text-emerald-300 uppercase"
          style={{ width: `${LANE_REM}rem` }}
        >
          {t('start')}
        </div>
        {Array.from({ length: max }, (_, lane) => {
          const isPassed = lane < lanes;
          const isNext = game !== null && lane === lanes;
          const isHazard = hazards?.has(lane) === true;
          const isHit = hit && lane === lanes;
          return (
            <button
              key={lane}
              type="button"
              data-testid="dojo-lane"
              data-lane={lane}
              data-state={isHit ? 'hit' : isHazard ? 'hazard' : isPassed ? 'passed' : 'ahead'}
              aria-label={t('lane', { n: lane + 1, multiplier: (table[lane] ?? 0).toFixed(2) })}
              disabled={!isNext || isBusy}
              onClick={onDash}
              className={cn(
                'relative flex shrink-0 flex-col items-center justify-between border-x border-dashed border-ink-700 py-2 transition-colors',
                lane % 2 === 0 ? 'bg-ink-900' : 'bg-ink-800',
                isPassed && 'bg-emerald-500/10',
                isNext && !isBusy && 'cursor-pointer bg-accent-soft hover:bg-accent/25',
                isHit && 'bg-red-500/30',
              )}
              style={{ width: `${LANE_REM}rem` }}
            >
              <span
                className={cn(
                  'rounded-md px-1.5 py-0.5 text-[11px] font-bold tabular-nums',
                  isPassed ? 'bg-emerald-500 text-ink-950' : 'bg-ink-700 text-fog',
                )}
              >
                {(table[lane] ?? 0).toFixed(2)}×
              </span>
              {isHazard && (
                <Flame
                  aria-hidden="true"
                  className={cn(
                    'size-7 motion-safe:animate-page-in',
                    isHit ? 'text-red-400' : 'text-orange-400/70',
                  )}
                />
              )}
              <span className="text-[10px] text-ink-500">{lane + 1}</span>
            </button>
          );
        })}
        {/* The far bank. */}
        <div
          className="flex shrink-0 flex-col items-center justify-center gap-1 bg-emerald-900/40 text-[10px] font-bold text-emerald-300 uppercase"
          style={{ width: `${LANE_REM}rem` }}
        >
          <Flag aria-hidden="true" className="size-5" />
          {t('finish')}
        </div>
        <span
          data-testid="dojo-ninja"
          className="pointer-events-none absolute top-1/2 left-0 -mt-5 transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{
            transform: `translateX(${(position + 0.5) * LANE_REM - 1.375}rem)`,
          }}
        >
          <Ninja state={hit ? 'hit' : !game && end?.bet.result === 'WIN' ? 'won' : 'idle'} />
        </span>
      </div>
    </div>
  );
}
