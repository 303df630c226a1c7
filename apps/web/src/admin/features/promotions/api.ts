import type {
  AdminChallengesResponse,
  AdminQuestStatus,
  AdminQuestsResponse,
  AdminRaffleResponse,
  AdminRaffleWinnersResponse,
  ChallengeCreateRequest,
  ConsoleActionResponse,
  QuestEditRequest,
  QuestInput,
  RaffleDrawResponse,
  RaffleTicketsResponse,
  StaffRole,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, useConsoleMe } from '@/admin/console-api';

/** The Promotions section's queries and changes (ADR 046); every change is audited by the server. */

export const promotionsKeys = {
  all: ['admin', 'promotions'] as const,
  quests: (status: AdminQuestStatus | '') => ['admin', 'promotions', 'quests', status] as const,
  challenges: ['admin', 'promotions', 'challenges'] as const,
  raffle: ['admin', 'promotions', 'raffle'] as const,
  tickets: (week: string, q: string, page: number) =>
    ['admin', 'promotions', 'raffle', 'tickets', week, q, page] as const,
  winners: (week: string) => ['admin', 'promotions', 'raffle', 'winners', week] as const,
};

export const TICKETS_PAGE_SIZE = 25;

/** Whether the signed-in staff member holds one of these roles (admin holds every one). */
export function useMayUse(roles: readonly StaffRole[]): boolean {
  const me = useConsoleMe();
  return (me.data?.roles ?? []).some((r) => r === 'admin' || roles.includes(r));
}

export const useAdminQuests = (status: AdminQuestStatus | '') =>
  useQuery({
    queryKey: promotionsKeys.quests(status),
    queryFn: () =>
      consoleApi.get<AdminQuestsResponse>('/admin/promotions/quests', {
        query: status ? { status } : {},
      }),
  });

export const useAdminChallenges = () =>
  useQuery({
    queryKey: promotionsKeys.challenges,
    queryFn: () => consoleApi.get<AdminChallengesResponse>('/admin/promotions/challenges'),
  });

export const useRaffleWeeks = () =>
  useQuery({
    queryKey: promotionsKeys.raffle,
    queryFn: () => consoleApi.get<AdminRaffleResponse>('/admin/promotions/raffle'),
  });

export const useTicketHolders = (week: string, q: string, page: number) =>
  useQuery({
    queryKey: promotionsKeys.tickets(week, q, page),
    queryFn: () =>
      consoleApi.get<RaffleTicketsResponse>('/admin/promotions/raffle/tickets', {
        query: { week, page, pageSize: TICKETS_PAGE_SIZE, ...(q ? { q } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const useRaffleWinners = (week: string, enabled: boolean) =>
  useQuery({
    queryKey: promotionsKeys.winners(week),
    queryFn: () =>
      consoleApi.get<AdminRaffleWinnersResponse>(`/admin/promotions/raffle/weeks/${week}/winners`),
    enabled,
  });

type PromotionChange =
  | { kind: 'quest.create'; input: QuestInput }
  | { kind: 'quest.edit'; id: string; patch: QuestEditRequest }
  | { kind: 'quest.end'; id: string }
  | { kind: 'challenge.create'; input: ChallengeCreateRequest }
  | { kind: 'challenge.cancel'; number: number }
  | { kind: 'raffle.draw' };

function send(change: PromotionChange): Promise<ConsoleActionResponse | RaffleDrawResponse> {
  switch (change.kind) {
    case 'quest.create':
      return consoleApi.post('/admin/promotions/quests', change.input);
    case 'quest.edit':
      return consoleApi.put(`/admin/promotions/quests/${change.id}`, change.patch);
    case 'quest.end':
      return consoleApi.post(`/admin/promotions/quests/${change.id}/end`, {});
    case 'challenge.create':
      return consoleApi.post('/admin/promotions/challenges', change.input);
    case 'challenge.cancel':
      return consoleApi.post(`/admin/promotions/challenges/${change.number}/cancel`, {});
    case 'raffle.draw':
      return consoleApi.post('/admin/promotions/raffle/draw', {});
  }
}

export function usePromotionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}
