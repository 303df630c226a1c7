import type { QueryClient } from '@tanstack/react-query';
import type {
  GoldBalanceResponse,
  QuestProgressPayload,
  QuestsResponse,
  RewardInfo,
} from '@tengu/shared';
import { patchBalances } from '@/features/rewards/api/reward-cache';
import { rewardQueryKeys } from '@/features/rewards/api/reward-query-keys';
import { questQueryKeys } from './quest-query-keys';

/**
 * Pure updates of the quests caches, shared by the claim and the `user:*` events. A new Gold
 * balance is also the rewards dropdown's Gold row (`token_balance` of reward-info).
 */

export function applyGold(queryClient: QueryClient, gold: string): void {
  queryClient.setQueryData<GoldBalanceResponse>(
    questQueryKeys.gold,
    (old) => old && { ...old, gold },
  );
  queryClient.setQueryData<RewardInfo>(rewardQueryKeys.info, (old) =>
    patchBalances(old, { token_balance: gold }),
  );
  // A new credit is a new history line.
  void queryClient.invalidateQueries({ queryKey: questQueryKeys.history });
}

/** `user:questProgress`: the task's progress and completion; the quest turns claimable when all are done. */
export function applyProgress(
  data: QuestsResponse | undefined,
  change: QuestProgressPayload,
): QuestsResponse | undefined {
  if (!data) return data;
  return {
    quests: data.quests.map((quest) => {
      if (quest.id !== change.quest_id) return quest;
      const tasks = quest.tasks.map((task) =>
        task.id === change.task_id
          ? { ...task, current_progress: change.current_progress, completed: change.completed }
          : task,
      );
      return { ...quest, tasks, claimable: !quest.completed && tasks.every((t) => t.completed) };
    }),
  };
}

/** A quest just claimed: completed, not claimable, paid what the claim paid. */
export function markClaimed(
  data: QuestsResponse | undefined,
  questId: string,
  paid: string,
): QuestsResponse | undefined {
  return (
    data && {
      quests: data.quests.map((q) =>
        q.id === questId ? { ...q, completed: true, claimable: false, payout: paid } : q,
      ),
    }
  );
}
