import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel, isRedCard, type BetRecord, type BlackjackBetDetails } from '@tengu/shared';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

function CardRow({ cards }: { cards: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1" dir="ltr">
      {cards.map((card, index) => (
        <span
          key={index}
          className={cn(
            'inline-flex h-9 w-7 items-center justify-center rounded bg-white text-xs font-bold shadow',
            isRedCard(card) ? 'text-red-600' : 'text-slate-900',
          )}
        >
          {cardLabel(card)}
        </span>
      ))}
    </span>
  );
}

function isBlackjackDetails(details: Record<string, unknown>): boolean {
  return Array.isArray(details['hands']) && typeof details['dealer'] === 'object';
}

function Hands({ details }: { details: BlackjackBetDetails }) {
  const { t } = useTranslation('blackjack');
  const language = currentLanguage();
  const money = (amount: string) => `$${formatBetAmount(amount, language)}`;
  const isSplit = details.hands.length > 1;
  return (
    <div className="space-y-2 rounded-[var(--radius-control)] bg-emerald-950/60 p-3 text-sm">
      <p className="text-center font-bold" data-testid="bet-detail-blackjack-outcome">
        {t(`result.${details.outcome}`)}
      </p>
      <div className="flex items-center justify-between gap-3">
        <span className="text-fog">
          {t('detail.dealer')} · <b className="text-white tabular-nums">{details.dealer.total}</b>
        </span>
        <CardRow cards={details.dealer.cards} />
      </div>
      {details.hands.map((hand, index) => (
        <div key={index} className="flex items-center justify-between gap-3">
          <span className="text-fog">
            {isSplit ? t('detail.hand', { number: index + 1 }) : t('verify.player')} ·{' '}
            <b className="text-white tabular-nums">{hand.total}</b> · {t(`outcome.${hand.outcome}`)}
            {hand.doubled && ` · ${t('table.doubled')}`}
            <span className="block text-xs tabular-nums" dir="ltr">
              {money(hand.stake)} → {money(hand.payout)}
            </span>
          </span>
          <CardRow cards={hand.cards} />
        </div>
      ))}
      {details.insurance && (
        <p className="text-xs text-fog">
          {details.insurance.taken
            ? t('detail.insuranceTaken', {
                stake: money(details.insurance.stake),
                payout: money(details.insurance.payout),
              })
            : t('detail.insuranceDeclined')}
        </p>
      )}
    </div>
  );
}

/** A blackjack bet's hands in the Bet tab (issue 6: "bet detail (show the hands)"). */
export function BlackjackBetHands({ bet }: { bet: BetRecord }) {
  if (!isBlackjackDetails(bet.details)) return null;
  return (
    <div data-testid="bet-detail-blackjack">
      <Suspense fallback={<div className="h-24 animate-pulse rounded-md bg-ink-900" />}>
        <Hands details={bet.details as unknown as BlackjackBetDetails} />
      </Suspense>
    </div>
  );
}
