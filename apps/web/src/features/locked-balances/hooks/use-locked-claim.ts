import { LOCKED_MESSAGES, type LockedBalanceType } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useClaimLockedBalance } from '../api/claim-locked-balance';

/**
 * A locked balance's claim with what the player sees (spec document 2 section 8): below the
 * minimum, the toast titled 'Minimum claim is $5' (deposit bonus) or 'Minimum claim is $3'
 * (Sign Up Spin), checked here first and by the server; success moves the unlocked part to the
 * balance and says how much.
 */
export function useLockedClaim(type: LockedBalanceType) {
  const { t } = useTranslation('locked');
  const mutation = useClaimLockedBalance();
  const minimumKey = type === 'deposit-bonus' ? 'minimumDeposit' : 'minimumSpin';
  const refuse = () =>
    toast.error(t(`messages.${minimumKey}`), { description: t('messages.minimumDetail') });
  return {
    isPending: mutation.isPending,
    claim: (options: { id: string; unlockedCents: bigint; onDone?: () => void }) => {
      const minimumCents = type === 'deposit-bonus' ? 500n : 300n;
      if (options.unlockedCents < minimumCents) {
        refuse();
        return;
      }
      mutation.mutate(
        { lockedBalanceId: options.id },
        {
          onSuccess: (result) => {
            toast.success(
              t('messages.claimed', { amount: formatUsd(result.claimed, currentLanguage()) }),
            );
            options.onDone?.();
          },
          onError: (error) => {
            const isMinimum =
              error instanceof ApiError &&
              (error.message === LOCKED_MESSAGES.depositBonusMinimum ||
                error.message === LOCKED_MESSAGES.signUpSpinMinimum);
            if (isMinimum) refuse();
            else toast.error(t('messages.claimFailed'), { description: t('messages.tryAgain') });
          },
        },
      );
    },
  };
}
