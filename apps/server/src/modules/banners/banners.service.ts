import {
  BANNER_MESSAGES,
  bannerInputSchema,
  type AdminBanner,
  type BannerInput,
  type BannerPlacement,
  type Language,
  type PublicBanner,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import {
  findBannerForUpdate,
  insertBanner,
  liveBanners,
  listBanners,
  removeBanner,
  updateBanner,
  type BannerValues,
} from './banners.repository';

/** Who changes banners: the console's staff member (with id and IP) or the CLI's operator. */
export interface BannerOperator {
  name: string;
  userId?: string | null;
  ip?: string | null;
}

type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

/** The banner's text in `language`, English when it has none. */
export function textIn(texts: Record<string, string>, language: string): string {
  const own = texts[language]?.trim();
  return own ? own : (texts.en ?? '');
}

/** The banners live now in a placement, in the reader's language (English fallback). */
export async function publicBanners(options: {
  db: DB;
  now: () => Date;
  placement: BannerPlacement;
  language: Language;
}): Promise<PublicBanner[]> {
  const rows = await liveBanners(options.db, { placement: options.placement, at: options.now() });
  return rows.map((r) => ({ id: r.id, text: textIn(r.texts, options.language), link: r.link }));
}

function toAdminBanner(row: BannerRow, at: Date): AdminBanner {
  const state =
    row.starts_at && row.starts_at > at
      ? 'scheduled'
      : row.ends_at && row.ends_at <= at
        ? 'ended'
        : 'live';
  return {
    id: row.id,
    texts: row.texts,
    link: row.link,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    position: row.position,
    onHome: row.on_home,
    inChat: row.in_chat,
    state,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

export async function allBanners(options: { db: DB; now: () => Date }): Promise<AdminBanner[]> {
  const at = options.now();
  return (await listBanners(options.db)).map((r) => toAdminBanner(r, at));
}

/** Validates an operator's banner (zod); the first problem is the message of a 400. */
export function parseBanner(input: BannerInput): BannerValues {
  const parsed = bannerInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid banner.');
  }
  const texts: Record<string, string> = {};
  for (const [language, text] of Object.entries(parsed.data.texts)) {
    if (text) texts[language] = text;
  }
  return { ...parsed.data, texts };
}

const snapshot = (v: BannerValues) => ({
  texts: v.texts,
  link: v.link,
  startsAt: v.startsAt?.toISOString() ?? null,
  endsAt: v.endsAt?.toISOString() ?? null,
  position: v.position,
  onHome: v.onHome,
  inChat: v.inChat,
});

const auditRow = (operator: BannerOperator, action: string, details: Record<string, unknown>) => ({
  operator: operator.name,
  action,
  targetUserId: null,
  details,
  ledgerEntryId: null,
  actorUserId: operator.userId ?? null,
  ip: operator.ip ?? null,
});

/** Adds a banner; audited (`banner.add`) in the same transaction. */
export async function addBanner(options: {
  db: DB;
  operator: BannerOperator;
  input: BannerInput;
}): Promise<{ id: number; auditId: bigint }> {
  const values = parseBanner(options.input);
  return options.db.transaction().execute(async (trx) => {
    const id = await insertBanner(trx, values, options.operator.name);
    const auditId = await insertAudit(
      trx,
      auditRow(options.operator, 'banner.add', { id, before: null, after: snapshot(values) }),
    );
    return { id, auditId };
  });
}

/** Replaces a banner's texts, link, window, order and placements; audited with before/after. */
export async function editBanner(options: {
  db: DB;
  operator: BannerOperator;
  id: number;
  input: BannerInput;
}): Promise<{ auditId: bigint }> {
  const values = parseBanner(options.input);
  return options.db.transaction().execute(async (trx) => {
    const row = await findBannerForUpdate(trx, options.id);
    if (!row) throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
    await updateBanner(trx, options.id, values);
    const before = snapshot({
      texts: row.texts,
      link: row.link,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      position: row.position,
      onHome: row.on_home,
      inChat: row.in_chat,
    });
    const auditId = await insertAudit(
      trx,
      auditRow(options.operator, 'banner.edit', {
        id: options.id,
        before,
        after: snapshot(values),
      }),
    );
    return { auditId };
  });
}

/** Takes a banner down everywhere; audited. 404 when there is no such live banner. */
export async function deleteBanner(options: {
  db: DB;
  now: () => Date;
  operator: BannerOperator;
  id: number;
  reason?: string | undefined;
}): Promise<{ auditId: bigint }> {
  return options.db.transaction().execute(async (trx) => {
    const row = await findBannerForUpdate(trx, options.id);
    if (!row || !(await removeBanner(trx, options.id, options.now()))) {
      throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
    }
    const auditId = await insertAudit(
      trx,
      auditRow(options.operator, 'banner.remove', {
        id: options.id,
        reason: options.reason ?? null,
        before: { texts: row.texts },
        after: null,
      }),
    );
    return { auditId };
  });
}
