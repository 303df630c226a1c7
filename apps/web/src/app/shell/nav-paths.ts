/**
 * Where each sidebar entry leads, without icons or React so the highlight rule below stays a
 * pure, unit-tested function. Paths carry no language prefix (see lib/localized-path.ts).
 */
export interface NavPath {
  id: string;
  to: string;
  /** Highlight for any path under this prefix (defaults to `to`). */
  matchPrefix?: string;
}

export const NAV_PATHS = {
  casino: { id: 'casino', to: '/casino/home' },
  sports: { id: 'sports', to: '/sports/home', matchPrefix: '/sports' },
  dojo: { id: 'dojo', to: '/casino/home/dojo', matchPrefix: '/casino/home' },
  slots: { id: 'slots', to: '/casino/slots' },
  liveCasino: { id: 'liveCasino', to: '/casino/live-casino' },
  bonusBuys: { id: 'bonusBuys', to: '/casino/bonus-buys' },
  newReleases: { id: 'newReleases', to: '/casino/new-releases' },
  providers: { id: 'providers', to: '/casino/providers' },
  favourites: { id: 'favourites', to: '/casino/favourites' },
  challenges: { id: 'challenges', to: '/casino/challenges' },
  rewards: { id: 'rewards', to: '/rewards' },
  vip: { id: 'vip', to: '/vip' },
  affiliate: { id: 'affiliate', to: '/affiliate' },
  blog: { id: 'blog', to: '/blog' },
  docs: { id: 'docs', to: '/docs' },
  support: { id: 'support', to: '/support' },
  liveSupport: { id: 'liveSupport', to: '/livesupport' },
  farmingDashboard: { id: 'farmingDashboard', to: '/dashboard' },
  weeklyRaffle: { id: 'weeklyRaffle', to: '/raffle' },
} satisfies Record<string, NavPath>;

export const GAMES_ID = 'games';

export function originalNavId(slug: string): string {
  return `original:${slug}`;
}

/**
 * The sidebar entry to highlight for a path without its language prefix. Spec document 1
 * section 2: the entry matching the current path is highlighted; unknown paths highlight Games.
 */
export function activeNavId(restPath: string, isOriginalSlug: (slug: string) => boolean): string {
  const path = restPath.length > 1 ? restPath.replace(/\/+$/, '') : restPath;
  if (path === '/' || path === NAV_PATHS.casino.to) return NAV_PATHS.casino.id;
  const slug = /^\/casino\/game\/([^/]+)$/.exec(path)?.[1];
  if (slug !== undefined) return isOriginalSlug(slug) ? originalNavId(slug) : GAMES_ID;
  // Casino is matched exactly above: its path is the parent of the Dojo's.
  const match = Object.values(NAV_PATHS).find((item: NavPath) => {
    if (item.id === NAV_PATHS.casino.id) return false;
    const prefix = item.matchPrefix ?? item.to;
    return path === item.to || path.startsWith(`${prefix}/`);
  });
  return match?.id ?? GAMES_ID;
}
