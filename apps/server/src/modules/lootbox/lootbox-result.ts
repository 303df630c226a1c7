import {
  LOOTBOX_PRIZES,
  LOOTBOX_SPIN_VALUE_USD,
  lootboxPrizeOf,
  type LootboxPrizeDefinition,
  type LootboxResult,
} from '@tengu/shared';
import type { OpenRow } from './lootbox.repository';

export function prizeNamed(name: string): LootboxPrizeDefinition {
  const prize = LOOTBOX_PRIZES.find((p) => p.name === name);
  if (!prize) throw new Error(`unknown lootbox prize ${name}`);
  return prize;
}

/** An open as the player sees it: the prize, and what they need to verify its draw. */
export function lootboxResultOf(row: OpenRow): LootboxResult {
  return {
    ...lootboxPrizeOf(prizeNamed(row.prize), row.code),
    id: row.id,
    spinValue: LOOTBOX_SPIN_VALUE_USD,
    fairness: {
      server_seed_hash: row.server_seed_hash,
      client_seed: row.client_seed,
      nonce: row.nonce,
      server_seed: row.server_seed,
    },
    created_at: row.created_at.toISOString(),
  };
}
