import { sql, type Kysely } from 'kysely';

/**
 * The bet path's foreign keys declared but not enforced per row (issue 24, ADR 012 "Foreign keys
 * on the bet path"). Each enforced foreign key is an after-row trigger: one more lookup and row
 * lock per inserted row, seven per dice bet (a bet's player and seed pair, each posting's entry
 * and account) — about 6 µs of PostgreSQL's time each, an eighth of its time per bet. The writers
 * create or lock every referenced row in the same statement or transaction, nothing deletes
 * entries, accounts, seeds or players, and `ledger:check` proves the references (no posting
 * without its entry and account, no bet without its player). PostgreSQL 18's NOT ENFORCED keeps
 * them in the schema; older servers (15–17) keep enforcing them.
 */
const CONSTRAINTS = [
  ['ledger_postings', 'ledger_postings_entry_id_fkey'],
  ['ledger_postings', 'ledger_postings_account_id_fkey'],
  ['bets', 'bets_user_id_fkey'],
  ['bets', 'bets_seed_id_fkey'],
] as const;

async function setEnforced(db: Kysely<unknown>, enforced: boolean): Promise<void> {
  const { rows } = await sql<{
    version: number;
  }>`SELECT current_setting('server_version_num')::int AS version`.execute(db);
  if ((rows[0]?.version ?? 0) < 180000) return;
  for (const [table, name] of CONSTRAINTS) {
    const mode = enforced ? sql`ENFORCED` : sql`NOT ENFORCED`;
    await sql`ALTER TABLE ${sql.table(table)} ALTER CONSTRAINT ${sql.ref(name)} ${mode}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setEnforced(db, false);
}

/** Enforcing them again validates every existing row (a full read of both tables). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await setEnforced(db, true);
}
