import { QUEST_TASK_UNITS, unitsToDecimal, type QuestTaskKind } from '@tengu/shared';
import type { DB } from '#app/db/database';
import {
  playEventsOf,
  type AfterCommit,
  type Outbox,
  type OutboxMessage,
} from '#app/modules/outbox/outbox';
import {
  advanceQuestProgress,
  type ProgressChange,
  type QuestEvent,
} from './quest-progress.repository';

/**
 * Quest tasks move with real events delivered by the transactional outbox (ADR 019): bets
 * (`play`), credited deposits (`deposit.credited`) and chat messages (`chat.message`, once the
 * chat issue produces it). Never polling. Each delivered batch is one statement; the players see
 * their tasks move through `user:questProgress` once the delivery has committed.
 */

/** The progress as the API shows it: dollars for dollar kinds, a count otherwise. */
export function progressText(kind: QuestTaskKind, value: bigint): string {
  return QUEST_TASK_UNITS[kind] === 'usd' ? unitsToDecimal(value) : value.toString();
}

function announce(changes: ProgressChange[]): AfterCommit | undefined {
  if (changes.length === 0) return undefined;
  return (realtime) => {
    for (const change of changes) {
      realtime.toUser(change.user_id, 'user:questProgress', {
        quest_id: change.quest_id,
        task_id: change.task_id,
        current_progress: progressText(change.kind as QuestTaskKind, change.progress),
        completed: change.completed,
      });
    }
  };
}

async function advance(db: DB, events: QuestEvent[]) {
  return announce(await advanceQuestProgress(db, events));
}

const fromPlay = (messages: Array<OutboxMessage<'play'>>): QuestEvent[] =>
  messages.flatMap(playEventsOf).map((e) => ({
    userId: e.userId,
    source: 'play',
    game: e.game,
    amount: e.stakeCredits,
    stake: e.stakeCredits + e.stakeFreebets,
    payout: e.payout,
    at: e.at,
  }));

const fromDeposits = (messages: Array<OutboxMessage<'deposit.credited'>>): QuestEvent[] =>
  messages.map(({ payload }) => ({
    userId: payload.userId,
    source: 'deposit',
    game: null,
    amount: BigInt(payload.usd),
    stake: 0n,
    payout: 0n,
    at: new Date(payload.at),
  }));

const fromChat = (messages: Array<OutboxMessage<'chat.message'>>): QuestEvent[] =>
  messages.map(({ payload }) => ({
    userId: payload.userId,
    source: 'chat',
    game: null,
    amount: 0n,
    stake: 0n,
    payout: 0n,
    at: new Date(payload.at),
  }));

/** Subscribes the quests to their three topics (app setup). */
export function subscribeQuestProgress(outbox: Outbox): void {
  outbox.subscribe({
    name: 'quests-play',
    topic: 'play',
    handle: ({ db, messages }) => advance(db, fromPlay(messages)),
  });
  outbox.subscribe({
    name: 'quests-deposit',
    topic: 'deposit.credited',
    handle: ({ db, messages }) => advance(db, fromDeposits(messages)),
  });
  outbox.subscribe({
    name: 'quests-chat',
    topic: 'chat.message',
    handle: ({ db, messages }) => advance(db, fromChat(messages)),
  });
}
