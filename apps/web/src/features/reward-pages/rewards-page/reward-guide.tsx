import {
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  Crown,
  Handshake,
  Info,
  Percent,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RewardInfo } from '@tengu/shared';

/**
 * "A short player-facing explanation of every reward on its page (what it is, how it grows, when
 * it unlocks)" (issue 16 item 3), with the operator's current rates from GET /api/rewards.
 */
export function RewardGuide({ info }: { info: RewardInfo }) {
  const { t } = useTranslation('reward-pages');
  const entries: [LucideIcon, string, string][] = [
    [
      Percent,
      t('rewards.rakeback.title'),
      // The rate rakeback accrues at right now (the boost's while one runs).
      t('rewards.guide.rakeback', { percent: info.rakebackPercentage }),
    ],
    [
      Rocket,
      t('rewards.boost.title'),
      t('rewards.guide.boost', { percent: info.boost.boost_type }),
    ],
    [
      CalendarCheck,
      t('rewards.dailyDollars.title'),
      t('rewards.guide.dailyDollars', { target: info.dailyDollars.target }),
    ],
    [CalendarDays, t('rewards.weekly.title'), t('rewards.guide.weekly')],
    [CalendarRange, t('rewards.monthly.title'), t('rewards.guide.monthly')],
    [
      Handshake,
      t('rewards.referral.title'),
      t('rewards.guide.referral', { percent: info.bonusPercentage }),
    ],
    [Crown, t('rewards.levelUp.title'), t('rewards.guide.levelUp')],
  ];
  return (
    <section
      data-testid="rewards-guide"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5"
    >
      <h2 className="mb-4 flex items-center gap-2 font-bold">
        <Info aria-hidden="true" className="size-5 text-accent" />
        {t('rewards.guide.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {entries.map(([Icon, title, text]) => (
          <div key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fog" />
            <div>
              <dt className="text-sm font-semibold">{title}</dt>
              <dd className="text-xs leading-relaxed text-fog">{text}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
