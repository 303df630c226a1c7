import {
  Bomb,
  Box,
  Castle,
  CircleDot,
  Coins,
  Dices,
  Footprints,
  Grid3x3,
  Rocket,
  Spade,
  Target,
  Triangle,
  type LucideIcon,
} from 'lucide-react';

/** One of the in-house, provably fair games (spec document 1 section 1). */
export interface OriginalGame {
  slug: string;
  /** Product names are the same in every language, like the providers' game titles. */
  name: string;
  icon: LucideIcon;
  /** Tailwind gradient stops for the card; no external images (CSP and weight). */
  gradient: string;
}

export const ORIGINAL_GAMES: readonly OriginalGame[] = [
  { slug: 'plinko', name: 'Plinko', icon: Triangle, gradient: 'from-fuchsia-500 to-purple-700' },
  { slug: 'limbo', name: 'Limbo', icon: Target, gradient: 'from-amber-400 to-orange-600' },
  { slug: 'dice', name: 'Dice', icon: Dices, gradient: 'from-sky-400 to-blue-700' },
  { slug: 'mines', name: 'Mines', icon: Bomb, gradient: 'from-emerald-400 to-teal-700' },
  { slug: 'roulette', name: 'Roulette', icon: CircleDot, gradient: 'from-rose-500 to-red-800' },
  { slug: 'keno', name: 'Keno', icon: Grid3x3, gradient: 'from-violet-400 to-indigo-700' },
  { slug: 'blackjack', name: 'Blackjack', icon: Spade, gradient: 'from-slate-500 to-slate-800' },
  { slug: 'cases', name: 'Cases', icon: Box, gradient: 'from-yellow-400 to-amber-700' },
  { slug: 'coinflip', name: 'Coinflip', icon: Coins, gradient: 'from-lime-400 to-green-700' },
  { slug: 'crash', name: 'Crash', icon: Rocket, gradient: 'from-orange-500 to-red-700' },
  {
    slug: 'tengu-towers',
    name: 'Tengu Towers',
    icon: Castle,
    gradient: 'from-cyan-400 to-sky-700',
  },
  { slug: 'dojo-dash', name: 'Dojo Dash', icon: Footprints, gradient: 'from-pink-500 to-rose-700' },
];

export function findOriginalGame(slug: string): OriginalGame | undefined {
  return ORIGINAL_GAMES.find((game) => game.slug === slug);
}
