import { useTranslation } from 'react-i18next';
import { COINFLIP_SERIES_LENGTH, coinflipMultiplier, type CoinSideName } from '@tengu/shared';
import { cn } from '@/lib/cn';

/**
 * The series row: one slot per flip of the 20, each with the multiplier a cash-out after it
 * pays; played flips show their side, a lost flip turns red.
 */
export function CoinflipSeries({
  flips,
  lostAt,
}: {
  flips: CoinSideName[];
  lostAt: number | null;
}) {
  const { t } = useTranslation('coinflip');
  return (
    <ol
      className="flex w-full max-w-2xl snap-x gap-1.5 overflow-x-auto pb-1"
      aria-label={t('series')}
      data-testid="coinflip-series"
      dir="ltr"
    >
      {Array.from({ length: COINFLIP_SERIES_LENGTH }, (_, i) => {
        const side = flips[i];
        const isLost = lostAt === i;
        return (
          <li
            key={i}
            data-testid="coinflip-slot"
            data-state={side ? (isLost ? 'lost' : side) : 'pending'}
            className={cn(
              'flex w-14 shrink-0 snap-start flex-col items-center gap-1 rounded-md p-1.5 text-[11px] tabular-nums',
              side ? 'bg-ink-700' : 'bg-ink-950/60 text-fog',
              isLost && 'bg-red-500/25 text-red-200',
            )}
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-[10px] font-black motion-safe:animate-page-in',
                side === 'heads' && 'bg-amber-400 text-amber-950',
                side === 'tails' && 'bg-slate-300 text-slate-900',
                !side && 'border border-dashed border-ink-500',
              )}
              aria-label={side ? t(side) : t('flipN', { n: i + 1 })}
            >
              {side ? (side === 'heads' ? t('headsShort') : t('tailsShort')) : i + 1}
            </span>
            <span>{coinflipMultiplier(i + 1).toFixed(2)}×</span>
          </li>
        );
      })}
    </ol>
  );
}
