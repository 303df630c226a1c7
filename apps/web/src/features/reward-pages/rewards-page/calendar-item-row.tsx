import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEVEL_UP_MARK, type CalendarItem } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMoney } from '../shared/use-money';
import { calendarLabel, isLevelUpItem } from './calendar-days';

/** One pending reward: what it is (LU marks a level-up), its value, and Claim once unlocked. */
export function CalendarItemRow({
  item,
  isClaiming,
  onClaim,
}: {
  item: CalendarItem;
  isClaiming: boolean;
  onClaim: (id: string) => void;
}) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const label = calendarLabel(item.message);
  const isLevelUp = isLevelUpItem(item);
  let text: string;
  if (label.kind === 'levelUp') text = t('rewards.calendar.levelUp', { level: label.level });
  else if (label.kind === 'part') {
    text = t('rewards.calendar.part', {
      reward: t(`rewards.calendar.rewardNames.${label.reward}`),
      part: label.part,
      parts: label.parts,
    });
  } else text = label.text;
  return (
    <li
      data-testid="rewards-calendar-item"
      data-level-up={isLevelUp || undefined}
      data-claimable={item.claimable || undefined}
      className={cn(
        'space-y-1 rounded-[var(--radius-control)] border px-2 py-1.5',
        isLevelUp ? 'border-gold/40 bg-gold/10' : 'border-ink-600 bg-ink-900/60',
      )}
    >
      <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold" title={text}>
        {isLevelUp && (
          <span className="shrink-0 rounded bg-gold px-1 text-[10px] leading-4 font-black text-ink-950">
            {LEVEL_UP_MARK}
          </span>
        )}
        <span className="truncate">{text}</span>
      </p>
      <div className="flex items-center justify-between gap-2">
        <p dir="ltr" className="text-xs font-bold text-emerald-400 tabular-nums">
          {money(item.value)}
        </p>
        {item.claimable ? (
          <Button
            size="sm"
            className="h-7 px-2.5"
            data-testid="rewards-calendar-claim"
            disabled={isClaiming}
            onClick={() => onClaim(item.id)}
          >
            {t('common.claim')}
          </Button>
        ) : (
          <Lock aria-label={t('rewards.calendar.locked')} className="size-3.5 shrink-0 text-fog" />
        )}
      </div>
    </li>
  );
}
