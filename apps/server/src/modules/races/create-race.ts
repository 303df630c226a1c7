import { randomUUID } from 'node:crypto';
import {
  decimalToUnits,
  RACE_ELIGIBILITY_USD,
  RACE_MESSAGES,
  RACE_PRIZE_INPUT,
  RACE_PRIZE_POSITIONS,
  type CreateRaceBody,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { findRace, hasActiveRace, insertRace, referredWagering } from './races.repository';
import type { RaceDeps } from './races.deps';

const UNIT = 100_000_000n;
export const RACE_ELIGIBILITY_UNITS = BigInt(RACE_ELIGIBILITY_USD) * UNIT;

export async function isEligible(deps: RaceDeps, userId: string): Promise<boolean> {
  return (await referredWagering(deps.db, userId)) >= RACE_ELIGIBILITY_UNITS;
}

function invalid(title: string, text: string): AppError {
  return new AppError('VALIDATION_FAILED', text, { data: { title } });
}

/** The spec's checks in its order (document 1 section 5), each with its own title and text. */
export function validateRace(body: CreateRaceBody, now: Date): { endsAt: Date; prizes: bigint[] } {
  const endText = body.endDate?.trim() ?? '';
  const endsAt = new Date(endText);
  if (endText === '' || Number.isNaN(endsAt.getTime())) {
    throw invalid(RACE_MESSAGES.missingInfoTitle, RACE_MESSAGES.missingInfo);
  }
  const byPosition = new Map<number, bigint>();
  for (const prize of body.prizes ?? []) {
    const text = String(prize.amount).trim();
    if (text === '' || text === '.' || !RACE_PRIZE_INPUT.test(text)) continue;
    let units: bigint;
    try {
      units = decimalToUnits(text.endsWith('.') ? text.slice(0, -1) : text);
    } catch {
      continue;
    }
    if (units > 0n) byPosition.set(prize.position, units);
  }
  const prizes = Array.from({ length: RACE_PRIZE_POSITIONS }, (_, i) => byPosition.get(i + 1));
  if ((body.prizes ?? []).length !== RACE_PRIZE_POSITIONS || prizes.some((p) => p === undefined)) {
    throw invalid(RACE_MESSAGES.prizesRequiredTitle, RACE_MESSAGES.prizesRequired);
  }
  if (endsAt.getTime() <= now.getTime()) {
    throw invalid(RACE_MESSAGES.invalidDateTitle, RACE_MESSAGES.invalidDate);
  }
  return { endsAt, prizes: prizes as bigint[] };
}

/**
 * Creates a race: eligibility, the spec's validation, one active race per affiliate, and the
 * prize pool moved from the affiliate's credits into `race_escrow` by one ledger entry in the
 * race's transaction (ledger accounts locked first, ADR 015). Insufficient credits → 403 and
 * nothing written.
 */
export async function createRace(deps: RaceDeps, userId: string, body: CreateRaceBody) {
  const now = deps.now();
  const { endsAt, prizes } = validateRace(body, now);
  if (!(await isEligible(deps, userId))) {
    throw new AppError('FORBIDDEN', RACE_MESSAGES.notEligible);
  }
  if (await hasActiveRace(deps.db, userId)) {
    throw new AppError('CONFLICT', RACE_MESSAGES.activeRaceExists);
  }
  const id = randomUUID();
  const total = prizes.reduce((sum, p) => sum + p, 0n);
  const result = await deps.db.transaction().execute(async (trx) => {
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `race:${id}:escrow`,
      kind: 'race',
      reference: `race:${id}`,
      postings: [
        { account: playerAccount(userId, 'credits'), amount: -total },
        { account: houseAccount('race_escrow', shardFor(id)), amount: total },
      ],
    });
    const inserted = await insertRace(trx, {
      id,
      affiliateId: userId,
      prizes,
      total,
      startsAt: now,
      endsAt,
      escrowEntryId: entry.entryId,
    });
    // A concurrent creation won the unique index: roll the escrow back with this transaction.
    if (!inserted) throw new AppError('CONFLICT', RACE_MESSAGES.activeRaceExists);
    return entry;
  });
  if (deps.realtime) {
    await emitBalancesAfterCommit({ db: deps.db, realtime: deps.realtime, result }).catch(
      () => undefined,
    );
  }
  return (await findRace(deps.db, id))!;
}
