import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel, isRedCard } from '@tengu/shared';
import { cn } from '@/lib/cn';

function CardChip({ card, isLarge = false }: { card: string; isLarge?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-md bg-white font-bold tabular-nums shadow',
        isLarge ? 'h-12 w-9 text-sm' : 'h-8 w-7 text-xs',
        isRedCard(card) ? 'text-red-600' : 'text-slate-900',
      )}
    >
      {cardLabel(card)}
    </span>
  );
}

function Labeled({ cards }: { cards: string[] }) {
  const { t } = useTranslation('blackjack');
  const [p1 = '', p2 = '', up = '', hole = '', ...rest] = cards;
  return (
    <div className="space-y-3" dir="ltr">
      <div className="flex justify-center gap-8">
        <div className="flex flex-col items-center gap-1">
          <span className="text-xs text-fog">{t('verify.player')}</span>
          <span className="flex gap-1">
            <CardChip card={p1} isLarge />
            <CardChip card={p2} isLarge />
          </span>
        </div>
        <div className="flex flex-col items-center gap-1">
          <span className="text-xs text-fog">{t('verify.dealer')}</span>
          <span className="flex gap-1">
            <CardChip card={up} isLarge />
            <CardChip card={hole} isLarge />
          </span>
        </div>
      </div>
      <p className="text-center text-xs text-fog">{t('verify.rest')}</p>
      <div className="flex flex-wrap justify-center gap-1">
        {rest.map((card, index) => (
          <CardChip key={index} card={card} />
        ))}
      </div>
    </div>
  );
}

/**
 * Blackjack's verified cards (issue 6): 1–2 the player's, 3 the dealer's up card, 4 the hole
 * card, then the rest in deal order. Its labels live in the lazy `blackjack` namespace.
 */
export function BlackjackOutcome({ cards }: { cards: string[] }) {
  return (
    <div data-testid="verify-result" data-value={cards.join(',')}>
      <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-ink-800" />}>
        <Labeled cards={cards} />
      </Suspense>
    </div>
  );
}
