/**
 * Game search (spec document 2 sections 5 and 9): the text is looked up 1 second after the
 * player stops typing, empty text lists every game, and five quick-search chips suggest games.
 */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface SearchableGame {
  slug: string;
  name: string;
}

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** Games whose name contains every word of the text; names starting with it come first. */
export function searchGames<T extends SearchableGame>(games: readonly T[], text: string): T[] {
  const query = normalize(text);
  if (!query) return [...games];
  const words = query.split(' ');
  return games
    .filter((game) => {
      const name = normalize(`${game.name} ${game.slug}`);
      return words.every((word) => name.includes(word));
    })
    .sort(
      (a, b) =>
        Number(normalize(b.name).startsWith(query)) - Number(normalize(a.name).startsWith(query)),
    );
}
