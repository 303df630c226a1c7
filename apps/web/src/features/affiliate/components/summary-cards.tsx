import type { AffiliateOverview } from '@tengu/shared';
import { ArrowRight, HandCoins, MousePointerClick, TrendingUp, UserPlus } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/localized-link';

function Stat({
  icon: Icon,
  label,
  value,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="flex min-w-0 flex-col gap-1 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4"
    >
      <div className="flex items-start gap-2 text-xs leading-tight font-semibold text-fog">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span className="min-w-0">{label}</span>
      </div>
      <p data-testid={`${testId}-value`} className="truncate text-xl font-black tabular-nums">
        {value}
      </p>
      {children}
    </div>
  );
}

/** Totals: clicks, sign-ups, referred wagering, and the commission to claim on /rewards. */
export function SummaryCards({ overview }: { overview: AffiliateOverview }) {
  const { t } = useTranslation('affiliate');
  const { localize } = useLocalizedPath();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        icon={MousePointerClick}
        label={t('summary.clicks')}
        value={number.format(overview.totals.clicks)}
        testId="affiliate-total-clicks"
      />
      <Stat
        icon={UserPlus}
        label={t('summary.signups')}
        value={number.format(overview.totals.signups)}
        testId="affiliate-total-signups"
      />
      <Stat
        icon={TrendingUp}
        label={t('summary.wagered')}
        value={formatUsd(overview.totals.wagered, language)}
        testId="affiliate-total-wagered"
      />
      <Stat
        icon={HandCoins}
        label={t('summary.commission')}
        value={formatUsd(overview.referralBalance, language)}
        testId="affiliate-commission"
      >
        <p data-testid="affiliate-commission-earned" className="text-xs text-fog">
          {t('summary.earned', { amount: formatUsd(overview.totals.commission, language) })}
        </p>
        <Link
          to={localize('/rewards')}
          data-testid="affiliate-claim-link"
          className="inline-flex items-center gap-1 text-xs font-semibold text-accent hover:underline"
        >
          {t('summary.claim')}
          <ArrowRight aria-hidden="true" className="size-3 rtl:-scale-x-100" />
        </Link>
      </Stat>
    </div>
  );
}
