import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KENO_NUMBERS, kenoHitChance, kenoTable, type KenoRisk } from '@tengu/shared';
import { cn } from '@/lib/cn';

export interface KenoRoundView {
  id: string;
  drawn: readonly number[];
  picks: readonly number[];
  multiplier: number;
  isWin: boolean;
}

interface KenoBoardProps {
  picks: ReadonlySet<number>;
  risk: KenoRisk;
  round: KenoRoundView | null;
  /** How many of the round's drawn numbers the animation has shown. */
  shown: number;
  onToggle: (n: number) => void;
  isLocked: boolean;
}

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** The 8 × 5 grid of 1–40, the draw revealed one by one, and the payouts for the picks. */
export function KenoBoard({ picks, risk, round, shown, onToggle, isLocked }: KenoBoardProps) {
  const { t } = useTranslation('keno');
  const drawn = new Set(round?.drawn.slice(0, shown) ?? []);
  const isDone = round !== null && shown >= round.drawn.length;
  const hits = round ? round.picks.filter((n) => drawn.has(n)).length : 0;
  const table = picks.size > 0 ? kenoTable(risk, picks.size) : [];

  return (
    <div className="flex w-full max-w-2xl flex-col gap-3" data-testid="keno-board">
      <div className="relative">
        <div className="grid grid-cols-8 gap-1.5 md:gap-2">
          {NUMBERS.map((n) => {
            const isPicked = picks.has(n);
            const isDrawn = drawn.has(n);
            const isHit = isPicked && isDrawn;
            return (
              <button
                key={n}
                type="button"
                data-testid={`keno-tile-${n}`}
                data-state={isHit ? 'hit' : isDrawn ? 'drawn' : isPicked ? 'picked' : 'idle'}
                aria-pressed={isPicked}
                aria-label={t('tile', { n })}
                disabled={isLocked}
                onClick={() => onToggle(n)}
                className={cn(
                  'relative flex aspect-square items-center justify-center rounded-lg text-sm font-extrabold tabular-nums transition-all duration-150 md:text-base',
                  'shadow-[0_4px_0_0_rgb(0_0_0/0.25)] active:translate-y-0.5 disabled:cursor-not-allowed',
                  isHit
                    ? 'scale-105 bg-emerald-400 text-ink-950 shadow-[0_0_18px_rgb(52_211_153/0.55)]'
                    : isDrawn
                      ? 'bg-ink-950 text-rose-400 ring-2 ring-rose-500/40'
                      : isPicked
                        ? 'bg-violet-500 text-white hover:bg-violet-400'
                        : 'bg-ink-600 text-white hover:-translate-y-0.5 hover:bg-ink-500',
                )}
              >
                {isHit && (
                  <Gem aria-hidden="true" className="absolute size-3/5 text-emerald-900/25" />
                )}
                <span className="relative">{n}</span>
              </button>
            );
          })}
        </div>
        {isDone && round && (
          <div
            data-testid="keno-result"
            className={cn(
              'pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-max -translate-y-1/2 rounded-xl border-2 bg-ink-900/95 px-6 py-3 text-center shadow-2xl motion-safe:animate-page-in',
              round.isWin ? 'border-emerald-400' : 'border-ink-500',
            )}
          >
            <p
              className={cn(
                'text-2xl font-extrabold tabular-nums',
                round.isWin ? 'text-emerald-400' : 'text-white',
              )}
              dir="ltr"
            >
              {round.multiplier}×
            </p>
            <p className="text-xs font-semibold text-fog">{t('hits', { count: hits })}</p>
          </div>
        )}
      </div>

      {table.length === 0 ? (
        <p
          className="rounded-lg bg-ink-800 py-3 text-center text-sm text-fog"
          data-testid="keno-prompt"
        >
          {t('prompt')}
        </p>
      ) : (
        <div
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))` }}
          data-testid="keno-payouts"
        >
          {table.map((multiplier, count) => {
            const isReached = isDone && round !== null && count === hits;
            return (
              <div
                key={count}
                title={`${t('hits', { count })} · ${(kenoHitChance(picks.size, count) * 100).toFixed(4)} %`}
                className={cn(
                  'flex flex-col items-center rounded-md px-0.5 py-1.5 text-center transition-colors',
                  isReached
                    ? round.isWin
                      ? 'bg-emerald-500 text-ink-950'
                      : 'bg-ink-500 text-white'
                    : 'bg-ink-800 text-white',
                )}
              >
                <span className="text-[11px] font-bold tabular-nums md:text-xs" dir="ltr">
                  {multiplier}×
                </span>
                <span
                  className="text-[10px] opacity-70 tabular-nums"
                  aria-label={t('hits', { count })}
                >
                  {count}
                </span>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
