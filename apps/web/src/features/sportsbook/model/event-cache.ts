import type { SbEventDetail, SbEventSummary, SbEventUpdate, SbMarket } from '@tengu/shared';

/** Markets merged by id: the update's markets replace the cached ones, new ones are added. */
export function mergeMarkets(
  cached: readonly SbMarket[],
  changed: readonly SbMarket[],
): SbMarket[] {
  if (changed.length === 0) return [...cached];
  const byId = new Map(changed.map((m) => [m.id, m]));
  const merged = cached.map((m) => byId.get(m.id) ?? m);
  const known = new Set(cached.map((m) => m.id));
  return [...merged, ...changed.filter((m) => !known.has(m.id))];
}

function withState<T extends SbEventSummary>(event: T, update: SbEventUpdate): T {
  const mainMarket =
    event.mainMarket && (update.markets.find((m) => m.id === event.mainMarket?.id) ?? null);
  return {
    ...event,
    status: update.status,
    score: update.score,
    periods: update.periods,
    clock: update.clock,
    mainMarket: mainMarket ?? event.mainMarket,
  };
}

/** A `sports:event` update applied to a cached event page. */
export function mergeEventDetail(event: SbEventDetail, update: SbEventUpdate): SbEventDetail {
  if (event.id !== update.eventId) return event;
  return { ...withState(event, update), markets: mergeMarkets(event.markets, update.markets) };
}

/** A `sports:event` update applied to a cached list (only the main market is kept there). */
export function mergeEventList(
  events: readonly SbEventSummary[],
  update: SbEventUpdate,
): SbEventSummary[] {
  return events.map((e) => (e.id === update.eventId ? withState(e, update) : e));
}

/** The trend of a price for its flash: up (green), down (red) or none. */
export function oddsTrend(previous: number | null | undefined, next: number): 'up' | 'down' | null {
  if (previous === null || previous === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}
