import { Check, Copy, Handshake } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardInfo } from '@tengu/shared';
import { Button } from '@/components/ui/button';
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
  const [isCopied, setCopied] = useState(false);
  const link = referralLink(window.location.origin, code);
  useEffect(() => {
    if (!isCopied) return;
    // The copy tooltip lasts 3 s (document 1 section 9).
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the link stays selectable.
    }
  };
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor="rewards-referral-link" className="block text-xs text-fog">
        {t('rewards.referral.link')}
      </label>
      <div className="flex gap-2">
        <input
          id="rewards-referral-link"
          data-testid="rewards-referral-link"
          readOnly
          dir="ltr"
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 font-mono text-xs text-white outline-none focus:border-ink-500"
        />
        <Button
          variant="secondary"
          size="icon"
          onClick={() => void copy()}
          aria-label={isCopied ? t('rewards.referral.copied') : t('rewards.referral.copy')}
          title={isCopied ? t('rewards.referral.copied') : t('rewards.referral.copy')}
        >
          {isCopied ? (
            <Check aria-hidden="true" className="size-4 text-emerald-400" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
    </div>
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
