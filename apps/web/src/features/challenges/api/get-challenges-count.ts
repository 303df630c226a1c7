import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHALLENGE_COUNT_POLL_MS, type ChallengesCountResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { challengeQueryKeys } from './challenge-query-keys';

/** GET /api/challenges/count: how many can be won now (document 2 section 7: polled every 60 s). */
export function getChallengesCount(signal?: AbortSignal): Promise<ChallengesCountResponse> {
  return api.get<ChallengesCountResponse>('/challenges/count', { signal });
}

export function challengesCountQueryOptions() {
  return queryOptions({
    queryKey: challengeQueryKeys.count,
    queryFn: ({ signal }) => getChallengesCount(signal),
    refetchInterval: CHALLENGE_COUNT_POLL_MS,
    staleTime: CHALLENGE_COUNT_POLL_MS / 2,
  });
}

export function useChallengesCount(isEnabled: boolean) {
  return useQuery({ ...challengesCountQueryOptions(), enabled: isEnabled });
}
