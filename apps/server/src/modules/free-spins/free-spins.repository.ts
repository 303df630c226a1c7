import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { FreeSpinCampaignsTable } from '#app/db/schema';

/** SQL of free spins at providers (issue 20; docs/decisions/033-free-spin-tips.md). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FreeSpinGameRow {
  uuid: string;
  provider_id: string;
  code: string;
  name: string;
  slug: string;
  image: string;
}

/**
 * An enabled slot of the provider, by catalogue uuid or (the fallback list) by code. Live games
 * have no spins to give.
 */
export async function findFreeSpinGame(
  db: DB,
  providerId: string,
  ref: string,
): Promise<FreeSpinGameRow | undefined> {
  return db
    .selectFrom('provider_games')
    .select(['uuid', 'provider_id', 'code', 'name', 'slug', 'image'])
    .where('provider_id', '=', providerId)
    .where('enabled', '=', true)
    .where(sql<boolean>`'slots' = ANY(categories)`)
    .where(UUID.test(ref) ? 'uuid' : 'code', '=', ref)
    .executeTakeFirst();
}

/** Which of `codes` are enabled slots of these providers. */
export async function knownSlotCodes(
  db: DB,
  providerIds: readonly string[],
  codes: readonly string[],
): Promise<string[]> {
  if (providerIds.length === 0 || codes.length === 0) return [];
  const rows = await db
    .selectFrom('provider_games')
    .select('code')
    .distinct()
    .where('provider_id', 'in', [...providerIds])
    .where('code', 'in', [...codes])
    .where('enabled', '=', true)
    .where(sql<boolean>`'slots' = ANY(categories)`)
    .execute();
  return rows.map((r) => r.code);
}

export async function providerNames(
  db: DB,
  providerIds: readonly string[],
): Promise<{ provider_id: string; provider_name: string }[]> {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('provider_games')
    .select(['provider_id', 'provider_name'])
    .distinct()
    .where('provider_id', 'in', [...providerIds])
    .execute();
}

/** A player's credits (0 before the pocket exists). */
export async function creditsOf(db: DB, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'player')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export interface CampaignRow {
  id: string;
  user_id: string;
  funded_by: string | null;
  provider_id: string;
  game_uuid: string;
  game_code: string;
  spins: number;
  spin_value: bigint;
  cost: bigint;
  source: FreeSpinCampaignsTable['source'];
  source_id: string;
  state: 'pending' | 'granted' | 'refused';
  funding_entry_id: bigint | null;
  attempts: number;
}

const campaignColumns = [
  'id',
  'user_id',
  'funded_by',
  'provider_id',
  'game_uuid',
  'game_code',
  'spins',
  'spin_value',
  'cost',
  'source',
  'source_id',
  'state',
  'funding_entry_id',
  'attempts',
] as const;

export async function insertCampaign(
  trx: DB,
  row: Omit<CampaignRow, 'state' | 'attempts'>,
): Promise<void> {
  await trx.insertInto('free_spin_campaigns').values(row).execute();
}

export async function findCampaign(db: DB, id: string): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('free_spin_campaigns')
    .select(campaignColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCampaignBySource(
  db: DB,
  source: CampaignRow['source'],
  sourceId: string,
): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('free_spin_campaigns')
    .select(campaignColumns)
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
}

export async function findGameOfCampaign(db: DB, gameUuid: string): Promise<FreeSpinGameRow> {
  return db
    .selectFrom('provider_games')
    .select(['uuid', 'provider_id', 'code', 'name', 'slug', 'image'])
    .where('uuid', '=', gameUuid)
    .executeTakeFirstOrThrow();
}

/** pending → granted|refused, once: the caller that gets the row settles it. */
export async function settleCampaign(
  trx: DB,
  id: string,
  state: 'granted' | 'refused',
  reversalEntryId: bigint | null,
  lastError: string | null,
): Promise<boolean> {
  const row = await trx
    .updateTable('free_spin_campaigns')
    .set({
      state,
      reversal_entry_id: reversalEntryId,
      settled_at: sql<Date>`now()`,
      attempts: sql<number>`attempts + 1`,
      last_error: lastError,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockPendingCampaign(trx: DB, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('free_spin_campaigns')
    .select('id')
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordAttempt(db: DB, id: string, error: string): Promise<void> {
  await db
    .updateTable('free_spin_campaigns')
    .set({ attempts: sql<number>`attempts + 1`, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Pending campaigns created before `before`, oldest first. */
export async function pendingCampaignIds(db: DB, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('free_spin_campaigns')
    .select('id')
    .where('state', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

// --- Lootbox grants (docs/decisions/016-lootbox.md) -----------------------------------------

export interface LootboxGrantRow {
  id: string;
  spins: number;
  spin_value: bigint;
  status: 'granted' | 'used' | 'expired';
  campaign_id: string | null;
}

/** The player's free-spin grant of a lootbox open. */
export async function findLootboxGrant(
  db: DB,
  userId: string,
  openId: string,
): Promise<LootboxGrantRow | undefined> {
  return db
    .selectFrom('free_spin_grants')
    .select(['id', 'spins', 'spin_value', 'status', 'campaign_id'])
    .where('source', '=', 'lootbox')
    .where('source_id', '=', openId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** granted → used by this campaign, once (the conditional update is the claim). */
export async function takeLootboxGrant(
  trx: DB,
  grantId: string,
  campaignId: string,
): Promise<boolean> {
  const row = await trx
    .updateTable('free_spin_grants')
    .set({ status: 'used', campaign_id: campaignId })
    .where('id', '=', grantId)
    .where('status', '=', 'granted')
    .where('campaign_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A refused campaign gives the prize back, so the player can pick another game. */
export async function releaseLootboxGrant(trx: DB, campaignId: string): Promise<void> {
  await trx
    .updateTable('free_spin_grants')
    .set({ status: 'granted', campaign_id: null })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'used')
    .execute();
}

/** The latest campaigns (optionally of one state), for the operator tool. */
export async function listCampaigns(
  db: DB,
  state: CampaignRow['state'] | null,
  limit: number,
): Promise<
  (Pick<
    CampaignRow,
    'id' | 'state' | 'source' | 'spins' | 'spin_value' | 'provider_id' | 'game_code' | 'attempts'
  > & { username: string; created_at: Date; last_error: string | null })[]
> {
  let q = db
    .selectFrom('free_spin_campaigns as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.state',
      'c.source',
      'c.spins',
      'c.spin_value',
      'c.provider_id',
      'c.game_code',
      'c.attempts',
      'c.created_at',
      'c.last_error',
      'u.username',
    ]);
  if (state) q = q.where('c.state', '=', state);
  return q.orderBy('c.created_at', 'desc').limit(limit).execute();
}
