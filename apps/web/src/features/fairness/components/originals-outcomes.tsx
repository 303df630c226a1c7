import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_RARITY_COLOURS,
  caseTable,
  KENO_NUMBERS,
  rouletteColour,
  type CaseId,
} from '@tengu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Keno (issue 6): the 40 numbers with the ten drawn lit, and the draw order. */
export function KenoOutcome({ drawn }: { drawn: readonly number[] }) {
  const order = new Map(drawn.map((n, i) => [n, i + 1]));
  return (
    <div data-testid="verify-result" data-value={drawn.join(',')} className="space-y-3">
      <div className="mx-auto grid max-w-72 grid-cols-8 gap-1" dir="ltr">
        {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => (
          <span
            key={n}
            className={cn(
              'relative flex aspect-square items-center justify-center rounded-md text-xs font-bold tabular-nums',
              order.has(n) ? 'bg-violet-500 text-white' : 'bg-ink-700 text-fog',
            )}
          >
            {n}
            {order.has(n) && (
              <span className="absolute -top-1 -right-1 rounded-full bg-ink-950 px-1 text-[8px] text-gold">
                {order.get(n)}
              </span>
            )}
          </span>
        ))}
      </div>
      <p className="text-center font-mono text-xs text-fog" dir="ltr">
        {drawn.join(' · ')}
      </p>
    </div>
  );
}

/** Roulette (issue 6): the winning pocket in its colour. */
export function RouletteOutcome({ pocket }: { pocket: number }) {
  const colour = rouletteColour(pocket);
  return (
    <div className="flex justify-center">
      <span
        data-testid="verify-result"
        data-value={pocket}
        className={cn(
          'flex size-20 items-center justify-center rounded-full text-3xl font-extrabold text-white ring-4 ring-gold tabular-nums',
          colour === 'red' ? 'bg-rose-600' : colour === 'black' ? 'bg-ink-950' : 'bg-emerald-600',
        )}
      >
        {pocket}
      </span>
    </div>
  );
}

/** Cases (issue 6): the float, and the item and multiplier of the case's row it falls in. */
export function CasesOutcome({ float, caseId }: { float: number; caseId: CaseId }) {
  return (
    <Suspense fallback={<Skeleton className="h-20 w-full" />}>
      <CaseItem float={float} caseId={caseId} />
    </Suspense>
  );
}

function CaseItem({ float, caseId }: { float: number; caseId: CaseId }) {
  const { t } = useTranslation('cases');
  const row = [...caseTable(caseId)].reverse().find((entry) => float >= entry.min);
  if (!row) return null;
  const colour = CASE_RARITY_COLOURS[row.rarity];
  return (
    <div data-testid="verify-result" data-value={row.multiplier} className="space-y-1 text-center">
      <p className="text-3xl font-extrabold tabular-nums" style={{ color: colour }} dir="ltr">
        {row.multiplier}×
      </p>
      <p className="font-semibold text-white">
        {t(`items.${row.item}`)} ·{' '}
        <span style={{ color: colour }}>{t(`rarities.${row.rarity}`)}</span>
      </p>
      <p className="font-mono text-xs text-fog" dir="ltr">
        f = {float}
      </p>
    </div>
  );
}
