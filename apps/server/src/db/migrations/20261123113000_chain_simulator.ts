import { sql, type Kysely } from 'kysely';

/**
 * The development chain simulator (issue 9; modules/payments/chains/simulator): transfers on
 * networks that have no real adapter yet (SOL, TRON, XRP, TON, ALGO) or none configured outside
 * production. Each row is one simulated on-chain transfer: a deposit made with
 * `npm run dev:deposit`, or a withdrawal the simulator "broadcast". Simulated blocks follow the
 * clock (chains/simulator/simulated-chain.ts), so confirmations grow by themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_simulator_transfers')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) =>
      c.notNull().check(sql`direction IN ('deposit', 'withdrawal')`),
    )
    .addColumn('txid', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (c) => c.notNull().check(sql`amount > 0`))
    // The simulated block that holds it; confirmations = tip − block_height + 1.
    .addColumn('block_height', 'bigint', (c) => c.notNull())
    // Withdrawals: the withdrawal's id, so a retried broadcast never pays twice.
    .addColumn('reference', 'text')
    // Set when a simulated reorganisation removed it (dropSimulatedTransfer).
    .addColumn('dropped_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX chain_simulator_transfers_txid_uq ON chain_simulator_transfers (network, txid)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX chain_simulator_transfers_reference_uq ON chain_simulator_transfers (network, reference) WHERE reference IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX chain_simulator_transfers_scan_idx ON chain_simulator_transfers (network, id) WHERE direction = 'deposit'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_simulator_transfers').execute();
}
