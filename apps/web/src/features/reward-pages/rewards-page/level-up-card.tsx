import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { openLevelRewards } from '@/features/rewards/reward-modal-store';
import { SPEC_LEVEL_BANDS } from '../shared/level-bands';
import { useMoney } from '../shared/use-money';
import { vipStanding } from '../vip-page/vip-ladder';
import { RewardCard } from './reward-card';

/**
 * Level-up rewards (document 1 section 9): the next level's reward and what is left to wager;
 * reached levels' rewards wait on the calendar below (their LU items).
 */
export function LevelUpCard({ level, amountWagered }: { level: number; amountWagered: string }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  const titleOf = useLevelTitle();
  const standing = vipStanding(level, amountWagered, SPEC_LEVEL_BANDS);
  return (
    <RewardCard
      icon={Crown}
      tone="gold"
      title={t('rewards.levelUp.title')}
      aside={t('rewards.levelUp.current', { level, title: titleOf(level) })}
      testId="rewards-level-up"
      footer={
        <Button
          variant="secondary"
          className="w-full"
          data-testid="rewards-level-table-link"
          onClick={openLevelRewards}
        >
          {t('rewards.levelUp.table')}
        </Button>
      }
    >
      {standing.next ? (
        <>
          <p className="text-xs text-fog">
            {t('rewards.levelUp.next', { level: standing.next.level })}
          </p>
          <p dir="ltr" className="text-2xl font-black text-gold tabular-nums rtl:text-end">
            {money(standing.next.reward)}
          </p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-ink-600">
            <div
              className="h-full rounded-full bg-gradient-to-r from-amber-400 to-accent"
              style={{ width: `${standing.percent}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-fog">
            {t('rewards.levelUp.toGo', { amount: money(standing.remaining) })}
          </p>
        </>
      ) : (
        <p className="text-fog">{t('rewards.levelUp.top')}</p>
      )}
    </RewardCard>
  );
}
