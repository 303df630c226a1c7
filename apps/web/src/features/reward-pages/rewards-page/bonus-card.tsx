import { CalendarDays, CalendarRange, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CLAIM_COOLDOWN_DAYS, type BonusState } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { useRewardClaims } from '@/features/rewards/hooks/use-reward-claims';
import { useIntlLocale, useMoney } from '../shared/use-money';
import { CardAmount, RewardCard } from './reward-card';
import { unlockDayName, unlockMonthName } from './reward-states';

/**
 * The Weekly (WB1) and Monthly (MB1) Bonus (document 1 section 5): Claim only while the flag is
 * set; otherwise 'Unlocks Friday' or '1st {next month}'.
 */
export function BonusCard({ bonus }: { bonus: BonusState }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const locale = useIntlLocale();
  const claims = useRewardClaims();
  const isWeekly = bonus.type === 'WB1';
  const claim = isWeekly ? claims.weekly : claims.monthly;
  const key = isWeekly ? 'weekly' : 'monthly';
  const locked = isWeekly
    ? t('rewards.weekly.locked')
    : t('rewards.monthly.locked', {
        month: unlockMonthName(bonus, locale),
        date: unlockDayName(bonus, locale),
      });
  return (
    <RewardCard
      icon={isWeekly ? CalendarDays : CalendarRange}
      tone={isWeekly ? 'sky' : 'violet'}
      title={t(`rewards.${key}.title`)}
      aside={bonus.active ? t(`rewards.${key}.ready`) : locked}
      testId={`rewards-${key}`}
      footer={
        <Button
          className="w-full"
          data-testid={`rewards-${key}-claim`}
          disabled={!bonus.active || claim.isPending}
          onClick={() => claim.claim()}
        >
          {bonus.active ? (
            claim.isPending ? (
              t('common.claiming')
            ) : (
              t('common.claim')
            )
          ) : (
            <>
              <Lock aria-hidden="true" className="size-4" />
              {locked}
            </>
          )}
        </Button>
      }
    >
      <CardAmount label={t('rewards.available')} testId={`rewards-${key}-value`}>
        {money(bonus.value)}
      </CardAmount>
      <p className="mt-2 text-xs text-fog">
        {t('rewards.halfNow', { days: CLAIM_COOLDOWN_DAYS[key] })}
      </p>
    </RewardCard>
  );
}
