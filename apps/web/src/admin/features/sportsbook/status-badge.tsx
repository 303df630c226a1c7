import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<string, string> = {
  live: 'bg-red-500/15 text-red-300',
  pre_match: 'bg-sky-500/15 text-sky-300',
  ended: 'bg-ink-600 text-fog',
  cancelled: 'bg-ink-600 text-fog',
  active: 'bg-emerald-500/15 text-emerald-300',
  suspended: 'bg-amber-500/15 text-amber-300',
  settled: 'bg-ink-600 text-fog',
  held: 'bg-amber-500/25 text-amber-200',
};

type Status =
  'live' | 'pre_match' | 'ended' | 'cancelled' | 'active' | 'suspended' | 'settled' | 'held';

/** An event's or a market's status, or the trader's hold, as a small pill. */
export function TradingBadge({ status, testId }: { status: Status; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`trading.statuses.${status}`)}
    </span>
  );
}
