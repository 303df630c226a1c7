import { z } from 'zod';

/**
 * The lootbox (coupon case; issue 17 item 2; spec document 2 sections 2–4, 7–9): a player opens
 * one box per promo code, and the prize is drawn provably fair from the player's seed pair.
 * docs/decisions/016-lootbox.md. Amounts are decimal strings (ARCHITECTURE.md, Money).
 */

/** Document 2 section 8: the one refusal text, whatever the reason. */
export const LOOTBOX_MESSAGES = {
  failed: 'Failed to activate promo code',
  opened: 'Promo code activated',
} as const;

/** Each free spin is worth $0.20 (document 2 section 9). */
export const LOOTBOX_SPIN_VALUE_USD = '0.20';

/** Document 2 section 3: `{product}_gold` is `tengu_gold` here. */
export type LootboxProperty = 'free_spin' | 'tengu_gold' | 'coupon' | 'empty_box';
export type LootboxCategory = 'free_spins' | 'gold' | 'empty';

/** One row of the prize table (a business constant; the draw walks it in this order). */
export interface LootboxPrizeDefinition {
  /** Stable id, stored with each open. */
  name: string;
  /** English title (the web app shows its own translation by `name`). */
  title: string;
  /** Worth in the prize's currency: spins × $0.20 in USD, Gold in Gold, 0 for the empty box. */
  value: string;
  /** How many: spins, or Gold; 0 for the empty box. */
  amount: string;
  /** Chance in basis points (1 % = 100); the table sums to 10,000. */
  chanceBps: number;
  category: LootboxCategory;
  /** Free spins granted (0 when the prize is not spins). */
  nbRounds: number;
  property: LootboxProperty;
}

/** Document 2 section 9, lootbox odds, exactly (0.3 + 3 + 8 + 10 + 20 + 40 + 18.7 = 100 %). */
export const LOOTBOX_PRIZES: readonly LootboxPrizeDefinition[] = [
  spins('free_spins_50', 50, '10', 30),
  spins('free_spins_5', 5, '1', 300),
  spins('free_spins_3', 3, '0.6', 800),
  gold('gold_2500', 2_500, 1_000),
  gold('gold_1000', 1_000, 2_000),
  gold('gold_100', 100, 4_000),
  {
    name: 'empty_box',
    title: 'Empty box',
    value: '0',
    amount: '0',
    chanceBps: 1_870,
    category: 'empty',
    nbRounds: 0,
    property: 'empty_box',
  },
];

function spins(
  name: string,
  count: number,
  value: string,
  chanceBps: number,
): LootboxPrizeDefinition {
  return {
    name,
    title: `${count} Free Spins`,
    value,
    amount: String(count),
    chanceBps,
    category: 'free_spins',
    nbRounds: count,
    property: 'free_spin',
  };
}

function gold(name: string, amount: number, chanceBps: number): LootboxPrizeDefinition {
  return {
    name,
    title: `${amount.toLocaleString('en-US')} Gold`,
    value: String(amount),
    amount: String(amount),
    chanceBps,
    category: 'gold',
    nbRounds: 0,
    property: 'tengu_gold',
  };
}

/** The weights the draw takes (packages/fairness lootboxPrizeIndex), in table order. */
export const LOOTBOX_WEIGHTS_BPS: readonly number[] = LOOTBOX_PRIZES.map((p) => p.chanceBps);

/** Promo codes are letters, digits, `-` and `_`, compared upper-cased. */
export const LOOTBOX_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export function normalizeLootboxCode(code: string): string {
  return code.trim().toUpperCase();
}

/** POST /api/lootbox/open body (document 2 section 7: "code (useCode)"). */
export const lootboxOpenRequestSchema = z.object({ code: z.string().min(1).max(64) });
export type LootboxOpenRequest = z.infer<typeof lootboxOpenRequestSchema>;

/** Document 2 section 3: name, title, value, amount, chance (%), category, nbRounds, property, code. */
export interface LootboxPrize {
  name: string;
  title: string;
  value: string;
  amount: string;
  /** Percent, e.g. 0.3. */
  chance: number;
  category: LootboxCategory;
  nbRounds: number;
  property: LootboxProperty;
  /** The promo code the box was opened with. */
  code: string;
}

/** What the player needs to verify the draw (the server seed once the pair is rotated). */
export interface LootboxFairness {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** Null while the pair is active; revealed by rotating the seed pair. */
  server_seed: string | null;
}

/** One opened box. */
export interface LootboxResult extends LootboxPrize {
  id: string;
  /** Free spins: each worth this much (USD). */
  spinValue: string;
  fairness: LootboxFairness;
  created_at: string;
}

/** Document 2 section 7: "success, lootboxResult, message". */
export interface LootboxOpenResponse {
  success: true;
  lootboxResult: LootboxResult;
  message: string;
}

/** GET /api/lootbox/opens: the player's opened boxes, newest first. */
export interface LootboxOpensResponse {
  opens: LootboxResult[];
}

export function lootboxPrizeOf(definition: LootboxPrizeDefinition, code: string): LootboxPrize {
  const { chanceBps, ...rest } = definition;
  return { ...rest, chance: chanceBps / 100, code };
}

/**
 * REST routes (a player's access token):
 * POST /api/lootbox/open   { code }  LootboxOpenResponse; any refusal 400 LOOTBOX_MESSAGES.failed
 * GET  /api/lootbox/opens            LootboxOpensResponse
 */
