import {
  QUEST_TASK_UNITS,
  unitsToDecimal,
  type BetGame,
  type Quest,
  type QuestTask,
} from '@tengu/shared';
import { progressText } from './quest-progress';
import { multiplierText } from './quest-settings';
import type { QuestRow, QuestTaskRow } from './quests.repository';

/** Rows → the API's Quest shape (spec document 2 section 3), for one player. */

export interface PlayerQuestState {
  progress: Map<string, bigint>;
  /** Quest id → what its claim paid and at which multiplier. */
  claims: Map<string, { paid: bigint; multiplier_bps: number }>;
  /** The player's multiplier now (basis points of ×1). */
  multiplierBps: number;
}

/** reward × multiplier, floored to a unit, and never nothing (a claim always pays something). */
export function payoutOf(reward: bigint, multiplierBps: number): bigint {
  const paid = (reward * BigInt(multiplierBps)) / 10_000n;
  return paid > 0n ? paid : 1n;
}

export function taskView(row: QuestTaskRow, current: bigint): QuestTask {
  const capped = current > row.target ? row.target : current;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    unit: QUEST_TASK_UNITS[row.kind],
    game: row.game as BetGame | null,
    min_multiplier: row.min_multiplier === null ? null : String(Number(row.min_multiplier)),
    min_stake: row.min_stake === null ? null : unitsToDecimal(row.min_stake),
    points: row.points,
    progress: progressText(row.kind, row.target),
    current_progress: progressText(row.kind, capped),
    completed: capped >= row.target,
  };
}

export function questView(quest: QuestRow, tasks: QuestTaskRow[], state: PlayerQuestState): Quest {
  const views = tasks.map((t) => taskView(t, state.progress.get(t.id) ?? 0n));
  const claim = state.claims.get(quest.id);
  const bps = claim?.multiplier_bps ?? state.multiplierBps;
  return {
    id: quest.id,
    title: quest.title,
    description: quest.description,
    completed: claim !== undefined,
    claimable: claim === undefined && views.every((t) => t.completed),
    reward: unitsToDecimal(quest.reward),
    multiplier: multiplierText(bps),
    payout: unitsToDecimal(claim?.paid ?? payoutOf(quest.reward, bps)),
    starts_at: quest.starts_at?.toISOString() ?? null,
    ends_at: quest.ends_at?.toISOString() ?? null,
    tasks: views,
  };
}

/** Whether the quest runs at `now`: active, and inside its window when it has one. */
export function isOpen(quest: QuestRow, now: Date): boolean {
  return (
    quest.active &&
    (quest.starts_at === null || quest.starts_at <= now) &&
    (quest.ends_at === null || now < quest.ends_at)
  );
}
