import type { EventFeedState } from '../domain';

/**
 * A trader's hold on an event or some of its markets (issue 22, ADR 047), stored beside the feed
 * state (`sb_events.trader_hold`) and applied on top of it: the stored state is what players see
 * (bet placement, the read routes and `sports:event` read it as they always did), and a held
 * market that the feed calls active shows suspended. `flipped` remembers which markets the hold
 * turned from active to suspended, so the feed's own view can be recovered exactly before each
 * message (the reducer judges the feed's messages against the feed's view) and after a resume.
 */
export interface HoldMark {
  /** `console:<username>`. */
  by: string;
  /** ISO time. */
  at: string;
  reason: string;
}

export interface TraderHold {
  /** The whole event (every market, those the feed adds later too). */
  event: HoldMark | null;
  markets: Record<string, HoldMark>;
  /** Markets the feed has active that the hold shows suspended. */
  flipped: string[];
}

export const NO_HOLD: TraderHold = { event: null, markets: {}, flipped: [] };

/** Reads the stored column (null or an older shape: no hold). */
export function parseHold(value: unknown): TraderHold | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<TraderHold>;
  return {
    event: v.event ?? null,
    markets: v.markets ?? {},
    flipped: Array.isArray(v.flipped) ? v.flipped : [],
  };
}

export function isEmptyHold(hold: TraderHold | null): boolean {
  return !hold || (hold.event === null && Object.keys(hold.markets).length === 0);
}

export function isHeld(hold: TraderHold | null, marketId: string): boolean {
  return !!hold && (hold.event !== null || marketId in hold.markets);
}

/** The feed's own view: the markets the hold flipped are active again. */
export function releaseHold(state: EventFeedState, hold: TraderHold | null): EventFeedState {
  if (!hold || hold.flipped.length === 0) return state;
  const markets = { ...state.markets };
  for (const id of hold.flipped) {
    const m = markets[id];
    if (m && m.status === 'suspended') markets[id] = { ...m, status: 'active' };
  }
  return { ...state, markets };
}

/**
 * What players see: every held market the feed has active shows suspended. Takes the feed's
 * view (after `releaseHold` and the message) and returns the state to store with the hold's new
 * `flipped` (null when no hold stands).
 */
export function applyHold(
  feedView: EventFeedState,
  hold: TraderHold | null,
): { state: EventFeedState; hold: TraderHold | null } {
  if (!hold || isEmptyHold(hold)) return { state: feedView, hold: null };
  const markets = { ...feedView.markets };
  const flipped: string[] = [];
  for (const [id, m] of Object.entries(markets)) {
    if (m.status === 'active' && isHeld(hold, id)) {
      markets[id] = { ...m, status: 'suspended' };
      flipped.push(id);
    }
  }
  return { state: { ...feedView, markets }, hold: { ...hold, flipped } };
}
