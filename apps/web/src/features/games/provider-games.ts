/**
 * Provider (third-party) games on offer, by their `/casino/game/{slug}` name (document 1 section
 * 2: providers' names keep their case). None yet: the providers module (ARCHITECTURE.md, Games
 * from providers) brings them. Until then a slug that is neither here nor an in-house game names
 * no game, and its page says so rather than showing a game that does not exist (issue 14 item 9).
 */
export const PROVIDER_GAME_SLUGS: ReadonlySet<string> = new Set<string>();

export function isProviderGameSlug(slug: string): boolean {
  return PROVIDER_GAME_SLUGS.has(slug);
}
