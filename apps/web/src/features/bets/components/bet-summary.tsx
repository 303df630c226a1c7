import type { BetRecord } from '@tengu/shared';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/localized-link';
import { betResultText } from './bet-result-text';
import { BlackjackBetHands } from './blackjack-bet-hands';

/** The Bet tab: game, amounts, multiplier, result, date and a share link. */
export function BetSummary({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('games');
  const { localize } = useLocalizedPath();
  const language = currentLanguage();
  // A provider round (game `slots`) is shared on its own game's page.
  const slug = bet.game === 'slots' ? String(bet.details['game_slug'] ?? bet.game) : bet.game;
  const shareUrl = `${window.location.origin}${localize(`/casino/game/${slug}`)}?bet=${bet.id}`;
  const rows: [string, string][] = [
    [t('betDetail.player'), bet.username ?? t('tables.hidden')],
    [t('tables.amount'), `$${formatBetAmount(bet.amount, language)}`],
    [t('tables.multiplier'), `${bet.multiplier.toFixed(4)}×`],
    [t('tables.payout'), `$${formatBetAmount(bet.payout, language)}`],
    [t('betDetail.outcome'), betResultText(bet)],
    [
      t('betDetail.date'),
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(bet.created_at),
      ),
    ],
  ];
  return (
    <div className="space-y-4" data-testid="bet-summary">
      <p
        data-testid="bet-detail-result"
        className={cn(
          'rounded-[var(--radius-control)] py-3 text-center text-2xl font-black',
          bet.result === 'WIN' ? 'bg-emerald-500/15 text-emerald-400' : 'bg-ink-900 text-fog',
        )}
      >
        {bet.result === 'WIN' ? t('betDetail.win') : t('betDetail.loss')}
      </p>
      {bet.game === 'blackjack' && <BlackjackBetHands bet={bet} />}
      <dl className="divide-y divide-ink-700 rounded-[var(--radius-control)] bg-ink-900 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-fog">{label}</dt>
            <dd className="truncate font-semibold tabular-nums" dir="ltr">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        data-testid="bet-share"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(shareUrl)
            .then(() => toast.success(t('common.copied')))
        }
        className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] bg-ink-600 py-2.5 text-sm font-semibold hover:bg-ink-500"
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('betDetail.share')}
      </button>
    </div>
  );
}
