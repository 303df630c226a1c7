import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findOriginalGame } from '@/features/games/originals';
import { loadNamespaces } from '@/lib/i18n';
import type { MiniGameContent } from '@/features/mini-games/components/mini-game-window';
import { IN_HOUSE } from '@/features/mini-games/mini-games-store';

type Loader = () => Promise<ComponentType>;

/** A game whose strings live in their own namespace loads both, like its route. */
function withStrings(namespace: string, load: Loader): Loader {
  return async () => (await Promise.all([load(), loadNamespaces(namespace)]))[0];
}

/**
 * The games that can be played in a mini-game window: the game's own route component, loaded
 * when a window first shows it (the same chunk as its page). Games still on the placeholder
 * page are not offered in a window.
 */
const LOADERS: Record<string, Loader> = {
  dice: async () => (await import('../pages/games/dice-route')).DiceRoute,
  limbo: async () => (await import('../pages/games/limbo-route')).LimboRoute,
  mines: async () => (await import('../pages/games/mines-route')).MinesRoute,
  plinko: async () => (await import('../pages/games/plinko-route')).PlinkoRoute,
  blackjack: withStrings(
    'blackjack',
    async () => (await import('../pages/games/blackjack-route')).BlackjackRoute,
  ),
  coinflip: withStrings(
    'coinflip',
    async () => (await import('../pages/games/coinflip-route')).CoinflipRoute,
  ),
  'tengu-towers': withStrings(
    'towers',
    async () => (await import('../pages/games/towers-route')).TowersRoute,
  ),
  'dojo-dash': withStrings(
    'dojo-dash',
    async () => (await import('../pages/games/dojo-dash-route')).DojoDashRoute,
  ),
  keno: withStrings('keno', async () => (await import('../pages/games/keno-route')).KenoRoute),
  roulette: withStrings(
    'roulette',
    async () => (await import('../pages/games/roulette-route')).RouletteRoute,
  ),
  cases: withStrings('cases', async () => (await import('../pages/games/cases-route')).CasesRoute),
  crash: withStrings('crash', async () => (await import('../pages/games/crash-route')).CrashRoute),
};

export const MINI_GAME_SLUGS: readonly string[] = Object.keys(LOADERS);

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** A provider's game in a window: its launched frame (issue 20), named from its slug. */
function providerGame(slug: string): MiniGameContent {
  const key = `provider:${slug}`;
  let Component = components.get(key);
  if (!Component) {
    Component = lazy(async () => {
      const [{ ProviderMiniGame }] = await Promise.all([
        import('@/features/provider-games/components/provider-mini-game'),
        loadNamespaces('provider-games'),
      ]);
      return { default: () => <ProviderMiniGame slug={slug} /> };
    });
    components.set(key, Component);
  }
  return { title: slug.replace(/-/g, ' '), Component };
}

/** The window content for a slug, or null when the game cannot be played in a window. */
export function resolveMiniGame(slug: string, provider = IN_HOUSE): MiniGameContent | null {
  if (provider !== IN_HOUSE) return providerGame(slug);
  const load = LOADERS[slug];
  if (!load) return null;
  let Component = components.get(slug);
  if (!Component) {
    Component = lazy(async () => ({ default: await load() }));
    components.set(slug, Component);
  }
  return { title: findOriginalGame(slug)?.name ?? slug, Component };
}
