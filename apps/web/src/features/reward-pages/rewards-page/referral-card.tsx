import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RewardInfo } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { useMoney } from '../shared/use-money';
import { CardAmount, RewardCard } from './reward-card';
import { isPositive } from './reward-states';

/** The invite link: the site with `?r=<referral_code>` (features/auth/attribution.ts reads it). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?r=${encodeURIComponent(code)}`;
}

function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation('reward-pages');
  return (
    <CopyField
      id="rewards-referral-link"
      label={t('rewards.referral.link')}
      value={referralLink(window.location.origin, code)}
      copyLabel={t('rewards.referral.copy')}
      copiedLabel={t('rewards.referral.copied')}
    />
  );
}

/** The referral bonus (document 1 sections 3, 7, 8): balance, bonusPercentage, link, Claim. */
export function ReferralCard({ info, className }: { info: RewardInfo; className?: string }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const { data: user } = useCurrentUser();
  const { referral: claim } = useRewardClaims();
  const balance = info.balances.referral_balance;
  return (
    <RewardCard
      icon={Handshake}
      tone="emerald"
      title={t('rewards.referral.title')}
      aside={t('rewards.referral.rate', { percent: info.bonusPercentage })}
      testId="rewards-referral"
      className={className}
    >
      <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]">
        <CardAmount label={t('rewards.available')} testId="rewards-referral-balance">
          {money(balance)}
        </CardAmount>
        {user ? <ReferralLink code={user.referral_code} /> : <div />}
        <Button
          className="w-full md:w-40"
          data-testid="rewards-referral-claim"
          disabled={!isPositive(balance) || claim.isPending}
          onClick={() => claim.claim()}
        >
          {claim.isPending ? t('common.claiming') : t('common.claim')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-fog">{t('rewards.allNow')}</p>
    </RewardCard>
  );
}
