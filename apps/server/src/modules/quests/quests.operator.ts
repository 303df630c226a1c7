import {
  decimalToUnits,
  PROMOTIONS_MESSAGES,
  QUEST_TASK_UNITS,
  questInputSchema,
  type QuestInput,
  type QuestTaskInput,
  unitsToDecimal,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';

/**
 * Quests are operator data (`npm run admin -- quests …`, cli/admin-quests.ts): created, edited,
 * listed and disabled here, every change audited in `admin_audit`. A quest's tasks can be
 * replaced only while no player has progress on them or has claimed it (progress rows hold the
 * target they were counted against). The console (ADR 046) passes its staff member's id and IP
 * as `actor`; the CLI leaves it out. Refusals are AppErrors (404 unknown quest, 409 tasks locked).
 */

/** The console's staff member and IP (issue 22); the CLI passes only `operator`. */
export interface QuestActor {
  userId: string;
  ip: string;
}

export function taskRow(questId: string, position: number, task: QuestTaskInput) {
  const isUsd = QUEST_TASK_UNITS[task.kind] === 'usd';
  return {
    quest_id: questId,
    position,
    kind: task.kind,
    title: task.title,
    description: task.description,
    points: task.points,
    target: isUsd ? decimalToUnits(task.target) : BigInt(task.target),
    game: task.game,
    min_multiplier: task.min_multiplier,
    min_stake: task.min_stake === null ? null : decimalToUnits(task.min_stake),
  };
}

function audit(
  trx: Transaction<Database>,
  operator: string,
  action: string,
  details: Record<string, unknown>,
  actor?: QuestActor,
): Promise<bigint> {
  return insertAudit(trx, {
    operator,
    action,
    targetUserId: null,
    details,
    ledgerEntryId: null,
    actorUserId: actor?.userId ?? null,
    ip: actor?.ip ?? null,
  });
}

/** Creates a quest and its tasks (validated by questInputSchema); `key` names a seeded one. */
export async function createQuest(options: {
  db: DB;
  input: unknown;
  operator: string;
  key?: string;
  actor?: QuestActor;
}): Promise<{ id: string; created: boolean; auditId: bigint | null }> {
  const input = questInputSchema.parse(options.input);
  return options.db.transaction().execute(async (trx) => {
    const quest = await trx
      .insertInto('quests')
      .values({
        key: options.key ?? null,
        title: input.title,
        description: input.description,
        active: input.active,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        reward: decimalToUnits(input.reward),
        sort_order: sql<number>`(SELECT COALESCE(MAX(sort_order), 0) + 1 FROM quests)`,
      })
      .onConflict((c) => c.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!quest) {
      const existing = await trx
        .selectFrom('quests')
        .select('id')
        .where('key', '=', options.key ?? '')
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false, auditId: null };
    }
    await trx
      .insertInto('quest_tasks')
      .values(input.tasks.map((task, n) => taskRow(quest.id, n + 1, task)))
      .execute();
    const auditId = await audit(
      trx,
      options.operator,
      'quest_create',
      { questId: quest.id, ...input },
      options.actor,
    );
    return { id: quest.id, created: true, auditId };
  });
}

/** A partial edit: any of the quest's fields, and the tasks while nobody has progress on them. */
export async function editQuest(options: {
  db: DB;
  id: string;
  patch: Partial<Record<keyof QuestInput, unknown>>;
  operator: string;
  actor?: QuestActor;
}): Promise<{ auditId: bigint }> {
  const { db, id, patch, operator } = options;
  return db.transaction().execute(async (trx) => {
    const quest = await trx
      .selectFrom('quests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!quest) throw new AppError('NOT_FOUND', PROMOTIONS_MESSAGES.questNotFound);
    const tasks = await trx
      .selectFrom('quest_tasks')
      .selectAll()
      .where('quest_id', '=', id)
      .orderBy('position')
      .execute();
    // Validate the whole quest as it would be after the edit.
    const before = {
      title: quest.title,
      description: quest.description,
      reward: unitsToDecimal(quest.reward),
      active: quest.active,
      starts_at: quest.starts_at,
      ends_at: quest.ends_at,
    };
    const next = questInputSchema.parse({
      ...before,
      tasks: patch.tasks ?? tasks.map(taskInputOf),
      ...Object.fromEntries(Object.entries(patch).filter(([k]) => k !== 'tasks')),
    });
    await trx
      .updateTable('quests')
      .set({
        title: next.title,
        description: next.description,
        reward: decimalToUnits(next.reward),
        active: next.active,
        starts_at: next.starts_at,
        ends_at: next.ends_at,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (patch.tasks !== undefined) {
      const used = await trx
        .selectFrom('quest_progress')
        .select('quest_id')
        .where('quest_id', '=', id)
        .union(trx.selectFrom('quest_claims').select('quest_id').where('quest_id', '=', id))
        .executeTakeFirst();
      if (used) throw new AppError('CONFLICT', PROMOTIONS_MESSAGES.questTasksLocked);
      await trx.deleteFrom('quest_tasks').where('quest_id', '=', id).execute();
      await trx
        .insertInto('quest_tasks')
        .values(next.tasks.map((task, n) => taskRow(id, n + 1, task)))
        .execute();
    }
    const { tasks: _tasks, ...after } = next;
    const auditId = await audit(
      trx,
      operator,
      'quest_edit',
      { questId: id, patch, before, after },
      options.actor,
    );
    return { auditId };
  });
}

export async function disableQuest(options: {
  db: DB;
  id: string;
  operator: string;
  actor?: QuestActor;
  reason?: string;
}): Promise<{ auditId: bigint }> {
  return options.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('quests')
      .set({ active: false, updated_at: new Date() })
      .where('id', '=', options.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', PROMOTIONS_MESSAGES.questNotFound);
    const details = { questId: options.id, after: { active: false } };
    const auditId = await audit(
      trx,
      options.operator,
      'quest_disable',
      options.reason ? { ...details, reason: options.reason } : details,
      options.actor,
    );
    return { auditId };
  });
}

/** Every quest (active or not) with its tasks and how many players claimed it. */
export async function listAllQuests(db: DB) {
  const quests = await db
    .selectFrom('quests')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('quest_claims')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('quest_claims.quest_id', '=', 'quests.id')
        .as('claims'),
    )
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  const tasks = await db.selectFrom('quest_tasks').selectAll().orderBy('position').execute();
  return quests.map((q) => ({ ...q, tasks: tasks.filter((t) => t.quest_id === q.id) }));
}

/** A stored task back in the operator's input form (for an edit that keeps the tasks). */
export function taskInputOf(row: {
  kind: QuestTaskInput['kind'];
  title: string;
  description: string;
  points: number;
  target: bigint;
  game: string | null;
  min_multiplier: string | null;
  min_stake: bigint | null;
}): unknown {
  const isUsd = QUEST_TASK_UNITS[row.kind] === 'usd';
  return {
    kind: row.kind,
    title: row.title,
    description: row.description,
    points: row.points,
    target: isUsd ? unitsToDecimal(row.target) : row.target.toString(),
    game: row.game,
    min_multiplier: row.min_multiplier === null ? null : String(Number(row.min_multiplier)),
    min_stake: row.min_stake === null ? null : unitsToDecimal(row.min_stake),
  };
}
