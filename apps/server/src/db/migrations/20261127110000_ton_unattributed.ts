import { sql, type Kysely } from 'kysely';

/**
 * Unattributed deposits (issue 19, docs/decisions/026-ton-adapter.md): a payment to the
 * operator's one address of a tag network (TON memo, XRP destination tag) whose tag is missing
 * or belongs to no player. It is held here for the operator, never lost and never credited to
 * someone else: one row per transfer (network, txid, output_index), like payment_deposits.
 * `HELD` until the operator `ASSIGNED` it to a player (then a payment_deposits row with the same
 * transfer key credits it once, through the watcher) or closed it `RESOLVED` with a note
 * (sent back by hand; the operator's own top-up of the wallet, which carries no memo either).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE unattributed_deposits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      network text NOT NULL,
      txid text NOT NULL,
      output_index integer NOT NULL,
      address text NOT NULL,
      tag text,
      asset text NOT NULL,
      asset_amount numeric(78, 0) NOT NULL CHECK (asset_amount > 0),
      asset_decimals smallint NOT NULL,
      block_height bigint,
      source text NOT NULL CHECK (source IN ('chain', 'simulator')),
      status text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'ASSIGNED', 'RESOLVED')),
      assigned_user_id uuid REFERENCES users(id),
      deposit_id uuid REFERENCES payment_deposits(id),
      resolved_by text,
      resolved_at timestamptz,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX unattributed_deposits_transfer_uq
      ON unattributed_deposits (network, txid, output_index);
    CREATE INDEX unattributed_deposits_held ON unattributed_deposits (network, created_at)
      WHERE status = 'HELD';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE unattributed_deposits`.execute(db);
}
