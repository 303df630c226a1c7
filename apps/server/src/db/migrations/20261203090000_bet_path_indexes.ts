import { sql, type Kysely } from 'kysely';

/**
 * Fewer index entries per bet (issue 24, ADR 012 "Indexes on the bet path"). Every bet inserts a
 * `bets` row and a ledger entry; each index on them is one more insertion and WAL record per bet.
 * - The console's time-range reports (`created_at >= from AND created_at < to`, never an ordered
 *   scan) read `bets` and `ledger_entries` through BRIN indexes instead of B-trees: both tables are
 *   append-only with `created_at` = the inserting transaction's time, so a block range's min/max
 *   is tight, and an insert into the last, not yet summarised range costs nothing (autosummarize
 *   summarises a range once it is full).
 * - `bets.idempotency_key` is unique only where a client sent a key: a partial unique index keeps
 *   the same guarantee (NULLs never collided) without one entry per keyless bet.
 * Both builds read the table once; on a large installation run this migration in a quiet hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX bets_created_idx;
    CREATE INDEX bets_created_brin ON bets USING brin (created_at) WITH (autosummarize = on);
    DROP INDEX ledger_entries_created_idx;
    CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at)
      WITH (autosummarize = on);
    ALTER TABLE bets DROP CONSTRAINT bets_idempotency_key_key;
    CREATE UNIQUE INDEX bets_idempotency_key_key ON bets (idempotency_key)
      WHERE idempotency_key IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX bets_idempotency_key_key;
    ALTER TABLE bets ADD CONSTRAINT bets_idempotency_key_key UNIQUE (idempotency_key);
    DROP INDEX ledger_entries_created_brin;
    CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at);
    DROP INDEX bets_created_brin;
    CREATE INDEX bets_created_idx ON bets (created_at);
  `.execute(db);
}
