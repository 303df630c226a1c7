import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { PlayingCard } from './playing-card';
import { dealDelay, type HandOutcome, type TableHand, type TableModel } from './table-model';

const OUTCOME_STYLE: Record<HandOutcome, string> = {
  blackjack: 'bg-amber-400 text-ink-950',
  win: 'bg-emerald-500 text-ink-950',
  push: 'bg-slate-300 text-ink-950',
  lose: 'bg-ink-950/80 text-white',
  bust: 'bg-red-600 text-white',
};

function TotalBadge({ total, testId }: { total: string | null; testId: string }) {
  if (!total) return null;
  return (
    <span
      data-testid={testId}
      className="rounded-full bg-ink-950/70 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums"
    >
      {total}
    </span>
  );
}

function Cards({
  cards,
  seat,
  hand = 0,
}: {
  cards: Array<string | null>;
  seat: 'player' | 'dealer';
  hand?: number;
}) {
  return (
    // Cards overlap left to right whatever the text direction: a drawing, not text.
    <div dir="ltr" className="flex ps-5 xs:ps-6">
      {cards.map((card, index) => (
        <div key={index} className="-ms-5 xs:-ms-6">
          <PlayingCard card={card} delay={dealDelay(seat, index, hand)} />
        </div>
      ))}
    </div>
  );
}

function PlayerHand({
  hand,
  index,
  isActive,
  isSplit,
}: {
  hand: TableHand;
  index: number;
  isActive: boolean;
  isSplit: boolean;
}) {
  const { t } = useTranslation('blackjack');
  const language = currentLanguage();
  return (
    <div
      data-testid="blackjack-hand"
      data-active={isActive}
      data-outcome={hand.outcome ?? ''}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl p-2 transition-[transform,box-shadow,opacity] duration-300',
        isActive && '-translate-y-1 shadow-[0_0_0_2px_var(--color-accent)]',
        isSplit && !isActive && hand.outcome === null && 'opacity-70',
      )}
    >
      <Cards cards={hand.cards} seat="player" hand={index} />
      <div className="flex flex-wrap items-center justify-center gap-1.5">
        <TotalBadge total={hand.total} testId="blackjack-hand-total" />
        {hand.doubled && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
            {t('table.doubled')}
          </span>
        )}
        {hand.outcome && (
          <span
            data-testid="blackjack-hand-outcome"
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-bold',
              OUTCOME_STYLE[hand.outcome],
            )}
          >
            {t(`outcome.${hand.outcome}`)}
          </span>
        )}
      </div>
      {isSplit && (
        <span className="text-xs text-white/80 tabular-nums">
          {t('table.hand', { number: index + 1 })} · ${formatBetAmount(hand.stake, language)}
        </span>
      )}
    </div>
  );
}

function ResultBanner({ model }: { model: TableModel }) {
  const { t } = useTranslation('blackjack');
  if (!model.end) return null;
  const { bet, details } = model.end;
  const language = currentLanguage();
  return (
    <div
      data-testid="blackjack-result"
      data-outcome={details.outcome}
      // In the row between the hands, never over them: the dealer's total and the player's
      // stay readable (issue 14). Clicks pass through to the felt.
      className="pointer-events-none flex justify-center [grid-area:1/1] motion-safe:animate-page-in"
    >
      <div
        className={cn(
          'rounded-2xl border-2 px-5 py-2 text-center shadow-2xl xs:px-6 xs:py-3',
          details.outcome === 'lose'
            ? 'border-ink-500 bg-ink-900'
            : details.outcome === 'push'
              ? 'border-slate-300 bg-ink-900'
              : 'border-emerald-400 bg-ink-900',
        )}
      >
        <p className="text-xl font-black xs:text-2xl">{t(`result.${details.outcome}`)}</p>
        <p className="text-sm font-semibold text-fog tabular-nums" dir="ltr">
          {bet.multiplier.toFixed(2)}× · ${formatBetAmount(bet.payout, language)}
        </p>
      </div>
    </div>
  );
}

/** The felt: the dealer's hand on top, the player's hand(s) below, the rules printed between. */
export function BlackjackTable({ model }: { model: TableModel | null }) {
  const { t } = useTranslation('blackjack');
  const isSplit = (model?.hands.length ?? 0) > 1;
  return (
    <div
      data-testid="blackjack-table"
      className="relative flex min-h-[22rem] w-full flex-col items-center justify-between gap-4 overflow-hidden rounded-[var(--radius-card)] border-4 border-amber-900/60 bg-[radial-gradient(ellipse_at_top,#1d7a4f,#0b3d27_75%)] px-2 py-4 xs:min-h-[26rem] xs:py-6"
    >
      <div className="flex flex-col items-center gap-2" data-testid="blackjack-dealer">
        <span className="text-xs font-semibold tracking-widest text-white/70 uppercase">
          {t('table.dealer')}
        </span>
        {model ? (
          <>
            <Cards cards={model.dealer} seat="dealer" />
            <TotalBadge total={model.dealerTotal} testId="blackjack-dealer-total" />
          </>
        ) : (
          <div className="h-[4.5rem] w-12 rounded-lg border-2 border-dashed border-white/25 xs:h-24 xs:w-16" />
        )}
      </div>

      {/* The rules and the result share one cell, so the result takes their place. */}
      <div className="grid place-items-center">
        <div
          className={cn(
            'pointer-events-none text-center text-[0.7rem] font-semibold tracking-wider text-amber-200/70 uppercase transition-opacity [grid-area:1/1] xs:text-xs',
            model?.end && 'opacity-0',
          )}
        >
          <p>{t('table.pays')}</p>
          <p className="text-white/50">{t('table.rules')}</p>
        </div>
        {model && <ResultBanner model={model} />}
      </div>

      <div
        className={cn('flex w-full justify-center gap-2 xs:gap-8', isSplit && 'items-start')}
        data-testid="blackjack-player"
      >
        {model ? (
          model.hands.map((hand, index) => (
            <PlayerHand
              key={index}
              hand={hand}
              index={index}
              isActive={model.activeHand === index}
              isSplit={isSplit}
            />
          ))
        ) : (
          <div className="flex flex-col items-center gap-2">
            <div className="h-[4.5rem] w-12 rounded-lg border-2 border-dashed border-white/25 xs:h-24 xs:w-16" />
            <span className="text-xs text-white/70">{t('table.placeBet')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
