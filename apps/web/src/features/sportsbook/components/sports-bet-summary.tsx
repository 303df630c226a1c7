import type { BetRecord } from '@tengu/shared';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { LocalizedLink } from '@/lib/localized-link';
import { useOddsText } from '../hooks/use-odds-text';
import { sportsDetailsOf } from '../model/bet-record-details';
import { myBetsPath } from '../model/sports-paths';
import { BetLegs } from './bet-legs';

/**
 * The bet detail modal's Bet tab for a sports bet (spec document 1 section 2): kind, stake,
 * odds, legs with their results, payout, and a link to the Sports page.
 */
export function SportsBetSummary({ bet, onNavigate }: { bet: BetRecord; onNavigate: () => void }) {
  const { t } = useTranslation('sportsbook');
  const { t: tGames } = useTranslation('games');
  const oddsText = useOddsText();
  const language = currentLanguage();
  const details = sportsDetailsOf(bet.details);
  const kind = details
    ? details.kind === 'single'
      ? t('myBets.single')
      : t('myBets.multiLegs', { count: details.legs.length })
    : t('summary.title');
  const rows: [string, string][] = [
    [t('summary.kind'), kind],
    [tGames('tables.amount'), `$${formatBetAmount(bet.amount, language)}`],
    ...(details ? [[t('myBets.odds'), oddsText(details.totalOdds)] as [string, string]] : []),
    [tGames('tables.payout'), `$${formatBetAmount(bet.payout, language)}`],
    [
      tGames('betDetail.date'),
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(bet.created_at),
      ),
    ],
  ];
  return (
    <div className="space-y-4" data-testid="sports-bet-summary">
      <p
        data-testid="bet-detail-result"
        className={cn(
          'rounded-[var(--radius-control)] py-3 text-center text-2xl font-black',
          bet.result === 'WIN' ? 'bg-emerald-500/15 text-emerald-400' : 'bg-ink-900 text-fog',
        )}
      >
        {details?.status === 'cashed_out'
          ? t('myBets.betStatus.cashed_out')
          : bet.result === 'WIN'
            ? tGames('betDetail.win')
            : tGames('betDetail.loss')}
      </p>
      <dl className="divide-y divide-ink-700 rounded-[var(--radius-control)] bg-ink-900 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-fog">{label}</dt>
            <dd className="truncate font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-[var(--radius-control)] bg-ink-900 px-3 py-1">
        <p className="pt-2 text-xs font-bold uppercase tracking-wide text-fog">
          {t('summary.legs')}
        </p>
        {details ? (
          <BetLegs legs={details.legs} />
        ) : (
          <p className="py-2 text-sm text-fog">{t('summary.noLegs')}</p>
        )}
      </div>
      <Button asChild variant="secondary" className="w-full">
        <LocalizedLink to={myBetsPath} onClick={onNavigate} data-testid="bet-detail-sports-link">
          <Trophy aria-hidden="true" className="size-4" />
          {t('summary.openSports')}
        </LocalizedLink>
      </Button>
    </div>
  );
}
