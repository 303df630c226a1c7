import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TelegramConfigResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** GET /api/auth/telegram/config: whether Telegram sign-in is on, its bot name and bot id. */
export function getTelegramConfig(signal?: AbortSignal): Promise<TelegramConfigResponse> {
  return api.get<TelegramConfigResponse>('/auth/telegram/config', { signal });
}

export function telegramConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'telegram-config'] as const,
    queryFn: ({ signal }) => getTelegramConfig(signal),
    staleTime: Infinity,
  });
}

export function useTelegramConfig() {
  return useQuery(telegramConfigQueryOptions());
}
