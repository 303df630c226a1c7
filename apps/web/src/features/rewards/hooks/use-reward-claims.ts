import type { ClaimResult } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { formatUsd, toCents } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useClaimBonus } from '../api/claim-bonus';
import { useClaimBoost } from '../api/claim-boost';
import { useClaimCalendarItem } from '../api/claim-calendar-item';
import { useClaimDailyDollars } from '../api/claim-daily-dollars';
import { useClaimGift } from '../api/claim-gift';
import { useClaimRakeback } from '../api/claim-rakeback';
import { useClaimReferral } from '../api/claim-referral';
import { openClaimNotification } from '../reward-modal-store';
import { MESSAGE_TITLES, rewardMessageKey, type RewardMessageKey } from '../reward-texts';

/** Spec document 1 section 9: the rakeback claim minimum, $1, in cents. */
const RAKEBACK_MINIMUM_CENTS = 100n;

/**
 * Every claim with what the player sees (spec document 1 sections 5 and 8): the spec's toasts,
 * the Claim notification for claims paid half now, and the server's refusal in the player's
 * language (a known REWARD_MESSAGES text), or the claim's own failure text.
 */
export function useRewardClaims() {
  const { t } = useTranslation('rewards');
  const rakeback = useClaimRakeback();
  const dailyDollars = useClaimDailyDollars();
  const weekly = useClaimBonus('WB1');
  const monthly = useClaimBonus('MB1');
  const referral = useClaimReferral();
  const boost = useClaimBoost();
  const gift = useClaimGift();
  const calendarItem = useClaimCalendarItem();

  const showMessage = (key: RewardMessageKey, kind: 'error' | 'success') => {
    const titleKey = MESSAGE_TITLES[key];
    const show = kind === 'error' ? toast.error : toast.success;
    if (titleKey) show(t(`messages.${titleKey}`), { description: t(`messages.${key}`) });
    else show(t(`messages.${key}`));
  };
  const onError = (fallback: RewardMessageKey | 'claimFailed') => (error: unknown) => {
    const known =
      error instanceof ApiError && error.status < 500 ? rewardMessageKey(error.message) : null;
    if (known) showMessage(known, 'error');
    else if (fallback === 'claimFailed') toast.error(t('messages.claimFailed'));
    else showMessage(fallback, 'error');
  };
  const notify = (result: ClaimResult) => openClaimNotification(result);

  return {
    rakeback: {
      isPending: rakeback.isPending,
      /** Below $1 the claim is refused here, with the spec's toast, without asking the server. */
      claim: (balance: string) => {
        if (toCents(balance) < RAKEBACK_MINIMUM_CENTS) {
          showMessage('rakebackTooLittle', 'error');
          return;
        }
        rakeback.mutate(undefined, {
          onSuccess: (result) => {
            showMessage('rakebackClaimed', 'success');
            notify(result);
          },
          onError: onError('rakebackError'),
        });
      },
    },
    dailyDollars: {
      isPending: dailyDollars.isPending,
      claim: () =>
        dailyDollars.mutate(undefined, { onSuccess: notify, onError: onError('claimFailed') }),
    },
    weekly: {
      isPending: weekly.isPending,
      claim: () => weekly.mutate(undefined, { onSuccess: notify, onError: onError('weeklyError') }),
    },
    monthly: {
      isPending: monthly.isPending,
      claim: () =>
        monthly.mutate(undefined, { onSuccess: notify, onError: onError('monthlyError') }),
    },
    referral: {
      isPending: referral.isPending,
      claim: () =>
        referral.mutate(undefined, {
          onSuccess: () => showMessage('referralClaimed', 'success'),
          onError: onError('referralError'),
        }),
    },
    boost: {
      isPending: boost.isPending,
      claim: () =>
        boost.mutate(undefined, {
          onSuccess: () => showMessage('boostActivated', 'success'),
          // Spec document 1 section 8: one error toast for every refused boost.
          onError: () => showMessage('boostFailed', 'error'),
        }),
    },
    gift: {
      isPending: gift.isPending,
      claim: (id: string, onDone?: () => void) =>
        gift.mutate(id, {
          onSuccess: (result) => {
            toast.success(t('gift.claimed'), {
              description: t('gift.claimedDetail', {
                amount: formatUsd(result.paid, currentLanguage()),
              }),
            });
            onDone?.();
          },
          onError: onError('claimFailed'),
        }),
    },
    calendarItem: {
      pendingId: calendarItem.isPending ? calendarItem.variables : undefined,
      claim: (id: string) =>
        calendarItem.mutate(id, {
          onSuccess: (result) =>
            toast.success(t('notification.title'), {
              description: formatUsd(result.paid, currentLanguage()),
            }),
          onError: onError('claimFailed'),
        }),
    },
  };
}

export type RewardClaims = ReturnType<typeof useRewardClaims>;
