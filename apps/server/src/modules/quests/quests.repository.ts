import type { Selectable, Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database, QuestsTable, QuestTasksTable } from '#app/db/schema';

/** Reads and writes of quests, their tasks, the players' progress and claims. */

type Executor = DB | Transaction<Database>;
export type QuestRow = Selectable<QuestsTable>;
export type QuestTaskRow = Selectable<QuestTasksTable>;

/** Active quests whose window contains `now`, in the operator's order. */
export async function findOpenQuests(db: Executor, now: Date): Promise<QuestRow[]> {
  return db
    .selectFrom('quests')
    .selectAll()
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

export async function findQuest(db: Executor, id: string): Promise<QuestRow | undefined> {
  return db.selectFrom('quests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTasks(db: Executor, questIds: string[]): Promise<QuestTaskRow[]> {
  if (questIds.length === 0) return [];
  return db
    .selectFrom('quest_tasks')
    .selectAll()
    .where('quest_id', 'in', questIds)
    .orderBy('quest_id')
    .orderBy('position')
    .execute();
}

/** The player's own progress rows on these quests (never anyone else's). */
export async function findProgress(db: Executor, userId: string, questIds: string[]) {
  if (questIds.length === 0) return [];
  return db
    .selectFrom('quest_progress')
    .select(['task_id', 'progress', 'completed_at'])
    .where('user_id', '=', userId)
    .where('quest_id', 'in', questIds)
    .execute();
}

export async function findClaims(db: Executor, userId: string, questIds: string[]) {
  if (questIds.length === 0) return [];
  return db
    .selectFrom('quest_claims')
    .select(['quest_id', 'paid', 'multiplier_bps'])
    .where('user_id', '=', userId)
    .where('quest_id', 'in', questIds)
    .execute();
}

/**
 * Records the claim, at most once per player and quest: the primary key decides a concurrent
 * second claim (it waits for the first, then inserts nothing). Undefined when already claimed.
 */
export async function insertClaim(
  trx: Transaction<Database>,
  claim: {
    questId: string;
    userId: string;
    title: string;
    reward: bigint;
    multiplierBps: number;
    paid: bigint;
    ledgerEntryId: bigint;
  },
): Promise<{ quest_id: string } | undefined> {
  return trx
    .insertInto('quest_claims')
    .values({
      quest_id: claim.questId,
      user_id: claim.userId,
      title: claim.title,
      reward: claim.reward,
      multiplier_bps: claim.multiplierBps,
      paid: claim.paid,
      ledger_entry_id: claim.ledgerEntryId,
    })
    .onConflict((c) => c.columns(['quest_id', 'user_id']).doNothing())
    .returning('quest_id')
    .executeTakeFirst();
}

export async function hasClaimed(db: Executor, userId: string, questId: string) {
  const row = await db
    .selectFrom('quest_claims')
    .select('quest_id')
    .where('user_id', '=', userId)
    .where('quest_id', '=', questId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPlayerLevel(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('level')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

export async function goldBalance(db: Executor, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'gold')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Every Gold credit of the player, newest first: the postings into the `gold` pocket with their
 * entry's kind, and for quest claims the quest's title and multiplier. Any future source that
 * credits `gold` (lootbox, raffle) appears here by itself.
 */
export async function findGoldCredits(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .leftJoin('quest_claims as c', 'c.ledger_entry_id', 'e.id')
    .select([
      'e.id',
      'e.kind',
      'e.created_at',
      'p.amount',
      'c.title as quest_title',
      'c.multiplier_bps',
    ])
    .where('a.user_id', '=', userId)
    .where('a.pocket', '=', 'gold')
    .where('p.amount', '>', 0n)
    .orderBy('e.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}
