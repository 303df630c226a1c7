import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BOOST_WINDOWS, type BoostSlot, type BoostStatus } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { boostRemaining } from '@/features/rewards/boost-slots';
import { useNow } from '@/features/rewards/hooks/use-now';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { cn } from '@/lib/cn';
import { RewardCard } from './reward-card';

function slotLabel(id: BoostSlot['id']): string {
  const [from, to] = id.split('-');
  return `${from}–${to}`;
}

/** The three UTC windows, each available, used or inactive (document 1 section 4). */
function BoostSlots({ slots }: { slots: BoostSlot[] }) {
  const { t } = useTranslation('reward-pages');
  const ordered = BOOST_WINDOWS.map(
    (w) => slots.find((s) => s.id === w.id) ?? { id: w.id, state: 'inactive' as const },
  );
  return (
    <div>
      <p className="mb-1.5 text-xs text-fog">{t('rewards.boost.slots')}</p>
      <ol className="grid grid-cols-3 gap-2">
        {ordered.map((slot) => (
          <li
            key={slot.id}
            data-testid={`rewards-boost-slot-${slot.id}`}
            data-state={slot.state}
            className={cn(
              'rounded-[var(--radius-control)] border px-2 py-1.5 text-center',
              slot.state === 'available' && 'border-emerald-400/50 bg-emerald-400/10',
              slot.state === 'used' && 'border-accent/50 bg-accent/10',
              slot.state === 'inactive' && 'border-ink-600 bg-ink-900/60',
            )}
          >
            <span dir="ltr" className="block text-xs font-bold tabular-nums">
              {slotLabel(slot.id)}
            </span>
            <span
              className={cn(
                'block text-[11px]',
                slot.state === 'available' && 'text-emerald-400',
                slot.state === 'used' && 'text-accent',
                slot.state === 'inactive' && 'text-fog',
              )}
            >
              {t(`rewards.boost.slot.${slot.state}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The rakeback boost (document 1 section 4): claimable → active for 8 hours with an h m s
 * countdown → 'Expired'; one per UTC window.
 */
export function BoostCard({ boost }: { boost: BoostStatus }) {
  const { t } = useTranslation('reward-pages');
  // The countdown reads as in the rewards dropdown: "7h 59m 3s".
  const { t: tRewards } = useTranslation('rewards');
  const { boost: claim } = useRewardClaims();
  const now = useNow(boost.boost.active);
  const left = boost.boost.active ? boostRemaining(boost.boost.expiry, now) : null;
  const hasExpired = !left && boost.boost.expiry !== null;

  let status;
  if (left) {
    status = (
      <div>
        <p className="text-xs text-fog">{t('rewards.boost.endsIn')}</p>
        <p
          data-testid="rewards-boost-countdown"
          dir="ltr"
          className="text-2xl font-black text-emerald-400 tabular-nums rtl:text-end"
        >
          {tRewards('menu.countdown', left)}
        </p>
      </div>
    );
  } else if (boost.claimable) {
    status = (
      <p className="text-2xl font-black">
        {t('rewards.boost.claimable', { percent: boost.boost_type })}
      </p>
    );
  } else {
    status = (
      <div>
        {hasExpired && (
          <p data-testid="rewards-boost-expired" className="text-2xl font-black text-fog">
            {t('rewards.boost.expired')}
          </p>
        )}
        <p className="text-xs text-fog">{t('rewards.boost.waiting')}</p>
      </div>
    );
  }

  return (
    <RewardCard
      icon={Rocket}
      tone="emerald"
      title={t('rewards.boost.title')}
      aside={left ? t('rewards.boost.active', { percent: boost.boost_type }) : undefined}
      testId="rewards-boost"
      footer={
        <Button
          className="w-full"
          data-testid="rewards-boost-claim"
          disabled={!boost.claimable || !!left || claim.isPending}
          onClick={() => claim.claim()}
        >
          {claim.isPending ? t('common.claiming') : t('rewards.boost.activate')}
        </Button>
      }
    >
      <div className="space-y-4">
        {status}
        <BoostSlots slots={boost.slots} />
      </div>
    </RewardCard>
  );
}
