import { decimalToUnits, MINES_TILES, type MinesStateResponse } from '@tengu/shared';

/**
 * Mines auto mode (issue 5): the player picks tiles on the board first; every auto bet starts a
 * round, reveals those tiles in the order they were picked (stopping at a mine) and cashes out
 * when all of them were safe. Pure, so the page and the tests share it.
 */

/** Adds a tile to the pick (in click order) or removes it; never more than the safe tiles. */
export function toggleAutoTile(selected: readonly number[], tile: number, mines: number): number[] {
  if (selected.includes(tile)) return selected.filter((t) => t !== tile);
  if (selected.length >= MINES_TILES - mines) return [...selected];
  return [...selected, tile];
}

/** Drops picks a new mine count no longer allows (the last ones picked go first). */
export function fitAutoTiles(selected: readonly number[], mines: number): number[] {
  return selected.slice(0, Math.max(0, MINES_TILES - mines));
}

export interface MinesRoundActions {
  start: () => Promise<MinesStateResponse>;
  reveal: (tile: number) => Promise<MinesStateResponse>;
  cashOut: () => Promise<MinesStateResponse>;
}

/** One auto round; resolves to the stake and payout the auto engine needs (10⁻⁸ USD units). */
export async function playMinesAutoRound(
  tiles: readonly number[],
  actions: MinesRoundActions,
): Promise<{ stake: bigint; payout: bigint }> {
  if (tiles.length === 0) throw new Error('Pick at least one tile for auto mode.');
  let state = await actions.start();
  for (const tile of tiles) {
    if (!state.game) break;
    state = await actions.reveal(tile);
  }
  if (state.game) state = await actions.cashOut();
  const bet = state.bet;
  if (!bet) throw new Error('The round did not end.');
  return { stake: decimalToUnits(bet.amount), payout: decimalToUnits(bet.payout) };
}
