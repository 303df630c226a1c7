import type { StaffRole } from '@tengu/shared';
import {
  CATALOGUE_ROLES,
  CONSOLE_CONTENT_ROLES,
  CONSOLE_ROLES,
  GAMES_ROLES,
  LIVE_SUPPORT_ROLES,
  OPS_ROLES,
  PROMOTIONS_ROLES,
  REWARDS_CONSOLE_ROLES,
  TRADING_ROLES,
} from '@tengu/shared';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  FileText,
  Gamepad2,
  Gift,
  LayoutDashboard,
  LibraryBig,
  Megaphone,
  MessageCircleQuestionMark,
  MessagesSquare,
  ScrollText,
  ServerCog,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The console's sections (ADR 037), in the navigation's order: money and players first, then the
 * product (games, catalogue, sportsbook, rewards, promotions), then content and community, then
 * the record and the machine. A section is a feature folder under src/admin/features with its
 * own lazy routes; it appears in the navigation only for the roles that may use it, and /admin
 * lands on the first one a staff member may open (first-section.tsx).
 */
export interface ConsoleSection {
  id: string;
  path: string;
  labelKey:
    | 'nav.dashboard'
    | 'nav.players'
    | 'nav.withdrawals'
    | 'nav.deposits'
    | 'nav.games'
    | 'nav.catalogue'
    | 'nav.trading'
    | 'nav.rewards'
    | 'nav.promotions'
    | 'nav.content'
    | 'nav.chat'
    | 'nav.support'
    | 'nav.audit'
    | 'nav.system';
  icon: LucideIcon;
  roles: readonly StaffRole[];
  routes: RouteObject[];
}

const page = (path: string, load: () => Promise<{ Component: ComponentType }>) => ({
  path,
  lazy: load,
});

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  {
    id: 'dashboard',
    path: '/admin/dashboard',
    labelKey: 'nav.dashboard',
    icon: LayoutDashboard,
    roles: OPS_ROLES.dashboard,
    routes: [
      page('dashboard', async () => ({
        Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
      })),
    ],
  },
  {
    id: 'players',
    path: '/admin/players',
    labelKey: 'nav.players',
    icon: Users,
    roles: CONSOLE_ROLES.players,
    routes: [
      page('players', async () => ({
        Component: (await import('../features/players/players-search-page')).PlayersSearchPage,
      })),
      page('players/:id', async () => ({
        Component: (await import('../features/players/player-page')).PlayerPage,
      })),
    ],
  },
  {
    id: 'withdrawals',
    path: '/admin/withdrawals',
    labelKey: 'nav.withdrawals',
    icon: ArrowUpFromLine,
    roles: OPS_ROLES.withdrawals,
    routes: [
      page('withdrawals', async () => ({
        Component: (await import('../features/withdrawals/withdrawals-page')).WithdrawalsPage,
      })),
    ],
  },
  {
    id: 'deposits',
    path: '/admin/deposits',
    labelKey: 'nav.deposits',
    icon: ArrowDownToLine,
    roles: OPS_ROLES.withdrawals,
    routes: [
      page('deposits', async () => ({
        Component: (await import('../features/deposits/deposits-page')).DepositsPage,
      })),
    ],
  },
  {
    id: 'games',
    path: '/admin/games',
    labelKey: 'nav.games',
    icon: Gamepad2,
    roles: GAMES_ROLES.read,
    routes: [
      page('games', async () => ({
        Component: (await import('../features/games/games-page')).GamesPage,
      })),
    ],
  },
  {
    id: 'catalogue',
    path: '/admin/catalogue',
    labelKey: 'nav.catalogue',
    icon: LibraryBig,
    roles: CATALOGUE_ROLES,
    routes: [
      page('catalogue', async () => ({
        Component: (await import('../features/catalogue/catalogue-page')).CataloguePage,
      })),
    ],
  },
  {
    id: 'trading',
    path: '/admin/sportsbook',
    labelKey: 'nav.trading',
    icon: Trophy,
    roles: TRADING_ROLES.trading,
    routes: [
      page('sportsbook', async () => ({
        Component: (await import('../features/sportsbook/trading-page')).TradingPage,
      })),
      page('sportsbook/:eventId', async () => ({
        Component: (await import('../features/sportsbook/event-page')).TradingEventPage,
      })),
    ],
  },
  {
    id: 'rewards',
    path: '/admin/rewards',
    labelKey: 'nav.rewards',
    icon: Gift,
    roles: REWARDS_CONSOLE_ROLES.rewards,
    routes: [
      page('rewards', async () => ({
        Component: (await import('../features/rewards/rewards-page')).RewardsPage,
      })),
    ],
  },
  {
    id: 'promotions',
    path: '/admin/promotions',
    labelKey: 'nav.promotions',
    icon: Megaphone,
    roles: PROMOTIONS_ROLES.read,
    routes: [
      page('promotions', async () => ({
        Component: (await import('../features/promotions/promotions-page')).PromotionsPage,
      })),
    ],
  },
  {
    id: 'content',
    path: '/admin/content',
    labelKey: 'nav.content',
    icon: FileText,
    roles: CONSOLE_CONTENT_ROLES,
    routes: [
      page('content', async () => ({
        Component: (await import('../features/content/content-page')).ContentPage,
      })),
    ],
  },
  {
    id: 'chat',
    path: '/admin/chat',
    labelKey: 'nav.chat',
    icon: MessagesSquare,
    roles: CONSOLE_ROLES.chat,
    routes: [
      page('chat', async () => ({
        Component: (await import('../features/chat/chat-moderation-page')).ChatModerationPage,
      })),
    ],
  },
  {
    id: 'support',
    path: '/admin/support',
    labelKey: 'nav.support',
    icon: MessageCircleQuestionMark,
    roles: LIVE_SUPPORT_ROLES,
    routes: [
      page('support/:id?', async () => ({
        Component: (await import('../features/support/support-page')).SupportPage,
      })),
    ],
  },
  {
    id: 'audit',
    path: '/admin/audit',
    labelKey: 'nav.audit',
    icon: ScrollText,
    roles: CONSOLE_ROLES.audit,
    routes: [
      page('audit', async () => ({
        Component: (await import('../features/audit/audit-page')).AuditPage,
      })),
    ],
  },
  {
    id: 'system',
    path: '/admin/system',
    labelKey: 'nav.system',
    icon: ServerCog,
    roles: OPS_ROLES.system,
    routes: [
      page('system', async () => ({
        Component: (await import('../features/system/system-page')).SystemPage,
      })),
    ],
  },
];

export const mayOpen = (section: ConsoleSection, roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'admin' || section.roles.includes(role));
