import type { QuestTask, QuestTaskKind } from '@tengu/shared';
import {
  CircleCheck,
  CircleX,
  Dices,
  MessageCircle,
  Rocket,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taskFraction, useQuestFormat } from '../use-quest-format';
import { ProgressBar } from './progress-bar';

const KIND_ICONS: Record<QuestTaskKind, LucideIcon> = {
  wager: Dices,
  multiplier: Rocket,
  deposit: Wallet,
  chat: MessageCircle,
};

/**
 * One task of a quest with its progress bar. `mark` is the answer of an incomplete claim for
 * this task (spec document 2 section 4: ticks and crosses); undefined before any claim.
 */
export function TaskRow({ task, mark }: { task: QuestTask; mark?: boolean }) {
  const { t } = useTranslation('quests');
  const format = useQuestFormat();
  const Icon = KIND_ICONS[task.kind];
  const progressText = `${format.amount(task, task.current_progress)} / ${format.amount(task, task.progress)}`;
  return (
    <li
      data-testid="quest-task"
      data-completed={task.completed}
      className="rounded-[var(--radius-control)] border border-ink-700 bg-ink-900/60 p-3"
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p dir="auto" className="font-semibold break-words text-white">
              {task.title}
            </p>
            {task.points > 0 && (
              <span className="shrink-0 text-xs text-fog tabular-nums">
                {t('detail.points', { count: task.points })}
              </span>
            )}
          </div>
          {task.description && (
            <p dir="auto" className="text-sm text-fog">
              {task.description}
            </p>
          )}
        </div>
        {mark !== undefined &&
          (mark ? (
            <CircleCheck
              data-testid="quest-task-tick"
              role="img"
              aria-label={t('detail.done')}
              className="size-6 shrink-0 text-emerald-400"
            />
          ) : (
            <CircleX
              data-testid="quest-task-cross"
              role="img"
              aria-label={t('detail.notDone')}
              className="size-6 shrink-0 text-red-400"
            />
          ))}
      </div>
      <div className="mt-2 flex items-center gap-3">
        <ProgressBar fraction={taskFraction(task)} label={task.title} />
        <span
          data-testid="quest-task-progress"
          dir="ltr"
          className="shrink-0 text-xs font-semibold text-white tabular-nums"
        >
          {progressText}
        </span>
      </div>
    </li>
  );
}
