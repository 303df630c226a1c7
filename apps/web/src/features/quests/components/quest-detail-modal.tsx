import type { Quest } from '@tengu/shared';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useClaimQuest } from '../api/claim-quest';
import { useQuestFormat } from '../use-quest-format';
import { QuestStatus } from './quest-status';
import { TaskRow } from './task-row';

/**
 * The Quest detail modal (spec document 2 sections 2 and 4): the tasks with their progress
 * (live), the reward with the player's VIP multiplier, and Claim. An incomplete claim marks each
 * task with a tick or a cross; a second claim toasts 'Quest Already Completed'; anything else
 * the generic claim error.
 */
export function QuestDetailModal({ quest, onClose }: { quest: Quest | null; onClose: () => void }) {
  const { t } = useTranslation('quests');
  return (
    <Modal
      isOpen={quest !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={quest?.title ?? ''}
      closeLabel={t('detail.close')}
      testId="quest-detail"
      className="w-[min(calc(100vw-24px),480px)]"
    >
      {quest && <QuestDetail key={quest.id} quest={quest} />}
    </Modal>
  );
}

function QuestDetail({ quest }: { quest: Quest }) {
  const { t } = useTranslation('quests');
  const format = useQuestFormat();
  const claim = useClaimQuest();
  const [marks, setMarks] = useState<Map<string, boolean> | null>(null);

  const onClaim = () =>
    claim.mutate(quest.id, {
      onSuccess: (reply) => {
        if (reply.status && reply.data) {
          setMarks(null);
          toast.success(t('messages.completed', { amount: format.gold(reply.data.paid) }));
          return;
        }
        setMarks(new Map(reply.completed_tasks.map((task) => [task.id, task.completed])));
        toast.error(t('messages.incomplete'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.error(t('messages.alreadyCompleted'));
        } else if (error instanceof ApiError && error.status === 400) {
          toast.error(t('messages.notActive'));
        } else {
          toast.error(t('messages.claimError'));
        }
      },
    });

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        {quest.description ? (
          <p dir="auto" className="text-sm text-fog">
            {quest.description}
          </p>
        ) : (
          <span />
        )}
        <QuestStatus quest={quest} />
      </div>
      <div className="flex items-center gap-3 rounded-[var(--radius-control)] border border-gold/30 bg-gold/10 p-3">
        <Coins aria-hidden="true" className="size-7 shrink-0 text-gold" />
        <div className="min-w-0">
          <p className="text-xs text-fog">{t('detail.reward')}</p>
          <p className="text-lg font-black text-gold tabular-nums">
            <span dir="ltr">{format.gold(quest.payout)}</span> {t('gold.unit')}
          </p>
          {quest.multiplier !== '1' && (
            <p className="text-xs text-fog">
              {t('detail.rewardNote', {
                reward: format.gold(quest.reward),
                multiplier: quest.multiplier,
              })}
            </p>
          )}
        </div>
      </div>
      <section>
        <h3 className="mb-2 text-sm font-semibold text-fog">{t('detail.tasks')}</h3>
        <ul className="space-y-2">
          {quest.tasks.map((task) => (
            <TaskRow key={task.id} task={task} mark={marks?.get(task.id)} />
          ))}
        </ul>
      </section>
      <Button
        data-testid="quest-claim"
        className="w-full"
        size="lg"
        disabled={quest.completed || claim.isPending}
        onClick={onClaim}
      >
        {quest.completed
          ? t('detail.claimed')
          : t('detail.claim', { amount: format.gold(quest.payout) })}
      </Button>
    </div>
  );
}
