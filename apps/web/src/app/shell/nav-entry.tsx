import * as Tooltip from '@radix-ui/react-tooltip';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { useLiveSupportStore } from './live-support-store';
import type { NavLinkItem } from './nav-items';

export function entryClass({ isActive, isRail }: { isActive: boolean; isRail: boolean }): string {
  return cn(
    'group flex w-full items-center rounded-[var(--radius-control)] text-[13px] font-semibold transition-colors duration-150',
    isRail ? 'size-10 justify-center' : 'h-10 gap-2.5 px-2.5',
    isActive ? 'bg-ink-600 text-white' : 'text-fog hover:bg-ink-600/60 hover:text-white',
  );
}

export function EntryIcon({ icon: Icon, isActive }: { icon: LucideIcon; isActive: boolean }) {
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        'size-[18px] shrink-0',
        isActive ? 'text-accent' : 'text-fog group-hover:text-white',
      )}
    />
  );
}

/** In the rail, labels move into tooltips on the inline-end side. */
export function RailTooltip({
  label,
  isRail,
  children,
}: {
  label: string;
  isRail: boolean;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (!isRail) return children;
  return (
    <Tooltip.Root delayDuration={150}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={i18n.dir() === 'rtl' ? 'left' : 'right'}
          sideOffset={10}
          className="z-50 rounded-md bg-ink-950 px-2.5 py-1.5 text-xs font-semibold text-white shadow-lg"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export interface NavEntryProps {
  item: NavLinkItem;
  activeId: string;
  isRail: boolean;
}

/** A sidebar link; entries that need an account open the sign-up modal for visitors. */
export function NavEntry({ item, activeId, isRail }: NavEntryProps) {
  const { t } = useTranslation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const isActive = item.id === activeId;
  const label = t(`nav.${item.labelKey}`);
  const content = (
    <>
      <EntryIcon icon={item.icon} isActive={isActive} />
      {isRail ? (
        <span className="sr-only">{label}</span>
      ) : (
        <span className="truncate">{label}</span>
      )}
      {item.Badge && !isRail && <item.Badge />}
    </>
  );

  if (item.opensLiveSupport) {
    return (
      <RailTooltip label={label} isRail={isRail}>
        <button
          type="button"
          data-testid={`nav-${item.id}`}
          data-active={isActive}
          className={cn(entryClass({ isActive, isRail }), 'cursor-pointer')}
          onClick={() => useLiveSupportStore.getState().open()}
        >
          {content}
        </button>
      </RailTooltip>
    );
  }
  if (item.requiresAuth && !isLoggedIn) {
    return (
      <RailTooltip label={label} isRail={isRail}>
        <button
          type="button"
          data-testid={`nav-${item.id}`}
          data-active={isActive}
          className={cn(entryClass({ isActive, isRail }), 'cursor-pointer')}
          onClick={() => openAuth('register', { isGateReason: true })}
        >
          {content}
        </button>
      </RailTooltip>
    );
  }
  return (
    <RailTooltip label={label} isRail={isRail}>
      <LocalizedLink
        to={item.to}
        data-testid={`nav-${item.id}`}
        data-active={isActive}
        aria-current={isActive ? 'page' : undefined}
        className={entryClass({ isActive, isRail })}
      >
        {content}
      </LocalizedLink>
    </RailTooltip>
  );
}
