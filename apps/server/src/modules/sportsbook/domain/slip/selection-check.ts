/**
 * Whether a bet slip's selection can be taken now, and at what price (issue 21 §3): the market
 * must be active, the outcome active, the event not started-but-not-live, and the price must
 * satisfy the player's odds-change choice. A changed price answers with the new odds, so the
 * slip can show them. Pure; the bet path calls it inside its transaction with the feed state.
 */
import type { Odds } from '../odds';
import type { EventStatus, Market } from '../types';

/** The player's choice on the slip. */
export type OddsChangePolicy = 'accept_any' | 'accept_higher' | 'none';

export type SelectionRefusal =
  | 'market_not_found'
  | 'event_closed'
  | 'event_started'
  | 'market_suspended'
  | 'market_closed'
  | 'outcome_inactive'
  | 'odds_changed';

export type SelectionCheck =
  | { ok: true; odds: Odds }
  | { ok: false; reason: 'odds_changed'; currentOdds: Odds }
  | { ok: false; reason: Exclude<SelectionRefusal, 'odds_changed'> };

export function checkSelection(options: {
  event: { status: EventStatus; startsAt: number };
  market: Market | undefined;
  outcomeId: string;
  requestedOdds: Odds;
  policy: OddsChangePolicy;
  now: number;
}): SelectionCheck {
  const { event, market, outcomeId, requestedOdds, policy, now } = options;
  if (event.status === 'ended' || event.status === 'cancelled') {
    return { ok: false, reason: 'event_closed' };
  }
  // Kick-off passed but the feed has not gone live: the price may be stale.
  if (event.status === 'pre_match' && now >= event.startsAt) {
    return { ok: false, reason: 'event_started' };
  }
  if (!market) return { ok: false, reason: 'market_not_found' };
  if (market.status === 'suspended') return { ok: false, reason: 'market_suspended' };
  if (market.status !== 'active') return { ok: false, reason: 'market_closed' };
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome?.isActive) return { ok: false, reason: 'outcome_inactive' };
  const current = outcome.odds;
  const isAcceptable =
    current === requestedOdds ||
    policy === 'accept_any' ||
    (policy === 'accept_higher' && current > requestedOdds);
  // The player always gets the current price, never a stale better one.
  return isAcceptable
    ? { ok: true, odds: current }
    : { ok: false, reason: 'odds_changed', currentOdds: current };
}

export const MAX_MULTI_LEGS = 20;

export type SlipShapeRefusal = 'empty_slip' | 'too_many_legs' | 'same_event_in_multi';

/**
 * A multi's legs must be on different events: legs of one event are correlated (1 and over 2.5)
 * and their product would misprice the bet. A single has one leg.
 */
export function checkSlipShape(
  kind: 'single' | 'multi',
  legs: ReadonlyArray<{ eventId: string }>,
): { ok: true } | { ok: false; reason: SlipShapeRefusal } {
  if (legs.length === 0) return { ok: false, reason: 'empty_slip' };
  if (kind === 'single')
    return legs.length === 1 ? { ok: true } : { ok: false, reason: 'too_many_legs' };
  if (legs.length < 2) return { ok: false, reason: 'empty_slip' };
  if (legs.length > MAX_MULTI_LEGS) return { ok: false, reason: 'too_many_legs' };
  const events = new Set(legs.map((l) => l.eventId));
  return events.size === legs.length ? { ok: true } : { ok: false, reason: 'same_event_in_multi' };
}
