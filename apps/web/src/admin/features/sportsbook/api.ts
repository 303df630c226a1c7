import type {
  TradingActionResponse,
  TradingEventDetail,
  TradingEventsResponse,
  TradingSettings,
  TradingSettingsRequest,
} from '@tengu/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const TRADING_PAGE_SIZE = 25;

export interface TradingFilter {
  sport: '' | 'football' | 'tennis' | 'basketball';
  status: '' | 'live' | 'upcoming' | 'ended';
  q: string;
  withBets: boolean;
  page: number;
}

export const tradingQuery = (f: TradingFilter) => ({
  sport: f.sport || undefined,
  status: f.status || undefined,
  q: f.q.trim() || undefined,
  withBets: f.withBets ? 'true' : undefined,
});

const eventPath = (eventId: string) => `/admin/sportsbook/events/${encodeURIComponent(eventId)}`;

export const useTradingEvents = (filter: TradingFilter) =>
  useQuery({
    queryKey: ['admin', 'trading', 'events', filter],
    queryFn: () =>
      consoleApi.get<TradingEventsResponse>('/admin/sportsbook/events', {
        query: { ...tradingQuery(filter), page: filter.page, pageSize: TRADING_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export const useTradingEvent = (eventId: string) =>
  useQuery({
    queryKey: ['admin', 'trading', 'event', eventId],
    queryFn: () => consoleApi.get<TradingEventDetail>(eventPath(eventId)),
    // Odds, statuses and liability move with the feed and the bets.
    refetchInterval: 5_000,
  });

export type TradingActionPath = 'suspend' | 'resume' | 'settle' | 'rollback';

export function useTradingAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: TradingActionPath; body: object }) =>
      consoleApi.post<TradingActionResponse>(`${eventPath(eventId)}/${path}`, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'trading'] });
    },
  });
}

export const useTradingSettings = () =>
  useQuery({
    queryKey: ['admin', 'trading', 'settings'],
    queryFn: () => consoleApi.get<TradingSettings>('/admin/sportsbook/settings'),
  });

export function useSaveTradingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TradingSettingsRequest) =>
      consoleApi.put<TradingSettings>('/admin/sportsbook/settings', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(['admin', 'trading', 'settings'], settings);
    },
  });
}
