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
  labelKey: 'nav.players' | 'nav.audit' | 'nav.support' | 'nav.chat' | 'nav.content';
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

export const mayOpen = (section: ConsoleSection, roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'admin' || section.roles.includes(role));
