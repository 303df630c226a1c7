import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ArrowUpFromLine,
  ChartLine,
  ChevronDown,
  CircleUser,
  Coins,
  Crown,
  Gift,
  Handshake,
  History,
  LifeBuoy,
  LogOut,
  Settings,
  Vault,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-link';
import { Avatar } from './avatar';
import { UserMenuVip, useVipLiveUpdates } from './user-menu-vip';

type MenuKey =
  'profile' | 'vault' | 'vip' | 'affiliate' | 'history' | 'withdraw' | 'settings' | 'support';

/** The user menu's items (document 1 section 2, Header). */
const ITEMS: readonly [key: MenuKey, path: string, icon: LucideIcon][] = [
  ['profile', '/profile', CircleUser],
  ['vault', '/vault', Vault],
  ['vip', '/vip', Crown],
  ['affiliate', '/affiliate', Handshake],
  ['history', '/history', History],
  ['withdraw', '/withdraw', ArrowUpFromLine],
  ['settings', '/settings', Settings],
  ['support', '/support', LifeBuoy],
];

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-fog outline-none data-[highlighted]:bg-ink-700 data-[highlighted]:text-white';

export interface UserMenuProps {
  /**
   * Vault and Withdraw open their modals in place rather than navigating (document 1 section 2:
   * "Withdraw, vault and logout open modals"), so the player stays on the game they were on.
   */
  onOpenVault?: () => void;
  onOpenWithdraw?: () => void;
  /** Adds "Tip a player", opening the wallet's Tip User modal. */
  onOpenTip?: () => void;
  /** Adds "Live Stats" (a toggle) on phones, where the header has no room for its button. */
  onOpenLiveStats?: () => void;
  /** Adds "Gifts" on phones, which have neither the rail's Gifts button nor room for it. */
  onOpenGifts?: () => void;
}

export function UserMenu({
  onOpenVault,
  onOpenWithdraw,
  onOpenTip,
  onOpenLiveStats,
  onOpenGifts,
}: UserMenuProps = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const openModal = useAuthModalStore((s) => s.open);
  const { data: user } = useCurrentUser();
  useVipLiveUpdates();

  if (!user) return <Skeleton className="h-10 w-28 rounded-[var(--radius-control)]" />;
  const levelText = t('account.level', {
    level: new Intl.NumberFormat(i18n.language).format(user.level),
  });

  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        data-testid="user-menu-trigger"
        aria-label={t('account.menuLabel')}
        className="flex h-10 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] px-1.5 text-start transition-colors hover:bg-ink-700 data-[state=open]:bg-ink-700 md:px-2"
      >
        <Avatar username={user.username} level={user.level} />
        <span className="hidden max-w-32 min-w-0 flex-col leading-tight xs:flex">
          <span data-testid="user-menu-username" className="truncate text-sm font-bold text-white">
            {user.username}
          </span>
          <span className="text-[11px] font-semibold text-fog">{levelText}</span>
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-fog xs:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="user-menu"
          className="z-50 w-60 rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-1.5 shadow-2xl"
        >
          <div className="mb-1 flex items-center gap-3 border-b border-ink-700 px-3 pt-2 pb-3">
            <Avatar username={user.username} level={user.level} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-bold">{user.username}</p>
              <p className="text-xs text-fog">{levelText}</p>
            </div>
          </div>
          <UserMenuVip level={user.level} amountWagered={user.amount_wagered} />
          {ITEMS.map(([key, path, Icon]) => (
            <DropdownMenu.Item
              key={key}
              data-testid={`user-menu-${key}`}
              onSelect={() => {
                const openInPlace = { vault: onOpenVault, withdraw: onOpenWithdraw }[key as string];
                if (openInPlace) openInPlace();
                else void navigate(localize(path));
              }}
              className={itemClass}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`account.${key}`)}
            </DropdownMenu.Item>
          ))}
          {onOpenTip && (
            <DropdownMenu.Item
              data-testid="user-menu-tip"
              onSelect={onOpenTip}
              className={itemClass}
            >
              <Coins aria-hidden="true" className="size-4" />
              {t('menu.tip', { ns: 'wallet' })}
            </DropdownMenu.Item>
          )}
          {onOpenLiveStats && (
            <DropdownMenu.Item
              data-testid="user-menu-live-stats"
              onSelect={onOpenLiveStats}
              className={cn(itemClass, 'md:hidden')}
            >
              <ChartLine aria-hidden="true" className="size-4" />
              {t('nav.liveStats')}
            </DropdownMenu.Item>
          )}
          {onOpenGifts && (
            <DropdownMenu.Item
              data-testid="user-menu-gifts"
              onSelect={onOpenGifts}
              className={cn(itemClass, 'md:hidden')}
            >
              <Gift aria-hidden="true" className="size-4" />
              {t('nav.gifts')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
          <DropdownMenu.Item
            data-testid="user-menu-logout"
            onSelect={() => openModal('logout')}
            className={itemClass}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('account.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
