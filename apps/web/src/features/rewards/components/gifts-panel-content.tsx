import { Gift as GiftIcon, Percent, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatUsd, toCents } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useGifts } from '../api/get-gifts';
import { useRewardInfo } from '../api/get-reward-info';
import { useMarkGiftsRead } from '../api/mark-gifts-read';
import { useRewardClaims } from '../hooks/use-reward-claims';
import { openClaimGift } from '../reward-modal-store';
import { GiftCard } from './gift-card';
import { GiftsSkeleton } from './gifts-skeleton';

/**
 * The Gifts sidebar's cards (spec document 1 section 2): Rakeback and Referral bonus with their
 * balances, then each gift, each with Claim. Opening the sidebar marks the gifts read
 * (section 4: the gift state flag is false while the newest is unread).
 */
export default function GiftsPanelContent() {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  const info = useRewardInfo();
  const gifts = useGifts();
  const markRead = useMarkGiftsRead();
  const claims = useRewardClaims();

  const hasUnread = gifts.data?.gifts.some((gift) => !gift.read) ?? false;
  const hasMarked = useRef(false);
  useEffect(() => {
    if (!hasUnread || hasMarked.current) return;
    hasMarked.current = true;
    markRead.mutate();
  }, [hasUnread, markRead]);

  if (info.isPending || gifts.isPending) return <GiftsSkeleton />;
  if (info.isError || gifts.isError) {
    return (
      <div data-testid="gifts-error" className="space-y-2 text-center">
        <p className="text-sm text-fog">{t('loadFailed')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void info.refetch();
            void gifts.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { rakeback_balance: rakeback, referral_balance: referral } = info.data.balances;
  const open = gifts.data.gifts.filter((gift) => !gift.claimed);
  return (
    <div data-testid="gifts-panel" className="space-y-3">
      <GiftCard
        testId="gift-card-rakeback"
        icon={Percent}
        title={t('gifts.rakeback')}
        hint={t('gifts.rakebackHint')}
        amount={formatUsd(rakeback, language)}
        claimLabel={t('claim')}
        isClaimDisabled={toCents(rakeback) <= 0n || claims.rakeback.isPending}
        onClaim={() => claims.rakeback.claim(rakeback)}
      />
      <GiftCard
        testId="gift-card-referral"
        icon={Users}
        title={t('gifts.referral')}
        hint={t('gifts.referralHint')}
        amount={formatUsd(referral, language)}
        claimLabel={t('claim')}
        isClaimDisabled={toCents(referral) <= 0n || claims.referral.isPending}
        onClaim={claims.referral.claim}
      />
      {open.length === 0 ? (
        <p
          data-testid="gifts-empty"
          className="rounded-[var(--radius-card)] border border-dashed border-ink-600 p-4 text-center text-xs leading-relaxed text-fog"
        >
          {t('gifts.empty')}
        </p>
      ) : (
        open.map((gift) => (
          <GiftCard
            key={gift.id}
            testId="gift-card"
            icon={GiftIcon}
            title={t(gift.reward_type === 'freebets' ? 'gift.freebets' : 'gift.credits')}
            hint={gift.reason}
            badge={
              !gift.read && (
                <span className="rounded bg-accent px-1.5 text-[10px] font-bold text-white uppercase">
                  {t('gifts.new')}
                </span>
              )
            }
            amount={formatUsd(gift.value, language)}
            claimLabel={t('claim')}
            isClaimDisabled={false}
            onClaim={() => openClaimGift(gift)}
          />
        ))
      )}
    </div>
  );
}
