import type pg from 'pg';

/**
 * The provider's own schema (`provider`), migrated in order by plain SQL steps. The studio never
 * reads or writes the casino's tables: it reaches player money only through the wallet API.
 */
export const PROVIDER_MIGRATIONS: readonly { name: string; sql: string }[] = [
  {
    name: '001_rounds_seeds_campaigns',
    sql: `
      CREATE TABLE provider.player_seeds (
        player text PRIMARY KEY,
        server_seed text NOT NULL,
        client_seed text NOT NULL,
        next_nonce integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE provider.rounds (
        id uuid PRIMARY KEY,
        player text NOT NULL,
        game_code text NOT NULL,
        currency text NOT NULL,
        bet bigint NOT NULL,
        cost bigint NOT NULL,
        win bigint NOT NULL,
        is_free boolean NOT NULL DEFAULT false,
        campaign_uuid text,
        outcome jsonb NOT NULL,
        server_seed text NOT NULL,
        client_seed text NOT NULL,
        nonce_from integer NOT NULL,
        nonce_to integer NOT NULL,
        bet_transaction_uuid uuid NOT NULL UNIQUE,
        win_transaction_uuid uuid NOT NULL UNIQUE,
        rollback_transaction_uuid uuid NOT NULL UNIQUE,
        token text NOT NULL,
        state text NOT NULL CHECK (state IN
          ('pending', 'bet_accepted', 'settled', 'refused', 'rolled_back', 'failed')),
        balance_after bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX rounds_player_idx ON provider.rounds (player, created_at DESC);
      CREATE INDEX rounds_unfinished_idx ON provider.rounds (state)
        WHERE state IN ('pending', 'bet_accepted');
      CREATE TABLE provider.campaigns (
        campaign_uuid text PRIMARY KEY,
        player text NOT NULL,
        game_code text NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        remaining integer NOT NULL CHECK (remaining >= 0),
        bet bigint NOT NULL CHECK (bet > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX campaigns_player_game_idx ON provider.campaigns (player, game_code)
        WHERE remaining > 0;
    `,
  },
  {
    // Issue 20: the shared roulette table (docs/decisions/034-shared-table-roulette.md) and the
    // slots' revealed seeds (rotation on demand).
    name: '002_table_rounds_and_seed_reveals',
    sql: `
      CREATE TABLE provider.table_rounds (
        table_id text NOT NULL,
        round_id bigint NOT NULL,
        server_seed text NOT NULL,
        server_seed_hash text NOT NULL,
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'settled')),
        pocket smallint CHECK (pocket BETWEEN 0 AND 36),
        spun_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, round_id)
      );
      CREATE INDEX table_rounds_unfinished_idx ON provider.table_rounds (table_id, closes_at)
        WHERE state <> 'settled';
      CREATE TABLE provider.table_bets (
        id uuid PRIMARY KEY,
        table_id text NOT NULL,
        round_id bigint NOT NULL,
        player text NOT NULL,
        token text NOT NULL,
        currency text NOT NULL,
        bet jsonb NOT NULL,
        stake bigint NOT NULL CHECK (stake > 0),
        transaction_uuid uuid NOT NULL UNIQUE,
        rollback_transaction_uuid uuid NOT NULL UNIQUE,
        state text NOT NULL CHECK (state IN
          ('pending', 'accepted', 'refused', 'rolling_back', 'rolled_back', 'failed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (table_id, round_id) REFERENCES provider.table_rounds (table_id, round_id)
      );
      CREATE INDEX table_bets_round_idx ON provider.table_bets (table_id, round_id, player);
      CREATE INDEX table_bets_unfinished_idx ON provider.table_bets (state)
        WHERE state IN ('pending', 'rolling_back');
      CREATE TABLE provider.table_settlements (
        table_id text NOT NULL,
        round_id bigint NOT NULL,
        player text NOT NULL,
        token text NOT NULL,
        currency text NOT NULL,
        stake bigint NOT NULL,
        win bigint NOT NULL CHECK (win >= 0),
        win_transaction_uuid uuid NOT NULL UNIQUE,
        reference_transaction_uuid uuid NOT NULL,
        state text NOT NULL DEFAULT 'owed' CHECK (state IN ('owed', 'settled', 'failed')),
        balance_after bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, round_id, player)
      );
      CREATE INDEX table_settlements_owed_idx ON provider.table_settlements (updated_at)
        WHERE state = 'owed';
      CREATE TABLE provider.seed_reveals (
        player text NOT NULL,
        server_seed text NOT NULL,
        server_seed_hash text NOT NULL,
        client_seed text NOT NULL,
        nonces_used integer NOT NULL,
        revealed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player, server_seed_hash)
      );
    `,
  },
];

/** Applies the steps not applied yet, under an advisory lock (two processes cannot race). */
export async function migrateProvider(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['tengu-provider-migrations']);
    await client.query('CREATE SCHEMA IF NOT EXISTS provider');
    await client.query(
      'CREATE TABLE IF NOT EXISTS provider.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM provider.migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const applied: string[] = [];
    for (const step of PROVIDER_MIGRATIONS) {
      if (done.has(step.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(step.sql);
        await client.query('INSERT INTO provider.migrations (name) VALUES ($1)', [step.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(step.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['tengu-provider-migrations']);
    client.release();
  }
}
