import {
  multiplierText,
  PROMOTIONS_MESSAGES,
  QUEST_TASK_UNITS,
  unitsToDecimal,
  type AdminChallenge,
  type AdminQuest,
  type AdminQuestStatus,
  type AdminRaffleResponse,
  type AdminRaffleWinnersResponse,
  type ChallengeCreateRequest,
  type QuestEditRequest,
  type QuestInput,
  type RaffleDrawResponse,
  type RaffleTicketsResponse,
} from '@tengu/shared';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { AppError, isAppError } from '#app/errors/app-error';
import { cancelChallenge, createChallenge } from '#app/modules/challenges/challenges.operator';
import { multiplierX100 } from '#app/modules/challenges/challenge-views';
import {
  createQuest,
  disableQuest,
  editQuest,
  listAllQuests,
} from '#app/modules/quests/quests.operator';
import { runDueDraws } from '#app/modules/raffle/draw.service';
import type { RaffleDeps } from '#app/modules/raffle/raffle.deps';
import { ensureWeek } from '#app/modules/raffle/raffle.repository';
import { getRaffleSettings } from '#app/modules/raffle/raffle-settings';
import { raffleWeekOf } from '#app/modules/raffle/raffle-weeks';
import { insertConsoleAudit, operatorName, type ConsoleActor } from './console-audit.repository';
import {
  findChallengesForConsole,
  findQuestIdsInUse,
  findRaffleWeeks,
  findRaffleWinners,
  findTicketHolders,
} from './promotions-admin.repository';

/**
 * The console's Promotions section (issue 22; ADR 046). Quests and challenges change through
 * their modules' operator functions (the CLI's), the draw through the raffle's `runDueDraws`;
 * each passes the staff member and IP so `admin_audit` is written in the change's transaction.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A zod refusal of the quests module (the whole quest after an edit) as one 400 sentence. */
function asBadRequest(error: unknown): unknown {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const path = issue?.path.join('.') || 'quest';
    return new AppError('BAD_REQUEST', `${path}: ${issue?.message ?? 'invalid'}`);
  }
  return error;
}

// --- Quests -----------------------------------------------------------------------------------

export function questStatus(
  quest: { active: boolean; starts_at: Date | null; ends_at: Date | null },
  now: Date,
): AdminQuestStatus {
  if (!quest.active || (quest.ends_at && quest.ends_at <= now)) return 'ended';
  return quest.starts_at && quest.starts_at > now ? 'scheduled' : 'active';
}

export async function listQuests(
  db: DB,
  now: Date,
  status: AdminQuestStatus | undefined,
): Promise<AdminQuest[]> {
  const [quests, inUse] = await Promise.all([listAllQuests(db), findQuestIdsInUse(db)]);
  return quests
    .map((q) => ({
      id: q.id,
      title: q.title,
      description: q.description,
      reward: unitsToDecimal(q.reward),
      active: q.active,
      starts_at: iso(q.starts_at),
      ends_at: iso(q.ends_at),
      status: questStatus(q, now),
      claims: Number(q.claims ?? 0),
      tasks_locked: inUse.has(q.id),
      tasks: q.tasks.map((t) => ({
        kind: t.kind,
        title: t.title,
        description: t.description,
        points: t.points,
        target: QUEST_TASK_UNITS[t.kind] === 'usd' ? unitsToDecimal(t.target) : String(t.target),
        game: t.game,
        min_multiplier: t.min_multiplier === null ? null : String(Number(t.min_multiplier)),
        min_stake: t.min_stake === null ? null : unitsToDecimal(t.min_stake),
      })),
    }))
    .filter((q) => status === undefined || q.status === status);
}

export async function addQuest(db: DB, actor: ConsoleActor, input: QuestInput) {
  const created = await createQuest({ db, input, operator: operatorName(actor), actor }).catch(
    (error: unknown) => {
      throw asBadRequest(error);
    },
  );
  return { id: created.id, auditId: String(created.auditId) };
}

export async function changeQuest(
  db: DB,
  actor: ConsoleActor,
  id: string,
  patch: QuestEditRequest,
): Promise<string> {
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) {
    throw new AppError('BAD_REQUEST', PROMOTIONS_MESSAGES.nothingToChange);
  }
  const { auditId } = await editQuest({
    db,
    id,
    patch: given,
    operator: operatorName(actor),
    actor,
  }).catch((error: unknown) => {
    throw asBadRequest(error);
  });
  return String(auditId);
}

export async function endQuest(db: DB, actor: ConsoleActor, id: string, reason?: string) {
  const { auditId } = await disableQuest({
    db,
    id,
    operator: operatorName(actor),
    actor,
    ...(reason ? { reason } : {}),
  });
  return String(auditId);
}

// --- Challenges -------------------------------------------------------------------------------

export async function listChallenges(db: DB, now: Date): Promise<AdminChallenge[]> {
  const rows = await findChallengesForConsole(db, 200);
  return rows.map((r) => ({
    number: r.number,
    title: r.title,
    game: r.game,
    min_multiplier: multiplierText(r.min_multiplier_x100),
    min_stake: unitsToDecimal(r.min_stake),
    prize: unitsToDecimal(r.prize),
    starts_at: r.starts_at.toISOString(),
    ends_at: iso(r.ends_at),
    status: r.cancelled_at
      ? 'cancelled'
      : r.winner_id
        ? 'won'
        : r.ends_at && r.ends_at <= now
          ? 'ended'
          : r.starts_at > now
            ? 'upcoming'
            : 'open',
    winner_id: r.winner_id,
    winner_name: r.winner_name,
    won_at: iso(r.won_at),
    won_multiplier:
      r.won_stake !== null && r.won_payout !== null
        ? multiplierText(multiplierX100(r.won_payout, r.won_stake))
        : null,
    cancelled_at: iso(r.cancelled_at),
  }));
}

/** The CLI's refusals name its flags (`--game must be …`); the console names the field. */
function withoutFlags(error: unknown): unknown {
  if (!isAppError(error) || !error.message.includes('--')) return error;
  const text = error.message.replace(/--(\w+)/g, '$1');
  return new AppError(error.code, text.charAt(0).toUpperCase() + text.slice(1));
}

export async function addChallenge(
  db: DB,
  actor: ConsoleActor,
  input: ChallengeCreateRequest,
  now: Date,
) {
  const { challenge, auditId } = await createChallenge({
    db,
    operator: operatorName(actor),
    input,
    now,
    actor,
  }).catch((error: unknown) => {
    throw withoutFlags(error);
  });
  return { number: challenge.number, auditId: String(auditId) };
}

export async function cancelChallengeFromConsole(
  db: DB,
  actor: ConsoleActor,
  number: number,
  now: Date,
  reason?: string,
): Promise<string> {
  const { auditId } = await cancelChallenge({
    db,
    operator: operatorName(actor),
    challengeId: String(number),
    now,
    actor,
    ...(reason ? { reason } : {}),
  });
  return String(auditId);
}

// --- Raffle -----------------------------------------------------------------------------------

export async function raffleWeeks(deps: RaffleDeps): Promise<AdminRaffleResponse> {
  const now = deps.now();
  // The running week exists before its first ticket (as the public overview makes sure).
  await ensureWeek(deps.db, raffleWeekOf(now));
  const [rows, settings] = await Promise.all([
    findRaffleWeeks(deps.db, now, 26),
    getRaffleSettings(deps.db),
  ]);
  const delay = settings.drawDelayMinutes * 60_000;
  return {
    current_week: raffleWeekOf(now),
    weeks: rows.map((w) => {
      const drawAt = new Date(w.ends_at.getTime() + delay);
      return {
        week: w.week,
        starts_at: w.starts_at.toISOString(),
        ends_at: w.ends_at.toISOString(),
        draw_at: drawAt.toISOString(),
        status: w.status,
        due: w.status !== 'drawn' && drawAt <= now,
        total_tickets: w.tickets,
        players: w.players,
        winners: w.winners,
        paid: unitsToDecimal(w.paid),
        drawn_at: iso(w.drawn_at),
      };
    }),
  };
}

export async function raffleTicketHolders(
  deps: RaffleDeps,
  query: { week?: string | undefined; q?: string | undefined; page: number; pageSize: number },
): Promise<RaffleTicketsResponse> {
  const week = query.week ?? raffleWeekOf(deps.now());
  const { rows, total } = await findTicketHolders(deps.db, {
    week,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    week,
    items: rows.map((r) => ({
      rank: Number(r.rank),
      userId: r.user_id,
      username: r.username,
      wagering: String(r.wagering_tickets),
      gold: String(r.gold_tickets),
      total: String(r.total),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export async function raffleWinners(db: DB, week: string): Promise<AdminRaffleWinnersResponse> {
  const rows = await findRaffleWinners(db, week);
  return {
    week,
    winners: rows.map((w) => ({
      place: w.place,
      userId: w.user_id,
      published_name: w.published_name,
      username: w.username,
      ticket: String(w.ticket),
      prize: unitsToDecimal(w.prize),
    })),
  };
}

/**
 * Runs the draws that are due now (the schedule's own step; `npm run admin -- raffle draw`).
 * The run that draws a week writes `raffle_draw` in the draw's transaction; a request that drew
 * nothing (nothing due, or another request won the race) records the attempt as
 * `raffle_draw_run` with what it found, so every press of the button is in the audit log.
 */
export async function drawDueRaffles(
  deps: RaffleDeps,
  actor: ConsoleActor,
): Promise<RaffleDrawResponse> {
  const auditIds: bigint[] = [];
  const outcomes = await runDueDraws(deps, async (trx, drawn) => {
    const paid = drawn.winners.reduce((sum, w) => sum + w.prize, 0n);
    auditIds.push(
      await insertConsoleAudit(trx, {
        actor,
        action: 'raffle_draw',
        targetUserId: null,
        details: {
          week: drawn.week,
          before: { status: 'closed' },
          after: { status: 'drawn', winners: drawn.winners.length, paid: unitsToDecimal(paid) },
        },
      }),
    );
  });
  if (auditIds.length === 0) {
    auditIds.push(
      await insertConsoleAudit(deps.db, {
        actor,
        action: 'raffle_draw_run',
        targetUserId: null,
        details: { outcomes },
      }),
    );
  }
  return { ok: true, auditId: String(auditIds[0]), outcomes };
}
