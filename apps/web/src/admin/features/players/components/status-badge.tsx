import type { AccountStatus } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<AccountStatus, string> = {
  active: 'bg-emerald-500/15 text-emerald-300',
  suspended: 'bg-amber-500/15 text-amber-300',
  banned: 'bg-red-500/15 text-red-300',
};

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="console-status"
      className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tones[status])}
    >
      {t(`players.status.${status}`)}
    </span>
  );
}
