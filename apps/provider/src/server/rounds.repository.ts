import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The provider schema's SQL (rounds, seeds, campaigns); nothing else here touches the database. */

export type RoundState =
  'pending' | 'bet_accepted' | 'settled' | 'refused' | 'rolled_back' | 'failed';

export interface RoundRow {
  id: string;
  player: string;
  game_code: string;
  currency: string;
  bet: bigint;
  cost: bigint;
  win: bigint;
  is_free: boolean;
  campaign_uuid: string | null;
  outcome: unknown;
  bet_transaction_uuid: string;
  win_transaction_uuid: string;
  rollback_transaction_uuid: string;
  token: string;
  state: RoundState;
  balance_after: bigint | null;
  created_at: Date;
}

export interface Seeds {
  server_seed: string;
  client_seed: string;
  next_nonce: number;
}

export type Client = pg.PoolClient | pg.Pool;

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The player's seed pair, created on first use, locked until the transaction ends. */
export async function lockSeeds(client: pg.PoolClient, player: string): Promise<Seeds> {
  await client.query(
    `INSERT INTO provider.player_seeds (player, server_seed, client_seed)
     VALUES ($1, $2, $3) ON CONFLICT (player) DO NOTHING`,
    [player, randomBytes(32).toString('hex'), randomBytes(8).toString('hex')],
  );
  const { rows } = await client.query<Seeds>(
    'SELECT server_seed, client_seed, next_nonce FROM provider.player_seeds WHERE player = $1 FOR UPDATE',
    [player],
  );
  return rows[0] as Seeds;
}

export async function setNextNonce(client: pg.PoolClient, player: string, nonce: number) {
  await client.query('UPDATE provider.player_seeds SET next_nonce = $2 WHERE player = $1', [
    player,
    nonce,
  ]);
}

export async function insertRound(
  client: pg.PoolClient,
  round: Omit<RoundRow, 'state' | 'balance_after' | 'created_at'> & {
    server_seed: string;
    client_seed: string;
    nonce_from: number;
    nonce_to: number;
  },
) {
  await client.query(
    `INSERT INTO provider.rounds (id, player, game_code, currency, bet, cost, win, is_free,
       campaign_uuid, outcome, server_seed, client_seed, nonce_from, nonce_to,
       bet_transaction_uuid, win_transaction_uuid, rollback_transaction_uuid, token, state)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,'pending')`,
    [
      round.id,
      round.player,
      round.game_code,
      round.currency,
      round.bet.toString(),
      round.cost.toString(),
      round.win.toString(),
      round.is_free,
      round.campaign_uuid,
      JSON.stringify(round.outcome),
      round.server_seed,
      round.client_seed,
      round.nonce_from,
      round.nonce_to,
      round.bet_transaction_uuid,
      round.win_transaction_uuid,
      round.rollback_transaction_uuid,
      round.token,
    ],
  );
}

/** Moves a round on, only from the state the caller saw (a concurrent recovery cannot clash). */
export async function setRoundState(
  db: Client,
  id: string,
  from: RoundState[],
  to: RoundState,
  balanceAfter?: bigint,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE provider.rounds SET state = $3, balance_after = COALESCE($4, balance_after),
       updated_at = now() WHERE id = $1 AND state = ANY($2::text[])`,
    [id, from, to, balanceAfter?.toString() ?? null],
  );
  return result.rowCount === 1;
}

export async function unfinishedRounds(db: Client, olderThanSeconds: number): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT * FROM provider.rounds WHERE state IN ('pending', 'bet_accepted')
       AND updated_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT 100`,
    [olderThanSeconds],
  );
  return rows.map(readRound);
}

export async function roundsOf(db: Client, player: string): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    'SELECT * FROM provider.rounds WHERE player = $1 ORDER BY created_at',
    [player],
  );
  return rows.map(readRound);
}

function readRound(row: RoundRow): RoundRow {
  return {
    ...row,
    bet: BigInt(row.bet),
    cost: BigInt(row.cost),
    win: BigInt(row.win),
    balance_after: row.balance_after === null ? null : BigInt(row.balance_after),
  };
}

// --- Free-spin campaigns ---------------------------------------------------------------------

export interface CampaignRow {
  campaign_uuid: string;
  player: string;
  game_code: string;
  count: number;
  remaining: number;
  bet: bigint;
}

/** Inserts the grant unless its uuid exists; answers the stored row either way. */
export async function upsertCampaign(
  db: Client,
  grant: Omit<CampaignRow, 'remaining'>,
): Promise<{ row: CampaignRow; created: boolean }> {
  const inserted = await db.query(
    `INSERT INTO provider.campaigns (campaign_uuid, player, game_code, count, remaining, bet)
     VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (campaign_uuid) DO NOTHING`,
    [grant.campaign_uuid, grant.player, grant.game_code, grant.count, grant.bet.toString()],
  );
  const { rows } = await db.query<CampaignRow>(
    'SELECT * FROM provider.campaigns WHERE campaign_uuid = $1',
    [grant.campaign_uuid],
  );
  const row = rows[0] as CampaignRow;
  return { row: { ...row, bet: BigInt(row.bet) }, created: inserted.rowCount === 1 };
}

/** Takes one free spin of the player's oldest open grant for the game, or null. */
export async function takeFreeSpin(
  client: pg.PoolClient,
  player: string,
  gameCode: string,
): Promise<{ campaign_uuid: string; bet: bigint } | null> {
  const { rows } = await client.query<{ campaign_uuid: string; bet: string }>(
    `UPDATE provider.campaigns SET remaining = remaining - 1
     WHERE campaign_uuid = (
       SELECT campaign_uuid FROM provider.campaigns
       WHERE player = $1 AND game_code = $2 AND remaining > 0
       ORDER BY created_at, campaign_uuid LIMIT 1 FOR UPDATE)
     RETURNING campaign_uuid, bet`,
    [player, gameCode],
  );
  const row = rows[0];
  return row ? { campaign_uuid: row.campaign_uuid, bet: BigInt(row.bet) } : null;
}

/** Gives a free spin back (its round never reached the casino). */
export async function returnFreeSpin(db: Client, campaignUuid: string) {
  await db.query(
    'UPDATE provider.campaigns SET remaining = remaining + 1 WHERE campaign_uuid = $1 AND remaining < count',
    [campaignUuid],
  );
}

export async function freeSpinsLeft(
  db: Client,
  player: string,
  gameCode: string,
): Promise<{ count: number; bet: bigint | null }> {
  const { rows } = await db.query<{ count: string | null; bet: string | null }>(
    `SELECT sum(remaining) AS count,
       (SELECT bet FROM provider.campaigns WHERE player = $1 AND game_code = $2 AND remaining > 0
        ORDER BY created_at, campaign_uuid LIMIT 1) AS bet
     FROM provider.campaigns WHERE player = $1 AND game_code = $2 AND remaining > 0`,
    [player, gameCode],
  );
  const row = rows[0];
  return { count: Number(row?.count ?? 0), bet: row?.bet ? BigInt(row.bet) : null };
}
