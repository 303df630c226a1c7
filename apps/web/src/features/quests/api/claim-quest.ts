import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestClaimReply, QuestsResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { applyGold, markClaimed } from './gold-cache';
import { questQueryKeys } from './quest-query-keys';

/**
 * POST /api/quests/:id/claim: `status` true (Gold paid) or false (incomplete, with a flag per
 * task); a quest already claimed answers 409 'Quest Already Completed'.
 */
export function claimQuest(questId: string): Promise<QuestClaimReply> {
  return api.post<QuestClaimReply>(`/quests/${questId}/claim`);
}

export function useClaimQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimQuest,
    onSuccess: (reply, questId) => {
      if (!reply.status || !reply.data) return;
      const { paid, gold } = reply.data;
      queryClient.setQueryData<QuestsResponse>(questQueryKeys.list, (old) =>
        markClaimed(old, questId, paid),
      );
      applyGold(queryClient, gold);
    },
  });
}
