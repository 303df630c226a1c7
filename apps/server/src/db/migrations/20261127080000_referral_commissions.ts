import { sql, type Kysely } from 'kysely';

/**
 * Issue 18's last items: the referral commission earned from each referred player (the rewards'
 * outbox subscriber adds to it; /affiliate lists it per player) and the room index the chat
 * history reads its rains with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_commissions (
      referrer_id uuid NOT NULL REFERENCES users(id),
      user_id uuid NOT NULL REFERENCES users(id),
      commission bigint NOT NULL DEFAULT 0 CHECK (commission >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (referrer_id, user_id)
    );
    CREATE INDEX chat_rains_room_idx ON chat_rains (room, created_at DESC);
  `.execute(db);
}
