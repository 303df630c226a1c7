import { Crown } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useLevelBands } from '@/features/rewards/api/get-level-bands';
import { LoadError } from '../shared/load-error';
import { SignUpCall } from '../shared/sign-up-call';
import { LevelRewardsTable } from './level-rewards-table';
import { TierLadder } from './tier-ladder';
import { VipStatusCard } from './vip-status-card';

function VipSkeleton({ hasStatus }: { hasStatus: boolean }) {
  return (
    <div data-testid="vip-loading" className="space-y-5">
      {hasStatus && <Skeleton className="h-44 rounded-[var(--radius-card)]" />}
      <div className="grid grid-cols-3 gap-2 xs:grid-cols-5 xl:grid-cols-9">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-[var(--radius-card)]" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-64 rounded-[var(--radius-card)]" />
        ))}
      </div>
    </div>
  );
}

/**
 * `/vip` (issue 16): the player's level, title, avatar and progress, the tiers and the Level
 * Rewards table. Visitors see the public table (GET /api/rewards/levels) and a sign-up call.
 */
export function VipPage() {
  const { t } = useTranslation('reward-pages');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { data: user } = useCurrentUser();
  const bands = useLevelBands();
  useEffect(() => {
    document.title = `${t('vip.title')} · Tengu`;
  }, [t]);

  let body;
  if (bands.isPending || (isLoggedIn && !user)) body = <VipSkeleton hasStatus={isLoggedIn} />;
  else if (bands.isError) {
    body = (
      <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800">
        <LoadError
          testId="vip-error"
          message={t('vip.loadError')}
          onRetry={() => void bands.refetch()}
        />
      </div>
    );
  } else {
    const levelBands = bands.data.level_bands;
    const level = user ? user.level : null;
    body = (
      <div className="space-y-6">
        {user ? (
          <VipStatusCard
            username={user.username}
            level={user.level}
            amountWagered={user.amount_wagered}
            bands={levelBands}
          />
        ) : (
          <SignUpCall
            icon={Crown}
            title={t('vip.visitorTitle')}
            text={t('vip.visitorText')}
            testId="vip-visitor"
          />
        )}
        <TierLadder bands={levelBands} level={level} />
        <LevelRewardsTable bands={levelBands} level={level} />
      </div>
    );
  }

  return (
    <div data-testid="vip-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <Crown aria-hidden="true" className="mt-1 size-7 shrink-0 text-gold" />
        <div>
          <h1 className="text-2xl font-black">{t('vip.title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('vip.subtitle')}</p>
        </div>
      </header>
      {body}
    </div>
  );
}
