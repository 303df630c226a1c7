import {
  QUEST_MESSAGES,
  unitsToDecimal,
  type QuestClaimReply,
  type QuestsResponse,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { lockEntryAccounts, postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { getQuestSettings, multiplierBpsFor, multiplierText } from './quest-settings';
import { isOpen, payoutOf, questView, taskView } from './quest-view';
import {
  findClaims,
  findOpenQuests,
  findPlayerLevel,
  findProgress,
  findQuest,
  findTasks,
  goldBalance,
  hasClaimed,
  insertClaim,
} from './quests.repository';
import type { QuestsDeps } from './quests.deps';

/**
 * Quests (issue 17 item 1; spec document 2 sections 3, 4, 7, 8). Every answer is the caller's
 * own: the player id comes from the access token, never from the request.
 */

async function multiplierBpsOf(deps: QuestsDeps, userId: string): Promise<number> {
  const [settings, level] = await Promise.all([
    getQuestSettings(deps.db),
    findPlayerLevel(deps.db, userId),
  ]);
  return multiplierBpsFor(settings, level);
}

/** GET /api/quests: the open quests with the player's progress and claims. */
export async function listQuests(deps: QuestsDeps, userId: string): Promise<QuestsResponse> {
  const quests = await findOpenQuests(deps.db, deps.now());
  const ids = quests.map((q) => q.id);
  const [tasks, progress, claims, multiplierBps] = await Promise.all([
    findTasks(deps.db, ids),
    findProgress(deps.db, userId, ids),
    findClaims(deps.db, userId, ids),
    multiplierBpsOf(deps, userId),
  ]);
  const state = {
    progress: new Map(progress.map((p) => [p.task_id, p.progress])),
    claims: new Map(claims.map((c) => [c.quest_id, c])),
    multiplierBps,
  };
  return {
    quests: quests.map((q) =>
      questView(
        q,
        tasks.filter((t) => t.quest_id === q.id),
        state,
      ),
    ),
  };
}

const alreadyCompleted = () => new AppError('CONFLICT', QUEST_MESSAGES.alreadyCompleted);

/**
 * POST /api/quests/:id/claim. Three outcomes (document 2 section 4): completed (Gold paid: reward
 * × the VIP multiplier, from `gold_issuance` into the player's `gold` pocket, key
 * `quest:<quest>:<player>`), incomplete (200, `status` false, one flag per task, nothing paid)
 * and already completed (409). Race-safe: the ledger accounts are locked first (ADR 015's lock
 * order), then the claim row's primary key lets one claim through.
 */
export async function claimQuest(
  deps: QuestsDeps,
  userId: string,
  questId: string,
): Promise<QuestClaimReply> {
  const quest = await findQuest(deps.db, questId);
  if (!quest) throw new AppError('NOT_FOUND', QUEST_MESSAGES.notFound);
  if (await hasClaimed(deps.db, userId, questId)) throw alreadyCompleted();
  if (!isOpen(quest, deps.now())) throw new AppError('BAD_REQUEST', QUEST_MESSAGES.notActive);

  const [tasks, progress] = await Promise.all([
    findTasks(deps.db, [questId]),
    findProgress(deps.db, userId, [questId]),
  ]);
  const current = new Map(progress.map((p) => [p.task_id, p.progress]));
  const completedTasks = tasks.map((t) => ({
    id: t.id,
    completed: taskView(t, current.get(t.id) ?? 0n).completed,
  }));
  if (!completedTasks.every((t) => t.completed)) {
    return {
      status: false,
      message: QUEST_MESSAGES.incomplete,
      data: null,
      completed_tasks: completedTasks,
      quest_completed: false,
    };
  }

  const multiplierBps = await multiplierBpsOf(deps, userId);
  const paid = payoutOf(quest.reward, multiplierBps);
  const pocket = playerAccount(userId, 'gold');
  const issuance = houseAccount('gold_issuance', shardFor(userId));
  const gold = await deps.db.transaction().execute(async (trx) => {
    // Ledger rows first, then the claim row (ADR 015: a claim never waits in the other order).
    await lockEntryAccounts(trx, [issuance, pocket]);
    if (await hasClaimed(trx, userId, questId)) throw alreadyCompleted();
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `quest:${questId}:${userId}`,
      kind: 'quest',
      reference: questId,
      postings: [
        { account: issuance, amount: -paid },
        { account: pocket, amount: paid },
      ],
    });
    const claim = await insertClaim(trx, {
      questId,
      userId,
      title: quest.title,
      reward: quest.reward,
      multiplierBps,
      paid,
      ledgerEntryId: entry.entryId,
    });
    if (entry.replayed || !claim) throw alreadyCompleted();
    return entry.postings.find((p) => p.account.owner === 'player')?.balanceAfter ?? paid;
  });
  deps.realtime?.toUser(userId, 'user:gold', { gold: unitsToDecimal(gold) });
  return {
    status: true,
    message: QUEST_MESSAGES.completed,
    data: {
      reward: unitsToDecimal(quest.reward),
      multiplier: multiplierText(multiplierBps),
      paid: unitsToDecimal(paid),
      gold: unitsToDecimal(gold),
    },
    completed_tasks: completedTasks,
    quest_completed: true,
  };
}

/** The player's Gold balance now (the `gold` pocket). */
export async function goldOf(deps: QuestsDeps, userId: string) {
  const [gold, level, settings] = await Promise.all([
    goldBalance(deps.db, userId),
    findPlayerLevel(deps.db, userId),
    getQuestSettings(deps.db),
  ]);
  return {
    gold: unitsToDecimal(gold),
    multiplier: multiplierText(multiplierBpsFor(settings, level)),
    level,
  };
}
