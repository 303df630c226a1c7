import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengesResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { challengeQueryKeys } from './challenge-query-keys';

/** GET /api/challenges: the open and upcoming challenges, then the latest won. */
export function getChallenges(signal?: AbortSignal): Promise<ChallengesResponse> {
  return api.get<ChallengesResponse>('/challenges', { signal });
}

export function challengesQueryOptions() {
  return queryOptions({
    queryKey: challengeQueryKeys.list,
    queryFn: ({ signal }) => getChallenges(signal),
  });
}

export function useChallenges() {
  return useQuery(challengesQueryOptions());
}
