import { useTranslation } from 'react-i18next';
import { formatTime } from '@/admin/components/data-table';
import { cn } from '@/lib/cn';

export type PromotionStatus =
  | 'active'
  | 'scheduled'
  | 'ended'
  | 'upcoming'
  | 'open'
  | 'won'
  | 'cancelled'
  | 'closed'
  | 'drawn'
  | 'due';

const TONE: Record<PromotionStatus, string> = {
  active: 'bg-emerald-500/15 text-emerald-300',
  open: 'bg-emerald-500/15 text-emerald-300',
  scheduled: 'bg-sky-500/15 text-sky-300',
  upcoming: 'bg-sky-500/15 text-sky-300',
  won: 'bg-amber-500/15 text-amber-300',
  drawn: 'bg-amber-500/15 text-amber-300',
  due: 'bg-red-500/15 text-red-300',
  closed: 'bg-ink-600 text-fog',
  ended: 'bg-ink-600 text-fog',
  cancelled: 'bg-ink-600 text-fog',
};

/** A quest's, challenge's or raffle week's state as a small coloured label. */
export function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn('rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}
    >
      {t(`promotions.statuses.${status}`)}
    </span>
  );
}

/** `datetime-local` ↔ ISO in the staff member's time zone. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** A promotion's window on two short lines ("…" for an open end). */
export function WindowCell({
  startsAt,
  endsAt,
}: {
  startsAt: string | null;
  endsAt: string | null;
}) {
  return (
    <div className="text-xs whitespace-nowrap text-fog">
      <div>{startsAt ? formatTime(startsAt) : '…'}</div>
      <div>→ {endsAt ? formatTime(endsAt) : '…'}</div>
    </div>
  );
}
