import {
  unitsToDecimal,
  type GoldHistoryItem,
  type GoldHistoryResponse,
  type GoldSource,
} from '@tengu/shared';
import { multiplierText } from './quest-settings';
import { findGoldCredits } from './quests.repository';
import type { QuestsDeps } from './quests.deps';

/**
 * The Gold history (spec document 2 section 3: id, title, date, reward, multiplier): every Gold
 * credit of the player, read from the ledger, so any source that credits the `gold` pocket shows
 * up. The title is the quest's for a quest claim, otherwise one by the entry's kind.
 */

const SOURCE_OF_KIND: Record<string, GoldSource> = {
  quest: 'quest',
  lootbox: 'lootbox',
  raffle: 'raffle',
  admin: 'admin',
};

/** English titles by source; the web app shows its own translation of each. */
export const GOLD_SOURCE_TITLES: Record<Exclude<GoldSource, 'quest'>, string> = {
  lootbox: 'Lootbox prize',
  raffle: 'Raffle prize',
  admin: 'Operator credit',
  other: 'Gold credit',
};

export async function goldHistory(
  deps: QuestsDeps,
  userId: string,
  page: { limit: number; offset: number },
): Promise<GoldHistoryResponse> {
  const rows = await findGoldCredits(deps.db, userId, page);
  const items = rows.slice(0, page.limit).map((row): GoldHistoryItem => {
    const source = SOURCE_OF_KIND[row.kind.split('_')[0] ?? ''] ?? 'other';
    return {
      id: row.id.toString(),
      title: source === 'quest' ? (row.quest_title ?? 'Quest') : GOLD_SOURCE_TITLES[source],
      source,
      date: row.created_at.toISOString(),
      reward: unitsToDecimal(row.amount),
      multiplier: multiplierText(row.multiplier_bps ?? 10_000),
    };
  });
  return { items, hasMore: rows.length > page.limit };
}
