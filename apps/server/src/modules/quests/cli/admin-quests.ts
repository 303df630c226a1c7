import { unitsToDecimal, type QuestSettings } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { getQuestSettings, multiplierText, setQuestSettings } from '../quest-settings';
import { createQuest, disableQuest, editQuest, listAllQuests } from '../quests.operator';

export const QUESTS_ADMIN_USAGE = `       npm run admin -- quests list
       npm run admin -- quests create --title T [--description D] --reward GOLD --tasks JSON [--starts ISO] [--ends ISO] [--operator NAME]
                        (--tasks: [{"kind":"wager|multiplier|deposit|chat","title":"…","target":"10",
                         "game":"dice","min_multiplier":"10","min_stake":"1","points":10}])
       npm run admin -- quests edit ID [--title T] [--description D] [--reward GOLD] [--starts ISO|none] [--ends ISO|none] [--active true|false] [--tasks JSON] [--operator NAME]
       npm run admin -- quests disable ID [--operator NAME]
       npm run admin -- quests multipliers [levels=41 comma-separated multipliers, e.g. 1,1,…,2] [--operator NAME]`;

export function isQuestsAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'quests';
}

export interface QuestsAdminValues {
  title?: string;
  description?: string;
  reward?: string;
  tasks?: string;
  starts?: string;
  ends?: string;
  active?: string;
}

function parseTasks(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Error('--tasks must be a JSON array of tasks');
  }
}

const whenOf = (value: string) => (value === 'none' ? null : value);

/** The options given, in the quest input's names (only those given: an edit is partial). */
function fieldsOf(values: QuestsAdminValues): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (values.title !== undefined) fields.title = values.title;
  if (values.description !== undefined) fields.description = values.description;
  if (values.reward !== undefined) fields.reward = values.reward;
  if (values.tasks !== undefined) fields.tasks = parseTasks(values.tasks);
  if (values.starts !== undefined) fields.starts_at = whenOf(values.starts);
  if (values.ends !== undefined) fields.ends_at = whenOf(values.ends);
  if (values.active !== undefined) {
    if (values.active !== 'true' && values.active !== 'false') {
      throw new Error('--active must be true or false');
    }
    fields.active = values.active === 'true';
  }
  return fields;
}

/** A zod refusal as one readable line. */
function readable(error: unknown): Error {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    const issue = error.issues[0] as { path: PropertyKey[]; message: string } | undefined;
    return new Error(`invalid ${issue?.path.join('.') ?? 'quest'}: ${issue?.message ?? ''}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function showMultipliers(settings: QuestSettings, print: (line: string) => void) {
  const levels = settings.goldMultiplierBps.map(multiplierText);
  print(`Gold multiplier by VIP level 0…40: ${levels.join(',')}`);
}

/**
 * `npm run admin -- quests …` (issue 17 item 1; docs/decisions/020-quests-and-gold.md): the
 * operator's quests and the Gold multiplier by VIP level. Every change is audited in
 * `admin_audit`. Prints one line per result; throws with a readable message on a refusal.
 */
export async function runQuestsAdminCommand(options: {
  db: DB;
  positionals: string[];
  values: QuestsAdminValues;
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, values, operator, print } = options;
  const [, action, ...rest] = positionals;
  try {
    if (action === 'list' && rest.length === 0) {
      for (const q of await listAllQuests(db)) {
        const window = `${q.starts_at?.toISOString() ?? '…'} → ${q.ends_at?.toISOString() ?? '…'}`;
        print(
          `${q.id} ${q.active ? 'active  ' : 'disabled'} ${unitsToDecimal(q.reward)} Gold ` +
            `"${q.title}" (${window}; ${q.claims ?? 0} claims)`,
        );
        for (const t of q.tasks) {
          print(`    ${t.kind} ${t.title}${t.game ? ` [${t.game}]` : ''}`);
        }
      }
      return;
    }
    if (action === 'create' && rest.length === 0) {
      if (!values.title || !values.reward || !values.tasks) {
        throw new Error(`--title, --reward and --tasks are required\n${QUESTS_ADMIN_USAGE}`);
      }
      const { id } = await createQuest({ db, input: fieldsOf(values), operator });
      print(`quest ${id} created by ${operator} (audited)`);
      return;
    }
    if (action === 'edit' && rest.length === 1 && rest[0]) {
      const patch = fieldsOf(values);
      if (Object.keys(patch).length === 0)
        throw new Error(`nothing to change\n${QUESTS_ADMIN_USAGE}`);
      await editQuest({ db, id: rest[0], patch, operator });
      print(`quest ${rest[0]} changed by ${operator} (audited)`);
      return;
    }
    if (action === 'disable' && rest.length === 1 && rest[0]) {
      await disableQuest({ db, id: rest[0], operator });
      print(`quest ${rest[0]} disabled by ${operator} (audited)`);
      return;
    }
    if (action === 'multipliers' && rest.length <= 1) {
      const [pair] = rest;
      if (pair === undefined) {
        showMultipliers(await getQuestSettings(db), print);
        return;
      }
      const [key, list] = pair.split('=');
      if (key !== 'levels' || !list) throw new Error(QUESTS_ADMIN_USAGE);
      const bps = list.split(',').map((v) => {
        if (!/^\d{1,2}(\.\d{1,4})?$/.test(v.trim())) throw new Error(`invalid multiplier ${v}`);
        return Math.round(Number(v) * 10_000);
      });
      showMultipliers(await setQuestSettings(db, { goldMultiplierBps: bps }, operator), print);
      return;
    }
  } catch (error) {
    throw readable(error);
  }
  throw new Error(QUESTS_ADMIN_USAGE);
}
