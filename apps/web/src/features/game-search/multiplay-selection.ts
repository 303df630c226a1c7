import { MAX_MULTIPLAY_GAMES } from '@/features/home/game-path';

/**
 * Multiplay selection in the game search (spec document 2 section 5): at most four games, and
 * no in-house game ("You can't multiplay house games / Choose a slot!"). Choosing a selected
 * game again takes it out.
 */
export interface SelectableGame {
  uuid: string;
  house: boolean;
}

export type SelectionRefusal = 'houseGame' | 'maxReached';

export interface SelectionChange<T> {
  selected: T[];
  /** Why the game was not added; the selection is then unchanged. */
  refusal: SelectionRefusal | null;
}

export function toggleMultiplaySelection<T extends SelectableGame>(
  selected: readonly T[],
  game: T,
): SelectionChange<T> {
  if (selected.some((g) => g.uuid === game.uuid)) {
    return { selected: selected.filter((g) => g.uuid !== game.uuid), refusal: null };
  }
  // A house game is refused whatever the count: the player learns what can be picked.
  if (game.house) return { selected: [...selected], refusal: 'houseGame' };
  if (selected.length >= MAX_MULTIPLAY_GAMES) {
    return { selected: [...selected], refusal: 'maxReached' };
  }
  return { selected: [...selected, game], refusal: null };
}

/** A multiplay needs at least two games; one is just that game's page. */
export const MIN_MULTIPLAY_GAMES = 2;

export function canStartMultiplay(selected: readonly SelectableGame[]): boolean {
  return selected.length >= MIN_MULTIPLAY_GAMES && selected.length <= MAX_MULTIPLAY_GAMES;
}
