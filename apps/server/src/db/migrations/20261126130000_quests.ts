import { sql, type Kysely } from 'kysely';

/**
 * Quests and Gold (issue 17 item 1, docs/decisions/020-quests-and-gold.md).
 * - `quests`: operator data (title, description, active, optional window, Gold reward before the
 *   VIP multiplier); `key` names a seeded quest so seeding twice adds nothing.
 * - `quest_tasks`: what a quest asks, by kind (wager, multiplier, deposit, chat); `target` in
 *   10⁻⁸ USD for dollar kinds, a plain count for the others.
 * - `quest_progress`: one row per player and task, moved set-based by the outbox subscriber,
 *   capped at the target (a CHECK backs the cap up).
 * - `quest_claims`: one row per player and quest (the primary key makes a claim pay once), with
 *   what was paid and the ledger entry that paid it; Gold history titles come from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE quests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text UNIQUE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      active boolean NOT NULL DEFAULT true,
      starts_at timestamptz,
      ends_at timestamptz,
      reward bigint NOT NULL CHECK (reward > 0),
      sort_order int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
    );
    CREATE TABLE quest_tasks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      quest_id uuid NOT NULL REFERENCES quests(id) ON DELETE CASCADE,
      position int NOT NULL,
      kind text NOT NULL CHECK (kind IN ('wager', 'multiplier', 'deposit', 'chat')),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      points int NOT NULL DEFAULT 0,
      target bigint NOT NULL CHECK (target > 0),
      game text,
      min_multiplier numeric(14, 2),
      min_stake bigint,
      UNIQUE (quest_id, position)
    );
    CREATE INDEX quest_tasks_kind_idx ON quest_tasks (kind);
    CREATE TABLE quest_progress (
      user_id uuid NOT NULL REFERENCES users(id),
      task_id uuid NOT NULL REFERENCES quest_tasks(id) ON DELETE CASCADE,
      quest_id uuid NOT NULL REFERENCES quests(id) ON DELETE CASCADE,
      progress bigint NOT NULL CHECK (progress >= 0),
      target bigint NOT NULL CHECK (progress <= target),
      completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, task_id)
    );
    CREATE INDEX quest_progress_quest_idx ON quest_progress (user_id, quest_id);
    CREATE TABLE quest_claims (
      quest_id uuid NOT NULL REFERENCES quests(id),
      user_id uuid NOT NULL REFERENCES users(id),
      title text NOT NULL,
      reward bigint NOT NULL,
      multiplier_bps int NOT NULL,
      paid bigint NOT NULL,
      ledger_entry_id bigint NOT NULL REFERENCES ledger_entries(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (quest_id, user_id)
    );
    CREATE INDEX quest_claims_entry_idx ON quest_claims (ledger_entry_id);
  `.execute(db);
}
