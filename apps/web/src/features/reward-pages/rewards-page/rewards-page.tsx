import { HandCoins } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { RedeemCodeCard } from '@/features/lootbox/components/redeem-code-card';
import { useRewardInfo } from '@/features/rewards/api/get-reward-info';
import { LoadError } from '../shared/load-error';
import { SignUpCall } from '../shared/sign-up-call';
import { BonusCard } from './bonus-card';
import { BoostCard } from './boost-card';
import { ClaimHistory } from './claim-history';
import { DailyDollarsCard } from './daily-dollars-card';
import { LevelUpCard } from './level-up-card';
import { PendingCalendar } from './pending-calendar';
import { RakebackCard } from './rakeback-card';
import { ReferralCard } from './referral-card';
import { RewardGuide } from './reward-guide';
import { RewardStatsChart } from './reward-stats-chart';

const CARD_GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

function CardsSkeleton() {
  return (
    <div data-testid="rewards-loading" className={CARD_GRID}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/** The signed-in player's rewards: every reward with its state and Claim, then the calendar. */
function PlayerRewards() {
  const { data: user } = useCurrentUser();
  const info = useRewardInfo();
  if (info.isPending) return <CardsSkeleton />;
  if (info.isError) {
    return (
      <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800">
        <LoadError testId="rewards-error" onRetry={() => void info.refetch()} />
      </div>
    );
  }
  const data = info.data;
  // The player's details move with every bet (`user:level`, `user:creditsWagering`).
  const level = user?.level ?? data.level;
  const wagered = user?.amount_wagered ?? data.amount_wagered;
  return (
    <div className="space-y-5">
      <div className={CARD_GRID}>
        <RakebackCard info={data} />
        <BoostCard boost={data.boost} />
        <DailyDollarsCard info={{ ...data, level }} />
        <BonusCard bonus={data.bonuses.weekly} />
        <BonusCard bonus={data.bonuses.monthly} />
        <LevelUpCard level={level} amountWagered={wagered} />
        <RedeemCodeCard className="md:col-span-2 xl:col-span-1" />
        <ReferralCard info={data} className="md:col-span-2" />
      </div>
      <PendingCalendar />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <RewardStatsChart />
        <ClaimHistory />
      </div>
      <RewardGuide info={data} />
    </div>
  );
}

/** `/rewards` (issue 16): every reward, the Pending Rewards calendar, totals and history. */
export function RewardsPage() {
  const { t } = useTranslation('reward-pages');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  useEffect(() => {
    document.title = `${t('rewards.title')} · Tengu`;
  }, [t]);
  return (
    <div data-testid="rewards-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <HandCoins aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div>
          <h1 className="text-2xl font-black">{t('rewards.title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('rewards.subtitle')}</p>
        </div>
      </header>
      {isLoggedIn ? (
        <PlayerRewards />
      ) : (
        <SignUpCall
          icon={HandCoins}
          title={t('rewards.visitorTitle')}
          text={t('rewards.visitorText')}
          testId="rewards-visitor"
        />
      )}
    </div>
  );
}
