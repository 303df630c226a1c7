import { LOOTBOX_PRIZES, normalizeLootboxCode, type LootboxResult } from '@tengu/shared';

/** Prize ids (the shared table's `name`s), for the translated titles. */
export type LootboxPrizeName =
  | 'free_spins_50'
  | 'free_spins_5'
  | 'free_spins_3'
  | 'gold_2500'
  | 'gold_1000'
  | 'gold_100'
  | 'empty_box';

export function isPrizeName(name: string): name is LootboxPrizeName {
  return LOOTBOX_PRIZES.some((p) => p.name === name);
}

/** Whether this code's box has been opened by the player (document 2 section 4). */
export function isCodeOpened(code: string, opens: readonly Pick<LootboxResult, 'code'>[]): boolean {
  const normalized = normalizeLootboxCode(code);
  return normalized !== '' && opens.some((o) => o.code === normalized);
}
