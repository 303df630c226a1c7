import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardStats } from '@/features/rewards/api/get-reward-stats';
import { LoadError } from '../shared/load-error';
import { useMoney } from '../shared/use-money';
import { statBars, type StatKey } from './stats-bars';

const BAR_COLOURS: Record<StatKey, string> = {
  rakeback: 'bg-accent',
  dailyDollars: 'bg-gold',
  LUR: 'bg-amber-500',
  wb: 'bg-sky-400',
  mb: 'bg-violet-400',
};

/** The rewards stats (document 2 section 3: rakeback, dailyDollars, LUR, wb, mb) as bars. */
export function RewardStatsChart() {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const query = useRewardStats();

  let body;
  if (query.isPending) {
    body = (
      <div data-testid="rewards-stats-loading" className="space-y-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <LoadError testId="rewards-stats-error" onRetry={() => void query.refetch()} />;
  } else {
    const { bars, total } = statBars(query.data);
    body = (
      <>
        <p className="text-xs text-fog">{t('rewards.stats.total')}</p>
        <p
          data-testid="rewards-stats-total"
          dir="ltr"
          className="mb-4 text-2xl font-black tabular-nums rtl:text-end"
        >
          {money(total)}
        </p>
        <dl className="space-y-3">
          {bars.map((bar) => (
            <div key={bar.key} data-testid={`rewards-stat-${bar.key}`}>
              <div className="mb-1 flex justify-between gap-2 text-xs">
                <dt className="text-fog">{t(`rewards.stats.kinds.${bar.key}`)}</dt>
                <dd dir="ltr" className="font-bold tabular-nums">
                  {money(bar.amount)}
                </dd>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-ink-900">
                <div
                  className={`h-full rounded-full ${BAR_COLOURS[bar.key]}`}
                  // A claimed total shows at least a sliver, so a small one is not read as none.
                  style={{ width: bar.percent > 0 ? `max(${bar.percent}%, 4px)` : 0 }}
                />
              </div>
            </div>
          ))}
        </dl>
        {total === '0' && <p className="mt-4 text-xs text-fog">{t('rewards.stats.empty')}</p>}
      </>
    );
  }

  return (
    <section
      data-testid="rewards-stats"
      className="h-full rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5"
    >
      <h2 className="mb-4 flex items-center gap-2 font-bold">
        <BarChart3 aria-hidden="true" className="size-5 text-accent" />
        {t('rewards.stats.title')}
      </h2>
      {body}
    </section>
  );
}
