import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RewardInfo } from '@tengu/shared';
import { CalendarDays, CalendarRange, DollarSign, Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd, toCents } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import type { RewardClaims } from '../hooks/use-reward-claims';
import { nextMonthName } from '../reward-dates';
import { claimItemClass, MenuRow } from './menu-row';

function ClaimItem({
  testId,
  isDisabled,
  onClaim,
}: {
  testId: string;
  isDisabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('rewards');
  return (
    <DropdownMenu.Item
      data-testid={testId}
      disabled={isDisabled}
      // Claiming keeps the dropdown open: the new figures show where the player looks.
      onSelect={(event) => {
        event.preventDefault();
        onClaim();
      }}
      className={claimItemClass}
    >
      {t('claim')}
    </DropdownMenu.Item>
  );
}

function Locked({ testId, text }: { testId: string; text: string }) {
  return (
    <span data-testid={testId} className="shrink-0 text-xs font-medium text-fog">
      {text}
    </span>
  );
}

/**
 * Rakeback, Daily Dollars, Weekly and Monthly Bonus (spec document 1 section 5): rakeback's Claim
 * is disabled at 0 (below $1 it answers with the spec's toast); Daily Dollars unlocks at VIP 1
 * and needs a balance; the bonuses claim only while their flag is set, otherwise they say when
 * they unlock.
 */
export function ClaimRows({ info, claims }: { info: RewardInfo; claims: RewardClaims }) {
  const { t } = useTranslation('rewards');
  const language = currentLanguage();
  const { balances, dailyDollars } = info;
  const percent =
    dailyDollars.target > 0
      ? Math.min(100, (dailyDollars.progress / dailyDollars.target) * 100)
      : 0;
  return (
    <>
      <MenuRow
        icon={Percent}
        testId="rewards-menu-rakeback"
        label={t('menu.rakeback')}
        value={
          <span data-testid="rewards-rakeback-balance" dir="ltr" className="tabular-nums">
            {formatUsd(balances.rakeback_balance, language)}
          </span>
        }
        action={
          <ClaimItem
            testId="rewards-rakeback-claim"
            isDisabled={toCents(balances.rakeback_balance) <= 0n || claims.rakeback.isPending}
            onClaim={() => claims.rakeback.claim(balances.rakeback_balance)}
          />
        }
      />
      <MenuRow
        icon={DollarSign}
        testId="rewards-menu-dailyDollars"
        label={t('menu.dailyDollars')}
        value={
          <span data-testid="rewards-dd-balance" dir="ltr" className="tabular-nums">
            {formatUsd(balances.ddBalance, language)}
          </span>
        }
        action={
          info.level < 1 ? (
            <Locked testId="rewards-dd-locked" text={t('messages.dailyDollarsLocked')} />
          ) : (
            <ClaimItem
              testId="rewards-dd-claim"
              isDisabled={toCents(balances.ddBalance) <= 0n || claims.dailyDollars.isPending}
              onClaim={claims.dailyDollars.claim}
            />
          )
        }
      >
        <div
          role="progressbar"
          aria-label={t('menu.dailyDollars')}
          aria-valuemin={0}
          aria-valuemax={dailyDollars.target}
          aria-valuenow={dailyDollars.progress}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-ink-900"
        >
          <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
        <p data-testid="rewards-dd-progress" className="mt-0.5 text-[11px] text-fog tabular-nums">
          {t('menu.dailyProgress', {
            progress: String(dailyDollars.progress),
            target: String(dailyDollars.target),
          })}
        </p>
      </MenuRow>
      <MenuRow
        icon={CalendarDays}
        testId="rewards-menu-weeklyBonus"
        label={t('menu.weeklyBonus')}
        action={
          balances.weeklyBonusActive ? (
            <ClaimItem
              testId="rewards-weekly-claim"
              isDisabled={claims.weekly.isPending}
              onClaim={claims.weekly.claim}
            />
          ) : (
            <Locked testId="rewards-weekly-locked" text={t('messages.weeklyLocked')} />
          )
        }
      />
      <MenuRow
        icon={CalendarRange}
        testId="rewards-menu-monthlyBonus"
        label={t('menu.monthlyBonus')}
        action={
          balances.monthlyBonusActive ? (
            <ClaimItem
              testId="rewards-monthly-claim"
              isDisabled={claims.monthly.isPending}
              onClaim={claims.monthly.claim}
            />
          ) : (
            <Locked
              testId="rewards-monthly-locked"
              text={t('menu.monthlyUnlocks', { month: nextMonthName(new Date(), language) })}
            />
          )
        }
      />
    </>
  );
}
