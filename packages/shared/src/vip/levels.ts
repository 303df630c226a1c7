/**
 * VIP levels (spec document 1 section 9). A player's level is derived from the credits they have
 * wagered (section 4: "Level is derived from wagered amount and the level bands, updated on each
 * bet"); free bets do not count.
 */

/** 1 USD in ledger units (ARCHITECTURE.md, Money: 1 unit = 10⁻⁸ USD). */
const UNITS_PER_USD = 100_000_000n;

/** Minimum wagered, in whole USD, for levels 0 … 40 (index = level). */
export const LEVEL_WAGER_MINIMUMS_USD = [
  0, 2_500, 4_500, 8_500, 14_500, 25_000, 36_500, 50_000, 65_500, 82_000, 100_000, 120_000, 144_000,
  172_000, 204_000, 250_000, 300_000, 400_000, 575_000, 775_000, 1_000_000, 1_325_000, 1_850_000,
  2_675_000, 3_800_000, 5_000_000, 7_000_000, 9_500_000, 12_500_000, 16_000_000, 20_000_000,
  30_000_000, 45_000_000, 62_000_000, 80_000_000, 100_000_000, 200_000_000, 325_000_000,
  500_000_000, 700_000_000, 1_000_000_000,
] as const;

export const MAX_LEVEL = LEVEL_WAGER_MINIMUMS_USD.length - 1;

/** Tier names by first level; numerals restart per tier (spec section 9, Level titles). Avatar steps:
 * `profileImageForLevel` in api/users.ts. */
const TIERS = [
  { from: 0, id: 'tadpole', name: 'Tadpole' },
  { from: 1, id: 'fish', name: 'Fish' },
  { from: 5, id: 'seal', name: 'Seal' },
  { from: 10, id: 'piranha', name: 'Piranha' },
  { from: 15, id: 'shark', name: 'Shark' },
  { from: 20, id: 'whale', name: 'Whale' },
  { from: 25, id: 'platWhale', name: 'Plat Whale' },
  { from: 30, id: 'diamondWhale', name: 'Diamond Whale' },
  { from: 35, id: 'poseidon', name: 'Poseidon' },
] as const;

/** A tier's stable id: the web app translates it (`vip.tiers.<id>` in the games namespace). */
export type LevelTier = (typeof TIERS)[number]['id'];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/** The level a wagered amount (in 10⁻⁸ USD units) reaches: the highest minimum not above it. */
export function levelForWagered(units: bigint): number {
  for (let level = MAX_LEVEL; level > 0; level--) {
    if (units >= BigInt(LEVEL_WAGER_MINIMUMS_USD[level] ?? 0) * UNITS_PER_USD) return level;
  }
  return 0;
}

function tierOf(level: number) {
  const clamped = Math.max(0, Math.min(MAX_LEVEL, Math.floor(level)));
  const tier = [...TIERS].reverse().find((t) => t.from <= clamped) ?? TIERS[0];
  return { tier, numeral: tier.from === 0 ? null : (ROMAN[clamped - tier.from] ?? null) };
}

/** A level's tier and its Roman numeral within the tier (null for Tadpole), to translate. */
export function levelTierOf(level: number): { tier: LevelTier; numeral: string | null } {
  const { tier, numeral } = tierOf(level);
  return { tier: tier.id, numeral };
}

/** "Tadpole", "Fish I" … "Fish IV", "Seal I" … "Poseidon VI" (English; the web app translates). */
export function levelTitle(level: number): string {
  const { tier, numeral } = tierOf(level);
  return numeral ? `${tier.name} ${numeral}` : tier.name;
}

/** The OG badge shows above level 5 (spec document 2 section 4). */
export function isOgLevel(level: number): boolean {
  return level > 5;
}

export interface LevelBand {
  level: number;
  /** Whole USD, as in the spec; `max` is null for the top level. */
  min: number;
  max: number | null;
}

/** VIP progress bands (spec section 3, VIP progress: level_bands (level, min, max)). */
export const LEVEL_BANDS: readonly LevelBand[] = LEVEL_WAGER_MINIMUMS_USD.map((min, level) => ({
  level,
  min,
  max: LEVEL_WAGER_MINIMUMS_USD[level + 1] ?? null,
}));
