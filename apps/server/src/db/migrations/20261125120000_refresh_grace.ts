import { sql, type Kysely } from 'kysely';

/**
 * Refresh-token rotation with a grace period (issue 15.6): a spent token remembers its successor
 * (hash, and the token sealed with the server's key) so that a parallel or retried refresh within
 * seconds gets the same successor instead of revoking the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refresh_tokens
    ADD COLUMN successor_hash text,
    ADD COLUMN successor_sealed text`.execute(db);
}
