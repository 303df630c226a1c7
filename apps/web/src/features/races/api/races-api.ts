import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RACE_REFRESH_MS,
  type CreateRaceBody,
  type CreateRaceResponse,
  type RaceEligibilityResponse,
  type RaceHistoryResponse,
  type RaceParticipantsResponse,
  type RaceStandingsResponse,
} from '@tengu/shared';
import { api } from '@/lib/api';

/** The race calls (spec document 1 section 7); answers are `{ success, data }`. */
export const raceQueryKeys = {
  eligibility: ['races', 'eligibility'] as const,
  current: ['races', 'current'] as const,
  history: ['races', 'history'] as const,
  participants: (id: string) => ['races', 'participants', id] as const,
};

export function useRaceEligibility(isEnabled: boolean) {
  return useQuery({
    queryKey: raceQueryKeys.eligibility,
    queryFn: ({ signal }) =>
      api.get<RaceEligibilityResponse>('/races/eligibility', { signal }).then((r) => r.data),
    enabled: isEnabled,
  });
}

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRaceBody) =>
      api.post<CreateRaceResponse>('/races', body).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['races'] }),
  });
}

/** The running race, refetched every 60 s (spec document 1 section 9) and live by socket. */
export function useCurrentRace(isEnabled: boolean) {
  return useQuery({
    queryKey: raceQueryKeys.current,
    queryFn: ({ signal }) =>
      api.get<RaceStandingsResponse>('/races/current', { signal }).then((r) => r.data),
    enabled: isEnabled,
    refetchInterval: RACE_REFRESH_MS,
  });
}

export function useRaceHistory(isEnabled: boolean) {
  return useQuery({
    queryKey: raceQueryKeys.history,
    queryFn: ({ signal }) =>
      api.get<RaceHistoryResponse>('/races/history', { signal }).then((r) => r.data),
    enabled: isEnabled,
  });
}

export function useRaceParticipants(leaderboardId: string) {
  return useQuery({
    queryKey: raceQueryKeys.participants(leaderboardId),
    queryFn: ({ signal }) =>
      api
        .get<RaceParticipantsResponse>(`/races/${leaderboardId}/participants`, { signal })
        .then((r) => r.data),
  });
}
