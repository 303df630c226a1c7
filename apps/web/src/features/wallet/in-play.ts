/**
 * Whether the header shows 'In Play' instead of the balance (document 1 section 2, Header and
 * Routes): on a provider game's page, where the provider holds the stake, and on /book-of-degen.
 * In-house games keep the balance shown, and so does an address that names no game at all (the
 * page says the game was not found; issue 14 item 9). `path` is the route without its language
 * prefix; a multiplay address is in play when one of its games is a provider's.
 */
export function isInPlayPath(path: string, isProviderGame: (slug: string) => boolean): boolean {
  if (path === '/book-of-degen' || path.startsWith('/book-of-degen/')) return true;
  const slug = /^\/casino\/game\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug === undefined) return false;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return false;
  }
  return decoded.split('&&').some((name) => name.length > 0 && isProviderGame(name));
}
