import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardInfo } from '@/features/rewards/api/get-reward-info';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { formatUsd, toCents } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

/**
 * Live Stats' Daily Dollars (spec document 1 section 2): the hunt's XP bar, the balance it has
 * earned, and 'Unlock at VIP 1' below level 1 — the figures `user:ddProgress` and
 * `user:ddBalance` keep live.
 */
export function DailyDollarsStat() {
  const { t } = useTranslation('rewards');
  const { data } = useRewardInfo();
  if (!data) return <Skeleton className="h-9 w-full" />;
  const { progress, target } = data.dailyDollars;
  const percent = target > 0 ? Math.min(100, (progress / target) * 100) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <p data-testid="live-stats-dd-balance" className="text-sm font-bold tabular-nums" dir="ltr">
          {formatUsd(data.balances.ddBalance, currentLanguage())}
        </p>
        <span data-testid="live-stats-dd-progress" className="text-[11px] text-fog tabular-nums">
          {data.level < 1
            ? t('messages.dailyDollarsLocked')
            : t('menu.dailyProgress', { progress: String(progress), target: String(target) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('menu.dailyDollars')}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={progress}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-ink-900"
      >
        <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-[11px] leading-snug text-fog">{t('liveStats.ddHint')}</p>
    </div>
  );
}

/** Live Stats' rakeback claim: the balance `user:rakeback` keeps live, claimed on the spot. */
export function RakebackStat() {
  const { t } = useTranslation('rewards');
  const { data } = useRewardInfo();
  const claims = useRewardClaims();
  if (!data) return <Skeleton className="h-9 w-full" />;
  const rakeback = data.balances.rakeback_balance;
  const cents = toCents(rakeback);
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p
          data-testid="live-stats-rakeback-balance"
          className="text-sm font-bold tabular-nums"
          dir="ltr"
        >
          {formatUsd(rakeback, currentLanguage())}
        </p>
        <button
          type="button"
          data-testid="live-stats-rakeback-claim"
          disabled={cents <= 0n || claims.rakeback.isPending}
          onClick={() => claims.rakeback.claim(rakeback)}
          className="cursor-pointer rounded-md bg-accent px-3 py-1 text-xs font-bold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('claim')}
        </button>
      </div>
      {cents < 100n && (
        <p className="mt-1 text-[11px] text-fog">{t('messages.rakebackTooLittle')}</p>
      )}
    </>
  );
}

/** Live Stats' raffle tickets: those earned with Gold and with wagering. */
export function TicketCount() {
  const { data } = useRewardInfo();
  if (!data) return null;
  const { raffle_tickets_with_gold: gold, raffle_tickets_with_wagering: wagering } = data.balances;
  return (
    <p data-testid="live-stats-ticket-count" className="text-sm font-bold tabular-nums" dir="ltr">
      {(gold + wagering).toLocaleString('en')}
    </p>
  );
}
