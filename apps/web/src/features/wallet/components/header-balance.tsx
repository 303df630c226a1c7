import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language, LockedBalance } from '@tengu/shared';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd, sumDecimals } from '@/lib/formatters';
import { useWalletBalance } from '../api/get-balance';
import { useBalanceEvents } from '../hooks/use-balance-events';

export interface HeaderBalanceProps {
  /** On a provider game page or /book-of-degen the balance reads 'In Play' (spec document 1 section 2). */
  isInPlay: boolean;
  /** A locked balance clicked in the dropdown (issue 17: opens its modal). */
  onLockedBalanceClick?: (item: LockedBalance) => void;
  /** Below the list (issue 17: the Deposit bonus info entry). */
  lockedFooter?: ReactNode;
}

/**
 * The header's balance: credits plus freebets, floored to 2 decimals, with a dropdown of the
 * locked balances (spec document 1 sections 2 and 3). Kept live by the player's socket.
 */
export function HeaderBalance({
  isInPlay,
  onLockedBalanceClick,
  lockedFooter,
}: HeaderBalanceProps) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.language as Language;
  const { data: balance } = useWalletBalance();
  useBalanceEvents();

  if (!balance) return <Skeleton className="h-10 w-24 rounded-[var(--radius-control)]" />;
  const total = sumDecimals(balance.credits, balance.freebets);
  const locked = balance.lockedBalances;

  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        data-testid="header-balance-trigger"
        aria-label={t('balance.showLocked')}
        className="flex h-10 cursor-pointer items-center gap-1.5 rounded-[var(--radius-control)] bg-ink-900 px-3 text-sm font-bold tabular-nums transition-colors hover:bg-ink-700 data-[state=open]:bg-ink-700"
      >
        <span data-testid="header-balance" className="text-white">
          {isInPlay ? t('balance.inPlay') : formatUsd(total, language)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-fog" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="locked-balances"
          className="z-50 w-64 rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-3 shadow-2xl"
        >
          <DropdownMenu.Label className="mb-2 flex items-center gap-2 text-xs font-semibold text-fog uppercase">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('balance.lockedTitle')}
          </DropdownMenu.Label>
          {locked.length === 0 ? (
            <p data-testid="locked-balances-empty" className="py-2 text-sm text-fog">
              {t('balance.lockedEmpty')}
            </p>
          ) : (
            <ul className="space-y-1">
              {locked.map((item) => (
                <li key={item.id}>
                  <DropdownMenu.Item
                    data-testid="locked-balance"
                    data-type={item.type}
                    onSelect={() => onLockedBalanceClick?.(item)}
                    className="flex cursor-pointer items-center justify-between gap-3 rounded-md bg-ink-900 px-3 py-2 text-sm outline-none hover:bg-ink-700 focus:bg-ink-700"
                  >
                    <span className="font-medium">
                      {item.type === 'deposit-bonus'
                        ? t('balance.depositBonus')
                        : t('balance.signUpSpin')}
                    </span>
                    <span className="font-bold tabular-nums">
                      {formatUsd(sumDecimals(item.locked, item.unlocked), language)}
                    </span>
                  </DropdownMenu.Item>
                </li>
              ))}
            </ul>
          )}
          {lockedFooter}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
