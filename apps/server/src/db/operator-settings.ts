import { sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from './database';

/**
 * A feature's operator settings (ARCHITECTURE.md, "Play events, rewards and promotions": every
 * rate and promotion parameter is a typed row with a documented default, cached, changed with
 * `npm run admin`, audited). One JSON row `operator_settings[key]`, validated with the feature's
 * zod schema; a field the row does not set takes its default. Read through a cache per database
 * handle (the bet batch reads some on every batch): a change made here is seen at once by this
 * process and within `cacheMs` by the others.
 */
export interface OperatorSettings<T> {
  /** The current settings (cached). */
  get: (db: DB) => Promise<T>;
  /**
   * Changes some settings (validated as a whole; throws the zod error on a bad value), writes
   * `admin_audit` with the old and new values in the same transaction, refreshes the cache.
   */
  set: (db: DB, patch: Partial<T>, operator: string) => Promise<T>;
  /**
   * `set` with the console's staff member and IP on the audit row (and the operator's reason
   * in its details); answers the new settings and that row's id (ADR 045).
   */
  change: (
    db: DB,
    patch: Partial<T>,
    operator: string,
    audit: { actorUserId: string | null; ip: string | null; reason?: string },
  ) => Promise<{ settings: T; auditId: bigint }>;
  /** Forgets the cached settings (tests that change the row directly). */
  forget: (db: DB) => void;
}

export function operatorSettings<T extends object>(options: {
  key: string;
  schema: z.ZodType<T>;
  defaults: T;
  /** The `admin_audit` action of a change, e.g. 'rewards_settings'. */
  auditAction: string;
  cacheMs?: number;
}): OperatorSettings<T> {
  const { key, schema, defaults } = options;
  const cacheMs = options.cacheMs ?? 5_000;
  const caches = new WeakMap<object, { settings: T; at: number }>();

  const parse = (value: unknown): T => {
    const parsed = schema.safeParse({ ...defaults, ...(value as Partial<T> | null) });
    // A row that no longer parses (an older shape) falls back to the defaults rather than
    // failing what reads it (bets among them).
    return parsed.success ? parsed.data : defaults;
  };

  return {
    async get(db) {
      const cached = caches.get(db);
      if (cached && Date.now() - cached.at < cacheMs) return cached.settings;
      const row = await db
        .selectFrom('operator_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      const settings = parse(row?.value ?? null);
      caches.set(db, { settings, at: Date.now() });
      return settings;
    },
    async set(db, patch, operator) {
      return (await change(db, patch, operator, { actorUserId: null, ip: null })).settings;
    },
    change,
    forget(db) {
      caches.delete(db);
    },
  };

  async function change(
    db: DB,
    patch: Partial<T>,
    operator: string,
    audit: { actorUserId: string | null; ip: string | null; reason?: string },
  ): Promise<{ settings: T; auditId: bigint }> {
    const changed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('operator_settings')
        .select('value')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      const before = parse(row?.value ?? null);
      const next = schema.parse({ ...before, ...patch });
      const value = JSON.stringify(next);
      await trx
        .insertInto('operator_settings')
        .values({ key, value, updated_by: operator })
        .onConflict((c) =>
          c
            .column('key')
            .doUpdateSet({ value, updated_by: operator, updated_at: sql<Date>`now()` }),
        )
        .execute();
      const inserted = await trx
        .insertInto('admin_audit')
        .values({
          operator,
          action: options.auditAction,
          target_user_id: null,
          details: JSON.stringify({
            ...(audit.reason ? { reason: audit.reason } : {}),
            before,
            after: next,
          }),
          ledger_entry_id: null,
          actor_user_id: audit.actorUserId,
          ip: audit.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { settings: next, auditId: inserted.id };
    });
    caches.set(db, { settings: changed.settings, at: Date.now() });
    return changed;
  }
}
