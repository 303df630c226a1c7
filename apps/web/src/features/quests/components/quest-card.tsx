import type { Quest } from '@tengu/shared';
import { ChevronRight, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taskFraction, useQuestFormat } from '../use-quest-format';
import { ProgressBar } from './progress-bar';
import { QuestStatus } from './quest-status';

/** A quest on /dashboard: its state, overall progress and reward; opens the Quest detail. */
export function QuestCard({ quest, onOpen }: { quest: Quest; onOpen: () => void }) {
  const { t } = useTranslation('quests');
  const format = useQuestFormat();
  const done = quest.tasks.filter((task) => task.completed).length;
  const fraction = quest.completed
    ? 1
    : quest.tasks.reduce((sum, task) => sum + taskFraction(task), 0) / (quest.tasks.length || 1);
  return (
    <button
      type="button"
      data-testid="quest-card"
      data-quest={quest.title}
      data-quest-id={quest.id}
      onClick={onOpen}
      aria-label={`${quest.title} — ${t('list.open')}`}
      className="group flex h-full w-full cursor-pointer flex-col gap-3 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 text-start transition-colors hover:border-ink-500 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 dir="auto" className="min-w-0 font-bold break-words text-white">
          {quest.title}
        </h3>
        <QuestStatus quest={quest} />
      </div>
      {quest.description && (
        <p dir="auto" className="text-sm text-fog">
          {quest.description}
        </p>
      )}
      <div className="mt-auto space-y-2">
        <ProgressBar fraction={fraction} label={quest.title} />
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-fog" data-testid="quest-card-tasks">
            {t('list.tasksDone', { done, total: quest.tasks.length })}
          </span>
          <span className="flex items-center gap-1 font-semibold text-gold tabular-nums">
            <Coins aria-hidden="true" className="size-4" />
            <span dir="ltr">+{format.gold(quest.payout)}</span>
            <ChevronRight
              aria-hidden="true"
              className="size-4 text-fog transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
            />
          </span>
        </div>
        {quest.ends_at && (
          <p className="text-xs text-fog">
            {t('list.endsAt', { date: format.date(quest.ends_at) })}
          </p>
        )}
      </div>
    </button>
  );
}
