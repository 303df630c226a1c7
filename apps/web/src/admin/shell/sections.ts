import type { StaffRole } from '@tengu/shared';
import { CONSOLE_ROLES, LIVE_SUPPORT_ROLES } from '@tengu/shared';
import { MessageCircleQuestionMark, ScrollText, Users, type LucideIcon } from 'lucide-react';
import type { RouteObject } from 'react-router';

/**
 * The console's sections (ADR 037). A section is a feature folder under src/admin/features with
 * its own lazy routes; it appears in the navigation only for the roles that may use it. Later
 * sections (dashboard, withdrawals, games, rewards, content, chat, sportsbook, system) add one
 * entry here.
 */
export interface ConsoleSection {
  id: string;
  path: string;
  labelKey: 'nav.players' | 'nav.audit' | 'nav.support';
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

export const mayOpen = (section: ConsoleSection, roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'admin' || section.roles.includes(role));
