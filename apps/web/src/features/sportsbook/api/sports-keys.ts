import type { SbEventsQuery } from '@tengu/shared';

/** Every sportsbook query key, so socket updates and mutations reach the right caches. */
export const sportsKeys = {
  all: ['sports'] as const,
  overview: ['sports', 'overview'] as const,
  lists: ['sports', 'events'] as const,
  list: (query: SbEventsQuery) => ['sports', 'events', query] as const,
  event: (id: string) => ['sports', 'event', id] as const,
  myBets: ['sports', 'my-bets'] as const,
  myBetsOf: (status: 'open' | 'settled') => ['sports', 'my-bets', status] as const,
  cashOuts: ['sports', 'cash-out'] as const,
  cashOut: (betId: string) => ['sports', 'cash-out', betId] as const,
};
