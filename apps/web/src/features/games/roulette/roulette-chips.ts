import {
  rouletteSpotKey,
  unitsToDecimal,
  type RouletteChip,
  type RouletteSpot,
} from '@tengu/shared';

/** A stack of chips on one spot of the table, in 10⁻⁸ USD units. */
export interface PlacedChip {
  key: string;
  spot: RouletteSpot;
  units: bigint;
}

export type Table = readonly PlacedChip[];

const USD = 100_000_000n;

/** The chip values the selector offers, in dollars (issue 6: "chip values"). */
export const CHIP_VALUES: readonly { units: bigint; label: string; colour: string }[] = [
  { units: USD / 100n, label: '0.01', colour: '#94a3b8' },
  { units: USD / 10n, label: '0.1', colour: '#38bdf8' },
  { units: USD, label: '1', colour: '#22c55e' },
  { units: 5n * USD, label: '5', colour: '#ef4444' },
  { units: 25n * USD, label: '25', colour: '#a855f7' },
  { units: 100n * USD, label: '100', colour: '#f59e0b' },
];

/** The colour of the largest chip value a stack reaches. */
export function chipColour(units: bigint): string {
  let colour = CHIP_VALUES[0]?.colour ?? '#94a3b8';
  for (const chip of CHIP_VALUES) if (units >= chip.units) colour = chip.colour;
  return colour;
}

/** "1.5", "25", "1.2k", "3M": a stack's value short enough for a chip. */
export function chipLabel(units: bigint): string {
  const dollars = Number(units) / Number(USD);
  if (dollars >= 1_000_000) return `${Number((dollars / 1_000_000).toFixed(1))}M`;
  if (dollars >= 1_000) return `${Number((dollars / 1_000).toFixed(1))}k`;
  if (dollars >= 1) return `${Number(dollars.toFixed(2))}`;
  return `${Number(dollars.toFixed(2)) || Number(dollars.toPrecision(2))}`;
}

export function tableTotal(table: Table): bigint {
  return table.reduce((sum, chip) => sum + chip.units, 0n);
}

/** Adds a chip of `units` to a spot (stacking on what is there). */
export function addChip(table: Table, spot: RouletteSpot, units: bigint): Table {
  const key = rouletteSpotKey(spot);
  const existing = table.find((chip) => chip.key === key);
  if (!existing) return [...table, { key, spot, units }];
  return table.map((chip) => (chip.key === key ? { ...chip, units: chip.units + units } : chip));
}

/**
 * Scales every stack so the table totals `target` (½, 2×, a typed total, auto play's next
 * amount). Rounding down leaves a remainder of a few units, which goes to the largest stack so
 * the total is exact.
 */
export function scaleTable(table: Table, target: bigint): Table {
  const total = tableTotal(table);
  if (total === 0n || target === total) return table;
  const scaled = table.map((chip) => ({ ...chip, units: (chip.units * target) / total }));
  const remainder = target - tableTotal(scaled);
  if (remainder !== 0n && scaled.length > 0) {
    let largest = 0;
    scaled.forEach((chip, index) => {
      if (chip.units > (scaled[largest]?.units ?? 0n)) largest = index;
    });
    const chip = scaled[largest];
    if (chip) scaled[largest] = { ...chip, units: chip.units + remainder };
  }
  return scaled;
}

/** The request body's chips. */
export function toRequestChips(table: Table): RouletteChip[] {
  return table.map(({ spot, units }) => ({
    type: spot.type,
    ...(spot.numbers ? { numbers: [...spot.numbers] } : {}),
    ...(spot.index !== undefined ? { index: spot.index } : {}),
    amount: unitsToDecimal(units),
  }));
}
