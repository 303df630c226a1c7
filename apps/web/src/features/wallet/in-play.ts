/**
 * Whether the header shows 'In Play' instead of the balance (spec document 2 section 2): on a
 * casino game page, except the in-house games where the balance stays, and on /book-of-degen.
 * `path` is the route without its language prefix.
 */
export function isInPlayPath(path: string, inHouseSlugs: readonly string[]): boolean {
  if (path === '/book-of-degen' || path.startsWith('/book-of-degen/')) return true;
  const match = /^\/casino\/game\/([^/]+)\/?$/.exec(path);
  const slug = match?.[1];
  return slug !== undefined && !inHouseSlugs.includes(decodeURIComponent(slug));
}
