import { DEFAULT_LOCKED_BALANCE_SETTINGS, type LockedBalanceType } from '@tengu/shared';
import { Coins, Dices, HandCoins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useDepositBonus } from '../api/get-deposit-bonus';
import { useLockedModalStore } from '../locked-modal-store';

const percentOf = (bps: number) => bps / 100;

/**
 * Claim Bonus instructions, in its two variants (spec document 2 sections 2 and 9): how a
 * deposit bonus (wager × 1 % × 40 %) or a Sign Up Spin (wager × 1 % × 20 %) unlocks, an example,
 * and the claim minimum.
 */
export function ClaimInstructionsModal({ type }: { type: LockedBalanceType }) {
  const { t } = useTranslation('locked');
  const close = useLockedModalStore((s) => s.close);
  const { data: status } = useDepositBonus();
  const isDeposit = type === 'deposit-bonus';
  const defaults = DEFAULT_LOCKED_BALANCE_SETTINGS;
  const typeBps = isDeposit ? defaults.depositBonusUnlockBps : defaults.signUpSpinUnlockBps;
  // The operator's current rate when known (the server's settings), else the spec's.
  const percent =
    (isDeposit ? status?.unlockPercentOfWager : status?.signUpSpinUnlockPercentOfWager) ??
    (defaults.wagerShareBps * typeBps) / 1_000_000;
  const language = currentLanguage();
  const example = formatUsd(String((1000 * percent) / 100), language);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('instructions.title')}
      description={t(isDeposit ? 'instructions.depositLead' : 'instructions.spinLead')}
      closeLabel={t('close')}
      testId={isDeposit ? 'instructions-deposit-modal' : 'instructions-spin-modal'}
    >
      <ol className="space-y-3">
        <Step icon={<Dices className="size-4" />}>{t('instructions.play')}</Step>
        <Step icon={<Coins className="size-4" />}>
          <span
            data-testid="instructions-formula"
            className="block rounded-md bg-ink-900 px-3 py-2 font-mono text-sm text-white"
            dir="ltr"
          >
            {t('instructions.formula', {
              share: percentOf(defaults.wagerShareBps),
              part: percentOf(typeBps),
            })}
          </span>
          <span className="mt-1 block text-fog">
            {t('instructions.example', { wager: formatUsd('1000', language), amount: example })}
          </span>
        </Step>
        <Step icon={<HandCoins className="size-4" />}>
          {t('instructions.claim', { minimum: formatUsd(isDeposit ? '5' : '3', language) })}
        </Step>
      </ol>
      <Button className="mt-5 w-full" onClick={close} data-testid="instructions-done">
        {t('instructions.done')}
      </Button>
    </Modal>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-sm leading-relaxed">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
        {icon}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </li>
  );
}
