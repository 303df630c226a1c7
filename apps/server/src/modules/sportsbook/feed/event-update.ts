import type { SbEventUpdate, SbMarket } from '@tengu/shared';
import type { MarketState } from '../domain';
import type { AppliedFeedMessage } from './ingest';

/** A market as players see it (shared shape). */
export function toSbMarket(market: MarketState): SbMarket {
  return {
    id: market.id,
    type: market.type,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.isActive })),
  };
}

/**
 * What `sports:event` carries after an applied message (ADR 038): the event's status, score and
 * clock, and only the markets the message really changed (a re-published price that did not
 * move is left out). Null when nothing a player sees changed.
 */
export function eventUpdateOf(applied: AppliedFeedMessage): SbEventUpdate | null {
  const { before, after, appliedMarketIds } = applied;
  const markets: SbMarket[] = [];
  for (const id of appliedMarketIds) {
    const now = after.state.markets[id];
    if (!now) continue;
    const was = before.state.markets[id];
    if (was && was.status === now.status && sameOutcomes(was, now)) continue;
    markets.push(toSbMarket(now));
  }
  const status = after.state.eventStatus;
  const statusChanged =
    after.status !== before.status ||
    JSON.stringify(status) !== JSON.stringify(before.state.eventStatus);
  if (markets.length === 0 && !statusChanged) return null;
  return {
    eventId: after.id,
    status: after.status,
    score: status && after.status !== 'pre_match' ? { ...status.score } : null,
    periods: status ? status.periods.map(([h, a]) => [h, a] as [number, number]) : [],
    clock: status && after.status !== 'pre_match' ? { ...status.clock } : null,
    markets,
  };
}

function sameOutcomes(a: MarketState, b: MarketState): boolean {
  if (a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((o, i) => {
    const other = b.outcomes[i];
    return other !== undefined && other.id === o.id && other.odds === o.odds && other.isActive === o.isActive;
  });
}
