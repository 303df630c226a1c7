import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BOOST_WINDOWS, type BoostStatus } from '@tengu/shared';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { boostRemaining } from '../boost-slots';
import { useNow } from '../hooks/use-now';
import type { RewardClaims } from '../hooks/use-reward-claims';
import { claimItemClass, MenuRow } from './menu-row';

const SLOT_CLASS = {
  available: 'bg-emerald-400',
  used: 'bg-accent',
  inactive: 'bg-ink-600',
} as const;

/**
 * The rakeback boost (spec document 1 sections 2 and 4): claimable, then active for 8 hours with
 * a live h m s countdown, then 'Expired'; three slot indicators for the UTC windows 06–14,
 * 14–22 and 22–06, each available, used or inactive.
 */
export function BoostRow({ boost, claims }: { boost: BoostStatus; claims: RewardClaims }) {
  const { t } = useTranslation('rewards');
  const isActive = boost.boost.active;
  const now = useNow(isActive);
  const left = isActive ? boostRemaining(boost.boost.expiry, now) : null;
  let status: string;
  if (left) status = t('menu.countdown', left);
  else if (boost.boost.expiry) status = t('messages.boostExpired');
  else status = t('menu.boostRate', { percent: boost.boost_type });
  return (
    <MenuRow
      icon={Gauge}
      testId="rewards-menu-rakebackBoost"
      label={t('menu.rakebackBoost')}
      value={
        <span
          data-testid="rewards-boost-status"
          data-state={left ? 'active' : boost.boost.expiry ? 'expired' : 'idle'}
          className={cn('tabular-nums', left && 'text-emerald-400')}
          dir="ltr"
        >
          {status}
        </span>
      }
      action={
        boost.claimable && !left ? (
          <DropdownMenu.Item
            data-testid="rewards-boost-claim"
            disabled={claims.boost.isPending}
            onSelect={(event) => {
              event.preventDefault();
              claims.boost.claim();
            }}
            className={claimItemClass}
          >
            {t('claim')}
          </DropdownMenu.Item>
        ) : undefined
      }
    >
      <div
        className="mt-1.5 flex gap-1"
        role="list"
        aria-label={t('menu.slotsLabel')}
        data-testid="rewards-boost-slots"
      >
        {BOOST_WINDOWS.map(({ id }) => {
          const state = boost.slots.find((slot) => slot.id === id)?.state ?? 'inactive';
          const label = t('menu.slot', {
            window: id.replace('-', '–'),
            state: t(`menu.slotState.${state}`),
          });
          return (
            <span
              key={id}
              role="listitem"
              data-testid={`rewards-boost-slot-${id}`}
              data-state={state}
              title={label}
              aria-label={label}
              className="flex flex-1 flex-col items-center gap-0.5"
            >
              <span className={cn('h-1.5 w-full rounded-full', SLOT_CLASS[state])} />
              <span className="text-[10px] text-fog tabular-nums" dir="ltr">
                {id.replace('-', '–')}
              </span>
            </span>
          );
        })}
      </div>
    </MenuRow>
  );
}
