import { sql, type Kysely } from 'kysely';

/**
 * Free spins at providers (issue 20; docs/decisions/033-free-spin-tips.md).
 * - `free_spin_campaigns`: one row per campaign the casino owes a provider's player, its id being
 *   the provider's `campaign_uuid`. `source` says who pays: a player's tip (`tip`, source id
 *   `<tipper id>:<client request id>`, so a retried request finds its row) or a lootbox prize
 *   (`lootbox`, source id = the `free_spin_grants` row). The funding ledger entry is posted in
 *   the transaction that inserts the row (state `pending`); the grant at the provider then moves
 *   it to `granted`, or a definite refusal reverses the funding (`refused`). A pending row is
 *   retried with the same uuid until the provider answers.
 * - `free_spin_grants` (the lootbox's) gains the campaign that honoured it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE free_spin_campaigns (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      funded_by uuid REFERENCES users(id),
      provider_id text NOT NULL,
      game_uuid uuid NOT NULL REFERENCES provider_games(uuid),
      game_code text NOT NULL,
      spins int NOT NULL CHECK (spins > 0),
      spin_value bigint NOT NULL CHECK (spin_value > 0),
      cost bigint NOT NULL CHECK (cost > 0),
      source text NOT NULL CHECK (source IN ('tip', 'lootbox')),
      source_id text NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'granted', 'refused')),
      funding_entry_id bigint REFERENCES ledger_entries(id),
      reversal_entry_id bigint REFERENCES ledger_entries(id),
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      UNIQUE (source, source_id),
      CHECK (source <> 'tip' OR funded_by IS NOT NULL)
    );
    CREATE INDEX free_spin_campaigns_pending_idx ON free_spin_campaigns (created_at)
      WHERE state = 'pending';
    CREATE INDEX free_spin_campaigns_user_idx ON free_spin_campaigns (user_id, created_at DESC);
    CREATE INDEX free_spin_campaigns_funder_idx ON free_spin_campaigns (funded_by, created_at DESC)
      WHERE funded_by IS NOT NULL;
    ALTER TABLE free_spin_grants ADD COLUMN campaign_id uuid REFERENCES free_spin_campaigns(id);
  `.execute(db);
}
