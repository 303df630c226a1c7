import type { Quest } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Completed (claimed), Ready to claim, or In progress. */
export function QuestStatus({ quest }: { quest: Quest }) {
  const { t } = useTranslation('quests');
  const [label, style] = quest.completed
    ? [t('list.completed'), 'bg-emerald-500/15 text-emerald-300']
    : quest.claimable
      ? [t('list.ready'), 'bg-gold/15 text-gold']
      : [t('list.inProgress'), 'bg-ink-700 text-fog'];
  return (
    <span
      data-testid="quest-status"
      className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', style)}
    >
      {label}
    </span>
  );
}
