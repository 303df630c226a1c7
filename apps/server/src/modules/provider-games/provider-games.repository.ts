import { sql, type Expression, type SqlBool } from 'kysely';
import type { CatalogueGame, Game } from '@tengu/shared';
import type { DB } from '#app/db/database';

/** SQL of the provider games' catalogue and the players' favourites (issue 20; ADR 030). */

export interface CatalogueFilter {
  query: string;
  category?: string;
  provider?: string;
  bonusBuy?: boolean;
  sort: 'name' | 'new';
}

const gameColumns = [
  'g.uuid',
  'g.provider_id',
  'g.provider_name',
  'g.code',
  'g.name',
  'g.slug',
  'g.categories',
  'g.bonus_buy',
  'g.rtp',
  'g.volatility',
  'g.max_win_x',
  'g.image',
  'g.image_gradient',
  'g.features',
  'g.description',
] as const;

interface GameRow {
  uuid: string;
  provider_id: string;
  provider_name: string;
  code: string;
  name: string;
  slug: string;
  categories: string[];
  bonus_buy: { priceX: number; rtpTarget: number | null } | null;
  rtp: string;
  volatility: string;
  max_win_x: string;
  release: string;
  image: string;
  image_gradient: string[];
  features: string[];
  description: string;
}

function toGame(row: GameRow): Game {
  return {
    uuid: row.uuid,
    name: row.name,
    slug: row.slug,
    provider: row.provider_name,
    providerId: row.provider_id,
    code: row.code,
    image: row.image,
    image_gradient: [row.image_gradient[0] ?? '#1f2937', row.image_gradient[1] ?? '#111827'],
    categories: row.categories,
    bonusBuy: row.bonus_buy,
    rtp: Number(row.rtp),
    volatility: row.volatility,
    maxWinX: Number(row.max_win_x),
    releaseDate: row.release,
    features: row.features,
    description: row.description,
    house: false,
  };
}

function selectGames(db: DB) {
  return db
    .selectFrom('provider_games as g')
    .select(gameColumns)
    .select(sql<string>`to_char(g.release_date, 'YYYY-MM-DD')`.as('release'));
}

/**
 * A game the players may see and open (alias `g`): the provider offers it (`enabled`, rewritten
 * by each import) and the operator has switched off neither it nor its provider (ADR 048).
 */
export const OFFERED = sql<SqlBool>`g.enabled AND NOT g.operator_disabled AND NOT EXISTS (
  SELECT 1 FROM catalogue_disabled_providers d WHERE d.provider_id = g.provider_id)`;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: DB, filter: CatalogueFilter) {
  let q = db.selectFrom('provider_games as g').where(OFFERED);
  if (filter.query !== '') {
    const pattern = likePattern(filter.query);
    q = q.where((eb) =>
      eb.or([eb('g.name', 'ilike', pattern), eb('g.provider_name', 'ilike', pattern)]),
    );
  }
  if (filter.category) {
    const category = filter.category;
    q = q.where(sql<SqlBool>`${category} = ANY(g.categories)` as Expression<SqlBool>);
  }
  if (filter.provider) q = q.where('g.provider_id', '=', filter.provider);
  if (filter.bonusBuy === true) q = q.where('g.bonus_buy', 'is not', null);
  if (filter.bonusBuy === false) q = q.where('g.bonus_buy', 'is', null);
  return q;
}

export async function countCatalogue(db: DB, filter: CatalogueFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listCatalogue(
  db: DB,
  filter: CatalogueFilter,
  offset: number,
  limit: number,
): Promise<Game[]> {
  if (limit <= 0) return [];
  let q = filtered(db, filter)
    .select(gameColumns)
    .select(sql<string>`to_char(g.release_date, 'YYYY-MM-DD')`.as('release'));
  // The default order puts the operator's featured games first (`position`, ADR 048).
  q =
    filter.sort === 'new'
      ? q.orderBy('g.release_date', 'desc').orderBy('g.name').orderBy('g.uuid')
      : q
          .orderBy(sql`g.position ASC NULLS LAST`)
          .orderBy('g.name')
          .orderBy('g.uuid');
  const rows = await q.offset(offset).limit(limit).execute();
  return (rows as GameRow[]).map(toGame);
}

export async function findEnabledGameBySlug(db: DB, slug: string): Promise<Game | null> {
  const row = await selectGames(db).where('g.slug', '=', slug).where(OFFERED).executeTakeFirst();
  return row ? toGame(row as GameRow) : null;
}

export async function providersWithCounts(
  db: DB,
): Promise<{ id: string; name: string; games: number }[]> {
  const rows = await db
    .selectFrom('provider_games as g')
    .where(OFFERED)
    .select(['g.provider_id', sql<string>`max(g.provider_name)`.as('name')])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .groupBy('g.provider_id')
    .orderBy('g.provider_id')
    .execute();
  return rows.map((r) => ({ id: r.provider_id, name: r.name, games: Number(r.n) }));
}

/** Inserts or updates one provider's games; returns how many rows were written. */
export async function upsertCatalogueGames(
  db: DB,
  providerId: string,
  providerName: string,
  games: readonly CatalogueGame[],
): Promise<number> {
  if (games.length === 0) return 0;
  const rows = games.map((g) => ({
    provider_id: providerId,
    provider_name: providerName,
    code: g.code,
    name: g.name,
    slug: g.slug,
    categories: g.categories,
    bonus_buy: g.bonusBuy ? JSON.stringify(g.bonusBuy) : null,
    rtp: g.rtp,
    volatility: g.volatility,
    max_win_x: g.maxWinX,
    release_date: g.releaseDate,
    image: g.image,
    image_gradient: [...g.imageGradient],
    features: g.features,
    description: g.description,
    enabled: true,
  }));
  const result = await db
    .insertInto('provider_games')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        provider_name: eb.ref('excluded.provider_name'),
        name: eb.ref('excluded.name'),
        slug: eb.ref('excluded.slug'),
        categories: eb.ref('excluded.categories'),
        bonus_buy: eb.ref('excluded.bonus_buy'),
        rtp: eb.ref('excluded.rtp'),
        volatility: eb.ref('excluded.volatility'),
        max_win_x: eb.ref('excluded.max_win_x'),
        release_date: eb.ref('excluded.release_date'),
        image: eb.ref('excluded.image'),
        image_gradient: eb.ref('excluded.image_gradient'),
        features: eb.ref('excluded.features'),
        description: eb.ref('excluded.description'),
        enabled: true,
        updated_at: sql<Date>`now()`,
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Disables this provider's games whose codes are not in `codes`; returns how many. */
export async function disableMissingGames(
  db: DB,
  providerId: string,
  codes: readonly string[],
): Promise<number> {
  let q = db
    .updateTable('provider_games')
    .set({ enabled: false, updated_at: sql<Date>`now()` })
    .where('provider_id', '=', providerId)
    .where('enabled', '=', true);
  if (codes.length > 0) q = q.where('code', 'not in', [...codes]);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function enabledGameExists(db: DB, uuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('provider_games as g')
    .select('g.uuid')
    .where('g.uuid', '=', uuid)
    .where(OFFERED)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the operator switched this provider game off (the game or its provider; ADR 048), so a
 * launch is refused. A game not (yet) in the catalogue is not switched off.
 */
export async function isSwitchedOffByOperator(
  db: DB,
  providerId: string,
  gameCode: string,
): Promise<boolean> {
  const result = await sql<{ off: boolean }>`
    SELECT EXISTS (SELECT 1 FROM catalogue_disabled_providers WHERE provider_id = ${providerId})
      OR EXISTS (SELECT 1 FROM provider_games
        WHERE provider_id = ${providerId} AND code = ${gameCode} AND operator_disabled) AS off
  `.execute(db);
  return result.rows[0]?.off === true;
}

export async function addFavourite(db: DB, userId: string, uuid: string): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ user_id: userId, game_uuid: uuid })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeFavourite(db: DB, userId: string, uuid: string): Promise<void> {
  await db
    .deleteFrom('game_favourites')
    .where('user_id', '=', userId)
    .where('game_uuid', '=', uuid)
    .execute();
}

export async function isFavourite(db: DB, userId: string, uuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_favourites')
    .select('game_uuid')
    .where('user_id', '=', userId)
    .where('game_uuid', '=', uuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** The player's favourites that are still on offer, the latest hearted first. */
export async function listFavourites(db: DB, userId: string): Promise<Game[]> {
  const rows = await selectGames(db)
    .innerJoin('game_favourites as f', 'f.game_uuid', 'g.uuid')
    .where('f.user_id', '=', userId)
    .where(OFFERED)
    .orderBy('f.created_at', 'desc')
    .limit(500)
    .execute();
  return (rows as GameRow[]).map(toGame);
}
