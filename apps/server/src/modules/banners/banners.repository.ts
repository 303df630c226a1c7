import { sql } from 'kysely';
import type { BannerPlacement } from '@tengu/shared';
import type { DB } from '#app/db/database';

/** The only SQL of banners (docs/decisions/040-banners-and-moderation.md). */

export interface BannerValues {
  texts: Record<string, string>;
  link: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  position: number;
  onHome: boolean;
  inChat: boolean;
}

const COLUMNS = [
  'id',
  'texts',
  'link',
  'starts_at',
  'ends_at',
  'position',
  'on_home',
  'in_chat',
  'created_by',
  'created_at',
] as const;

/** Banners shown at `at` in a placement, in the operator's order. */
export function liveBanners(db: DB, options: { placement: BannerPlacement; at: Date }) {
  return db
    .selectFrom('banners')
    .select(COLUMNS)
    .where('removed_at', 'is', null)
    .where(options.placement === 'home' ? 'on_home' : 'in_chat', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', options.at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', options.at)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every banner not removed (live, scheduled and ended), in the operator's order. */
export function listBanners(db: DB) {
  return db
    .selectFrom('banners')
    .select(COLUMNS)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBannerForUpdate(db: DB, id: number) {
  return db
    .selectFrom('banners')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertBanner(db: DB, values: BannerValues, createdBy: string) {
  const row = await db
    .insertInto('banners')
    .values({
      texts: JSON.stringify(values.texts),
      link: values.link,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      position: values.position,
      on_home: values.onHome,
      in_chat: values.inChat,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: DB, id: number, values: BannerValues) {
  await db
    .updateTable('banners')
    .set({
      texts: JSON.stringify(values.texts),
      link: values.link,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      position: values.position,
      on_home: values.onHome,
      in_chat: values.inChat,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Soft-removes a banner; false when missing or already removed. */
export async function removeBanner(db: DB, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('banners')
    .set({ removed_at: at })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
