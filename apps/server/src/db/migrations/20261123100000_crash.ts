import { sql, type Kysely } from 'kysely';

/**
 * Crash (issue 7). A pre-committed reverse hash chain (only every N-th hash is stored: a round's
 * hash is recomputed from the checkpoint below it), the rounds with their stored phase (so a new
 * leader finishes a round from the database) and the players' bets in each round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crash_chains')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Rounds the chain can play: hashes 0..length are generated, hash `length` is the terminator.
    .addColumn('length', 'integer', (c) => c.notNull().check(sql`length > 0`))
    .addColumn('checkpoint_interval', 'integer', (c) =>
      c.notNull().check(sql`checkpoint_interval > 0`),
    )
    .addColumn('terminating_hash', 'text', (c) => c.notNull().unique())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Secret: every checkpoint reveals the rounds played after it. Never served.
  await db.schema
    .createTable('crash_chain_checkpoints')
    .addColumn('chain_id', 'integer', (c) =>
      c.notNull().references('crash_chains.id').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crash_chain_checkpoints_pkey', ['chain_id', 'idx'])
    .execute();

  await db.schema
    .createTable('crash_rounds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('crash_chains.id'))
    // 1 for the chain's first round; it plays hash `length − chain_round`.
    .addColumn('chain_round', 'integer', (c) => c.notNull())
    // Secret until the round has crashed (the API never shows it before).
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('crash_point_e2', 'bigint', (c) => c.notNull().check(sql`crash_point_e2 >= 100`))
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('betting_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('crashed_at', 'timestamptz')
    // Set once every bet of the round is settled.
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('crash_rounds_phase_check', sql`phase IN ('waiting', 'running', 'crashed')`)
    .addUniqueConstraint('crash_rounds_chain_round_key', ['chain_id', 'chain_round'])
    .execute();
  await sql`CREATE INDEX crash_rounds_crashed_idx ON crash_rounds (id DESC) WHERE phase = 'crashed'`.execute(
    db,
  );

  await db.schema
    .createTable('crash_bets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('round_id', 'integer', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('credits_spent', 'bigint', (c) => c.notNull())
    .addColumn('freebets_spent', 'bigint', (c) => c.notNull())
    // The player's auto cash-out × 100, if any.
    .addColumn('auto_cashout_e2', 'bigint')
    // The highest multiplier × 100 the bet may reach under MAX_PROFIT_PER_BET (cashed out there).
    .addColumn('cap_e2', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('cashout_e2', 'bigint')
    .addColumn('credits_won', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('freebets_won', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('crash_bets_status_check', sql`status IN ('active', 'cashed', 'lost')`)
    .addCheckConstraint(
      'crash_bets_amounts_check',
      sql`amount = credits_spent + freebets_spent AND credits_spent >= 0 AND freebets_spent >= 0`,
    )
    .addUniqueConstraint('crash_bets_round_user_key', ['round_id', 'user_id'])
    .execute();
  await sql`CREATE INDEX crash_bets_active_idx ON crash_bets (round_id, auto_cashout_e2) WHERE status = 'active'`.execute(
    db,
  );

  // A crash bet has no seed pair: its fairness is the round's chain hash (bets.nonce holds the
  // round number). The other games keep both columns set.
  await sql`ALTER TABLE bets ALTER COLUMN seed_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE bets ADD CONSTRAINT bets_seed_check CHECK (seed_id IS NOT NULL OR game = 'crash')`.execute(
    db,
  );
}
