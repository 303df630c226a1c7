import { sql, type Kysely } from 'kysely';

/**
 * The lootbox (issue 17 item 2, docs/decisions/016-lootbox.md).
 * - `lootbox_codes`: operator promo codes (upper-case), active flag, optional expiry and maximum
 *   number of opens (`uses` counts them, taken by one conditional update per open).
 * - `lootbox_opens`: one box per code per player, enforced by UNIQUE (code_id, user_id); the prize
 *   drawn and the seed pair, client seed and nonce it was drawn from.
 * - `free_spin_grants`: free spins owed to a player (spins × spin value in 10⁻⁸ USD), from a
 *   source (here 'lootbox' and the open's id); provider games honour them in a later issue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lootbox_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,32}$'),
      active boolean NOT NULL DEFAULT true,
      expires_at timestamptz,
      max_uses int CHECK (max_uses > 0),
      uses int NOT NULL DEFAULT 0 CHECK (uses >= 0),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (max_uses IS NULL OR uses <= max_uses)
    );
    CREATE TABLE lootbox_opens (
      id uuid PRIMARY KEY,
      code_id uuid NOT NULL REFERENCES lootbox_codes(id),
      user_id uuid NOT NULL REFERENCES users(id),
      prize text NOT NULL,
      seed_id bigint NOT NULL REFERENCES fairness_seeds(id),
      client_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      nonce int NOT NULL CHECK (nonce >= 0),
      ledger_entry_id bigint REFERENCES ledger_entries(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (code_id, user_id),
      UNIQUE (seed_id, nonce)
    );
    CREATE INDEX lootbox_opens_user_idx ON lootbox_opens (user_id, created_at DESC);
    CREATE TABLE free_spin_grants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      spins int NOT NULL CHECK (spins > 0),
      spin_value bigint NOT NULL CHECK (spin_value > 0),
      source text NOT NULL,
      source_id text NOT NULL,
      status text NOT NULL DEFAULT 'granted' CHECK (status IN ('granted', 'used', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (source, source_id)
    );
    CREATE INDEX free_spin_grants_user_idx ON free_spin_grants (user_id) WHERE status = 'granted';
  `.execute(db);
}
