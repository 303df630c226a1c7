import { CalendarCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CLAIM_COOLDOWN_DAYS, type RewardInfo } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { useMoney } from '../shared/use-money';
import { CardAmount, RewardCard } from './reward-card';
import { dailyDollarsState, progressPercent } from './reward-states';

/**
 * Daily Dollars (document 1 sections 3 and 5): XP towards the target, the balance, Claim from VIP
 * 1 with a balance ('Unlock at VIP 1' below it).
 */
export function DailyDollarsCard({ info }: { info: RewardInfo }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const { dailyDollars: claim } = useRewardClaims();
  const { progress, target, perCompletion } = info.dailyDollars;
  const balance = info.balances.ddBalance;
  const state = dailyDollarsState(info.level, balance);
  const percent = progressPercent(progress, target);
  return (
    <RewardCard
      icon={CalendarCheck}
      tone="gold"
      title={t('rewards.dailyDollars.title')}
      aside={t('rewards.dailyDollars.perCompletion', { amount: money(perCompletion) })}
      testId="rewards-daily-dollars"
      footer={
        <Button
          className="w-full"
          data-testid="rewards-daily-dollars-claim"
          disabled={state !== 'ready' || claim.isPending}
          onClick={() => claim.claim()}
        >
          {state === 'locked' ? (
            <>
              <Lock aria-hidden="true" className="size-4" />
              {t('rewards.dailyDollars.locked')}
            </>
          ) : claim.isPending ? (
            t('common.claiming')
          ) : (
            t('common.claim')
          )}
        </Button>
      }
    >
      <CardAmount label={t('rewards.available')} testId="rewards-daily-dollars-balance">
        {money(balance)}
      </CardAmount>
      <div className="mt-3">
        <div className="mb-1 flex justify-between gap-2 text-xs text-fog">
          <span data-testid="rewards-daily-dollars-progress" dir="ltr" className="tabular-nums">
            {t('rewards.dailyDollars.progress', { progress, target })}
          </span>
          <span className="tabular-nums">{Math.floor(percent)}%</span>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={progress}
          aria-label={t('rewards.dailyDollars.title')}
          className="h-2 overflow-hidden rounded-full bg-ink-600"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-gold to-amber-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-xs text-fog">
          {state === 'empty'
            ? t('rewards.dailyDollars.empty')
            : t('rewards.halfNow', { days: CLAIM_COOLDOWN_DAYS.dailyDollars })}
        </p>
      </div>
    </RewardCard>
  );
}
