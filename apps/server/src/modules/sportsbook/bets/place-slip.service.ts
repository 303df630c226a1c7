import { createHash } from 'node:crypto';
import {
  decimalToUnits,
  type SbOddsChangedDetails,
  type SbPlaceSlip,
  type SbPlaceSlipResult,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction, type PostEntryResult } from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import {
  checkSelection,
  checkSlipShape,
  combinedOdds,
  potentialPayout,
  type Odds,
} from '../domain';
import { findEvents, lockEvent, type SbEventRecord } from '../feed/event-store.repository';
import { defaultSleep, type SportsBetDeps } from './sports-bets.deps';
import {
  SPORTS_BET_MESSAGES,
  oddsChangedError,
  refusalError,
  stakeError,
} from './sports-bet-errors';
import { getSportsBetSettings, limitsOf } from './sports-bet-settings';
import { toSbBet } from './sports-bet-view';
import {
  claimSlip,
  findBets,
  findSlip,
  insertBets,
  lockMarketLiability,
  marketLiability,
  type NewBet,
} from './sports-bets.repository';
import { timeOrderedUuid } from '#app/db/time-ordered-uuid';

/**
 * Placing a bet slip (issue 21 item 3; ADR 038). Singles are one bet per selection, a multi one
 * bet of 2–20 legs on different events. In play the slip first waits the in-play delay, then one
 * transaction: take the slip's key (a concurrent copy waits on it and answers the same bets),
 * lock every event FOR SHARE in id order, refuse if a bet_stop was applied meanwhile, check every
 * leg against the stored state, check the limits, debit the stake (credits → house `sportsbook`)
 * and write the bets and legs. The acceptance time of a leg is its event's feed clock.
 */

export function slipFingerprint(slip: SbPlaceSlip): string {
  const stakes = slip.mode === 'multi' ? [slip.stake] : slip.stakes;
  const text = JSON.stringify([
    slip.mode,
    slip.oddsChange,
    slip.selections.map((s) => [s.eventId, s.marketId, s.outcomeId, s.odds]),
    stakes.map((s) => decimalToUnits(s).toString()),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

interface PlannedLeg {
  eventId: string;
  marketId: string;
  outcomeId: string;
  requestedOdds: Odds;
}

export async function placeSlip(
  deps: SportsBetDeps,
  userId: string,
  slip: SbPlaceSlip,
): Promise<SbPlaceSlipResult> {
  const { db } = deps;
  const fingerprint = slipFingerprint(slip);
  const known = await findSlip(db, userId, slip.slipId);
  if (known) return answerKnown(deps, known, fingerprint);

  const legs: PlannedLeg[] = slip.selections.map((s) => ({
    eventId: s.eventId,
    marketId: s.marketId,
    outcomeId: s.outcomeId,
    requestedOdds: s.odds,
  }));
  const stakes = (slip.mode === 'multi' ? [slip.stake] : slip.stakes).map((s) => decimalToUnits(s));
  if (slip.mode === 'singles' && stakes.length !== legs.length) {
    throw new AppError('BAD_REQUEST', SPORTS_BET_MESSAGES.SLIP_SHAPE);
  }
  if (slip.mode === 'multi') {
    const shape = checkSlipShape('multi', legs);
    if (!shape.ok) throw new AppError('SAME_EVENT', SPORTS_BET_MESSAGES.SAME_EVENT);
  }
  const limits = limitsOf(await getSportsBetSettings(db));
  stakes.forEach((stake, index) => {
    if (stake < limits.minStake) throw stakeError('STAKE_TOO_LOW', limits.minStake, index);
    if (stake > limits.maxStake) throw stakeError('STAKE_TOO_HIGH', limits.maxStake, index);
  });

  // In play: wait the delay, remembering each event's bet_stop count to compare after it.
  const eventIds = [...new Set(legs.map((l) => l.eventId))].sort();
  const seen = await findEvents(db, eventIds);
  const inPlay = seen.some((e) => e.status === 'live');
  const stopsBefore = new Map(seen.map((e) => [e.id, e.betStopSeq]));
  if (inPlay && deps.inPlayDelayMs > 0) await (deps.sleep ?? defaultSleep)(deps.inPlayDelayMs);

  const betIds = (slip.mode === 'multi' ? [0] : stakes).map(() => timeOrderedUuid());
  const placed = await db.transaction().execute(async (trx) => {
    const isNew = await claimSlip(trx, { userId, slipId: slip.slipId, fingerprint, betIds });
    if (!isNew) return { known: true as const };
    const events = new Map<string, SbEventRecord>();
    for (const id of eventIds) {
      const event = await lockEvent(trx, id, 'share');
      if (event) events.set(id, event);
    }
    if (inPlay && eventIds.some((id) => events.get(id)?.betStopSeq !== stopsBefore.get(id))) {
      throw new AppError('BET_STOPPED', SPORTS_BET_MESSAGES.BET_STOPPED);
    }
    const accepted = checkLegs(deps, legs, events, slip.oddsChange);
    const bets = planBets({ userId, slip, betIds, stakes, legs: accepted, limits });
    await checkLiability(trx, bets, limits.marketLiability);
    const total = stakes.reduce((a, b) => a + b, 0n);
    const result = await postEntryInTransaction({
      trx,
      idempotencyKey: `sb_stake:${userId}:${slip.slipId}`,
      kind: 'sb_stake',
      reference: betIds.join(','),
      postings: [
        { account: playerAccount(userId, 'credits'), amount: -total },
        { account: houseAccount('sportsbook', shardFor(userId)), amount: total },
      ],
    });
    await insertBets(
      trx,
      bets.map((bet) => ({ ...bet, stakeEntryId: result.entryId })),
    );
    return { known: false as const, result };
  });
  if (placed.known) {
    const again = await findSlip(db, userId, slip.slipId);
    if (!again) throw new AppError('CONFLICT', SPORTS_BET_MESSAGES.SLIP_REUSED);
    return answerKnown(deps, again, fingerprint);
  }
  return publishPlaced(deps, userId, betIds, placed.result);
}

type AcceptedLeg = PlannedLeg & {
  odds: Odds;
  marketType: string;
  specifier: string;
  acceptedClock: number;
};

function checkLegs(
  deps: SportsBetDeps,
  legs: readonly PlannedLeg[],
  events: Map<string, SbEventRecord>,
  policy: SbPlaceSlip['oddsChange'],
): AcceptedLeg[] {
  const now = (deps.now ?? Date.now)();
  const changed: SbOddsChangedDetails['selections'] = [];
  const accepted: AcceptedLeg[] = [];
  legs.forEach((leg, index) => {
    const event = events.get(leg.eventId);
    if (!event) throw refusalError('market_not_found', index);
    const market = event.state.markets[leg.marketId];
    const check = checkSelection({
      event: { status: event.status, startsAt: event.startsAt.getTime() },
      market,
      outcomeId: leg.outcomeId,
      requestedOdds: leg.requestedOdds,
      policy,
      now,
    });
    if (!check.ok && check.reason === 'odds_changed') {
      changed.push({ index, odds: check.currentOdds });
      return;
    }
    if (!check.ok) throw refusalError(check.reason, index);
    if (!market) throw refusalError('market_not_found', index);
    accepted.push({
      ...leg,
      odds: check.odds,
      marketType: market.type,
      specifier: market.specifier,
      acceptedClock: event.feedClock,
    });
  });
  if (changed.length > 0) throw oddsChangedError({ selections: changed });
  return accepted;
}

type PlannedBet = Omit<NewBet, 'stakeEntryId'>;

function planBets(options: {
  userId: string;
  slip: SbPlaceSlip;
  betIds: string[];
  stakes: bigint[];
  legs: AcceptedLeg[];
  limits: ReturnType<typeof limitsOf>;
}): PlannedBet[] {
  const { userId, slip, betIds, stakes, legs, limits } = options;
  const toLeg = (leg: AcceptedLeg) => ({
    eventId: leg.eventId,
    marketId: leg.marketId,
    marketType: leg.marketType,
    specifier: leg.specifier,
    outcomeId: leg.outcomeId,
    odds: leg.odds,
    acceptedClock: leg.acceptedClock,
  });
  const groups = slip.mode === 'multi' ? [legs] : legs.map((leg) => [leg]);
  return groups.map((group, i) => ({
    id: betIds[i] ?? timeOrderedUuid(),
    userId,
    slipId: slip.slipId,
    kind: slip.mode === 'multi' ? ('multi' as const) : ('single' as const),
    stake: stakes[i] ?? 0n,
    totalOdds: combinedOdds(group.map((leg) => leg.odds)),
    maxPayout: limits.maxPayout,
    legs: group.map(toLeg),
  }));
}

/** Refuses a slip that would push a market's potential payouts past the operator's limit. */
async function checkLiability(
  trx: Parameters<typeof lockMarketLiability>[0],
  bets: readonly PlannedBet[],
  limit: bigint,
): Promise<void> {
  const added = new Map<string, { eventId: string; marketId: string; amount: bigint }>();
  for (const bet of bets) {
    const potential = potentialPayout(
      bet.stake,
      bet.legs.map((l) => l.odds),
    );
    const capped = potential > bet.maxPayout ? bet.maxPayout : potential;
    for (const leg of bet.legs) {
      const key = `${leg.eventId}|${leg.marketId}`;
      const entry = added.get(key) ?? { eventId: leg.eventId, marketId: leg.marketId, amount: 0n };
      entry.amount += capped;
      added.set(key, entry);
    }
  }
  await lockMarketLiability(trx, [...added.keys()]);
  for (const { eventId, marketId, amount } of added.values()) {
    const current = await marketLiability(trx, eventId, marketId);
    if (current + amount > limit) {
      throw new AppError('STAKE_TOO_HIGH', SPORTS_BET_MESSAGES.LIABILITY, {
        data: { marketId, eventId },
      });
    }
  }
}

async function answerKnown(
  deps: SportsBetDeps,
  known: { fingerprint: string; bet_ids: string[] },
  fingerprint: string,
): Promise<SbPlaceSlipResult> {
  if (known.fingerprint !== fingerprint) {
    throw new AppError('CONFLICT', SPORTS_BET_MESSAGES.SLIP_REUSED);
  }
  const bets = await findBets(deps.db, known.bet_ids);
  return { bets: bets.map(toSbBet) };
}

async function publishPlaced(
  deps: SportsBetDeps,
  userId: string,
  betIds: string[],
  result: PostEntryResult,
): Promise<SbPlaceSlipResult> {
  const bets = (await findBets(deps.db, betIds)).map(toSbBet);
  const realtime = deps.realtime();
  if (realtime) {
    await emitBalancesAfterCommit({ db: deps.db, realtime, result });
    for (const bet of bets) realtime.toUser(userId, 'sports:bet', bet);
  }
  return { bets };
}
