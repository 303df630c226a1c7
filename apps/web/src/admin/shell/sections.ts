import type { StaffRole } from '@tengu/shared';
import { CONSOLE_CONTENT_ROLES, CONSOLE_ROLES, LIVE_SUPPORT_ROLES } from '@tengu/shared';
import {
  FileText,
  MessageCircleQuestionMark,
  MessagesSquare,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
// Money and operations sections (issue 22, ADR 039).
import { OPS_ROLES } from '@tengu/shared';
import { ArrowDownToLine, ArrowUpFromLine, LayoutDashboard, ServerCog } from 'lucide-react';
import type { RouteObject } from 'react-router';
// The provider catalogue (issue 22, ADR 048).
import { CATALOGUE_ROLES } from '@tengu/shared';
import { LibraryBig } from 'lucide-react';

/**
 * The console's sections (ADR 037). A section is a feature folder under src/admin/features with
 * its own lazy routes; it appears in the navigation only for the roles that may use it. Later
 * sections (dashboard, withdrawals, games, rewards, content, chat, sportsbook, system) add one
 * entry here.
 */
export interface ConsoleSection {
  id: string;
  path: string;
  labelKey:
    | 'nav.players'
    | 'nav.audit'
    | 'nav.support'
    | 'nav.chat'
    | 'nav.content'
    // Money and operations sections (issue 22, ADR 039).
    | 'nav.dashboard'
    | 'nav.withdrawals'
    | 'nav.deposits'
    | 'nav.system'
    // The provider catalogue (issue 22, ADR 048).
    | 'nav.catalogue';
  icon: LucideIcon;
  roles: readonly StaffRole[];
  routes: RouteObject[];
}

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  {
    id: 'players',
    path: '/admin/players',
    labelKey: 'nav.players',
    icon: Users,
    roles: CONSOLE_ROLES.players,
    routes: [
      {
        path: 'players',
        lazy: async () => ({
          Component: (await import('../features/players/players-search-page')).PlayersSearchPage,
        }),
      },
      {
        path: 'players/:id',
        lazy: async () => ({
          Component: (await import('../features/players/player-page')).PlayerPage,
        }),
      },
    ],
  },
  // Chat moderation and content (issues 22, 23; ADR 040).
  {
    id: 'chat',
    path: '/admin/chat',
    labelKey: 'nav.chat',
    icon: MessagesSquare,
    roles: CONSOLE_ROLES.chat,
    routes: [
      {
        path: 'chat',
        lazy: async () => ({
          Component: (await import('../features/chat/chat-moderation-page')).ChatModerationPage,
        }),
      },
    ],
  },
  {
    id: 'content',
    path: '/admin/content',
    labelKey: 'nav.content',
    icon: FileText,
    roles: CONSOLE_CONTENT_ROLES,
    routes: [
      {
        path: 'content',
        lazy: async () => ({
          Component: (await import('../features/content/content-page')).ContentPage,
        }),
      },
    ],
  },
  {
    id: 'audit',
    path: '/admin/audit',
    labelKey: 'nav.audit',
    icon: ScrollText,
    roles: CONSOLE_ROLES.audit,
    routes: [
      {
        path: 'audit',
        lazy: async () => ({
          Component: (await import('../features/audit/audit-page')).AuditPage,
        }),
      },
    ],
  },
  // Live support's console view (issue 23 item 3, ADR 041).
  {
    id: 'support',
    path: '/admin/support',
    labelKey: 'nav.support',
    icon: MessageCircleQuestionMark,
    roles: LIVE_SUPPORT_ROLES,
    routes: [
      {
        path: 'support/:id?',
        lazy: async () => ({
          Component: (await import('../features/support/support-page')).SupportPage,
        }),
      },
    ],
  },
];

// Money and operations sections (issue 22, ADR 039).
CONSOLE_SECTIONS.unshift({
  id: 'dashboard',
  path: '/admin/dashboard',
  labelKey: 'nav.dashboard',
  icon: LayoutDashboard,
  roles: OPS_ROLES.dashboard,
  routes: [
    {
      path: 'dashboard',
      lazy: async () => ({
        Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
      }),
    },
  ],
});
CONSOLE_SECTIONS.push(
  {
    id: 'withdrawals',
    path: '/admin/withdrawals',
    labelKey: 'nav.withdrawals',
    icon: ArrowUpFromLine,
    roles: OPS_ROLES.withdrawals,
    routes: [
      {
        path: 'withdrawals',
        lazy: async () => ({
          Component: (await import('../features/withdrawals/withdrawals-page')).WithdrawalsPage,
        }),
      },
    ],
  },
  {
    id: 'deposits',
    path: '/admin/deposits',
    labelKey: 'nav.deposits',
    icon: ArrowDownToLine,
    roles: OPS_ROLES.withdrawals,
    routes: [
      {
        path: 'deposits',
        lazy: async () => ({
          Component: (await import('../features/deposits/deposits-page')).DepositsPage,
        }),
      },
    ],
  },
  {
    id: 'system',
    path: '/admin/system',
    labelKey: 'nav.system',
    icon: ServerCog,
    roles: OPS_ROLES.system,
    routes: [
      {
        path: 'system',
        lazy: async () => ({
          Component: (await import('../features/system/system-page')).SystemPage,
        }),
      },
    ],
  },
);

// The provider catalogue (issue 22, ADR 048).
CONSOLE_SECTIONS.push({
  id: 'catalogue',
  path: '/admin/catalogue',
  labelKey: 'nav.catalogue',
  icon: LibraryBig,
  roles: CATALOGUE_ROLES,
  routes: [
    {
      path: 'catalogue',
      lazy: async () => ({
        Component: (await import('../features/catalogue/catalogue-page')).CataloguePage,
      }),
    },
  ],
});

export const mayOpen = (section: ConsoleSection, roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'admin' || section.roles.includes(role));
