import type {
  ConsoleActionResponse,
  CreateLootboxCodeRequest,
  GiftPreviewQuery,
  GiftSendsResponse,
  LootboxCodesResponse,
  LootboxRedemptionsResponse,
  RateGroup,
  RatesChangeResponse,
  RatesResponse,
  SendGiftRequest,
  SendGiftResponse,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const REWARDS_PAGE_SIZE = 25;

export const rewardsKeys = {
  all: ['admin', 'rewards'] as const,
  rates: ['admin', 'rewards', 'rates'] as const,
  preview: (q: GiftPreviewQuery) => ['admin', 'rewards', 'preview', q] as const,
  gifts: (page: number, q: string) => ['admin', 'rewards', 'gifts', page, q] as const,
  codes: (page: number, q: string) => ['admin', 'rewards', 'codes', page, q] as const,
  redemptions: (code: string) => ['admin', 'rewards', 'redemptions', code] as const,
};

export const useRates = () =>
  useQuery({
    queryKey: rewardsKeys.rates,
    queryFn: () => consoleApi.get<RatesResponse>('/admin/rewards/rates'),
  });

/** Changes some rates of one group; the server validates with the group's schema and audits. */
export function useChangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { group: RateGroup; settings: Record<string, unknown>; reason: string }) =>
      consoleApi.put<RatesChangeResponse>(`/admin/rewards/rates/${change.group}`, {
        settings: change.settings,
        reason: change.reason,
      }),
    onSuccess: (data) => queryClient.setQueryData(rewardsKeys.rates, data.rates),
  });
}

/** How many players an audience reaches now (null: the audience is not complete yet). */
export const useGiftPreview = (query: GiftPreviewQuery | null) =>
  useQuery({
    queryKey: rewardsKeys.preview(query ?? { audience: 'all' }),
    queryFn: () =>
      consoleApi.get<{ recipients: number }>('/admin/rewards/gifts/preview', {
        query: query as Record<string, string | number | undefined>,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendGiftRequest) =>
      consoleApi.post<SendGiftResponse>('/admin/rewards/gifts', request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}

export const useGiftSends = (page: number, q: string) =>
  useQuery({
    queryKey: rewardsKeys.gifts(page, q),
    queryFn: () =>
      consoleApi.get<GiftSendsResponse>('/admin/rewards/gifts', {
        query: { page, pageSize: REWARDS_PAGE_SIZE, q: q.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const useLootboxCodes = (page: number, q: string) =>
  useQuery({
    queryKey: rewardsKeys.codes(page, q),
    queryFn: () =>
      consoleApi.get<LootboxCodesResponse>('/admin/rewards/codes', {
        query: { page, pageSize: REWARDS_PAGE_SIZE, q: q.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const useRedemptions = (code: string) =>
  useQuery({
    queryKey: rewardsKeys.redemptions(code),
    queryFn: () =>
      consoleApi.get<LootboxRedemptionsResponse>(
        `/admin/rewards/codes/${encodeURIComponent(code)}/redemptions`,
      ),
  });

type CodeChange =
  | { kind: 'create'; request: CreateLootboxCodeRequest }
  | { kind: 'disable'; code: string; reason: string };

export function useCodeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CodeChange): Promise<ConsoleActionResponse> =>
      change.kind === 'create'
        ? consoleApi.post('/admin/rewards/codes', change.request)
        : consoleApi.post(`/admin/rewards/codes/${encodeURIComponent(change.code)}/disable`, {
            reason: change.reason || undefined,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}
