import { BadgePercent, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useDepositBonus } from '../api/get-deposit-bonus';
import { openDepositBonusInfo } from '../locked-modal-store';

/**
 * The Deposit modal's line about the deposit bonus (spec document 2: 200 % / 150 % / 100 % on the
 * first three deposits, opt-in): what the next deposit earns and whether the bonus is active;
 * Details opens the Deposit bonus info modal, where the player can opt in. Nothing once the
 * three bonus deposits are behind, or while it cannot be read (the deposit comes first).
 */
export function DepositBonusBanner() {
  const { t } = useTranslation('locked');
  const status = useDepositBonus();
  if (status.isPending) {
    return <div className="mb-4 h-14 animate-pulse rounded-[var(--radius-control)] bg-ink-700" />;
  }
  const bonus = status.data;
  if (!bonus || bonus.nextPercentage === null) return null;
  const minimum = formatUsd(bonus.minimumDeposit, currentLanguage());
  return (
    <button
      type="button"
      data-testid="deposit-bonus-banner"
      data-active={bonus.optedIn}
      onClick={openDepositBonusInfo}
      className="mb-4 flex w-full cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-accent/40 bg-accent/10 px-3 py-2.5 text-start transition-colors hover:bg-accent/15"
    >
      <BadgePercent aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-white">
          {t('banner.title', { percent: bonus.nextPercentage })}
        </span>
        <span className="block text-xs text-fog">
          {bonus.optedIn
            ? t('banner.active', { amount: minimum })
            : t('banner.inactive', { amount: minimum })}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-0.5 text-xs font-semibold text-accent">
        {t('banner.details')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </span>
    </button>
  );
}
