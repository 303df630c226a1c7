import {
  CHALLENGE_GAMES,
  decimalToUnits,
  isChallengeGame,
  multiplierText,
  parseMultiplier,
  unitsToDecimal,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { challengeTitle } from './challenge-title';
import {
  cancelOpen,
  findAllViews,
  insertChallenge,
  type ChallengeRow,
  type ChallengeView,
} from './challenges.repository';

/**
 * The operator's side (`npm run admin -- challenges create|list|cancel`): every change is
 * audited in `admin_audit` in its own transaction. Refusals are AppErrors with a readable text.
 */

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

function dollars(text: string | undefined, name: string): bigint {
  const value = text?.trim() ?? '';
  if (!AMOUNT.test(value) || decimalToUnits(value) <= 0n) {
    throw new AppError('BAD_REQUEST', `--${name} must be a positive dollar amount, e.g. 0.10.`);
  }
  return decimalToUnits(value);
}

function moment(text: string | undefined, name: string): Date | null {
  if (text === undefined || text.trim() === '') return null;
  const at = new Date(text.trim());
  if (Number.isNaN(at.getTime())) {
    throw new AppError('BAD_REQUEST', `--${name} must be a date, e.g. 2026-12-01T00:00:00Z.`);
  }
  return at;
}

export interface ChallengeInput {
  game?: string;
  multiplier?: string;
  stake?: string;
  prize?: string;
  title?: string;
  start?: string;
  end?: string;
}

/** Checks an operator's challenge; the title is generated when none is given. */
export function parseChallengeInput(input: ChallengeInput, now: Date) {
  const game = input.game?.trim().toLowerCase() ?? '';
  if (!isChallengeGame(game)) {
    throw new AppError('BAD_REQUEST', `--game must be one of ${CHALLENGE_GAMES.join(', ')}.`);
  }
  const minMultiplierX100 = parseMultiplier(input.multiplier ?? '');
  if (minMultiplierX100 === null) {
    throw new AppError(
      'BAD_REQUEST',
      '--multiplier must be above 1 with at most 2 decimals, e.g. 100 or 2.5.',
    );
  }
  const minStake = dollars(input.stake, 'stake');
  const prize = dollars(input.prize, 'prize');
  const startsAt = moment(input.start, 'start') ?? now;
  const endsAt = moment(input.end, 'end');
  if (endsAt && endsAt <= startsAt)
    throw new AppError('BAD_REQUEST', '--end must be after --start.');
  if (endsAt && endsAt <= now) throw new AppError('BAD_REQUEST', '--end must be in the future.');
  const given = input.title?.trim() ?? '';
  const title = given || challengeTitle({ game, minMultiplierX100, minStake });
  if (title.length > 120) throw new AppError('BAD_REQUEST', '--title is at most 120 characters.');
  return { game, minMultiplierX100, minStake, prize, startsAt, endsAt, title, isCustom: !!given };
}

/** The console's staff member and IP (issue 22, ADR 046); the CLI passes only `operator`. */
export interface ChallengeActor {
  userId: string;
  ip: string;
}

const actorColumns = (actor: ChallengeActor | undefined) => ({
  actorUserId: actor?.userId ?? null,
  ip: actor?.ip ?? null,
});

export async function createChallenge(options: {
  db: DB;
  operator: string;
  input: ChallengeInput;
  now?: Date;
  actor?: ChallengeActor;
}): Promise<{ challenge: ChallengeRow; auditId: bigint }> {
  const operator = options.operator.trim();
  if (!operator) throw new AppError('BAD_REQUEST', 'An operator name is required.');
  const parsed = parseChallengeInput(options.input, options.now ?? new Date());
  return options.db.transaction().execute(async (trx) => {
    const challenge = await insertChallenge(trx, {
      title: parsed.title,
      title_is_custom: parsed.isCustom,
      game: parsed.game,
      min_multiplier_x100: parsed.minMultiplierX100,
      min_stake: parsed.minStake,
      prize: parsed.prize,
      starts_at: parsed.startsAt,
      ends_at: parsed.endsAt,
      created_by: operator,
    });
    const auditId = await insertAudit(trx, {
      operator,
      action: 'challenge_create',
      targetUserId: null,
      details: {
        challengeId: challenge.number,
        title: challenge.title,
        game: challenge.game,
        minMultiplier: multiplierText(challenge.min_multiplier_x100),
        minStake: unitsToDecimal(challenge.min_stake),
        prize: unitsToDecimal(challenge.prize),
        startsAt: challenge.starts_at.toISOString(),
        endsAt: challenge.ends_at?.toISOString() ?? null,
      },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
    return { challenge, auditId };
  });
}

/** Cancels a challenge nobody has won yet; a won one keeps its winner and prize. */
export async function cancelChallenge(options: {
  db: DB;
  operator: string;
  challengeId: string | undefined;
  now?: Date;
  actor?: ChallengeActor;
  reason?: string;
}): Promise<{ challenge: ChallengeRow; auditId: bigint }> {
  const number = Number(options.challengeId);
  if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) {
    throw new AppError('BAD_REQUEST', 'challenges cancel needs a challenge id, e.g. 12.');
  }
  return options.db.transaction().execute(async (trx) => {
    const challenge = await cancelOpen(trx, number, options.now ?? new Date());
    if (!challenge) {
      throw new AppError('NOT_FOUND', `No open challenge #${number} (unknown, won or cancelled).`);
    }
    const auditId = await insertAudit(trx, {
      operator: options.operator,
      action: 'challenge_cancel',
      targetUserId: null,
      details: {
        challengeId: number,
        title: challenge.title,
        ...(options.reason ? { reason: options.reason } : {}),
      },
      ledgerEntryId: null,
      ...actorColumns(options.actor),
    });
    return { challenge, auditId };
  });
}

export function listForOperator(db: DB): Promise<ChallengeView[]> {
  return findAllViews(db, 100);
}
