import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { rewardQueryKeys } from './reward-query-keys';

/** GET /api/rewards/calendar: the Pending Rewards calendar, 28 days from today (UTC). */
export function getCalendar(signal?: AbortSignal): Promise<CalendarResponse> {
  return api.get<CalendarResponse>('/rewards/calendar', { signal });
}

export function calendarQueryOptions() {
  return queryOptions({
    queryKey: rewardQueryKeys.calendar,
    queryFn: ({ signal }) => getCalendar(signal),
  });
}

export function useCalendar(isEnabled = true) {
  return useQuery({ ...calendarQueryOptions(), enabled: isEnabled });
}
