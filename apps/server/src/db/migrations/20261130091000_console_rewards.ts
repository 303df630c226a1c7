import { sql, type Kysely } from 'kysely';

/**
 * The console's gifts to a player or an audience (issue 22; docs/decisions/045-console-rewards.md):
 * one `reward_gift_sends` row per operator intent, its `request_key` UNIQUE so a double click, a
 * retry or concurrent copies of one request send once; each gift it made points back at it
 * (`reward_gifts.send_id`), so the console lists sends with how many were claimed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reward_gift_sends (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      request_key text NOT NULL UNIQUE,
      audience text NOT NULL CHECK (audience IN ('player', 'all', 'vip', 'active', 'depositors')),
      audience_value text,
      reward_type text NOT NULL CHECK (reward_type IN ('credits', 'freebets')),
      amount bigint NOT NULL CHECK (amount > 0),
      reason text NOT NULL,
      recipients int NOT NULL DEFAULT 0,
      audit_id bigint,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reward_gift_sends_created_idx ON reward_gift_sends (created_at DESC, id DESC);
    ALTER TABLE reward_gifts ADD COLUMN send_id uuid REFERENCES reward_gift_sends (id);
    CREATE INDEX reward_gifts_send_idx ON reward_gifts (send_id) WHERE send_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reward_gifts DROP COLUMN send_id;
    DROP TABLE reward_gift_sends;
  `.execute(db);
}
