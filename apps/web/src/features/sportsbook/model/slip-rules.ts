import {
  decimalToUnits,
  isDecimalAmount,
  unitsToDecimal,
  type OddsChangeChoice,
  type SbMarket,
  type SbOddsChangedDetails,
  type SbPlaceSlip,
  type SportId,
} from '@tengu/shared';

/** Spec: a multi has 2–20 legs (ADR 035, Bet slip checks). */
export const MULTI_MIN_LEGS = 2;
export const MAX_SELECTIONS = 20;

/** One pick on the slip, with what the slip needs to show it without refetching the event. */
export interface SlipSelection {
  eventId: string;
  marketId: string;
  outcomeId: string;
  marketType: string;
  specifier: string;
  /** The price the player sees now (kept live from `sports:event`). */
  odds: number;
  /** Set when the price moved since the player added it or last accepted it. */
  previousOdds: number | null;
  /** The market is suspended or the outcome inactive: cannot be placed now. */
  isSuspended: boolean;
  sport: SportId;
  home: string;
  away: string;
  isLive: boolean;
}

export type SlipMode = 'singles' | 'multi';
export type MultiProblem = 'too_few' | 'too_many' | 'same_event' | null;

export function selectionKey(s: Pick<SlipSelection, 'eventId' | 'marketId' | 'outcomeId'>) {
  return `${s.eventId}/${s.marketId}/${s.outcomeId}`;
}

/**
 * A click on an odds button: the same outcome again removes it; another outcome of the same
 * market replaces it (one pick per market); otherwise it is added, up to 20.
 */
export function toggleSelection(
  selections: readonly SlipSelection[],
  pick: SlipSelection,
): SlipSelection[] {
  const key = selectionKey(pick);
  if (selections.some((s) => selectionKey(s) === key)) {
    return selections.filter((s) => selectionKey(s) !== key);
  }
  const sameMarket = selections.findIndex(
    (s) => s.eventId === pick.eventId && s.marketId === pick.marketId,
  );
  if (sameMarket !== -1) return selections.map((s, i) => (i === sameMarket ? pick : s));
  if (selections.length >= MAX_SELECTIONS) return [...selections];
  return [...selections, pick];
}

/** Why these selections cannot form a multi, or null when they can. */
export function multiProblem(selections: readonly SlipSelection[]): MultiProblem {
  if (selections.length < MULTI_MIN_LEGS) return 'too_few';
  if (selections.length > MAX_SELECTIONS) return 'too_many';
  return sameEventIds(selections).size > 0 ? 'same_event' : null;
}

/** Events with more than one leg on the slip (a multi refuses correlated legs). */
export function sameEventIds(selections: readonly SlipSelection[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of selections) {
    if (seen.has(s.eventId)) twice.add(s.eventId);
    seen.add(s.eventId);
  }
  return twice;
}

/** The multi's odds: the product of the legs' odds in thousandths, rounded down. */
export function totalOdds(selections: readonly Pick<SlipSelection, 'odds'>[]): number {
  if (selections.length === 0) return 0;
  let product = 1n;
  for (const s of selections) product *= BigInt(s.odds);
  return Number(product / 1000n ** BigInt(selections.length - 1));
}

/** A stake the API takes: a positive dollar amount with at most 8 decimals. */
export function isValidStake(text: string): boolean {
  return /^\d{1,12}(\.\d{1,8})?$/.test(text) && isDecimalAmount(text) && decimalToUnits(text) > 0n;
}

/** What a stake returns if every leg wins: floor(stake × Π odds / 1000ⁿ), as the server pays. */
export function potentialPayout(stake: string, odds: readonly number[]): string | null {
  if (!isValidStake(stake) || odds.length === 0) return null;
  let numerator = decimalToUnits(stake);
  for (const o of odds) numerator *= BigInt(o);
  return unitsToDecimal(numerator / 1000n ** BigInt(odds.length));
}

/** Singles: the sum of each staked pick's payout (a pick without a valid stake adds nothing). */
export function singlesPayout(stakes: readonly string[], odds: readonly number[]): string | null {
  let sum = 0n;
  let counted = 0;
  stakes.forEach((stake, i) => {
    const one = potentialPayout(stake, [odds[i] ?? 0]);
    if (one === null) return;
    counted += 1;
    sum += decimalToUnits(one);
  });
  return counted === 0 ? null : unitsToDecimal(sum);
}

/** The sum of the singles' stakes (for "Total stake"), or null when one is not valid. */
export function totalStake(stakes: readonly string[]): string | null {
  let sum = 0n;
  for (const stake of stakes) {
    if (!isValidStake(stake)) return null;
    sum += decimalToUnits(stake);
  }
  return unitsToDecimal(sum);
}

/** The price a pick moved from (kept across moves), or null once it is back at that price. */
function movedFrom(s: SlipSelection, next: number): number | null {
  const from = s.previousOdds ?? s.odds;
  return from === next ? null : from;
}

/** Live prices for the slip: a `sports:event` update's markets rewrite the picks they carry. */
export function mergeSlipWithMarkets(
  selections: readonly SlipSelection[],
  eventId: string,
  markets: readonly SbMarket[],
  isLive?: boolean,
): SlipSelection[] {
  let changed = false;
  const next = selections.map((s) => {
    if (s.eventId !== eventId) return s;
    const market = markets.find((m) => m.id === s.marketId);
    const outcome = market?.outcomes.find((o) => o.id === s.outcomeId);
    const live = isLive ?? s.isLive;
    if (!market || !outcome) {
      if (live === s.isLive) return s;
      changed = true;
      return { ...s, isLive: live };
    }
    const isSuspended = market.status !== 'active' || !outcome.active;
    const moved = outcome.odds !== s.odds;
    if (!moved && isSuspended === s.isSuspended && live === s.isLive) return s;
    changed = true;
    return {
      ...s,
      odds: outcome.odds,
      previousOdds: moved ? movedFrom(s, outcome.odds) : s.previousOdds,
      isSuspended,
      isLive: live,
    };
  });
  return changed ? next : [...selections];
}

/** ODDS_CHANGED: the server's current prices per selection index (null: no price now). */
export function applyOddsChanged(
  selections: readonly SlipSelection[],
  details: SbOddsChangedDetails,
): SlipSelection[] {
  return selections.map((s, index) => {
    const change = details.selections.find((c) => c.index === index);
    if (!change) return s;
    if (change.odds === null) return { ...s, isSuspended: true };
    if (change.odds === s.odds) return s;
    return { ...s, odds: change.odds, previousOdds: movedFrom(s, change.odds) };
  });
}

/** The player took the moved prices: nothing is marked as changed any more. */
export function acceptPrices(selections: readonly SlipSelection[]): SlipSelection[] {
  return selections.map((s) => (s.previousOdds === null ? s : { ...s, previousOdds: null }));
}

/** A slip's body without its idempotency key (Omit over each branch of the union). */
export type SlipBody = SbPlaceSlip extends infer T
  ? T extends unknown
    ? Omit<T, 'slipId'>
    : never
  : never;

export interface SlipDraft {
  mode: SlipMode;
  selections: readonly SlipSelection[];
  /** Singles' stakes by selection key. */
  stakes: Readonly<Record<string, string>>;
  multiStake: string;
}

/** The request body for a slip (without its idempotency key), or null when it is not placeable. */
export function slipRequest(draft: SlipDraft, oddsChange: OddsChangeChoice): SlipBody | null {
  const selections = draft.selections.map((s) => ({
    eventId: s.eventId,
    marketId: s.marketId,
    outcomeId: s.outcomeId,
    odds: s.odds,
  }));
  if (selections.length === 0 || draft.selections.some((s) => s.isSuspended)) return null;
  if (draft.mode === 'multi') {
    if (multiProblem(draft.selections) !== null || !isValidStake(draft.multiStake)) return null;
    return { mode: 'multi', oddsChange, selections, stake: draft.multiStake };
  }
  const stakes = draft.selections.map((s) => draft.stakes[selectionKey(s)] ?? '');
  if (stakes.some((stake) => !isValidStake(stake))) return null;
  return { mode: 'singles', oddsChange, selections, stakes };
}

/**
 * One placement attempt keeps its slipId across retries (a timeout, a dropped connection: the
 * server answers the same bets); a different request is a new attempt with a fresh id.
 */
export function slipIdFor(
  attempt: { slipId: string; fingerprint: string } | null,
  fingerprint: string,
  newId: () => string,
): { slipId: string; fingerprint: string } {
  if (attempt && attempt.fingerprint === fingerprint) return attempt;
  return { slipId: newId(), fingerprint };
}

/** Whether a moved price is taken without asking, by the player's odds-change choice. */
export function isMoveAccepted(choice: OddsChangeChoice, from: number, to: number): boolean {
  if (choice === 'accept_any') return true;
  if (choice === 'accept_higher') return to >= from;
  return to === from;
}

/** The slip waits for the player to accept moved prices their choice does not take. */
export function needsAcceptance(
  selections: readonly SlipSelection[],
  choice: OddsChangeChoice,
): boolean {
  return selections.some(
    (s) => s.previousOdds !== null && !isMoveAccepted(choice, s.previousOdds, s.odds),
  );
}
