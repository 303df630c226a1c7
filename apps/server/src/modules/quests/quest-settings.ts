import { DEFAULT_QUEST_SETTINGS, questSettingsSchema, type QuestSettings } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The quests' operator setting (ARCHITECTURE.md: typed rows with documented defaults): the Gold
 * multiplier by VIP level, row `operator_settings.quests`, defaults from DEFAULT_QUEST_SETTINGS.
 * Read at a claim (no cache needed: claims are rare next to bets).
 */

const KEY = 'quests';

function parse(value: unknown): QuestSettings {
  const parsed = questSettingsSchema.safeParse({
    ...DEFAULT_QUEST_SETTINGS,
    ...(value as Partial<QuestSettings> | null),
  });
  return parsed.success ? parsed.data : DEFAULT_QUEST_SETTINGS;
}

export async function getQuestSettings(db: DB): Promise<QuestSettings> {
  const row = await db
    .selectFrom('operator_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return parse(row?.value ?? null);
}

/** The multiplier of a VIP level, in basis points of ×1 (levels above 40 use level 40's). */
export function multiplierBpsFor(settings: QuestSettings, level: number): number {
  const levels = settings.goldMultiplierBps;
  return levels[Math.max(0, Math.min(level, levels.length - 1))] ?? 10_000;
}

/** 12 500 → "1.25". */
export function multiplierText(bps: number): string {
  const whole = Math.floor(bps / 10_000);
  const fraction = String(bps % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Changes the setting (validated as a whole) and audits the change in `admin_audit`. */
export async function setQuestSettings(
  db: DB,
  patch: Partial<QuestSettings>,
  operator: string,
): Promise<QuestSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operator_settings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirst();
    const before = parse(row?.value ?? null);
    const next = questSettingsSchema.parse({ ...before, ...patch });
    const value = JSON.stringify(next);
    await trx
      .insertInto('operator_settings')
      .values({ key: KEY, value, updated_by: operator })
      .onConflict((c) =>
        c.column('key').doUpdateSet({ value, updated_by: operator, updated_at: sql<Date>`now()` }),
      )
      .execute();
    await trx
      .insertInto('admin_audit')
      .values({
        operator,
        action: 'quests_settings',
        target_user_id: null,
        details: JSON.stringify({ before, after: next }),
        ledger_entry_id: null,
      })
      .execute();
    return next;
  });
}
