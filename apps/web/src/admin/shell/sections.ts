import type { StaffRole } from '@tengu/shared';
import { CONSOLE_ROLES } from '@tengu/shared';
import { ScrollText, Users, type LucideIcon } from 'lucide-react';
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
  labelKey: 'nav.players' | 'nav.audit';
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
];

export const mayOpen = (section: ConsoleSection, roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'admin' || section.roles.includes(role));
