import { useMutation } from '@tanstack/react-query';
import type { CalendarResponse, ClaimResult } from '@tengu/shared';
import { api } from '@/lib/api';
import { useClaimEffects } from './claim-effects';
import { removeCalendarItem } from './reward-cache';
import { rewardQueryKeys } from './reward-query-keys';

/** POST /api/rewards/calendar/:id/claim: one unlocked item of the Pending Rewards calendar. */
export function claimCalendarItem(id: string): Promise<ClaimResult> {
  return api.post<ClaimResult>(`/rewards/calendar/${encodeURIComponent(id)}/claim`);
}

export function useClaimCalendarItem() {
  const { queryClient, apply } = useClaimEffects();
  return useMutation({
    mutationFn: claimCalendarItem,
    onSuccess: (result, id) => {
      queryClient.setQueryData<CalendarResponse>(rewardQueryKeys.calendar, (old) =>
        removeCalendarItem(old, id),
      );
      apply(result);
    },
  });
}
