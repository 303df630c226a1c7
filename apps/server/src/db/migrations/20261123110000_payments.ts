import { sql, type Kysely } from 'kysely';

/**
 * Crypto payments (issue 9): deposit addresses, deposits, withdrawals and the chain watchers'
 * cursors. Crypto amounts are integers of the asset's smallest unit in NUMERIC(78,0) (wei does
 * not fit a BIGINT); dollar amounts are BIGINT 10⁻⁸ USD like the ledger's. The money itself moves
 * only through ledger entries (docs/decisions/004-ledger.md); these rows say why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Next derivation index (or tag) per network and operator key: handed out atomically.
  await db.schema
    .createTable('payment_derivation_counters')
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('next_index', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`next_index >= 0`),
    )
    .addPrimaryKeyConstraint('payment_derivation_counters_pk', ['network', 'key_id'])
    .execute();

  await db.schema
    .createTable('payment_deposit_addresses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    // XRP destination tag / TON memo; null on networks with an address per player.
    .addColumn('tag', 'text')
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('derivation_index', 'integer', (c) => c.notNull().check(sql`derivation_index >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An address (with its tag) belongs to one player: a payment to it can only be theirs.
  await sql`CREATE UNIQUE INDEX payment_deposit_addresses_address_uq ON payment_deposit_addresses (network, address, coalesce(tag, ''))`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX payment_deposit_addresses_index_uq ON payment_deposit_addresses (network, key_id, derivation_index)`.execute(
    db,
  );
  // The current address of a player on a network is the newest one.
  await sql`CREATE INDEX payment_deposit_addresses_user_idx ON payment_deposit_addresses (user_id, network, created_at DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('payment_deposits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('address_id', 'uuid', (c) => c.notNull().references('payment_deposit_addresses.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('txid', 'text', (c) => c.notNull())
    // Output index (UTXO), log index (ERC-20) or -1 (EVM native value).
    .addColumn('output_index', 'integer', (c) => c.notNull())
    .addColumn('asset_amount', sql`numeric(78, 0)`, (c) => c.notNull().check(sql`asset_amount > 0`))
    .addColumn('asset_decimals', 'smallint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED', 'REJECTED')`),
    )
    .addColumn('confirmations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('required_confirmations', 'integer', (c) => c.notNull())
    .addColumn('block_height', 'bigint')
    .addColumn('block_hash', 'text')
    // Dollar value credited (10⁻⁸ USD) and the price used, set when COMPLETED.
    .addColumn('fiat_amount', 'bigint')
    .addColumn('price_usd', 'text')
    .addColumn('ledger_entry_id', 'bigint')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chain', 'simulator')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  // One transfer is one deposit, whatever the restarts and re-scans.
  await sql`CREATE UNIQUE INDEX payment_deposits_transfer_uq ON payment_deposits (network, txid, output_index)`.execute(
    db,
  );
  await sql`CREATE INDEX payment_deposits_user_idx ON payment_deposits (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX payment_deposits_open_idx ON payment_deposits (network) WHERE status IN ('PENDING', 'PROCESSING')`.execute(
    db,
  );

  await db.schema
    .createTable('payment_withdrawals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('asset_amount', sql`numeric(78, 0)`, (c) => c.notNull().check(sql`asset_amount > 0`))
    .addColumn('fee_amount', sql`numeric(78, 0)`, (c) => c.notNull().check(sql`fee_amount >= 0`))
    .addColumn('received_amount', sql`numeric(78, 0)`, (c) =>
      c.notNull().check(sql`received_amount >= 0`),
    )
    .addColumn('asset_decimals', 'smallint', (c) => c.notNull())
    // Dollars debited from the player at request (10⁻⁸ USD) and the price used.
    .addColumn('fiat_amount', 'bigint', (c) => c.notNull().check(sql`fiat_amount > 0`))
    .addColumn('price_usd', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED')`),
    )
    .addColumn('txid', 'text')
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    // Broadcast attempts so far: a send that may have reached the node is not repeated blindly.
    .addColumn('broadcast_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX payment_withdrawals_user_idx ON payment_withdrawals (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX payment_withdrawals_open_idx ON payment_withdrawals (status, created_at) WHERE status IN ('PENDING', 'PROCESSING')`.execute(
    db,
  );

  // Where each network's watcher stopped (the adapter's opaque cursor), saved after its deposits.
  await db.schema
    .createTable('payment_watch_cursors')
    .addColumn('network', 'text', (c) => c.primaryKey())
    .addColumn('cursor', 'text', (c) => c.notNull())
    .addColumn('tip_height', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
