import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useAffiliateDaily } from '../api/affiliate-api';
import { AffiliateCard } from './affiliate-card';
import { BarChart } from './bar-chart';
import { AffiliateLoadError } from './load-error';

/** Clicks, sign-ups and referred wagering per day, the last 30 days (UTC). */
export function DailyCharts() {
  const { t } = useTranslation('affiliate');
  const daily = useAffiliateDaily();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayOf = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

  let body;
  if (daily.isPending) {
    body = (
      <div data-testid="affiliate-daily-loading" className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  } else if (daily.isError) {
    body = (
      <AffiliateLoadError testId="affiliate-daily-error" onRetry={() => void daily.refetch()} />
    );
  } else {
    const days = daily.data;
    const sum = (pick: (d: (typeof days)[number]) => number) =>
      days.reduce((n, d) => n + pick(d), 0);
    const wageredTotal = unitsToDecimal(days.reduce((n, d) => n + decimalToUnits(d.wagered), 0n));
    body = (
      <div className="grid gap-4 md:grid-cols-3">
        <BarChart
          testId="affiliate-chart-clicks"
          title={t('charts.clicks')}
          total={number.format(sum((d) => d.clicks))}
          points={days.map((d) => ({
            date: d.date,
            value: d.clicks,
            label: `${dayOf(d.date)}: ${number.format(d.clicks)}`,
          }))}
        />
        <BarChart
          testId="affiliate-chart-signups"
          title={t('charts.signups')}
          total={number.format(sum((d) => d.signups))}
          points={days.map((d) => ({
            date: d.date,
            value: d.signups,
            label: `${dayOf(d.date)}: ${number.format(d.signups)}`,
          }))}
        />
        <BarChart
          testId="affiliate-chart-wagered"
          title={t('charts.wagered')}
          total={formatUsd(wageredTotal, language)}
          points={days.map((d) => ({
            date: d.date,
            value: Number(d.wagered),
            label: `${dayOf(d.date)}: ${formatUsd(d.wagered, language)}`,
          }))}
        />
        {days.length > 0 ? (
          <p className="flex justify-between text-xs text-fog md:col-span-3" dir="ltr">
            <span>{dayOf(days[0]!.date)}</span>
            <span>{dayOf(days.at(-1)!.date)}</span>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <AffiliateCard icon={BarChart3} title={t('charts.title')} testId="affiliate-daily">
      {body}
    </AffiliateCard>
  );
}
