/**
 * Game page addresses (spec document 1 section 2, Routes; document 2 section 2): spaces become
 * hyphens, in-house names are lower-cased while other providers' names keep their case, and a
 * multiplay address joins the names with a double ampersand and ends with one.
 */
export interface GameRef {
  name: string;
  /** In-house (Tengu Originals) names are lower-cased. */
  isInHouse: boolean;
}

/** Spec document 2 section 5: at most four games in one multiplay. */
export const MAX_MULTIPLAY_GAMES = 4;

export function gameSlug(game: GameRef): string {
  const hyphenated = game.name.trim().replace(/\s+/g, '-');
  return game.isInHouse ? hyphenated.toLowerCase() : hyphenated;
}

/** `/casino/game/{slug}` for one game. */
export function gamePath(game: GameRef): string {
  return `/casino/game/${encodeURIComponent(gameSlug(game)).replace(/%26/g, '&')}`;
}

/** `Gates-of-Olympus&&Sugar-Rush&&`: every name followed by `&&`. */
export function multiplaySlug(games: readonly GameRef[]): string {
  if (games.length === 0) throw new RangeError('A multiplay needs at least one game');
  if (games.length > MAX_MULTIPLAY_GAMES) {
    throw new RangeError(`A multiplay holds at most ${MAX_MULTIPLAY_GAMES} games`);
  }
  return games.map((game) => `${gameSlug(game)}&&`).join('');
}

export function multiplayPath(games: readonly GameRef[]): string {
  return `/casino/game/${multiplaySlug(games)
    .split('&&')
    .map((part) => encodeURIComponent(part))
    .join('&&')}`;
}

/**
 * The same address from the games' catalogue slugs (a provider's slug is authoritative: it may
 * differ from the hyphenated name). One game gives its own page's address, without `&&`.
 */
export function multiplayPathOfSlugs(slugs: readonly string[]): string {
  if (slugs.length === 0) throw new RangeError('A multiplay needs at least one game');
  if (slugs.length > MAX_MULTIPLAY_GAMES) {
    throw new RangeError(`A multiplay holds at most ${MAX_MULTIPLAY_GAMES} games`);
  }
  const [only] = slugs;
  if (slugs.length === 1 && only !== undefined) return `/casino/game/${encodeURIComponent(only)}`;
  return `/casino/game/${slugs.map((slug) => `${encodeURIComponent(slug)}&&`).join('')}`;
}

/** The games of a `/casino/game/{slug}` segment when it is a multiplay (has `&&`), else null. */
export function parseMultiplaySlug(slug: string): string[] | null {
  if (!slug.includes('&&')) return null;
  return [...new Set(parseGameSlug(slug))];
}

/** The game names of a `/casino/game/{slug}` segment: one, or several for a multiplay. */
export function parseGameSlug(slug: string): string[] {
  const decoded = safeDecode(slug);
  if (!decoded.includes('&&')) return [decoded];
  return decoded.split('&&').filter((part) => part.length > 0);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
