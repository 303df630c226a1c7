/**
 * Cases (issue 6): one float f picks an item — the first row of the case's table, sorted by its
 * lower bound, with f ≥ min (`pickCaseRow` in `@tengu/fairness`, which the server and the
 * verifier share). Five cases from low to extreme risk; each returns 98.5–99.5 %
 * (case-tables.test.ts). The server pays from these tables, the game and the docs page draw
 * them, and `tengu-verify cases --opts '{"table":…}'` accepts `caseVerifyTable(id)`.
 */

export const CASE_IDS = ['bamboo', 'koi', 'samurai', 'dragon', 'tengu'] as const;
export type CaseId = (typeof CASE_IDS)[number];

export const CASE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'] as const;
export type CaseRarity = (typeof CASE_RARITIES)[number];

/** Display colours by rarity (the strip, the table and the docs use the same ones). */
export const CASE_RARITY_COLOURS: Record<CaseRarity, string> = {
  common: '#9ca3af',
  uncommon: '#4ade80',
  rare: '#60a5fa',
  epic: '#c084fc',
  legendary: '#fbbf24',
  mythic: '#f87171',
};

export const CASE_ITEMS = [
  'tea-cup',
  'paper-fan',
  'bamboo-charm',
  'koi-scale',
  'jade-ring',
  'silk-scroll',
  'lantern',
  'katana',
  'samurai-helmet',
  'oni-mask',
  'dragon-pearl',
  'tengu-mask',
] as const;
export type CaseItem = (typeof CASE_ITEMS)[number];

export interface CaseTableRow {
  item: CaseItem;
  rarity: CaseRarity;
  multiplier: number;
  /** The item's chance in parts per million (a case's rows sum to 1,000,000). */
  ppm: number;
  /** Lower bound of the row's slice of [0, 1): the chances of the rows before it. */
  min: number;
}

type RowInput = [item: CaseItem, rarity: CaseRarity, multiplier: number, ppm: number];

/** Rows in the order of their slices of [0, 1): the cheapest first. */
const INPUT: Record<CaseId, readonly RowInput[]> = {
  bamboo: [
    ['tea-cup', 'common', 0.1, 150_000],
    ['paper-fan', 'common', 0.4, 200_000],
    ['bamboo-charm', 'uncommon', 1, 300_000],
    ['koi-scale', 'uncommon', 1.2, 220_000],
    ['jade-ring', 'rare', 1.8, 90_000],
    ['silk-scroll', 'epic', 3.8, 35_000],
    ['lantern', 'legendary', 7, 5_000],
  ],
  koi: [
    ['tea-cup', 'common', 0, 250_000],
    ['paper-fan', 'common', 0.3, 200_000],
    ['bamboo-charm', 'uncommon', 0.7, 250_000],
    ['koi-scale', 'rare', 1.5, 180_000],
    ['jade-ring', 'rare', 2.4, 80_000],
    ['silk-scroll', 'epic', 5, 30_000],
    ['lantern', 'legendary', 11.5, 8_000],
    ['katana', 'mythic', 25, 2_000],
  ],
  samurai: [
    ['tea-cup', 'common', 0, 350_000],
    ['paper-fan', 'common', 0.2, 250_000],
    ['bamboo-charm', 'uncommon', 0.8, 180_000],
    ['jade-ring', 'rare', 1.5, 130_000],
    ['silk-scroll', 'rare', 3, 55_000],
    ['katana', 'epic', 5.8, 25_000],
    ['samurai-helmet', 'legendary', 20, 8_500],
    ['oni-mask', 'mythic', 80, 1_500],
  ],
  dragon: [
    ['tea-cup', 'common', 0, 500_000],
    ['paper-fan', 'common', 0.2, 180_000],
    ['bamboo-charm', 'uncommon', 0.8, 150_000],
    ['jade-ring', 'rare', 1.5, 100_000],
    ['katana', 'rare', 3, 45_000],
    ['samurai-helmet', 'epic', 8, 20_000],
    ['oni-mask', 'legendary', 40, 4_500],
    ['dragon-pearl', 'mythic', 420, 500],
  ],
  tengu: [
    ['tea-cup', 'common', 0, 650_000],
    ['paper-fan', 'common', 0.2, 130_000],
    ['bamboo-charm', 'uncommon', 1, 100_000],
    ['jade-ring', 'rare', 2, 70_000],
    ['katana', 'rare', 5, 35_000],
    ['oni-mask', 'epic', 15, 12_000],
    ['dragon-pearl', 'legendary', 75, 2_800],
    ['tengu-mask', 'mythic', 800, 200],
  ],
};

const PPM = 1_000_000;

function withBounds(rows: readonly RowInput[]): readonly CaseTableRow[] {
  let before = 0;
  return rows.map(([item, rarity, multiplier, ppm]) => {
    const row = { item, rarity, multiplier, ppm, min: before / PPM };
    before += ppm;
    return row;
  });
}

const TABLES = Object.fromEntries(CASE_IDS.map((id) => [id, withBounds(INPUT[id])])) as Record<
  CaseId,
  readonly CaseTableRow[]
>;

/** A case's rows, sorted by their lower bound. */
export function caseTable(id: CaseId): readonly CaseTableRow[] {
  return TABLES[id];
}

/** The largest multiplier a case pays (the max-profit check). */
export function caseTopMultiplier(id: CaseId): number {
  return Math.max(...TABLES[id].map((row) => row.multiplier));
}

/** The rows as the verifier takes them: `{"table":[{"min":…,"item":…,"multiplier":…},…]}`. */
export function caseVerifyTable(id: CaseId): { min: number; item: CaseItem; multiplier: number }[] {
  return TABLES[id].map(({ min, item, multiplier }) => ({ min, item, multiplier }));
}

/** A case's expected return per unit staked, from the chances in parts per million. */
export function caseReturn(id: CaseId): number {
  return TABLES[id].reduce((sum, row) => sum + (row.ppm / PPM) * row.multiplier, 0);
}
