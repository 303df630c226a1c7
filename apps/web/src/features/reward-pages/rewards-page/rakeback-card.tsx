import { Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CLAIM_COOLDOWN_DAYS, type RewardInfo } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { useMoney } from '../shared/use-money';
import { CardAmount, RewardCard } from './reward-card';
import { rakebackClaimState } from './reward-states';

/** Rakeback (document 1 sections 3, 5, 8): balance, rate, Claim from $1 (disabled at $0). */
export function RakebackCard({ info }: { info: RewardInfo }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const { rakeback: claim } = useRewardClaims();
  const balance = info.balances.rakeback_balance;
  const state = rakebackClaimState(balance);
  return (
    <RewardCard
      icon={Percent}
      title={t('rewards.rakeback.title')}
      aside={t('rewards.rakeback.rate', { percent: info.rakebackPercentage })}
      testId="rewards-rakeback"
      footer={
        <Button
          className="w-full"
          data-testid="rewards-rakeback-claim"
          disabled={state === 'empty' || claim.isPending}
          onClick={() => claim.claim(balance)}
        >
          {claim.isPending ? t('common.claiming') : t('common.claim')}
        </Button>
      }
    >
      <CardAmount label={t('rewards.available')} testId="rewards-rakeback-balance">
        {money(balance)}
      </CardAmount>
      <p className="mt-2 text-xs text-fog">
        {state === 'empty' ? t('rewards.rakeback.empty') : t('rewards.rakeback.minimum')}{' '}
        {t('rewards.halfNow', { days: CLAIM_COOLDOWN_DAYS.rakeback })}
      </p>
    </RewardCard>
  );
}
