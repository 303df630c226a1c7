import { sql, type Kysely } from 'kysely';

/**
 * Provider rounds in My bets (issue 20): a settled provider round is a `bets` row of game
 * `slots`, without a seed pair of ours (its fairness is the provider's), like crash's rounds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bets DROP CONSTRAINT bets_seed_check`.execute(db);
  await sql`ALTER TABLE bets ADD CONSTRAINT bets_seed_check CHECK (seed_id IS NOT NULL OR game IN ('crash', 'slots'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM bets WHERE game = 'slots'`.execute(db);
  await sql`ALTER TABLE bets DROP CONSTRAINT bets_seed_check`.execute(db);
  await sql`ALTER TABLE bets ADD CONSTRAINT bets_seed_check CHECK (seed_id IS NOT NULL OR game = 'crash')`.execute(
    db,
  );
}
