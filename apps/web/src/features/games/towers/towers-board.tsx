import { Gem, Skull } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  TOWERS_LAYOUT,
  TOWERS_LEVEL_COUNT,
  towersTable,
  type TowersDifficultyName,
  type TowersGame,
} from '@tengu/shared';
import { cn } from '@/lib/cn';
import type { TowersEnd } from './use-towers-game';

interface TowersBoardProps {
  difficulty: TowersDifficultyName;
  game: TowersGame | null;
  end: TowersEnd | null;
  isBusy: boolean;
  onPick: (column: number) => void;
}

/**
 * The tower, climbed bottom to top: the current level glows and takes a click; cleared levels
 * keep the picked gem; the end (a trap, a cash-out or the top) reveals every level.
 */
export function TowersBoard({ difficulty, game, end, isBusy, onPick }: TowersBoardProps) {
  const { t } = useTranslation('towers');
  const shownDifficulty = game?.difficulty ?? (end && !game ? end.difficulty : difficulty);
  const { columns } = TOWERS_LAYOUT[shownDifficulty];
  const table = towersTable(shownDifficulty);
  const picks = game?.picks ?? end?.picks ?? [];
  const revealed = !game && end ? end.levels : null;
  const current = game ? game.picks.length : -1;
  return (
    <div
      className="flex w-full max-w-md flex-col-reverse gap-1.5 rounded-xl bg-gradient-to-t from-ink-950 to-ink-800 p-2 xs:gap-2 xs:p-3"
      data-testid="towers-board"
      data-difficulty={shownDifficulty}
      dir="ltr"
    >
      {Array.from({ length: TOWERS_LEVEL_COUNT }, (_, level) => {
        const isCurrent = level === current;
        const pick = picks[level];
        const safe = revealed?.[level] ?? [];
        return (
          <div
            key={level}
            data-testid="towers-level"
            data-level={level}
            data-state={isCurrent ? 'current' : level < picks.length ? 'cleared' : 'pending'}
            className={cn(
              'flex items-center gap-1.5 rounded-lg p-1 transition-colors xs:gap-2',
              isCurrent && 'bg-accent-soft ring-1 ring-accent/60',
            )}
          >
            <span
              className={cn(
                'w-16 shrink-0 text-end text-[11px] font-bold tabular-nums xs:w-20 xs:text-xs',
                level < picks.length && !(revealed && pick !== undefined && !safe.includes(pick))
                  ? 'text-emerald-400'
                  : 'text-fog',
              )}
            >
              {(table[level] ?? 0).toFixed(2)}×
            </span>
            <div
              className="grid flex-1 gap-1.5 xs:gap-2"
              style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {Array.from({ length: columns }, (_, column) => {
                const isPicked = pick === column;
                const isSafe = revealed ? safe.includes(column) : isPicked;
                const isTrap = revealed !== null && !safe.includes(column);
                const canClick = isCurrent && !isBusy;
                return (
                  <button
                    key={column}
                    type="button"
                    data-testid="towers-tile"
                    data-column={column}
                    data-state={isSafe ? 'safe' : isTrap ? 'trap' : 'hidden'}
                    aria-label={t('tile', { level: level + 1, column: column + 1 })}
                    disabled={!canClick}
                    onClick={() => onPick(column)}
                    className={cn(
                      'flex h-8 items-center justify-center rounded-md shadow-[0_3px_0_0_rgb(0_0_0/0.35)] transition-all duration-200 xs:h-10',
                      !isSafe && !isTrap && 'bg-ink-600',
                      canClick &&
                        'cursor-pointer bg-ink-500 hover:-translate-y-0.5 hover:bg-accent/70',
                      isSafe && 'bg-emerald-500/20 text-emerald-400 motion-safe:animate-page-in',
                      isTrap && 'bg-red-500/15 text-red-400',
                      revealed && !isPicked && 'opacity-50',
                      revealed && isPicked && isTrap && 'bg-red-500/40 opacity-100',
                      revealed && isPicked && isSafe && 'ring-2 ring-emerald-400',
                    )}
                  >
                    {isSafe && <Gem aria-hidden="true" className="size-4 xs:size-5" />}
                    {isTrap && <Skull aria-hidden="true" className="size-4 xs:size-5" />}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
