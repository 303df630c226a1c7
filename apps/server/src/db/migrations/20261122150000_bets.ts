import { sql, type Kysely } from 'kysely';

/**
 * Bets (issue 5; docs/decisions/007-bet-pipeline.md): per-player seed pairs, settled bets,
 * running multi-step games, and the player's wagered total and level on `users`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('amount_wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One active pair per player (partial unique index); revealed pairs stay as history.
  await db.schema
    .createTable('fairness_seeds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('next_server_seed', 'text', (c) => c.notNull())
    .addColumn('next_server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX fairness_seeds_active_key ON fairness_seeds (user_id) WHERE active`.execute(
    db,
  );
  await db.schema
    .createIndex('fairness_seeds_user_idx')
    .on('fairness_seeds')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('credits_spent', 'bigint', (c) => c.notNull())
    .addColumn('freebets_spent', 'bigint', (c) => c.notNull())
    .addColumn('credits_won', 'bigint', (c) => c.notNull())
    .addColumn('freebets_won', 'bigint', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    // The multiplier × 10⁴, exact (mines can reach millions).
    .addColumn('multiplier_e4', 'bigint', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('fairness_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    // `bet:<user>:<Idempotency-Key header>` when the client sent one: a retry replays the bet.
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bets_result_check', sql`result IN ('WIN', 'LOSS')`)
    .addCheckConstraint(
      'bets_amounts_check',
      sql`amount = credits_spent + freebets_spent AND credits_spent >= 0 AND freebets_spent >= 0 AND credits_won >= 0 AND freebets_won >= 0`,
    )
    .addUniqueConstraint('bets_seed_nonce_key', ['seed_id', 'nonce'])
    .execute();
  await sql`CREATE INDEX bets_user_created_idx ON bets (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX bets_game_created_idx ON bets (game, created_at DESC)`.execute(db);

  // A multi-step game in progress: one per player and game; the stake has already left.
  await db.schema
    .createTable('active_games')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('credits_spent', 'bigint', (c) => c.notNull())
    .addColumn('freebets_spent', 'bigint', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('fairness_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('active_games_user_game_key', ['user_id', 'game'])
    .execute();
}
