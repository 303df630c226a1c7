import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { CrashBetsTable, CrashChainsTable, CrashRoundsTable, Database } from '#app/db/schema';

/** Every SQL statement on the crash tables, and crash's rows in `bets`. */

type Trx = Transaction<Database>;
export type ChainRow = Selectable<CrashChainsTable>;
export type RoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;

/** Advisory lock namespace of crash rounds (the two-int form: namespace, round id). */
const ROUND_LOCK = 7007;

/** The database clock: every replica and the engine judge time by it. */
export async function databaseNow(db: DB): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  return rows[0]?.now ?? new Date();
}

// Chains ------------------------------------------------------------------------------------------

export async function findLatestChain(db: DB): Promise<ChainRow | undefined> {
  return db.selectFrom('crash_chains').selectAll().orderBy('id', 'desc').executeTakeFirst();
}

export async function findChain(db: DB, id: number): Promise<ChainRow> {
  return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function insertChain(
  trx: Trx,
  chain: {
    length: number;
    interval: number;
    terminatingHash: string;
    salt: string;
    checkpoints: Array<{ idx: number; hash: string }>;
  },
): Promise<ChainRow> {
  const row = await trx
    .insertInto('crash_chains')
    .values({
      length: chain.length,
      checkpoint_interval: chain.interval,
      terminating_hash: chain.terminatingHash,
      salt: chain.salt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (let i = 0; i < chain.checkpoints.length; i += 5000) {
    await trx
      .insertInto('crash_chain_checkpoints')
      .values(
        chain.checkpoints
          .slice(i, i + 5000)
          .map((c) => ({ chain_id: row.id, idx: c.idx, hash: c.hash })),
      )
      .execute();
  }
  return row;
}

export async function findCheckpoint(db: DB, chainId: number, idx: number): Promise<string> {
  const row = await db
    .selectFrom('crash_chain_checkpoints')
    .select('hash')
    .where('chain_id', '=', chainId)
    .where('idx', '=', idx)
    .executeTakeFirst();
  if (!row) throw new Error(`crash chain ${chainId} has no checkpoint ${idx}`);
  return row.hash;
}

export async function lastChainRound(db: DB, chainId: number): Promise<number> {
  const row = await db
    .selectFrom('crash_rounds')
    .select((eb) => eb.fn.max('chain_round').as('last'))
    .where('chain_id', '=', chainId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

// Rounds ------------------------------------------------------------------------------------------

export async function findLatestRound(db: DB): Promise<RoundRow | undefined> {
  return db.selectFrom('crash_rounds').selectAll().orderBy('id', 'desc').executeTakeFirst();
}

export async function findRound(db: DB, id: number): Promise<RoundRow | undefined> {
  return db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRound(
  db: DB,
  round: { chainId: number; chainRound: number; hash: string; crashE2: bigint; waitingMs: number },
): Promise<RoundRow> {
  return db
    .insertInto('crash_rounds')
    .values({
      chain_id: round.chainId,
      chain_round: round.chainRound,
      hash: round.hash,
      crash_point_e2: round.crashE2,
      phase: 'waiting',
      betting_ends_at: sql<Date>`clock_timestamp() + ${round.waitingMs} * interval '1 millisecond'`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Waiting → running once betting has closed, after the bets still in flight have committed. */
export async function startRound(db: DB, id: number): Promise<RoundRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROUND_LOCK}, ${id})`.execute(trx);
    return trx
      .updateTable('crash_rounds')
      .set({ phase: 'running', started_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', id)
      .where('phase', '=', 'waiting')
      .where(sql<boolean>`clock_timestamp() >= betting_ends_at`)
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Running → crashed, stamped with the exact bust time, only once the database clock has passed
 * it (cash-outs judge by the same clock, so none can be accepted after this).
 */
export async function crashRound(
  db: DB,
  id: number,
  bustAfterMs: number,
): Promise<RoundRow | undefined> {
  const bustAt = sql<Date>`started_at + ${bustAfterMs} * interval '1 millisecond'`;
  return db
    .updateTable('crash_rounds')
    .set({ phase: 'crashed', crashed_at: bustAt })
    .where('id', '=', id)
    .where('phase', '=', 'running')
    .where(sql<boolean>`clock_timestamp() >= ${bustAt}`)
    .returningAll()
    .executeTakeFirst();
}

export async function markRoundSettled(trx: Trx, id: number): Promise<void> {
  await trx
    .updateTable('crash_rounds')
    .set({ settled_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .execute();
}

export async function listCrashedRounds(db: DB, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('phase', '=', 'crashed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The round a bet goes into. The bet holds a shared advisory lock on the round until it commits
 * and the start takes it exclusively, so the start waits for bets in flight and a bet that comes
 * after reads the round as started (a shared row lock would do the same, but a thousand bets on
 * one row pile up multixacts).
 */
export async function lockLatestRoundForBet(
  trx: Trx,
): Promise<(RoundRow & { now: Date }) | undefined> {
  const latest = await trx
    .selectFrom('crash_rounds')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  await sql`SELECT pg_advisory_xact_lock_shared(${ROUND_LOCK}, ${latest.id})`.execute(trx);
  return trx
    .selectFrom('crash_rounds')
    .selectAll()
    .select(sql<Date>`clock_timestamp()`.as('now'))
    .where('id', '=', latest.id)
    .executeTakeFirst();
}

// Bets --------------------------------------------------------------------------------------------

/** A bet with its player's name and whether they hide it from public feeds. */
export type CrashBetView = CrashBetRow & { username: string; hide_name: boolean };

export async function insertCrashBet(
  trx: Trx,
  bet: {
    id: string;
    roundId: number;
    userId: string;
    amount: bigint;
    creditsSpent: bigint;
    freebetsSpent: bigint;
    autoCashoutE2: bigint | null;
    capE2: bigint;
  },
): Promise<CrashBetRow | undefined> {
  return trx
    .insertInto('crash_bets')
    .values({
      id: bet.id,
      round_id: bet.roundId,
      user_id: bet.userId,
      amount: bet.amount,
      credits_spent: bet.creditsSpent,
      freebets_spent: bet.freebetsSpent,
      auto_cashout_e2: bet.autoCashoutE2,
      cap_e2: bet.capE2,
      status: 'active',
    })
    .onConflict((oc) => oc.columns(['round_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listRoundBets(db: DB, roundId: number): Promise<CrashBetView[]> {
  return db
    .selectFrom('crash_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.username', 'u.hide_name'])
    .where('b.round_id', '=', roundId)
    .orderBy('b.amount', 'desc')
    .orderBy('b.created_at')
    .execute();
}

export async function findUserBet(
  db: DB,
  roundId: number,
  userId: string,
): Promise<CrashBetView | undefined> {
  return db
    .selectFrom('crash_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.username', 'u.hide_name'])
    .where('b.round_id', '=', roundId)
    .where('b.user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's bet in the latest round, row-locked for a cash-out. */
export async function lockUserBetInLatestRound(
  trx: Trx,
  userId: string,
): Promise<{ bet: CrashBetView; round: RoundRow } | undefined> {
  const round = await trx
    .selectFrom('crash_rounds')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!round) return undefined;
  const bet = await trx
    .selectFrom('crash_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.username', 'u.hide_name'])
    .where('b.round_id', '=', round.id)
    .where('b.user_id', '=', userId)
    .forUpdate('b')
    .executeTakeFirst();
  if (!bet) return undefined;
  // Re-read the round after the lock: the engine may have crashed it meanwhile.
  const current = await trx
    .selectFrom('crash_rounds')
    .selectAll()
    .where('id', '=', round.id)
    .executeTakeFirstOrThrow();
  return { bet, round: current };
}

/** Active bets of a round whose cash-out target (auto or max-profit cap) is at most `maxE2`. */
export async function lockDueBets(
  trx: Trx,
  roundId: number,
  maxE2: bigint,
  limit: number,
  skipLocked: boolean,
): Promise<CrashBetView[]> {
  const target = sql<bigint>`LEAST(COALESCE(b.auto_cashout_e2, b.cap_e2), b.cap_e2)`;
  const query = trx
    .selectFrom('crash_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.username', 'u.hide_name'])
    .where('b.round_id', '=', roundId)
    .where('b.status', '=', 'active')
    .where(target, '<=', maxE2)
    .orderBy('b.id')
    .limit(limit)
    .forUpdate('b');
  return (skipLocked ? query.skipLocked() : query).execute();
}

export async function markCashed(
  trx: Trx,
  bet: { id: string; cashoutE2: bigint; creditsWon: bigint; freebetsWon: bigint },
): Promise<void> {
  await trx
    .updateTable('crash_bets')
    .set({
      status: 'cashed',
      cashout_e2: bet.cashoutE2,
      credits_won: bet.creditsWon,
      freebets_won: bet.freebetsWon,
      settled_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', bet.id)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
}

/** The settled bet in the bet history: no seed pair, the round number as its nonce. */
export async function insertHistoryBet(
  trx: Trx,
  bet: CrashBetRow,
  outcome: { creditsWon: bigint; freebetsWon: bigint; multiplierE4: bigint; isWin: boolean },
  details: Record<string, unknown>,
): Promise<Date> {
  const row = await trx
    .insertInto('bets')
    .values({
      id: bet.id,
      user_id: bet.user_id,
      game: 'crash',
      amount: bet.amount,
      credits_spent: bet.credits_spent,
      freebets_spent: bet.freebets_spent,
      credits_won: outcome.creditsWon,
      freebets_won: outcome.freebetsWon,
      result: outcome.isWin ? 'WIN' : 'LOSS',
      multiplier_e4: outcome.multiplierE4,
      details: JSON.stringify(details),
      seed_id: sql<bigint>`NULL`,
      nonce: bet.round_id,
      idempotency_key: null,
    })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** The round's chain salt, for the history rows (with the hash, what tengu-verify needs). */
const chainSalt = (round: RoundRow) =>
  sql<string>`(SELECT salt FROM crash_chains WHERE id = ${round.chain_id})`;

/**
 * The bust: every bet still in play loses, in one statement each for `crash_bets` and `bets`
 * (the history row carries the round's now public point and hash).
 */
export async function loseRemainingBets(
  trx: Trx,
  round: RoundRow,
): Promise<
  Array<{ id: string; user_id: string; amount: bigint; username: string; hide_name: boolean }>
> {
  const details = JSON.stringify({
    round_id: round.id,
    crash_point: Number(round.crash_point_e2) / 100,
    hash: round.hash,
  });
  const { rows } = await sql<{
    id: string;
    user_id: string;
    amount: bigint;
    username: string;
    hide_name: boolean;
  }>`
    WITH lost AS (
      UPDATE crash_bets SET status = 'lost', settled_at = clock_timestamp()
      WHERE round_id = ${round.id} AND status = 'active'
      RETURNING *
    ), history AS (
      INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
                        freebets_won, result, multiplier_e4, details, seed_id, nonce)
      SELECT id, user_id, 'crash', amount, credits_spent, freebets_spent, 0, 0, 'LOSS', 0,
             ${details}::jsonb || jsonb_build_object('salt', ${chainSalt(round)}), NULL, round_id
      FROM lost
    )
    SELECT lost.id, lost.user_id, lost.amount, u.username, u.hide_name
    FROM lost JOIN users u ON u.id = lost.user_id`.execute(trx);
  return rows;
}

/** After the bust, the winners' history rows learn the point and hash too. */
export async function revealRoundInHistory(trx: Trx, round: RoundRow): Promise<void> {
  const reveal = JSON.stringify({
    crash_point: Number(round.crash_point_e2) / 100,
    hash: round.hash,
  });
  await sql`
    UPDATE bets SET details = details || ${reveal}::jsonb || jsonb_build_object('salt', ${chainSalt(round)})
    WHERE game = 'crash' AND nonce = ${round.id}
      AND id IN (SELECT id FROM crash_bets WHERE round_id = ${round.id} AND status = 'cashed')`.execute(
    trx,
  );
}

export async function countActiveBets(db: DB, roundId: number): Promise<number> {
  const row = await db
    .selectFrom('crash_bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', '=', roundId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Credits and freebets of several players (0 when an account does not exist yet). */
export async function readBalancesOf(
  db: DB,
  userIds: string[],
): Promise<Map<string, { credits: bigint; freebets: bigint }>> {
  const result = new Map(userIds.map((id) => [id, { credits: 0n, freebets: 0n }]));
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'pocket', 'balance'])
    .where('user_id', 'in', userIds)
    .where('pocket', 'in', ['credits', 'freebets'])
    .execute();
  for (const row of rows) {
    const entry = row.user_id ? result.get(row.user_id) : undefined;
    if (!entry) continue;
    if (row.pocket === 'credits') entry.credits = row.balance;
    if (row.pocket === 'freebets') entry.freebets = row.balance;
  }
  return result;
}

// Status for the operator console (issue 22, ADR 044) ---------------------------------------------

export async function countRoundBets(db: DB, roundId: number): Promise<number> {
  const row = await db
    .selectFrom('crash_bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The database session that holds the leader's advisory lock (a bigint key is stored as classid =
 * its high 32 bits, objid = its low 32 bits, objsubid = 1), with where it connects from.
 */
export async function findLockHolder(
  db: DB,
  lockKey: string,
): Promise<
  | {
      pid: number;
      client_addr: string | null;
      application_name: string;
      backend_start: Date | null;
    }
  | undefined
> {
  const { rows } = await sql<{
    pid: number;
    client_addr: string | null;
    application_name: string;
    backend_start: Date | null;
  }>`
    SELECT a.pid, host(a.client_addr) AS client_addr, a.application_name, a.backend_start
    FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
      AND ((l.classid::bigint << 32) | l.objid::bigint) = ${lockKey}::bigint
    LIMIT 1`.execute(db);
  return rows[0];
}
