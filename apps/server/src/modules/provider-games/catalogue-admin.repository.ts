import { sql, type SqlBool } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import type { Transaction } from 'kysely';

/** SQL of the console's provider catalogue (issue 22, ADR 048): the operator's switches. */

type Trx = Transaction<Database>;

export interface AdminGameFilter {
  q?: string | undefined;
  provider?: string | undefined;
  enabled?: boolean | undefined;
}

export interface AdminGameRow {
  uuid: string;
  provider_id: string;
  provider_name: string;
  code: string;
  name: string;
  slug: string;
  categories: string[];
  enabled: boolean;
  operator_disabled: boolean;
  position: number | null;
  provider_enabled: boolean;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function adminGames(db: DB | Trx, filter: AdminGameFilter) {
  let q = db
    .selectFrom('provider_games as g')
    .leftJoin('catalogue_disabled_providers as d', 'd.provider_id', 'g.provider_id');
  if (filter.q) {
    const pattern = likePattern(filter.q);
    q = q.where((eb) => eb.or([eb('g.name', 'ilike', pattern), eb('g.code', 'ilike', pattern)]));
  }
  if (filter.provider) q = q.where('g.provider_id', '=', filter.provider);
  if (filter.enabled !== undefined) q = q.where('g.operator_disabled', '=', !filter.enabled);
  return q;
}

const columns = [
  'g.uuid',
  'g.provider_id',
  'g.provider_name',
  'g.code',
  'g.name',
  'g.slug',
  'g.categories',
  'g.enabled',
  'g.operator_disabled',
  'g.position',
] as const;

/** A page of the catalogue, in the players' default order: featured first, then by name. */
export async function listAdminGames(
  db: DB,
  filter: AdminGameFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    adminGames(db, filter)
      .select(columns)
      .select(sql<boolean>`d.provider_id IS NULL`.as('provider_enabled'))
      .orderBy(sql`g.position ASC NULLS LAST`)
      .orderBy('g.name')
      .orderBy('g.uuid')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    adminGames(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function listAdminProviders(db: DB) {
  const result = await sql<{
    id: string;
    name: string;
    games: number;
    enabled_games: number;
    enabled: boolean;
  }>`
    SELECT g.provider_id AS id, max(g.provider_name) AS name, count(*)::int AS games,
      (count(*) FILTER (WHERE g.enabled AND NOT g.operator_disabled))::int AS enabled_games,
      bool_and(d.provider_id IS NULL) AS enabled
    FROM provider_games g
    LEFT JOIN catalogue_disabled_providers d ON d.provider_id = g.provider_id
    GROUP BY g.provider_id ORDER BY max(g.provider_name)
  `.execute(db);
  return result.rows;
}

/** One game, locked for the switch or the position change. */
export async function lockAdminGame(trx: Trx, uuid: string): Promise<AdminGameRow | undefined> {
  return trx
    .selectFrom('provider_games as g')
    .leftJoin('catalogue_disabled_providers as d', 'd.provider_id', 'g.provider_id')
    .select(columns)
    .select(sql<boolean>`d.provider_id IS NULL`.as('provider_enabled'))
    .where('g.uuid', '=', uuid)
    .forUpdate('g')
    .executeTakeFirst();
}

export async function setGameSwitch(trx: Trx, uuid: string, enabled: boolean): Promise<void> {
  await trx
    .updateTable('provider_games')
    .set({ operator_disabled: !enabled, updated_at: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .execute();
}

export async function setGamePosition(
  trx: Trx,
  uuid: string,
  position: number | null,
): Promise<void> {
  await trx
    .updateTable('provider_games')
    .set({ position, updated_at: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .execute();
}

/** The provider's name when it has games in the catalogue. */
export async function findCatalogueProvider(
  trx: Trx,
  providerId: string,
): Promise<{ name: string; enabled: boolean } | undefined> {
  const row = await trx
    .selectFrom('provider_games as g')
    .select(sql<string>`max(g.provider_name)`.as('name'))
    .select(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM catalogue_disabled_providers d
        WHERE d.provider_id = ${providerId})`.as('enabled'),
    )
    .where('g.provider_id', '=', providerId)
    .having((eb) => eb.fn.countAll(), '>', 0)
    .executeTakeFirst();
  return row ? { name: row.name, enabled: Boolean(row.enabled) } : undefined;
}

/** Switches a provider on or off (idempotent: the row is there exactly when it is off). */
export async function setProviderSwitch(
  trx: Trx,
  providerId: string,
  enabled: boolean,
): Promise<void> {
  if (enabled) {
    await trx
      .deleteFrom('catalogue_disabled_providers')
      .where('provider_id', '=', providerId)
      .execute();
  } else {
    await trx
      .insertInto('catalogue_disabled_providers')
      .values({ provider_id: providerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Serialises switches of one provider (two staff at once: one after the other, both audited). */
export async function lockProviderSwitch(trx: Trx, providerId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`catalogue-provider:${providerId}`}))`.execute(
    trx,
  );
}
