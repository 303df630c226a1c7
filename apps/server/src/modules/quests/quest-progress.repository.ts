import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * Quest progress from delivered outbox messages (docs/decisions/020-quests-and-gold.md). One
 * statement per delivered batch: the batch's events are unnested, matched against every active
 * task of their kind (game, minimum multiplier and stake, the quest's window), summed per player
 * and task, and upserted into `quest_progress` capped at the target. Finished rows are left alone.
 */

/** One event as the quests count it: a bet, a deposit credit or a chat message. */
export interface QuestEvent {
  userId: string;
  source: 'play' | 'deposit' | 'chat';
  /** The game (play) or null. */
  game: string | null;
  /** Credits staked (play) or dollars deposited (deposit), 10⁻⁸ units; 0 for chat. */
  amount: bigint;
  /** The whole stake, credits and free bets (play; a multiplier is payout ÷ stake); 0 otherwise. */
  stake: bigint;
  /** What the bet paid back (play); 0 otherwise. */
  payout: bigint;
  at: Date;
}

export interface ProgressChange {
  user_id: string;
  quest_id: string;
  task_id: string;
  kind: string;
  progress: bigint;
  completed: boolean;
}

export async function advanceQuestProgress(
  db: DB,
  events: QuestEvent[],
): Promise<ProgressChange[]> {
  if (events.length === 0) return [];
  const column = <T>(pick: (e: QuestEvent) => T) => events.map(pick);
  const { rows } = await sql<ProgressChange>`
    WITH ev AS (
      SELECT * FROM unnest(
        ${column((e) => e.userId)}::uuid[],
        ${column((e) => e.source)}::text[],
        ${column((e) => e.game)}::text[],
        ${column((e) => e.amount.toString())}::bigint[],
        ${column((e) => e.stake.toString())}::bigint[],
        ${column((e) => e.payout.toString())}::bigint[],
        ${column((e) => e.at.toISOString())}::timestamptz[]
      ) AS e(user_id, source, game, amount, stake, payout, at)
    ),
    counted AS (
      SELECT ev.user_id, t.quest_id, t.id AS task_id, t.target,
        SUM(CASE WHEN t.kind IN ('wager', 'deposit') THEN ev.amount ELSE 1 END) AS amount
      FROM ev
      JOIN quest_tasks t ON
        (t.kind = 'wager' AND ev.source = 'play' AND ev.amount > 0)
        OR (t.kind = 'multiplier' AND ev.source = 'play' AND ev.amount > 0
            AND ev.amount >= COALESCE(t.min_stake, 0)
            AND ev.payout >= ev.stake * t.min_multiplier)
        OR (t.kind = 'deposit' AND ev.source = 'deposit' AND ev.amount > 0)
        OR (t.kind = 'chat' AND ev.source = 'chat')
      JOIN quests q ON q.id = t.quest_id
      WHERE q.active
        AND (t.game IS NULL OR t.game = ev.game)
        AND (q.starts_at IS NULL OR q.starts_at <= ev.at)
        AND (q.ends_at IS NULL OR ev.at < q.ends_at)
      GROUP BY ev.user_id, t.quest_id, t.id, t.target
    ),
    upserted AS (
      INSERT INTO quest_progress AS p (user_id, task_id, quest_id, progress, target, completed_at)
      SELECT user_id, task_id, quest_id, LEAST(amount, target), target,
        CASE WHEN amount >= target THEN now() END
      FROM counted
      ORDER BY user_id, task_id
      ON CONFLICT (user_id, task_id) DO UPDATE SET
        progress = LEAST(p.progress + EXCLUDED.progress, p.target),
        completed_at = CASE WHEN p.progress + EXCLUDED.progress >= p.target THEN now() END,
        updated_at = now()
      WHERE p.progress < p.target
      RETURNING p.user_id, p.quest_id, p.task_id, p.progress, p.completed_at IS NOT NULL AS completed
    )
    SELECT u.user_id, u.quest_id, u.task_id, t.kind, u.progress, u.completed
    FROM upserted u JOIN quest_tasks t ON t.id = u.task_id
  `.execute(db);
  return rows.map((r) => ({ ...r, progress: BigInt(r.progress) }));
}
