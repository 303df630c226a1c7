import {
  DEFAULT_GAME_SETTINGS,
  storedGameSettingsSchema,
  type OriginalBetGame,
  type StoredGameSetting,
  type StoredGameSettings,
} from '@tengu/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { rememberGameSettings } from './game-settings';

const KEY = 'games';

type Trx = Transaction<Database>;

function parse(value: unknown): StoredGameSettings {
  const parsed = storedGameSettingsSchema.safeParse({
    ...DEFAULT_GAME_SETTINGS,
    ...(value as Partial<StoredGameSettings> | null),
  });
  return parsed.success ? parsed.data : DEFAULT_GAME_SETTINGS;
}

/**
 * Replaces one game's settings in `operator_settings.games`. The row is created first if missing
 * and then locked, so two staff changing two games at once both keep their change.
 * `inTransaction` runs in the same transaction (the console's audit row), then this process's
 * copy of the settings is replaced (the other processes see it within their 5 s refresh).
 */
export async function saveGameSetting<T>(options: {
  db: DB;
  game: OriginalBetGame;
  setting: StoredGameSetting;
  operator: string;
  inTransaction: (
    trx: Trx,
    change: { before: StoredGameSetting; after: StoredGameSetting },
  ) => Promise<T>;
}): Promise<T> {
  const { db, game, operator } = options;
  const { next, result } = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('operator_settings')
      .values({ key: KEY, value: JSON.stringify(DEFAULT_GAME_SETTINGS), updated_by: operator })
      .onConflict((c) => c.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('operator_settings')
      .select('value')
      .where('key', '=', KEY)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = parse(row.value);
    const next = storedGameSettingsSchema.parse({ ...current, [game]: options.setting });
    await trx
      .updateTable('operator_settings')
      .set({ value: JSON.stringify(next), updated_by: operator, updated_at: sql<Date>`now()` })
      .where('key', '=', KEY)
      .execute();
    const result = await options.inTransaction(trx, {
      before: current[game],
      after: next[game],
    });
    return { next, result };
  });
  rememberGameSettings(db, next);
  return result;
}
