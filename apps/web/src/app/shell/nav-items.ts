import {
  BookOpen,
  Crown,
  FileText,
  Flame,
  HandCoins,
  Handshake,
  Headset,
  Heart,
  LifeBuoy,
  Spade,
  Sparkles,
  Sprout,
  Store,
  Swords,
  Ticket,
  Trophy,
  Tv,
  Volleyball,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { ChallengesCountBadge } from '@/features/challenges/components/challenges-count-badge';
import type en from '@/locales/en/common.json';
import { NAV_PATHS, type NavPath } from './nav-paths';

export type NavLabelKey = keyof (typeof en)['nav'];

export interface NavLinkItem extends NavPath {
  labelKey: NavLabelKey;
  icon: LucideIcon;
  /** Spec document 1 section 2: Rewards, Sports and Challenges need an access token. */
  requiresAuth?: boolean;
  /** Live Support opens the support widget in place rather than leaving the page. */
  opensLiveSupport?: boolean;
  /** A small live figure after the label (the open challenges' count), full sidebar only. */
  Badge?: ComponentType;
}

export const CASINO: NavLinkItem = { ...NAV_PATHS.casino, labelKey: 'casino', icon: Spade };
export const SPORTS: NavLinkItem = {
  ...NAV_PATHS.sports,
  labelKey: 'sports',
  icon: Volleyball,
  requiresAuth: true,
};

const PROVIDERS: NavLinkItem = { ...NAV_PATHS.providers, labelKey: 'providers', icon: Store };
const FAVOURITES: NavLinkItem = { ...NAV_PATHS.favourites, labelKey: 'favourites', icon: Heart };

export const GAMES_CHILDREN: readonly NavLinkItem[] = [
  { ...NAV_PATHS.dojo, labelKey: 'dojo', icon: Swords },
  { ...NAV_PATHS.slots, labelKey: 'slots', icon: Sparkles },
  { ...NAV_PATHS.liveCasino, labelKey: 'liveCasino', icon: Tv },
  { ...NAV_PATHS.bonusBuys, labelKey: 'bonusBuys', icon: Zap },
  { ...NAV_PATHS.newReleases, labelKey: 'newReleases', icon: Flame },
  PROVIDERS,
  FAVOURITES,
  {
    ...NAV_PATHS.challenges,
    labelKey: 'challenges',
    icon: Trophy,
    requiresAuth: true,
    Badge: ChallengesCountBadge,
  },
];

export const REWARDS: NavLinkItem = {
  ...NAV_PATHS.rewards,
  labelKey: 'rewards',
  icon: HandCoins,
  requiresAuth: true,
};
export const VIP: NavLinkItem = { ...NAV_PATHS.vip, labelKey: 'vip', icon: Crown };
export const AFFILIATE: NavLinkItem = {
  ...NAV_PATHS.affiliate,
  labelKey: 'affiliate',
  icon: Handshake,
};
export const BLOG: NavLinkItem = { ...NAV_PATHS.blog, labelKey: 'blog', icon: BookOpen };
export const DOCS: NavLinkItem = { ...NAV_PATHS.docs, labelKey: 'docs', icon: FileText };
export const SUPPORT: NavLinkItem = { ...NAV_PATHS.support, labelKey: 'support', icon: LifeBuoy };
export const LIVE_SUPPORT: NavLinkItem = {
  ...NAV_PATHS.liveSupport,
  labelKey: 'liveSupport',
  icon: Headset,
  opensLiveSupport: true,
};
export const FARMING: NavLinkItem = {
  ...NAV_PATHS.farmingDashboard,
  labelKey: 'farmingDashboard',
  icon: Sprout,
};
export const RAFFLE: NavLinkItem = {
  ...NAV_PATHS.weeklyRaffle,
  labelKey: 'weeklyRaffle',
  icon: Ticket,
};

/** The collapsed rail's links in the spec's order; the rail adds Gifts and Language after them. */
export const RAIL_LINKS: readonly NavLinkItem[] = [
  RAFFLE,
  VIP,
  AFFILIATE,
  REWARDS,
  PROVIDERS,
  SPORTS,
  FAVOURITES,
  LIVE_SUPPORT,
  FARMING,
];
